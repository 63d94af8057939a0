/**
 * The emulated catalog, version-neutral: the v1 and v2 renderers shape these records. Studies,
 * publications, variants and associations have the types of the generated ones (catalog.ts); the
 * real records (real.json) are read as the same.
 */
import type { catalogFor, generateAssociation, generateStudy, generateVariant } from './catalog.js';

export interface Trait {
  efoId: string;
  label: string;
}

export interface Gene {
  /** v1's internal gene id. */
  id: number;
  name: string;
  chromosome: string;
  entrezId?: string;
  ensemblId?: string;
}

type GeneratedVariant = ReturnType<typeof generateVariant>;
/** A real variant may have no position: the emulator gives none the recordings do not show. */
export type Variant = Omit<GeneratedVariant, 'chromosome' | 'position' | 'region'> &
  Partial<GeneratedVariant>;

type Generated = ReturnType<typeof generateStudy>;
/** `id`: v2's numeric study id. */
export type Study = Generated['study'] & { id: number };
/** `id`: v1's internal publication id. */
export type Publication = Generated['pub'] & { id: number };

export type Association = ReturnType<typeof generateAssociation>;

/** The catalog of one seed, as catalog.ts builds it: records, lookups by id, associations by key. */
export type Catalog = ReturnType<typeof catalogFor>;
