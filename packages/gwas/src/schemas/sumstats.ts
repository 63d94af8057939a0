import { HalLinksSchema, type InputOf, onProgressSchema } from '@lifesci/core';
import * as v from 'valibot';
import { decimalPValue, parsePValue, pValueOf } from '../pvalue.js';
import { BasePairSchema, num, PageSchema, SizeSchema, str, strictParams } from './common.js';

// The summary-statistics API (spec S4, second table): HAL bodies whose `_embedded` lists may be
// arrays or objects keyed "0", "1", ... (the service's Flask code writes the latter).

const links = v.optional(HalLinksSchema);
const traitField = v.nullish(v.union([v.string(), v.array(v.string())]));

export const SumstatsAssociationSchema = v.pipe(
  v.looseObject({
    variant_id: str,
    chromosome: v.nullish(v.union([v.string(), v.number()])),
    base_pair_location: num,
    effect_allele: str,
    other_allele: str,
    effect_allele_frequency: num,
    beta: num,
    standard_error: num,
    /** A number, or the service's exact text (`"4.1e-400"`) when a double cannot hold it. */
    p_value: v.nullish(v.union([v.number(), v.string()])),
    ci_lower: num,
    ci_upper: num,
    /** Case-control studies only. */
    odds_ratio: num,
    study_accession: str,
    trait: traitField,
    _links: links,
  }),
  v.transform((a) => ({
    ...a,
    /** Exact p-value (see PValue); undefined when the row has none. */
    pValue:
      typeof a.p_value === 'number'
        ? pValueOf(a.p_value, 0)
        : typeof a.p_value === 'string'
          ? parsePValue(a.p_value)
          : undefined,
  })),
);
export type SumstatsAssociation = v.InferOutput<typeof SumstatsAssociationSchema>;

export const SumstatsStudySchema = v.looseObject({
  study_accession: v.string(),
  trait: traitField,
  _links: links,
});
export type SumstatsStudy = v.InferOutput<typeof SumstatsStudySchema>;

export const SumstatsTraitSchema = v.looseObject({ trait: v.string(), _links: links });
export type SumstatsTrait = v.InferOutput<typeof SumstatsTraitSchema>;

/** A p-value bound: a number or a decimal string within 0..1, sent as a plain decimal string. */
export const PBoundSchema = v.pipe(
  v.union([v.number(), v.string()], 'must be a p-value (number or decimal string)'),
  v.check((p) => parsePValue(String(p)) !== undefined, 'must be a number, e.g. 5e-8 or "0.00000005"'),
  v.check((p) => {
    const parsed = parsePValue(String(p));
    return parsed !== undefined && parsed.mantissa >= 0 && parsed.log10 <= 0;
  }, 'must be between 0 and 1'),
  v.transform((p) => decimalPValue(p)),
);

const pBounds = {
  /** Lowest p-value returned (`p_lower`). */
  pLower: v.optional(PBoundSchema),
  /** Highest p-value returned (`p_upper`), e.g. 5e-8 for genome-wide significance. */
  pUpper: v.optional(PBoundSchema),
};
const paging = { page: v.optional(PageSchema), size: v.optional(SizeSchema) };

const lowerNotAbove = (p: { pLower?: string | undefined; pUpper?: string | undefined }) => {
  if (p.pLower === undefined || p.pUpper === undefined) return true;
  const lower = parsePValue(p.pLower);
  const upper = parsePValue(p.pUpper);
  return lower !== undefined && upper !== undefined && lower.log10 <= upper.log10;
};

export const SumstatsAssociationParamsSchema = v.pipe(
  strictParams({ ...pBounds, ...paging }),
  v.check((p) => lowerNotAbove(p), 'pLower must not be above pUpper'),
);
export interface SumstatsAssociationParams extends InputOf<typeof SumstatsAssociationParamsSchema> {}

export const SumstatsRegionParamsSchema = v.pipe(
  strictParams({
    /** First base pair of the region (sent as `bp_lower`). */
    start: v.optional(BasePairSchema),
    /** Last base pair of the region (sent as `bp_upper`). */
    end: v.optional(BasePairSchema),
    ...pBounds,
    ...paging,
  }),
  v.check(
    (r) => r.start === undefined || r.end === undefined || r.start <= r.end,
    'start must not be after end',
  ),
  v.check((p) => lowerNotAbove(p), 'pLower must not be above pUpper'),
);
export interface SumstatsRegionParams extends InputOf<typeof SumstatsRegionParamsSchema> {}

export const SumstatsPagingSchema = strictParams(paging);
export interface SumstatsPaging extends InputOf<typeof SumstatsPagingSchema> {}

/** Variant ids of the summary-statistics API: an rsId or `<chr>_<pos>_<ref>_<alt>`. */
export const SumstatsVariantIdSchema = v.pipe(
  v.string('must be a variant id'),
  v.regex(
    /^(?:rs[1-9]\d*|(?:[1-9]|1\d|2[0-5]|X|Y|MT)_\d+_[ACGTN]+_[ACGTN]+)$/i,
    'must be an rsId (rs7329174) or chr_pos_ref_alt (13_40983974_G_A)',
  ),
);

/** How a file is streamed: progress per chunk, and how often a dropped connection may be resumed. */
export const SumstatsStreamParamsSchema = strictParams({
  /** Called per chunk with `{ received, total, resumes }` (bytes of the file as sent). */
  onProgress: v.optional(onProgressSchema),
  /** Resumptions allowed after dropped connections (default 5). */
  maxResumes: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
export interface SumstatsStreamParams extends InputOf<typeof SumstatsStreamParamsSchema> {}
