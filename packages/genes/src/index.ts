export type { ESearchResult, SearchSummariesPage, SummaryCursor } from '@lifesci/eutils';
export { GenesClient, type GenesClientOptions, GenesOptionsSchema, type GenesOwnOptions } from './client.js';
export { DATASETS_DEFAULT_VERSION, DATASETS_LIMITS, DatasetsClient } from './datasets-client.js';
export { datasetsErrorMessage } from './errors.js';
export type { GeneId } from './ids.js';
export { type GeneQuery, geneQuery, toTerm } from './query.js';
export { parseGeneRecords, streamGeneRecords } from './records/parse.js';
export type * from './records/types.js';
export { DATASETS_PAGE_SIZE, GeneDatasets } from './resources/datasets.js';
export type { GeneLinks } from './resources/links.js';
export { RECORD_BATCH_SIZE } from './resources/records.js';
export type { GeneSearchOptions, SearchSummariesOptions } from './resources/search.js';
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
  LINK_TARGETS,
  type LinksOptions,
  type LinkTarget,
  type RecordsOptions,
} from './schemas/options.js';
export {
  type GeneSummary,
  GeneSummarySchema,
  type GenomicInfo,
  type LocationHist,
} from './schemas/summary.js';
