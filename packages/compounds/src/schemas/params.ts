import { type InputOf, IntSchema, idSchema, ids } from '@lifesci/core';
import * as v from 'valibot';
import { PROPERTY_NAMES } from './properties.js';
import type { AnnotationHeading } from './pug-view.js';

// Input schemas: strict, so a misspelt key or a bad value is an InputError naming the parameter
// before anything is sent.

/** A strict object whose unknown keys read as what they are: an undocumented option. */
function strictParams<const E extends v.ObjectEntries>(entries: E) {
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? 'is not a documented option' : `must be an object, got ${issue.received}`,
  );
}

/** A PubChem CID (positive integer, or its digits as a string), read as a number. */
export const CidSchema = v.pipe(idSchema(ids.cid), IntSchema);
/** A PubChem AID. */
export const AidSchema = v.pipe(idSchema(ids.aid), IntSchema);

/** A list of CIDs (any length: they are split into chunks). */
export const CidListSchema = v.pipe(v.array(CidSchema), v.minLength(1, 'must hold at least one CID'));

/** A PubChem SID (deposited substance). */
export const SidSchema = v.pipe(idSchema(ids.sid), IntSchema);
export const SidListSchema = v.pipe(v.array(SidSchema), v.minLength(1, 'must hold at least one SID'));
export const SidsSchema = v.union([SidSchema, SidListSchema]);
export type SidsInput = InputOf<typeof SidsSchema>;

/** One CID or a list of them. */
export const CidsSchema = v.union([CidSchema, CidListSchema]);
export type CidsInput = InputOf<typeof CidsSchema>;

const NonBlank = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
/** A SMILES string (sent as a form field, so `/`, `#` and `\\` are safe). */
export const SmilesSchema = v.pipe(NonBlank, v.regex(/^\S+$/, 'must be one SMILES string without spaces'));
const InchiSchema = v.pipe(NonBlank, v.startsWith('InChI=', 'must start with "InChI="'));

/**
 * How a compound is named in a lookup: `{ cid }`, `{ name }`, `{ smiles }` or `{ inchi }` (spec S8
 * inputs). A name may match several compounds; a structure matches one.
 */
export const CompoundInputSchema = v.union(
  [
    strictParams({ cid: CidSchema }),
    strictParams({ name: NonBlank }),
    strictParams({ smiles: SmilesSchema }),
    strictParams({ inchi: InchiSchema }),
  ],
  'must be one of { cid }, { name }, { smiles }, { inchi }',
);
export type CompoundInput = InputOf<typeof CompoundInputSchema>;
export type ParsedCompoundInput = v.InferOutput<typeof CompoundInputSchema>;

const PropertyListSchema = v.pipe(
  v.array(v.picklist(PROPERTY_NAMES, `must be a PubChem property name (${PROPERTY_NAMES.length} known)`)),
  v.minLength(1, 'must name at least one property'),
);

export const PropertiesParamsSchema = strictParams({
  /** Which properties (default: every property the spec lists). */
  properties: v.optional(PropertyListSchema),
});
export interface PropertiesParams extends InputOf<typeof PropertiesParamsSchema> {}

const PositiveMs = v.pipe(
  v.number(),
  v.integer('must be whole milliseconds'),
  v.minValue(1, 'must be at least 1'),
);

/** How long to wait for an asynchronous (ListKey) search; defaults come from the client. */
const PollParamsEntries = {
  /** Give up (TimeoutError) when the results are not ready after this many ms. */
  pollTimeout: v.optional(PositiveMs),
  /** First wait between polls, doubled up to `maxPollInterval`. */
  pollInterval: v.optional(PositiveMs),
  maxPollInterval: v.optional(PositiveMs),
};

