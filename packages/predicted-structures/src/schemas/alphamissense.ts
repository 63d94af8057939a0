import * as v from 'valibot';

/**
 * AlphaMissense's three classes. The per-protein files of the prediction service write them
 * short (`LBen`, `Amb`, `LPath`), the bulk AlphaMissense tables in full; both read as these.
 */
export const ALPHAMISSENSE_CLASSES = ['likely_benign', 'ambiguous', 'likely_pathogenic'] as const;
export type AlphaMissenseClass = (typeof ALPHAMISSENSE_CLASSES)[number];

const CLASS_OF: Record<string, AlphaMissenseClass> = {
  lben: 'likely_benign',
  likely_benign: 'likely_benign',
  amb: 'ambiguous',
  ambiguous: 'ambiguous',
  lpath: 'likely_pathogenic',
  likely_pathogenic: 'likely_pathogenic',
};

/** `M1A`: reference residue, 1-based position in the UniProt sequence, substituted residue. */
const VARIANT = /^([A-Z])(\d+)([A-Z])$/;

const score = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d+(\.\d+)?(e-?\d+)?$/i, 'a score between 0 and 1'),
  v.transform(Number),
  v.minValue(0),
  v.maxValue(1),
);

/**
 * One row of an AlphaMissense file (`amAnnotationsUrl`, `amAnnotationsHg19Url`,
 * `amAnnotationsHg38Url`), by its header's names. The protein columns are required; the genomic
 * ones (`CHROM`/`#CHROM`, `POS`, `REF`, `ALT`, `genome`, `uniprot_id`, `transcript_id`) are read
 * when the file has them. A class this reader does not know is kept as written.
 */
export const AlphaMissenseCsvRowSchema = v.pipe(
  v.looseObject({
    protein_variant: v.pipe(v.string(), v.trim(), v.regex(VARIANT, 'a substitution such as M1A')),
    am_pathogenicity: score,
    am_class: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  }),
  v.transform((row) => {
    const [, reference = '', position = '0', alternate = ''] = VARIANT.exec(row.protein_variant) ?? [];
    const cell = (...names: string[]) => {
      for (const name of names) {
        const value = (row as Record<string, unknown>)[name];
        if (typeof value === 'string' && value.trim() !== '') return value.trim();
      }
      return undefined;
    };
    const pos = cell('POS', 'pos');
    const out: AlphaMissenseRow = {
      proteinVariant: row.protein_variant,
      reference,
      position: Number(position),
      alternate,
      pathogenicity: row.am_pathogenicity,
      amClass: CLASS_OF[row.am_class.toLowerCase()] ?? row.am_class,
    };
    const genomic = {
      chromosome: cell('#CHROM', 'CHROM', 'chrom'),
      genomicPosition: pos === undefined || !/^\d+$/.test(pos) ? undefined : Number(pos),
      referenceAllele: cell('REF', 'ref'),
      alternateAllele: cell('ALT', 'alt'),
      genome: cell('genome'),
      uniprotId: cell('uniprot_id'),
      transcriptId: cell('transcript_id'),
    };
    for (const [key, value] of Object.entries(genomic))
      if (value !== undefined) Object.assign(out, { [key]: value });
    return out;
  }),
);

/** One AlphaMissense prediction: a substitution of the protein, its score and its class. */
export interface AlphaMissenseRow {
  /** As written: `M1A`. */
  proteinVariant: string;
  /** The residue in the UniProt sequence (`M`). */
  reference: string;
  /** 1-based position in the UniProt sequence. */
  position: number;
  /** The substituted residue (`A`). */
  alternate: string;
  /** Calibrated pathogenicity, 0 to 1. */
  pathogenicity: number;
  /** The class; a class this reader does not know is kept as written. */
  amClass: AlphaMissenseClass | (string & {});
  /** Genomic files (hg19, hg38) only: the variant on the genome. */
  chromosome?: string;
  genomicPosition?: number;
  referenceAllele?: string;
  alternateAllele?: string;
  genome?: string;
  uniprotId?: string;
  transcriptId?: string;
}
