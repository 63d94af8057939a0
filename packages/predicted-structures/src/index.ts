export * from '@lifesci/core/errors';
export {
  BEACONS_LIMITS,
  BUCKET_LIMITS,
  DEFAULT_BUCKET,
  PREDICTED_BASE_URLS,
  PREDICTED_LIMITS,
  PredictedStructuresClient,
  type PredictedStructuresClientOptions,
  PredictedStructuresOptionsSchema,
  type PredictedStructuresOwnOptions,
} from './client.js';
export { predictedCheckBody, predictedErrorMessage } from './errors.js';
export { type ModelFileKind, modelFilePath } from './model-files.js';
export { PaeMatrix } from './pae-matrix.js';
export { Beacons, beaconsCategoryCounts, beaconsCoverage, beaconsProviders } from './resources/beacons.js';
export { Bulk, DEFAULT_LIST_PAGE } from './resources/bulk.js';
export { Confidence } from './resources/confidence.js';
export { Files, MODEL_FORMATS, type ModelFormat } from './resources/files.js';
export { Pae } from './resources/pae.js';
export { Predictions } from './resources/predictions.js';
export * from './schemas/beacons.js';
export * from './schemas/bulk.js';
export * from './schemas/confidence.js';
export type { ModelDownloadOptions } from './schemas/download.js';
export * from './schemas/pae.js';
export * from './schemas/prediction.js';
