export { EutilsClient, type EutilsClientOptions } from './client.js';
export { EUTILS_BASE_URL, EUTILS_LIMITER_ID, EUTILS_LIMITS, eutilsServiceConfig } from './config.js';
export { EutilsError, EutilsIdError } from './errors.js';
export {
  BATCH_SIZE,
  type EFetchByHistory,
  type EFetchByIds,
  type EFetchParams,
  type EInfoParams,
  type ELinkByIdsParams,
  type ELinkCmd,
  type ELinkParams,
  type EntrezId,
  type EPostParams,
  ESEARCH_POSITION_CAP,
  type ESearchPaging,
  type ESearchParams,
  type ESummaryByHistory,
  type ESummaryByIds,
  type ESummaryParams,
  EutilsOptionsSchema,
  type EutilsOwnOptions,
  MAX_RETMAX,
  type Retmode,
  type SearchSummariesPaging,
  type SearchSummariesParams,
} from './params.js';
export { failuresOf, type RecordFailure, RecordStream } from './record-stream.js';
export { concernsRequest } from './resources/batch-ids.js';
export { entrezTerm, MAX_TERM_VALUE, type TermField, type TermFields } from './term.js';
export type * from './types.js';
