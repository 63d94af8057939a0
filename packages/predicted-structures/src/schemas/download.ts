import { type InputOf, onProgressSchema } from '@lifesci/core';
import * as v from 'valibot';

/** The coordinate formats of a model: mmCIF, BinaryCIF, PDB (at most 99,999 atoms). */
export const MODEL_FORMATS = ['cif', 'bcif', 'pdb'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

const DownloadEntries = {
  /** Called per chunk with `{ received, total, resumes }`. */
  onProgress: v.optional(onProgressSchema),
};

/**
 * Params of the downloads of one file (`files.downloadPaeImage`, `files.downloadMsa`,
 * `bulk.download`): resumed with Range, progress per chunk.
 */
export const DownloadParamsSchema = v.strictObject(DownloadEntries);
export interface DownloadParams extends InputOf<typeof DownloadParamsSchema> {}

/** Params of `files.download`: which coordinate format (default `cif`), and progress. */
export const ModelDownloadParamsSchema = v.strictObject({
  /** `cif` (mmCIF, the default), `bcif` (BinaryCIF) or `pdb` (PDB format, at most 99,999 atoms). */
  format: v.optional(v.picklist(MODEL_FORMATS, `one of ${MODEL_FORMATS.join(', ')}`)),
  ...DownloadEntries,
});
export interface ModelDownloadParams extends InputOf<typeof ModelDownloadParamsSchema> {}

/** Which AlphaMissense file: per protein substitution (default), or the variants on GRCh37 / GRCh38. */
export const ALPHAMISSENSE_FILES = ['protein', 'hg19', 'hg38'] as const;

/** Params of `files.streamAlphaMissense`: which file (default `protein`), and progress. */
export const AlphaMissenseParamsSchema = v.strictObject({
  file: v.optional(v.picklist(ALPHAMISSENSE_FILES, `one of ${ALPHAMISSENSE_FILES.join(', ')}`)),
  ...DownloadEntries,
});
export interface AlphaMissenseParams extends InputOf<typeof AlphaMissenseParamsSchema> {}
