import { type InputOf, ids, onProgressSchema } from '@lifesci/core';
import * as v from 'valibot';

/** Files exist for archive entries only (computed models are served by their providers). */
export const FileEntryIdSchema = v.pipe(
  v.string(),
  v.check((s: string) => ids.pdb.test(s), ids.pdb.rule),
);

/** `pdb`: legacy PDB format; `cif`: mmCIF; `bcif`: BinaryCIF; `sf`: structure factors (mmCIF). */
export const FILE_FORMATS = ['pdb', 'cif', 'bcif', 'sf'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const FileFormatSchema = v.picklist(FILE_FORMATS);

export const DownloadOptionsSchema = v.strictObject({
  /** Ask for the gzip-compressed file (`.gz`); the bytes are handed out as sent, still compressed. */
  compressed: v.optional(v.boolean()),
  /** Called per chunk with `{ received, total, resumes }`. */
  onProgress: v.optional(onProgressSchema),
});
export interface FileDownloadOptions extends InputOf<typeof DownloadOptionsSchema> {}

export const AssemblyFileOptionsSchema = v.strictObject({
  /** `pdb` (default: `<id>.pdb<n>`) or `cif` (`<id>-assembly<n>.cif`). */
  format: v.optional(v.picklist(['pdb', 'cif'])),
  ...DownloadOptionsSchema.entries,
});
export interface AssemblyFileOptions extends InputOf<typeof AssemblyFileOptionsSchema> {}

export const AssemblyNumberSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One record of a FASTA file. */
export interface FastaRecord {
  /** The header line without `>` (`4HHB_1|Chains A, C|Hemoglobin subunit alpha|Homo sapiens (9606)`). */
  header: string;
  sequence: string;
}
