import * as v from 'valibot';
import { listOf, refNames, serviceShape, unwrapped } from './common.js';

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
/** Live records list `relatedGenes` as references (`{ objCls, id, symbol }`): read as symbols. */
export const DrugSchema: v.GenericSchema<unknown, Drug> = serviceShape(
  { relatedGenes: refNames('relatedGenes') },
  drugShape,
);
export const DrugResponseSchema = unwrapped(DrugSchema);
export const DrugListSchema = listOf(DrugSchema);
