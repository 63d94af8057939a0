export type {
  BatchItem,
  BatchResult,
  CallOptions,
} from '@lifesci/core';
export * from '@lifesci/core/errors';
export { type AnnotationText, annotationTexts, findSections, informationText } from './annotations-text.js';
export {
  CID_CHUNK,
  COMPOUNDS_LIMITS,
  CompoundsClient,
  type CompoundsClientOptions,
  type CompoundsOwnOptions,
  DEFAULT_POLLING,
  type PollingDefaults,
} from './client.js';
export { faultStatus, type PubchemFault, pubchemErrorMessage, readFault } from './errors.js';
export { Annotations } from './resources/annotations.js';
export { Assays } from './resources/assays.js';
export { Compounds } from './resources/compounds.js';
export { Files } from './resources/files.js';
export { Images } from './resources/images.js';
export { ListKeys } from './resources/list-keys.js';
export { Substances } from './resources/substances.js';
export {
  type AssayContainer,
  AssayContainerSchema,
  type AssayDescription,
  AssayDescriptionSchema,
  type AssayResultColumn,
  AssayResultColumnSchema,
  type AssayTarget,
  AssayTargetSchema,
  type AssayXref,
  AssayXrefSchema,
} from './schemas/assay-description.js';
export {
  ACTIVITY_OUTCOMES,
  type ActivityOutcome,
  type AssaySummaryRow,
  type AssaySummaryTable,
  AssaySummaryTableSchema,
  assaySummaryRows,
} from './schemas/assay-summary.js';
export { type IdentifierList, IdentifierListSchema } from './schemas/identifiers.js';
export {
  type AnnotationParams,
  type AnnotationTextsParams,
  type AssayDownloadParams,
  type CidsInput,
  type CompoundInput,
  CompoundInputSchema,
  FILE_FORMATS,
  type FileDownloadParams,
  type FileFormat,
  type FileOperation,
  type ImageParams,
  type PollParams,
  type PropertiesParams,
  type SearchParams,
  type SidsInput,
  STRUCTURE_SEARCH_TYPES,
  type StructureSearchType,
} from './schemas/params.js';
export {
  type CompoundProperties,
  CompoundPropertiesSchema,
  PROPERTY_NAMES,
  type PropertyName,
  type PropertyTable,
  PropertyTableSchema,
  SPEC_PROPERTY_NAMES,
} from './schemas/properties.js';
export {
  ANNOTATION_HEADINGS,
  type AnnotationHeading,
  type PugViewDocument,
  PugViewDocumentSchema,
  type PugViewInformation,
  PugViewInformationSchema,
  type PugViewRecord,
  PugViewRecordSchema,
  type PugViewReference,
  PugViewReferenceSchema,
  type PugViewSection,
  PugViewSectionSchema,
  type PugViewValue,
  PugViewValueSchema,
  type StringWithMarkup,
  StringWithMarkupSchema,
} from './schemas/pug-view.js';
export {
  type PubchemSdfTags,
  PubchemSdfTagsSchema,
  type SdfAtom,
  type SdfBond,
  type SdfMolecule,
} from './schemas/sdf.js';
export { type SubstanceCids, SubstanceCidsSchema } from './schemas/substances.js';
export {
  type SynonymInformation,
  SynonymInformationSchema,
  type SynonymList,
  SynonymListSchema,
} from './schemas/synonyms.js';
export { parseSdf } from './sdf.js';
export type { WireFormat } from './xml.js';
