import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';
import { FrequenciesSchema, firstRefName, listOf, nested, serviceShape, unwrapped } from './common.js';
import { ChromosomeSchema, PositionSchema, strictParams } from './inputs.js';

const variantShape = v.looseObject({
  rsid: v.string(),
  chromosome: v.optional(v.string()),
  /** GRCh38 coordinate. */
  position: v.optional(v.pipe(v.number(), v.integer())),
  gene: v.optional(v.string()),
  alleles: v.optional(v.array(v.string())),
  consequence: v.optional(v.string()),
  clinicalSignificance: v.optional(v.string()),
  frequencies: v.optional(FrequenciesSchema),
  /** Literature references; the spec does not show their shape (PMIDs as strings, or objects). */
  references: v.optional(v.array(v.unknown())),
});
/** A variant (`GET /v1/variant/{rsid}`). */
export interface Variant extends v.InferOutput<typeof variantShape> {}
/** Live records: the rs id is the `symbol` (or `name`), the gene the first of `relatedGenes`, the chromosome `location.chromosomeName`. */
export const VariantSchema: v.GenericSchema<unknown, Variant> = serviceShape(
  {
    rsid: (r) => (typeof r.symbol === 'string' ? r.symbol : typeof r.name === 'string' ? r.name : undefined),
    gene: firstRefName('relatedGenes'),
    chromosome: nested('location', 'chromosomeName'),
  },
  variantShape,
);
export const VariantResponseSchema = unwrapped(VariantSchema);
export const VariantListSchema = listOf(VariantSchema);

export const VariantListParamsSchema = v.pipe(
  strictParams({
    chromosome: v.optional(ChromosomeSchema),
    /** GRCh38 coordinate; needs `chromosome` (a position alone names no place). */
    position: v.optional(PositionSchema),
  }),
  v.forward(
    v.check((p) => p.position === undefined || p.chromosome !== undefined, 'needs params.chromosome as well'),
    ['position'],
  ),
);
export interface VariantListParams extends InputOf<typeof VariantListParamsSchema> {}
