/** The emulated catalog, version-neutral: the v1 and v2 renderers shape these records. */

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

export interface GenomicContext {
  gene: string;
  distance: number;
  isUpstream: boolean;
  isDownstream: boolean;
  isIntergenic: boolean;
  source: 'Ensembl' | 'NCBI';
}

export interface Variant {
  rsId: string;
  /** Absent for a real variant whose position the emulator does not know. */
  chromosome?: string;
  position?: number;
  region?: string;
  functionalClass: string;
  contexts: GenomicContext[];
  lastUpdateDate: string;
}

export interface Publication {
  /** v1's internal publication id. */
  id: number;
  pubmedId: string;
  date: string;
  journal: string;
  title: string;
  author: string;
}

export interface Study {
  accession: string;
  /** v2's numeric study id. */
  id: number;
  pubmedId: string;
  diseaseTrait: string;
  efoIds: string[];
  initialSampleSize: string;
  replicationSampleSize: string;
  ancestries: {
    type: 'initial' | 'replication';
    n: number;
    group: string;
    country?: readonly [string, string, string];
  }[];
  snpCount: number;
  imputed: boolean;
  fullPvalueSet: boolean;
  manufacturer: string;
  technology: string;
}

export interface Association {
  id: number;
  study: string;
  rsId: string;
  riskAllele: string;
  riskFrequency: string;
  mantissa: number;
  exponent: number;
  description: string | null;
  orPerCopyNum: number | null;
  betaNum: number | null;
  betaUnit: string | null;
  betaDirection: string | null;
  range: string | null;
  standardError: number | null;
  efoIds: string[];
  snpType: 'novel' | 'known';
  lastUpdateDate: string;
}

/** The catalog of one seed, as catalog.ts builds it: records, lookups by id, associations by key. */
export type Catalog = ReturnType<typeof import('./catalog.js').catalogFor>;
