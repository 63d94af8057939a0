export { EutilsClient, type EutilsClientOptions } from './client.js';
export { EUTILS_BASE_URL, EUTILS_LIMITER_ID, EUTILS_LIMITS, eutilsServiceConfig } from './config.js';
export { EutilsError, EutilsIdError } from './errors.js';
export { BATCH_SIZE, type ELinkByIdsParams, ESEARCH_POSITION_CAP, MAX_RETMAX } from './params.js';
export { failuresOf, type RecordFailure, RecordStream } from './record-stream.js';
export { concernsRequest } from './resources/batch-ids.js';
export { entrezTerm, MAX_TERM_VALUE, type TermField, type TermFields } from './term.js';
export type * from './types.js';