const MaxRecords = v.pipe(
  v.number(),
  v.integer('must be an integer'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(2_000_000, 'must be at most 2,000,000'),
);

/** PubChem's structure searches (`/compound/<type>/smiles/cids`). */
export const STRUCTURE_SEARCH_TYPES = ['similarity', 'substructure', 'superstructure'] as const;
export type StructureSearchType = (typeof STRUCTURE_SEARCH_TYPES)[number];

export const SearchParamsSchema = strictParams({
  /** Which search: `similarity` (2-D Tanimoto), `substructure` or `superstructure`. */
  type: v.picklist(STRUCTURE_SEARCH_TYPES, 'must be "similarity", "substructure" or "superstructure"'),
  /** With `type: 'similarity'`: Tanimoto threshold in percent (default 90, as PubChem's). */
  threshold: v.optional(
    v.pipe(
      v.number(),
      v.integer('must be an integer percentage'),
      v.minValue(0, 'must be 0 to 100'),
      v.maxValue(100, 'must be 0 to 100'),
    ),
  ),
  /** Most CIDs to return. */
  maxRecords: v.optional(MaxRecords),
  ...PollParamsEntries,
});
export interface SearchParams extends InputOf<typeof SearchParamsSchema> {}

export const PollParamsSchema = strictParams(PollParamsEntries);
export interface PollParams extends InputOf<typeof PollParamsSchema> {}

export const ListKeySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a ListKey as PubChem returns it (letters, digits, _ or -)'),
);

/**
 * The files PubChem serves per CID, by operation, and in which formats (`files.download`):
 * `record` is the compound record (the SD file); the others are the bodies of those operations.
 */
export const FILE_FORMATS = {
  record: ['sdf'],
  properties: ['xml', 'json', 'csv'],
  synonyms: ['xml', 'json'],
  assaySummary: ['xml', 'json', 'csv'],
} as const;
export type FileOperation = keyof typeof FILE_FORMATS;
export type FileFormat = (typeof FILE_FORMATS)[FileOperation][number];

export const FileDownloadParamsSchema = strictParams({
  /** PubChem's output format: `sdf` (the record), `xml`, `json` or `csv` (the other operations). */
  format: v.picklist(['sdf', 'xml', 'json', 'csv'], 'must be "sdf", "xml", "json" or "csv"'),
  /**
   * Whose file: `record` (the default with `sdf`), `properties`, `synonyms` or `assaySummary`
   * (PubChem's operation names).
   */
  operation: v.optional(
    v.picklist(
      ['record', 'properties', 'synonyms', 'assaySummary'],
      'must be "record", "properties", "synonyms" or "assaySummary"',
    ),
  ),
  /** With `operation: 'properties'`: which properties (default: every property the spec lists). */
  properties: v.optional(PropertyListSchema),
});
export interface FileDownloadParams extends InputOf<typeof FileDownloadParamsSchema> {}

/** The assay description as PubChem's own body: `xml` (PubChem's full-record schema) or `json`. */
export const AssayDownloadParamsSchema = strictParams({
  format: v.picklist(['xml', 'json'], 'must be "xml" or "json"'),
});
export interface AssayDownloadParams extends InputOf<typeof AssayDownloadParamsSchema> {}

export const ImageParamsSchema = strictParams({
  /** `small` (100 x 100) or `large` (300 x 300); PubChem's default is large. */
  size: v.optional(v.picklist(['small', 'large'], 'must be "small" or "large"')),
});
export interface ImageParams extends InputOf<typeof ImageParamsSchema> {}

const HeadingSchema = v.custom<AnnotationHeading | (string & {})>(
  (h) => typeof h === 'string' && h.trim() !== '',
  'must be a non-empty heading',
);

export const AnnotationParamsSchema = strictParams({
  /** Only this section (one of the spec's eight headings, or any other TOCHeading). */
  heading: v.optional(HeadingSchema),
});
export interface AnnotationParams extends InputOf<typeof AnnotationParamsSchema> {}

export const AnnotationTextsParamsSchema = strictParams({
  /** The section whose text is wanted (one of the spec's eight headings, or any other TOCHeading). */
  heading: HeadingSchema,
});
export interface AnnotationTextsParams extends InputOf<typeof AnnotationTextsParamsSchema> {}
