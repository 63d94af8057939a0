import type { InputOf } from '@lifesci/core';
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { DateStringSchema, listOf, refNames, serviceShape, text, unwrapped } from './common.js';

import { closedEnum, GUIDELINE_SOURCES } from './enums.js';
import { GeneSymbolSchema, strictParams, TermSchema } from './inputs.js';

const recommendationShape = v.looseObject({
  /** The phenotype (or genotype) the recommendation applies to, e.g. "CYP2C19 Poor Metabolizer". */
  phenotype: v.optional(v.string()),
  /** Gene symbol -> phenotype or genotype, for multi-gene recommendations. */
  lookup: v.optional(v.record(v.string(), v.string())),
  implication: v.optional(v.string()),
  recommendation: v.optional(v.string()),
  /** Strength of the recommendation (CPIC: Strong, Moderate, Optional, No recommendation). */
  classification: v.optional(v.string()),
});
/**
 * One recommendation of a guideline. The spec shows `recommendations` only as an array; the
 * fields above are the ones CPIC-style recommendations carry, all optional, and a recommendation
 * sent as plain text is kept as a string.
 */
export type GuidelineRecommendation = v.InferOutput<typeof recommendationShape> | string;
export const GuidelineRecommendationSchema: v.GenericSchema<unknown, GuidelineRecommendation> = v.union([
  v.string(),
  recommendationShape,
]);

const guidelineShape = v.looseObject({
  id: v.string(),
  name: v.optional(v.string()),
  /** CPIC, DPWG, FDA, or another body the live service lists (CPNDS, RNPGx, ...). */
  source: v.optional(openEnum(GUIDELINE_SOURCES)),
  genes: v.optional(v.array(v.string())),
  drugs: v.optional(v.array(v.string())),
  /** The source's own level (CPIC: A, A/B, B, C, D). */
  recommendationLevel: v.optional(v.string()),
  lastUpdated: v.optional(DateStringSchema),
  summary: v.optional(v.string()),
  /** The guideline's full text (the live service's `textHtml` / `textMarkdown.html`). */
  text: v.optional(v.string()),
  recommendations: v.optional(v.array(GuidelineRecommendationSchema)),
  pdfUrl: v.optional(v.string()),
  pmid: v.optional(v.string()),
});
/** A prescribing guideline (`GET /v1/guideline/{guideline_id}`). */
export interface Guideline extends v.InferOutput<typeof guidelineShape> {}
/** Live records: `relatedGenes`/`relatedChemicals` are the genes and drugs, `summaryHtml` the summary. */
export const GuidelineSchema: v.GenericSchema<unknown, Guideline> = serviceShape(
  {
    genes: refNames('relatedGenes'),
    drugs: refNames('relatedChemicals'),
    summary: text('summaryHtml', 'summaryMarkdown', 'summary'),
    text: text('textHtml', 'textMarkdown'),
  },
  guidelineShape,
);
export const GuidelineResponseSchema = unwrapped(GuidelineSchema);
export const GuidelineListSchema = listOf(GuidelineSchema);

export const GuidelineListParamsSchema = strictParams({
  source: v.optional(closedEnum(GUIDELINE_SOURCES)),
  gene: v.optional(GeneSymbolSchema),
  drug: v.optional(TermSchema),
});
export interface GuidelineListParams extends InputOf<typeof GuidelineListParamsSchema> {}
