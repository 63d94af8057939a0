import { type CallOptions, ids, path, Resource } from '@lifesci/core';
import type { PredictedStructuresClient } from '../client.js';
import { type Prediction, PredictionsSchema } from '../schemas/prediction.js';

/** `predictions.*`: prediction records by UniProt accession. */
export class Predictions extends Resource<PredictedStructuresClient> {
  /**
   * Every prediction for an accession (GET {predictedApi}/prediction/{accession}): an array,
   * since one accession can have several models (fragments of long proteins, isoforms). An
   * accession without a prediction is a NotFoundError.
   */
  async get(accession: string, call?: CallOptions): Promise<Prediction[]> {
    ids.uniprot.assert(accession, 'accession');
    return this.client.request(
      { base: 'predictedApi', path: path`/prediction/${accession}`, schema: PredictionsSchema },
      call,
    );
  }
}
