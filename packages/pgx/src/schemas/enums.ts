import * as v from 'valibot';

/** Evidence levels of clinical annotations (spec S2, "Evidence levels"), strongest first. */
export const EVIDENCE_LEVELS = ['1A', '1B', '2A', '2B', '3', '4'] as const;
export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number];

/** Gene-drug pair levels (spec S2, Gene-drug pair `pgxLevel`). */
export const PGX_LEVELS = ['A', 'B', 'C', 'D'] as const;
export type PgxLevel = (typeof PGX_LEVELS)[number];

/** Guideline sources the `/v1/guideline` filter documents. */
export const GUIDELINE_SOURCES = ['CPIC', 'DPWG', 'FDA'] as const;
export type GuidelineSource = (typeof GUIDELINE_SOURCES)[number];

/** Regulatory sources the `/v1/drugLabel` filter documents. */
export const LABEL_SOURCES = ['FDA', 'EMA', 'PMDA', 'Health Canada'] as const;
export type LabelSource = (typeof LABEL_SOURCES)[number];

/** Allele function values (spec S2, Allele `function`), in CPIC's spelling. */
export const ALLELE_FUNCTIONS = [
  'Normal function',
  'Decreased function',
  'No function',
  'Increased function',
  'Uncertain function',
] as const;
export type AlleleFunction = (typeof ALLELE_FUNCTIONS)[number];

/** One of `values`, as sent (a closed vocabulary of the spec). */
export function closedEnum<const T extends readonly string[]>(values: T) {
  return v.picklist(values, `must be one of ${values.join(', ')}`);
}

/**
 * The allele function, read case-insensitively ("no function", "No Function") and given back in
 * CPIC's spelling, so callers compare against one set of values.
 */
export const AlleleFunctionSchema = v.pipe(
  v.string(),
  v.transform((s) => ALLELE_FUNCTIONS.find((f) => f.toLowerCase() === s.trim().toLowerCase()) ?? s),
  closedEnum(ALLELE_FUNCTIONS),
);
