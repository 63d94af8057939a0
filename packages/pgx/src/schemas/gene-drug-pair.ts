import type { InputOf } from '@lifesci/core';
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { firstRefName, listOf, serviceShape } from './common.js';

import { closedEnum, EVIDENCE_LEVELS, PGX_LEVELS } from './enums.js';
import { GeneSymbolSchema, strictParams, TermSchema } from './inputs.js';

const pairShape = v.looseObject({
  gene: v.string(),
  drug: v.string(),
  /** Where the pair is described: CPIC, DPWG, FDA, ... */
  sources: v.optional(v.array(v.string())),
  pgxLevel: v.optional(closedEnum(PGX_LEVELS)),
  /** The strongest clinical-annotation evidence level for the pair. */
  evidenceLevel: v.optional(openEnum(EVIDENCE_LEVELS)),
  clinicalAnnotationCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  hasGuideline: v.optional(v.boolean()),
  guidelineUrl: v.optional(v.string()),
});
/** A gene-drug pair (`GET /v1/geneDrugPair`). */
export interface GeneDrugPair extends v.InferOutput<typeof pairShape> {}
/** Gene and drug may come as reference objects (`{ objCls, id, symbol | name }`): read as names. */
export const GeneDrugPairSchema: v.GenericSchema<unknown, GeneDrugPair> = serviceShape(
  { gene: firstRefName('gene'), drug: firstRefName('drug') },
  pairShape,
);
export const GeneDrugPairListSchema = listOf(GeneDrugPairSchema);

export const GeneDrugPairParamsSchema = strictParams({
  gene: v.optional(GeneSymbolSchema),
  drug: v.optional(TermSchema),
  pgxLevel: v.optional(closedEnum(PGX_LEVELS)),
});
export interface GeneDrugPairParams extends InputOf<typeof GeneDrugPairParamsSchema> {}

/** One gene-drug pair, named by its gene symbol and drug name (the briefing's identifier). */
export const GeneDrugPairIdSchema = strictParams({
  gene: GeneSymbolSchema,
  drug: TermSchema,
});
export interface GeneDrugPairId extends InputOf<typeof GeneDrugPairIdSchema> {}
