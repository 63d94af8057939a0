// What a GWAS-SSF file's cells are: the columns read as numbers and as text, and the markers of a
// missing value. Imported by the row and column readers, and by the worker thread that parses
// blocks of columns (so that it loads nothing else).

/** The GWAS-SSF columns read as numbers (besides `p_value`). */
export const NUMERIC = [
  'base_pair_location',
  'beta',
  'odds_ratio',
  'hazard_ratio',
  'standard_error',
  'effect_allele_frequency',
  'neg_log_10_p_value',
  'ci_upper',
  'ci_lower',
  'info',
  'n',
  'hm_pos',
  'hm_beta',
  'hm_odds_ratio',
  'hm_ci_lower',
  'hm_ci_upper',
  'hm_effect_allele_frequency',
  'hm_code',
] as const;
/** The GWAS-SSF columns read as text. */
export const TEXT = [
  'chromosome',
  'effect_allele',
  'other_allele',
  'rsid',
  'variant_id',
  'ref_allele',
  'hm_variant_id',
  'hm_rsid',
  'hm_chrom',
  'hm_other_allele',
  'hm_effect_allele',
  'hm_coordinate_conversion',
] as const;
const MISSING = new Set(['', 'NA', '#NA', 'NaN', 'nan', 'null', 'NULL', '.']);

// Every missing marker is empty or starts with N, n, # or '.' (and is at most 4 long), so a cell
// that does not is settled without a set lookup or a one-character string.
export const isMissing = (text: string): boolean => {
  const length = text.length;
  if (length === 0) return true;
  if (length > 4) return false;
  const c = text.charCodeAt(0);
  return (c === 78 || c === 110 || c === 35 || c === 46) && MISSING.has(text);
};
