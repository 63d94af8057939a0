import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';
import { firstRefName, listOf, nested, serviceShape } from './common.js';
import { closedEnum, EVIDENCE_LEVELS } from './enums.js';
import { GeneSymbolSchema, strictParams, TermSchema } from './inputs.js';

const annotationShape = v.looseObject({
  id: v.string(),
  gene: v.optional(v.string()),
  drug: v.optional(v.string()),
  phenotype: v.optional(v.string()),
  evidenceLevel: closedEnum(EVIDENCE_LEVELS),
  annotation: v.optional(v.string()),
  pmid: v.optional(v.string()),
  studyType: v.optional(v.string()),
  population: v.optional(v.string()),
  sources: v.optional(v.array(v.string())),
});
/** A clinical annotation (`GET /v1/clinicalAnnotation`). */
export interface ClinicalAnnotation extends v.InferOutput<typeof annotationShape> {}
/**
 * Live records: the accession is `accessionId` (`id` is an internal number), the level
 * `levelOfEvidence.term`, the drug the first of `relatedChemicals`, the gene the first of
 * `location.genes`, the phenotype the first of `relatedDiseases`.
 */
export const ClinicalAnnotationSchema: v.GenericSchema<unknown, ClinicalAnnotation> = serviceShape(
  {
    id: (r) => (typeof r.accessionId === 'string' ? r.accessionId : undefined),
    evidenceLevel: nested('levelOfEvidence', 'term'),
    drug: firstRefName('relatedChemicals'),
    gene: (r) =>
      typeof r.location === 'object' && r.location !== null
        ? firstRefName('genes')(r.location as Record<string, unknown>)
        : undefined,
    phenotype: firstRefName('relatedDiseases'),
  },
  annotationShape,
);
export const ClinicalAnnotationListSchema = listOf(ClinicalAnnotationSchema);

export const ClinicalAnnotationParamsSchema = strictParams({
  gene: v.optional(GeneSymbolSchema),
  drug: v.optional(TermSchema),
  evidenceLevel: v.optional(closedEnum(EVIDENCE_LEVELS)),
  phenotype: v.optional(TermSchema),
});
export interface ClinicalAnnotationParams extends InputOf<typeof ClinicalAnnotationParamsSchema> {}
