// Errors are defined once (core, eutils) and re-exported so `instanceof` needs no other import.
export * from '@lifesci/core/errors';
export type { ESearchResult, SearchSummariesPage, SummaryCursor } from '@lifesci/eutils';
export { EutilsError, EutilsIdError, type RecordFailure, RecordStream } from '@lifesci/eutils';
export {
  ClinicalVariantsClient,
  type ClinicalVariantsClientOptions,
  ClinicalVariantsOptionsSchema,
  type ClinicalVariantsOwnOptions,
} from './client.js';
export {
  type Assembly,
  buildClinVarTerm,
  type ClinicalSignificanceTerm,
  type ClinVarQuery,
} from './query.js';
export {
  parseClinVarDocument,
  parseClinVarXml,
  type RecordKind,
  rcvRecordsOf,
  recordsOf,
  streamClinVarRecords,
  vcvRecordsOf,
} from './records/document.js';
export { type ClinVarHistory, type ClinVarIds, HISTORY_THRESHOLD } from './resources/common.js';
export type { ClinVarLinks, LinksOptions, LinkTarget } from './resources/links.js';
export type { RecordsOptions, RecordType } from './resources/records.js';
export type { ClinVarSearchOptions, SearchSummariesOptions } from './resources/search.js';
export { type ClinVarDocSum, ClinVarDocSumSchema } from './schemas/summary.js';
export { docSumDate, toSummary } from './summary.js';
export type * from './types/index.js';
