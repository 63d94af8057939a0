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
  CompoundsOptionsSchema,
  type CompoundsOwnOptions,
  DEFAULT_POLLING,
  type PollingDefaults,
} from './client.js';
export { faultStatus, type PubchemFault, pubchemErrorMessage, readFault } from './errors.js';
export { Annotations } from './resources/annotations.js';
export { Assays } from './resources/assays.js';
export { Compounds } from './resources/compounds.js';
export { Substances } from './resources/substances.js';
export * from './schemas/assay-description.js';
export * from './schemas/assay-summary.js';
export * from './schemas/identifiers.js';
export * from './schemas/params.js';
export * from './schemas/properties.js';
export * from './schemas/pug-view.js';
export * from './schemas/sdf.js';
export * from './schemas/substances.js';
export * from './schemas/synonyms.js';
export { parseSdf } from './sdf.js';
export { PUG_REST_XML, type WireFormat } from './xml.js';
