import type { InputOf } from '@lifesci/core';
import { openEnum } from '@lifesci/core';
import * as v from 'valibot';
import { DateStringSchema, firstRefName, listOf, refNames, serviceShape } from './common.js';

import { closedEnum, LABEL_SOURCES } from './enums.js';
import { strictParams, TermSchema } from './inputs.js';

const sectionsShape = v.looseObject({
  testing: v.optional(v.string()),
  dosing: v.optional(v.string()),
  warnings: v.optional(v.string()),
});

const labelShape = v.looseObject({
  id: v.string(),
  drug: v.string(),
  /** FDA, EMA, PMDA, Health Canada, or another agency the live service lists (Swissmedic, HCSC, ...). */
  source: v.optional(openEnum(LABEL_SOURCES)),
  /** The label's pharmacogenomic text by section. */
  sections: v.optional(sectionsShape),
  /** Genes (or markers) the label names. */
  biomarkers: v.optional(v.array(v.string())),
  testingRecommended: v.optional(v.boolean()),
  labelUrl: v.optional(v.string()),
  lastUpdated: v.optional(DateStringSchema),
});
/** A regulatory drug label's pharmacogenomic content (`GET /v1/drugLabel`). */
export interface DrugLabel extends v.InferOutput<typeof labelShape> {}
/** Live records (`objCls: "Label"`): the drug is the first of `relatedChemicals`, the biomarkers `relatedGenes`. */
export const DrugLabelSchema: v.GenericSchema<unknown, DrugLabel> = serviceShape(
  { drug: firstRefName('relatedChemicals'), biomarkers: refNames('relatedGenes') },
  labelShape,
);
export const DrugLabelListSchema = listOf(DrugLabelSchema);

export const DrugLabelParamsSchema = strictParams({
  /** Required by the service: the drug's name. */
  drug: TermSchema,
  source: v.optional(closedEnum(LABEL_SOURCES)),
});
export interface DrugLabelParams extends InputOf<typeof DrugLabelParamsSchema> {}
