import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';
import { FrequenciesSchema, firstRefName, listOf, serviceShape, unwrapped } from './common.js';
import { AlleleFunctionSchema } from './enums.js';
import { GeneSymbolSchema, strictParams } from './inputs.js';

/**
 * CPIC activity value: a number from 0 (no function) up, sent as a number or a numeric string;
 * `null` where the source has none (CPIC writes "n/a" for uncertain-function alleles).
 */
const ActivityScoreSchema = v.union([
  v.pipe(v.number(), v.minValue(0)),
  v.null(),
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^(?:\d+(?:\.\d+)?|n\/a|)$/i, 'Expected a number or "n/a"'),
    v.transform((s) => (s === '' || s.toLowerCase() === 'n/a' ? null : Number(s))),
  ),
]);

const alleleShape = v.looseObject({
  /** Star-allele name: gene, `*`, designation (`CYP2C19*17`, `HLA-B*57:01`). */
  name: v.string(),
  gene: v.string(),
  function: v.optional(AlleleFunctionSchema),
  activityScore: v.optional(ActivityScoreSchema),
  frequencies: v.optional(FrequenciesSchema),
  /** rs identifiers or variant descriptions that define the allele. */
  definingVariants: v.optional(v.array(v.string())),
  alleleVarId: v.optional(v.string()),
});
/** A star allele (`GET /v1/allele/{allele_name}`). */
export interface Allele extends v.InferOutput<typeof alleleShape> {}
/**
 * Live records (`objCls: "StarAllele"`): the full name is the `symbol` (`CYP2D6*105`; `name` is
 * only `*105`), and `gene` is a reference object, read as its symbol.
 */
export const AlleleSchema: v.GenericSchema<unknown, Allele> = serviceShape(
  {
    name: (r) => (typeof r.symbol === 'string' ? r.symbol : undefined),
    gene: firstRefName('gene'),
  },
  alleleShape,
  ['name'],
);
export const AlleleResponseSchema = unwrapped(AlleleSchema);
export const AlleleListSchema = listOf(AlleleSchema);

export const AlleleListParamsSchema = strictParams({
  /** Required by the service: the alleles of one gene. */
  gene: GeneSymbolSchema,
});
export interface AlleleListParams extends InputOf<typeof AlleleListParamsSchema> {}
