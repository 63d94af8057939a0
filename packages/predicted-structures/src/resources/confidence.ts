import { type CallOptions, Resource } from '@lifesci/core';
import type { PredictedStructuresClient } from '../client.js';
import { modelFilePath } from '../model-files.js';
import { type ConfidenceFile, ConfidenceFileSchema } from '../schemas/confidence.js';
import type { ModelRef } from '../schemas/prediction.js';

/** `confidence.*`: per-residue pLDDT. */
export class Confidence extends Resource<PredictedStructuresClient> {
  /** The model's confidence file: `confidenceScore` per residue and its category (spec names). */
  async get(model: ModelRef, call?: CallOptions): Promise<ConfidenceFile> {
    return this.client.request(
      { base: 'predictedFiles', path: modelFilePath(model, 'confidence'), schema: ConfidenceFileSchema },
      call,
    );
  }
}
