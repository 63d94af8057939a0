import { BaseClient, type BudgetSpec, type ClientOptions, type Redactor } from '@lifesci/core';
import * as v from 'valibot';
import { checkDatasetsBody, datasetsErrorMessage } from './errors.js';

/** Documented Datasets budget (spec S3, Limits): 5 requests per second, 10 with an API key. */
export const DATASETS_LIMITS: BudgetSpec = { perSecond: 5, withApiKey: { perSecond: 10 } };
export const DATASETS_DEFAULT_VERSION = 'v2alpha';

/**
 * The NCBI Datasets interface as a client of its own (its budget, its API-key header, its error
 * bodies). GenesClient holds one behind its `datasets` resource, beside its EutilsClient.
 */
export class DatasetsClient extends BaseClient {
  /** `version` picks the base: `datasetsV1` (the spec's older v1 layout) for 'v1', else `datasets`. */
  constructor(options: ClientOptions, version: string) {
    super(
      {
        service: 'genes',
        // Only core's options: GenesClient hands it the keys that are its to read.
        options: v.object({}),
        baseUrls: {
          datasets: `https://api.ncbi.nlm.nih.gov/datasets/${version}`,
          datasetsV1: 'https://api.ncbi.nlm.nih.gov/datasets/v1',
        },
        defaultBase: version === 'v1' ? 'datasetsV1' : 'datasets',
        limiterId: 'ncbi-datasets',
        limits: DATASETS_LIMITS,
        apiKeyPlacement: { header: 'api-key' },
        errorMessage: datasetsErrorMessage,
        checkBody: checkDatasetsBody,
      },
      options,
    );
  }

  /** @internal The client's redactor, for errors its resource builds (a Datasets not-found). */
  get errorRedactor(): Redactor {
    return this.redactor;
  }
}
