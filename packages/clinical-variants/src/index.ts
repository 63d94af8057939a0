// Errors are defined once (core, eutils) and re-exported so `instanceof` needs no other import.
export {
  AbortError,
  ApiError,
  AuthError,
  BadRequestError,
  InputError,
  isLifesciError,
  LifesciError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
} from '@lifesci/core';
export { EutilsError, EutilsIdError } from '@lifesci/eutils';
export {
  ClinicalVariantsClient,
  type ClinicalVariantsClientOptions,
  type ClinVarHistory,
  type ClinVarIds,
  type ClinVarLinks,
  type ClinVarSearchOptions,
  HISTORY_THRESHOLD,
  type LinkTarget,
  type RecordType,
  type SearchSummariesPageRaw,
  type SummaryCursor,
} from './client.js';
export {
  type Assembly,
  buildClinVarTerm,
  type ClinicalSignificanceTerm,
  type ClinVarQuery,
} from './query.js';
export { RecordStream } from './record-stream.js';
export {
  parseClinVarDocument,
  parseClinVarXml,
  rcvRecordsOf,
  recordsOf,
  vcvRecordsOf,
} from './records/document.js';
export { type ClinVarDocSum, ClinVarDocSumSchema } from './schemas/summary.js';
export { docSumDate, toSummary } from './summary.js';
export type * from './types.js';
