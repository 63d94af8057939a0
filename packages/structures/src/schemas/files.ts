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

const TransferEntries = {
  /** Ask for the gzip-compressed file (`.gz`); the bytes are handed out as sent, still compressed. */
  compressed: v.optional(v.boolean()),
  /** Called per chunk with `{ received, total, resumes }`. */
  onProgress: v.optional(onProgressSchema),
};

export const DownloadParamsSchema = v.strictObject({
  /** `cif` (mmCIF, the default), `pdb`, `bcif` or `sf`. */
  format: v.optional(FileFormatSchema, 'cif'),
  ...TransferEntries,
});
/** `{ format, compressed, onProgress }` of `files.download`. */
export interface DownloadParams extends InputOf<typeof DownloadParamsSchema> {}

export const AssemblyDownloadParamsSchema = v.strictObject({
  /** `cif` (default: `<id>-assembly<n>.cif`) or `pdb` (`<id>.pdb<n>`). */
  format: v.optional(v.picklist(['pdb', 'cif']), 'cif'),
  ...TransferEntries,
});
/** `{ format, compressed, onProgress }` of `files.downloadAssembly`. */
export interface AssemblyDownloadParams extends InputOf<typeof AssemblyDownloadParamsSchema> {}

const ASSEMBLY_NUMBER_RULE = 'a positive assembly number such as 1';

/** Assembly files are numbered 1, 2 ...; a numeric string (`'1RH7-2'`) is read as its number. */
export const AssemblyNumberSchema = v.pipe(
  v.union(
    [
      v.pipe(v.number(), v.safeInteger(ASSEMBLY_NUMBER_RULE), v.minValue(1, ASSEMBLY_NUMBER_RULE)),
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, ASSEMBLY_NUMBER_RULE)),
    ],
    ASSEMBLY_NUMBER_RULE,
  ),
  v.transform(Number),
);

/** One record of a FASTA file. */
export interface FastaRecord {
  /** The header line without `>` (`4HHB_1|Chains A, C|Hemoglobin subunit alpha|Homo sapiens (9606)`). */
  header: string;
  sequence: string;
}
