import { createRandom, mixSeed } from '../../prng.js';
import { CHROMOSOME_LENGTHS, CHROMOSOMES } from './data/vocabulary.js';

/** The harmonised file's columns (GWAS-SSF, harmonised `hm_*` first, then the submitted ones). */
export const HARMONISED_COLUMNS = [
  'hm_variant_id',
  'hm_rsid',
  'hm_chrom',
  'hm_pos',
  'hm_other_allele',
  'hm_effect_allele',
  'hm_beta',
  'hm_effect_allele_frequency',
  'hm_code',
  'chromosome',
  'base_pair_location',
  'effect_allele',
  'other_allele',
  'beta',
  'standard_error',
  'effect_allele_frequency',
  'p_value',
  'variant_id',
  'rsid',
] as const;

/** Rows in a study's harmonised file: the first sumstats study has 1,000,000+, the others 5,000. */
export const BIG_FILE_ROWS = 1_000_050;
export const SMALL_FILE_ROWS = 5_000;

export interface SumstatsRecord {
  chromosome: string;
  position: number;
  effectAllele: string;
  otherAllele: string;
  beta: number;
  standardError: number;
  frequency: number;
  /** p-value as exact text: mantissa "e" exponent. */
  pText: string;
  pLog10: number;
  variantId: string;
  rsId: string;
  hmCode: number;
}

const ALLELES = ['A', 'C', 'G', 'T'];

/**
 * Row `i` of a study's summary statistics, computed from the seed alone (nothing is stored), in
 * chromosome then position order: rows spread evenly over chromosomes 1-22 and X.
 */
export function sumstatsRecord(seed: number, studyId: number, total: number, i: number): SumstatsRecord {
  const random = createRandom(mixSeed(seed, 11, studyId, i));
  const perChromosome = Math.ceil(total / CHROMOSOMES.length);
  const chromosome = CHROMOSOMES[Math.floor(i / perChromosome)] ?? 'X';
  const step = Math.floor((CHROMOSOME_LENGTHS[chromosome] ?? 50_000_000) / (perChromosome + 1));
  const position = (i % perChromosome) * step + 1 + Math.floor(random() * (step - 1));
  const a = Math.floor(random() * 4);
  const b = (a + 1 + Math.floor(random() * 3)) % 4;
  const mantissa = 1 + Math.floor(random() * 90) / 10;
  // Mostly null signals; one row in 2,000 genome-wide significant, a few beyond the double range.
  const roll = random();
  const exponent =
    roll < 0.0005
      ? -(309 + Math.floor(random() * 400))
      : roll < 0.001
        ? -(8 + Math.floor(random() * 60))
        : -Math.floor(random() * 6);
  const se = Math.round((0.005 + random() * 0.05) * 1e5) / 1e5;
  const beta = Math.round((random() - 0.5) * 0.2 * 1e5) / 1e5;
  const effectAllele = ALLELES[a] as string;
  const otherAllele = ALLELES[b] as string;
  const rsId = `rs${9_000_000_000 + (mixSeed(seed, 12, studyId, i) % 900_000_000)}`;
  return {
    chromosome,
    position,
    effectAllele,
    otherAllele,
    beta,
    standardError: se,
    frequency: Math.round((0.01 + random() * 0.98) * 1e4) / 1e4,
    pText: exponent === 0 ? String(Math.min(1, mantissa / 10)) : `${mantissa}e${exponent}`,
    pLog10: exponent === 0 ? Math.log10(Math.min(1, mantissa / 10)) : Math.log10(mantissa) + exponent,
    variantId: `${chromosome}_${position}_${otherAllele}_${effectAllele}`,
    rsId,
    hmCode: 10 + Math.floor(random() * 3),
  };
}

/** One harmonised TSV line (with its newline). */
export function harmonisedLine(r: SumstatsRecord): string {
  const chr = r.chromosome === 'X' ? '23' : r.chromosome;
  return `${r.variantId}\t${r.rsId}\t${chr}\t${r.position}\t${r.otherAllele}\t${r.effectAllele}\t${r.beta}\t${r.frequency}\t${r.hmCode}\t${chr}\t${r.position}\t${r.effectAllele}\t${r.otherAllele}\t${r.beta}\t${r.standardError}\t${r.frequency}\t${r.pText}\t${r.variantId}\t${r.rsId}\n`;
}

/** Rows of the file of the `index`-th study with summary statistics. */
export function fileRows(index: number): number {
  return index === 0 ? BIG_FILE_ROWS : SMALL_FILE_ROWS;
}

/** The plain (submitted) GWAS-SSF file's columns, as the format's example file has them. */
export const PLAIN_COLUMNS = [
  'chromosome',
  'base_pair_location',
  'effect_allele',
  'other_allele',
  'beta',
  'standard_error',
  'effect_allele_frequency',
  'p_value',
  'variant_id',
  'rsid',
  'ref_allele',
] as const;

/**
 * A p-value as the example file writes it: decimals for the null signals, otherwise an
 * uppercase exponent of at least two digits ("9.7E-03", "3.5E-30").
 */
export function plainPValue(pText: string): string {
  const m = /^([\d.]+)e-(\d+)$/.exec(pText);
  return m ? `${m[1]}E-${(m[2] as string).padStart(2, '0')}` : pText;
}

/**
 * One line of the plain file (with its newline). As in the example file: chromosome X is 23,
 * `variant_id` is chromosome_position_reference_alternate, `ref_allele` says whether the effect
 * (EA) or the other allele (OA) is the reference, and a missing rsid is `#NA` (one row in 40).
 */
export function plainLine(seed: number, studyId: number, i: number, r: SumstatsRecord): string {
  const draw = mixSeed(seed, 13, studyId, i);
  const chr = r.chromosome === 'X' ? '23' : r.chromosome;
  const effectIsRef = draw % 2 === 0;
  const [ref, alt] = effectIsRef ? [r.effectAllele, r.otherAllele] : [r.otherAllele, r.effectAllele];
  const rsid = (draw >>> 8) % 40 === 0 ? '#NA' : r.rsId;
  return `${chr}\t${r.position}\t${r.effectAllele}\t${r.otherAllele}\t${r.beta}\t${r.standardError}\t${r.frequency}\t${plainPValue(r.pText)}\t${chr}_${r.position}_${ref}_${alt}\t${rsid}\t${effectIsRef ? 'EA' : 'OA'}\n`;
}
