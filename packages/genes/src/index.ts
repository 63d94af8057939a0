// Errors are defined once (core, eutils) and re-exported so `instanceof` needs no other import;
// `@lifesci/core/errors` is exactly core's error classes, re-exported whole by every package.
export * from '@lifesci/core/errors';
export {
  type EInfoDb,
  type ESearchResult,
  EutilsError,
  EutilsIdError,
  type RecordFailure,
  RecordStream,
  type SearchSummariesPage,
  type SummaryCursor,
} from '@lifesci/eutils';
export { GenesClient, type GenesClientOptions } from './client.js';
export {
  DATASETS_DEFAULT_VERSION,
  DATASETS_LIMITS,
  DatasetsClient,
  type DatasetsClientOptions,
  DatasetsOptionsSchema,
  type DatasetsOwnOptions,
} from './datasets-client.js';
export type { GeneId } from './ids.js';
export { type GeneQuery, geneQuery } from './query.js';
export { parseGeneRecords, streamGeneRecords } from './records/parse.js';
export type {
  CrossReference,
  GeneInteraction,
  GeneLocation,
  GeneNomenclature,
  GeneOrganism,
  GenePathway,
  GenePhenotype,
  GeneProtein,
  GeneRecord,
  GeneRif,
  GeneTranscript,
  GoAnnotation,
} from './records/types.js';
export { DATASETS_PAGE_SIZE, type SymbolInTaxon } from './resources/datasets.js';
export type { GeneLinks } from './resources/links.js';
export { RECORD_BATCH_SIZE } from './resources/records.js';
export type { GeneSearchParams, GeneSearchSummariesParams } from './resources/search.js';
export {
  type DatasetsGene,
  type DatasetsGenePage,
  DatasetsGenePageSchema,
  type DatasetsGeneReport,
  DatasetsGeneSchema,
  type DatasetsMessage,
  type DatasetsProblem,
  type DatasetsRange,
  type DatasetsSeqRangeSet,
} from './schemas/datasets.js';
export {
  type GeneLinksParams,
  type GeneRecordsParams,
  type GeneSummariesParams,
  LINK_TARGETS,
  type LinkTarget,
} from './schemas/options.js';
export {
  type GeneSummary,
  GeneSummarySchema,
  type GenomicInfo,
  type LocationHist,
} from './schemas/summary.js';
