export * from '@lifesci/core/errors';
export {
  STRUCTURES_BASE_URLS,
  STRUCTURES_LIMITS,
  StructuresClient,
  type StructuresClientOptions,
} from './client.js';
export { GraphqlError, type GraphqlErrorItem, structuresErrorMessage } from './errors.js';
export {
  type AssemblyRef,
  ENTRY_ID_RULE,
  type EntityRef,
  type InstanceRef,
  isEntryId,
} from './ids.js';
export { Assemblies } from './resources/assemblies.js';
export { ChemComps } from './resources/chem-comps.js';
export {
  Entities,
  type EntityByKind,
  POLYMER_ENTITY_SUMMARIES_QUERY,
  POLYMER_ENTITY_SUMMARY_BATCH,
} from './resources/entities.js';
export {
  ENTRY_SUMMARIES_QUERY,
  ENTRY_SUMMARY_BATCH,
  ENTRY_SUMMARY_QUERY,
  Entries,
} from './resources/entries.js';
export { Files } from './resources/files.js';
export { type InstanceByKind, Instances } from './resources/instances.js';
export { DEFAULT_SEARCH_ROWS } from './resources/search.js';
export { type Assembly, AssemblySchema } from './schemas/assembly.js';
export { type ChemComp, ChemCompSchema } from './schemas/chem-comp.js';
export {
  type BranchedEntity,
  BranchedEntitySchema,
  type NonpolymerEntity,
  NonpolymerEntitySchema,
  type PolymerEntity,
  PolymerEntitySchema,
} from './schemas/entities.js';
export { type Entry, EntrySchema } from './schemas/entry.js';
export { type EntrySummary, EntrySummarySchema } from './schemas/entry-summary.js';
export {
  type AssemblyDownloadParams,
  type DownloadParams,
  type FastaRecord,
  FILE_FORMATS,
  type FileFormat,
} from './schemas/files.js';
export {
  type BranchedEntityInstance,
  BranchedEntityInstanceSchema,
  type NonpolymerEntityInstance,
  NonpolymerEntityInstanceSchema,
  type PolymerEntityInstance,
  PolymerEntityInstanceSchema,
} from './schemas/instances.js';
export { ENTITY_KINDS, type EntityKind, type GraphqlParams, type KindParams } from './schemas/params.js';
export { type PolymerEntitySummary, PolymerEntitySummarySchema } from './schemas/polymer-entity-summary.js';
export {
  type PubmedRecord,
  PubmedRecordSchema,
  type UniprotRecord,
  UniprotRecordSchema,
} from './schemas/references.js';
export {
  RETURN_TYPES,
  type ReturnType,
  type SearchHit,
  SearchHitSchema,
  type SearchOptions,
  type SearchResponse,
  SearchResponseSchema,
} from './schemas/search.js';
export {
  type AttributeOperator,
  type AttributeOptions,
  type AttributeParameters,
  AttributeQuery,
  type ChemicalParameters,
  type FullTextParameters,
  type GroupNode,
  type MotifResidue,
  type QueryNode,
  q,
  type RangeBounds,
  type RangeValue,
  type Scalar,
  type SequenceMotifParameters,
  type SequenceParameters,
  type SequenceType,
  type StructureMotifParameters,
  type StructureParameters,
  type StructureTarget,
  type TerminalNode,
} from './search/query.js';
export { type SearchRequest, searchRequest } from './search/request.js';
