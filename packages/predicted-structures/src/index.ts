export * from '@lifesci/core/errors';
export {
  BEACONS_LIMITS,
  BUCKET_LIMITS,
  PREDICTED_LIMITS,
  PredictedStructuresClient,
  type PredictedStructuresClientOptions,
} from './client.js';
export { type ModelFileKind, modelFilePath } from './model-files.js';
export { PaeMatrix } from './pae-matrix.js';
export { modelAtomCount, modelSequence, PDB_MAX_ATOMS } from './pdb-limit.js';
export { Beacons, beaconsCategoryCounts, beaconsCoverage, beaconsProviders } from './resources/beacons.js';
export { Bulk } from './resources/bulk.js';
export { Confidence } from './resources/confidence.js';
export { Files } from './resources/files.js';
export { Pae } from './resources/pae.js';
export { Predictions } from './resources/predictions.js';
export {
  ALPHAMISSENSE_CLASSES,
  type AlphaMissenseClass,
  AlphaMissenseCsvRowSchema,
  type AlphaMissenseRow,
} from './schemas/alphamissense.js';
export {
  BeaconsEntitySchema,
  type BeaconsModelSummary,
  BeaconsModelSummarySchema,
  type BeaconsParams,
  BeaconsParamsSchema,
  type BeaconsSegment,
  BeaconsSegmentSchema,
  type BeaconsSummary,
  BeaconsSummarySchema,
  MODEL_CATEGORIES,
} from './schemas/beacons.js';
export {
  type BucketListing,
  BucketListingSchema,
  type BucketObject,
  BucketObjectSchema,
  type ListParams,
  ListParamsSchema,
  TaxIdSchema,
} from './schemas/bulk.js';
export {
  CONFIDENCE_CATEGORIES,
  type ConfidenceCategory,
  type ConfidenceFile,
  ConfidenceFileSchema,
  categoryOf,
} from './schemas/confidence.js';
export {
  ALPHAMISSENSE_FILES,
  type AlphaMissenseParams,
  AlphaMissenseParamsSchema,
  type DownloadParams,
  DownloadParamsSchema,
  MODEL_FORMATS,
  type ModelDownloadParams,
  ModelDownloadParamsSchema,
  type ModelFormat,
} from './schemas/download.js';
export { type PaeFile, PaeFileSchema } from './schemas/pae.js';
export {
  type ModelRef,
  ModelRefSchema,
  type Prediction,
  PredictionSchema,
  PredictionsSchema,
} from './schemas/prediction.js';
