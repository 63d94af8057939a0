export {
  AbortError,
  ApiError,
  AuthError,
  BadRequestError,
  InputError,
  isLifesciError,
  LifesciError,
  MissingItemError,
  NetworkError,
  NotFoundError,
  ParseError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
} from '@lifesci/core';
export { PGX_LIMITS, PGX_URL_ENV, PgxClient, type PgxClientOptions } from './client.js';
export { isServiceNotFound, pgxErrorMessage } from './errors.js';
export { Alleles } from './resources/alleles.js';
export { ClinicalAnnotations } from './resources/clinical-annotations.js';
export { DrugLabels } from './resources/drug-labels.js';
export { Drugs } from './resources/drugs.js';
export { GeneDrugPairs } from './resources/gene-drug-pairs.js';
export { Genes } from './resources/genes.js';
export { Guidelines } from './resources/guidelines.js';
export { Pathways } from './resources/pathways.js';
export { Variants } from './resources/variants.js';
export * from './schemas/allele.js';
export * from './schemas/briefing.js';
export * from './schemas/clinical-annotation.js';
export * from './schemas/common.js';
export * from './schemas/drug.js';
export * from './schemas/drug-label.js';
export * from './schemas/enums.js';
export * from './schemas/gene.js';
export * from './schemas/gene-drug-pair.js';
export * from './schemas/guideline.js';
export * from './schemas/inputs.js';
export * from './schemas/pathway.js';
export * from './schemas/variant.js';
