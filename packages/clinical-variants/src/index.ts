// Errors are defined once (core, eutils) and re-exported so `instanceof` needs no other import;
// `@lifesci/core/errors` is exactly core's error classes, re-exported whole by every package.
export * from '@lifesci/core/errors';
export {
  type ESearchResult,
  EutilsError,
  EutilsIdError,
  type RecordFailure,
  RecordStream,
  type SearchSummariesPage,
  type SummaryCursor,
} from '@lifesci/eutils';
export { ClinicalVariantsClient, type ClinicalVariantsClientOptions } from './client.js';
export {
  type Assembly,
  buildClinVarTerm,
  type ClinicalSignificanceTerm,
  type ClinVarQuery,
} from './query.js';
export { parseClinVarXml, type RecordKind, streamClinVarRecords } from './records/document.js';
export { type ClinVarHistory, type ClinVarIds, HISTORY_THRESHOLD } from './resources/common.js';
export type { ClinVarLinks, ClinVarLinksParams, LinkTarget } from './resources/links.js';
export type { ClinVarRecordsParams, RecordType } from './resources/records.js';
export type { ClinVarSearchParams, ClinVarSearchSummariesParams } from './resources/search.js';
export { type ClinVarDocSum, ClinVarDocSumSchema, type DocSumClassification } from './schemas/summary.js';
export { toSummary } from './summary.js';
export type {
  Allele,
  AlleleOrigin,
  Citation,
  ClinicalImpact,
  ClinVarRecord,
  ClinVarSummary,
  Condition,
  DosageSensitivity,
  Haplotype,
  HgvsExpression,
  RcvRecord,
  RcvReference,
  RecordClassification,
  RecordClassifications,
  RecordGene,
  SequenceLocation,
  Submission,
  SubmissionComment,
  SummaryClassification,
  SummaryGene,
  SummaryLocation,
  SummaryVariation,
  VcvRecord,
  XRef,
} from './types/index.js';
