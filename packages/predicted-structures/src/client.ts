import { BaseClient, type BodyCheckContext, type ClientOptions } from '@lifesci/core';
import * as v from 'valibot';
import { predictedCheckBody, predictedErrorMessage } from './errors.js';
import { Beacons } from './resources/beacons.js';
import { Bulk } from './resources/bulk.js';
import { Confidence } from './resources/confidence.js';
import { Files } from './resources/files.js';
import { Pae } from './resources/pae.js';
import { Predictions } from './resources/predictions.js';

/** The public bucket of the AlphaFold DB bulk data (v4 proteomes, accession index, sequences). */
export const DEFAULT_BUCKET = 'public-datasets-deepmind-alphafold-v4';

export interface PredictedStructuresClientOptions extends ClientOptions {
  /** Google Cloud Storage bucket for `bulk.*` (default `public-datasets-deepmind-alphafold-v4`). */
  bucket?: string;
}

/** The client's own options (core checks the rest). */
export const PredictedStructuresOptionsSchema = v.object({
  bucket: v.optional(
    v.pipe(v.string('a bucket name'), v.regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, 'a bucket name')),
    DEFAULT_BUCKET,
  ),
});
export type PredictedStructuresOwnOptions = v.InferOutput<typeof PredictedStructuresOptionsSchema>;

/**
 * The spec's recommendations for AlphaFold DB: at most 10 concurrent requests and 100-200 ms
 * between sequential ones. The 3D-Beacons hub (EBI PDBe) gets the same on a budget of its own;
 * the bucket is Google Cloud Storage and only capped in concurrency.
 */
export const PREDICTED_LIMITS = { concurrency: 10, minTimeMs: 100 } as const;
export const BEACONS_LIMITS = { concurrency: 10, minTimeMs: 100 } as const;
export const BUCKET_LIMITS = { concurrency: 10 } as const;

/** Public base addresses, by the emulator's interface keys. */
export const PREDICTED_BASE_URLS = {
  predictedApi: 'https://alphafold.ebi.ac.uk/api',
  predictedFiles: 'https://alphafold.ebi.ac.uk/files',
  beacons: 'https://www.ebi.ac.uk/pdbe/pdbe-kb/3dbeacons/api',
  predictedBucket: 'https://storage.googleapis.com',
} as const;

/**
 * AlphaFold Protein Structure Database (spec S9): prediction records, model files, confidence
 * and PAE, the 3D-Beacons federated summary and the public bulk bucket.
 */
export class PredictedStructuresClient extends BaseClient<PredictedStructuresOwnOptions> {
  readonly predictions: Predictions;
  readonly files: Files;
  readonly confidence: Confidence;
  readonly pae: Pae;
  readonly beacons: Beacons;
  readonly bulk: Bulk;

  constructor(options: PredictedStructuresClientOptions = {}) {
    super(
      {
        service: 'predicted-structures',
        // Its own options; any other key core does not know is an InputError.
        options: PredictedStructuresOptionsSchema,
        baseUrls: { ...PREDICTED_BASE_URLS },
        defaultBase: 'predictedApi',
        limiterId: 'alphafold.ebi.ac.uk',
        limits: PREDICTED_LIMITS,
        namedLimits: {
          beacons: { id: '3dbeacons', ...BEACONS_LIMITS },
          bucket: { id: 'gcs-alphafold', ...BUCKET_LIMITS },
        },
        baseLimits: { beacons: 'beacons', predictedBucket: 'bucket' },
        errorMessage: predictedErrorMessage,
        checkBody: (body: unknown, ctx: BodyCheckContext) => predictedCheckBody(body, ctx),
      },
      options,
    );
    this.predictions = new Predictions(this);
    this.files = new Files(this);
    this.confidence = new Confidence(this);
    this.pae = new Pae(this);
    this.beacons = new Beacons(this);
    this.bulk = new Bulk(this, this.serviceOptions.bucket);
  }
}
