export * from '@lifesci/core/errors';
export { PGX_LIMITS, PGX_URL_ENV, PgxClient, type PgxClientOptions } from './client.js';
export { pgxErrorMessage } from './errors.js';
export { Alleles } from './resources/alleles.js';
export { ClinicalAnnotations } from './resources/clinical-annotations.js';
export { DrugLabels } from './resources/drug-labels.js';
export { Drugs } from './resources/drugs.js';
export { GeneDrugPairs } from './resources/gene-drug-pairs.js';
export { Genes } from './resources/genes.js';
export { Guidelines } from './resources/guidelines.js';
export { Pathways } from './resources/pathways.js';
export { Variants } from './resources/variants.js';
export {
  type Allele,
  type AlleleListParams,
  AlleleListParamsSchema,
  AlleleSchema,
} from './schemas/allele.js';
export type { AnnotationsByLevel, Briefing, BriefingPart } from './schemas/briefing.js';
export {
  type ClinicalAnnotation,
  type ClinicalAnnotationParams,
  ClinicalAnnotationParamsSchema,
  ClinicalAnnotationSchema,
} from './schemas/clinical-annotation.js';
export { type Frequencies, FrequenciesSchema } from './schemas/common.js';
export { type Drug, DrugSchema } from './schemas/drug.js';
export {
  type DrugLabel,
  type DrugLabelParams,
  DrugLabelParamsSchema,
  DrugLabelSchema,
} from './schemas/drug-label.js';
export {
  ALLELE_FUNCTIONS,
  type AlleleFunction,
  AlleleFunctionSchema,
  EVIDENCE_LEVELS,
  type EvidenceLevel,
  GUIDELINE_SOURCES,
  type GuidelineSource,
  LABEL_SOURCES,
  type LabelSource,
  PGX_LEVELS,
  type PgxLevel,
} from './schemas/enums.js';
export { type Gene, GeneSchema } from './schemas/gene.js';
export {
  type GeneDrugPair,
  type GeneDrugPairId,
  GeneDrugPairIdSchema,
  type GeneDrugPairParams,
  GeneDrugPairParamsSchema,
  GeneDrugPairSchema,
} from './schemas/gene-drug-pair.js';
export {
  type Guideline,
  type GuidelineListParams,
  GuidelineListParamsSchema,
  type GuidelineRecommendation,
  GuidelineRecommendationSchema,
  GuidelineSchema,
} from './schemas/guideline.js';
export {
  CHROMOSOMES,
  type Chromosome,
  ChromosomeSchema,
  GeneSymbolSchema,
  StarAlleleSchema,
} from './schemas/inputs.js';
export {
  type Pathway,
  type PathwayListParams,
  PathwayListParamsSchema,
  PathwaySchema,
  type PathwayStep,
  PathwayStepSchema,
} from './schemas/pathway.js';
export {
  type Variant,
  type VariantListParams,
  VariantListParamsSchema,
  VariantSchema,
} from './schemas/variant.js';
