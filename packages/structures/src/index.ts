export * from '@lifesci/core/errors';
export {
  STRUCTURES_BASE_URLS,
  STRUCTURES_LIMITS,
  StructuresClient,
  type StructuresClientOptions,
} from './client.js';
export { GraphqlError, type GraphqlErrorItem, structuresErrorMessage } from './errors.js';
export { ENTRY_ID_RULE, isEntryId } from './ids.js';
export { Assemblies } from './resources/assemblies.js';
export { ChemComps } from './resources/chem-comps.js';
export { BranchedEntities, NonpolymerEntities, PolymerEntities } from './resources/entities.js';
export { Entries } from './resources/entries.js';
export {
  ENTRY_SUMMARIES_QUERY,
  ENTRY_SUMMARY_BATCH,
  ENTRY_SUMMARY_QUERY,
  EntrySummaries,
} from './resources/entry-summaries.js';
export { Files } from './resources/files.js';
export {
  BranchedEntityInstances,
  NonpolymerEntityInstances,
  PolymerEntityInstances,
} from './resources/instances.js';
export { Pubmed, Uniprot } from './resources/references.js';
export { DEFAULT_SEARCH_ROWS } from './resources/search.js';
export * from './schemas/assembly.js';
export * from './schemas/chem-comp.js';
export * from './schemas/entities.js';
export * from './schemas/entry.js';
export * from './schemas/entry-summary.js';
export * from './schemas/files.js';
export * from './schemas/instances.js';
export * from './schemas/references.js';
export * from './schemas/search.js';
export * from './search/query.js';
export { requestOptionsWire, type SearchRequest, searchRequest } from './search/request.js';
