import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';
import { listOf, refNames, serviceShape, text, unwrapped } from './common.js';
import { GeneSymbolSchema, strictParams, TermSchema } from './inputs.js';

const stepShape = v.looseObject({
  step: v.pipe(v.number(), v.integer()),
  process: v.string(),
  genes: v.optional(v.array(v.string())),
});
export interface PathwayStep extends v.InferOutput<typeof stepShape> {}
export const PathwayStepSchema: v.GenericSchema<unknown, PathwayStep> = stepShape;

const pathwayShape = v.looseObject({
  id: v.string(),
  name: v.optional(v.string()),
  drugs: v.optional(v.array(v.string())),
  genes: v.optional(v.array(v.string())),
  description: v.optional(v.string()),
  diagramUrl: v.optional(v.string()),
  steps: v.optional(v.array(PathwayStepSchema)),
});
/** A pharmacokinetic or pharmacodynamic pathway (`GET /v1/pathway/{pathway_id}`). */
export interface Pathway extends v.InferOutput<typeof pathwayShape> {}
/** Live records: `relatedGenes`/`relatedChemicals` are the genes and drugs, `summaryHtml` the description. */
export const PathwaySchema: v.GenericSchema<unknown, Pathway> = serviceShape(
  {
    genes: refNames('relatedGenes'),
    drugs: refNames('relatedChemicals'),
    description: text('summaryHtml', 'summaryMarkdown', 'textHtml'),
  },
  pathwayShape,
);
export const PathwayResponseSchema = unwrapped(PathwaySchema);
export const PathwayListSchema = listOf(PathwaySchema);

export const PathwayListParamsSchema = strictParams({
  drug: v.optional(TermSchema),
  gene: v.optional(GeneSymbolSchema),
});
export interface PathwayListParams extends InputOf<typeof PathwayListParamsSchema> {}
