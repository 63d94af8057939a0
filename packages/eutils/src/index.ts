export { EutilsClient, type EutilsClientOptions, type ESummaryOptions } from './client.js';
export type * from './types.js';
