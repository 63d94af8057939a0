import * as v from 'valibot';

/** The spec's pLDDT bands. */
export const CONFIDENCE_CATEGORIES = ['very_high', 'high', 'low', 'very_low'] as const;
export type ConfidenceCategory = (typeof CONFIDENCE_CATEGORIES)[number];

/**
 * The band of a pLDDT value (spec S9): very_high above 90, high above 70 up to 90, low above 50
 * up to 70, very_low 50 or below.
 */
export function categoryOf(plddt: number): ConfidenceCategory {
  if (plddt > 90) return 'very_high';
  if (plddt > 70) return 'high';
  if (plddt > 50) return 'low';
  return 'very_low';
}

// The live files write one letter per residue: H (very high), M (confident), L (low), D (very low).
const LETTERS: Record<string, ConfidenceCategory> = { H: 'very_high', M: 'high', L: 'low', D: 'very_low' };

const CategorySchema = v.pipe(
  v.union([v.picklist(CONFIDENCE_CATEGORIES), v.picklist(['H', 'M', 'L', 'D'])]),
  v.transform((c): ConfidenceCategory => LETTERS[c] ?? (c as ConfidenceCategory)),
);

/**
 * A confidence file (`<entry>-confidence_v<N>.json`): pLDDT per residue and its category, read
 * as the spec's names whether the file spells them out or uses the live letters.
 */
export const ConfidenceFileSchema = v.pipe(
  v.looseObject({
    residueNumber: v.optional(v.array(v.number())),
    confidenceScore: v.array(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
    confidenceCategory: v.array(CategorySchema),
  }),
  v.check(
    (f) => f.confidenceScore.length === f.confidenceCategory.length,
    'confidenceScore and confidenceCategory have one value per residue',
  ),
);
export type ConfidenceFile = v.InferOutput<typeof ConfidenceFileSchema>;
