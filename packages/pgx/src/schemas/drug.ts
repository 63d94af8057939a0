import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';
import { listOf, unwrapped } from './common.js';
import { strictParams, TermSchema } from './inputs.js';

const drugShape = v.looseObject({
  id: v.string(),
  name: v.string(),
  genericNames: v.optional(v.array(v.string())),
  tradeNames: v.optional(v.array(v.string())),
  drugClasses: v.optional(v.array(v.string())),
  indication: v.optional(v.string()),
  /** Symbols of genes with pharmacogenomic data for this drug. */
  relatedGenes: v.optional(v.array(v.string())),
});
/** A drug (the service's "chemical"; `GET /v1/chemical/{drug_id}`). */
export interface Drug extends v.InferOutput<typeof drugShape> {}
export const DrugSchema: v.GenericSchema<unknown, Drug> = drugShape;
export const DrugResponseSchema = unwrapped(DrugSchema);
export const DrugListSchema = listOf(DrugSchema);

export const DrugSearchParamsSchema = strictParams({
  /** Drug name or synonym (generic or trade name). Omitted: every drug. */
  name: v.optional(TermSchema),
});
export interface DrugSearchParams extends InputOf<typeof DrugSearchParamsSchema> {}
