import { BaseClient, type ClientOptions } from '@lifesci/core';
import * as v from 'valibot';
import { trialsErrorMessage } from './errors.js';
import { Studies } from './resources/studies.js';

export interface TrialsClientOptions extends ClientOptions {}

/** Documented budget: about 50 requests per minute per IP address (spec S6, Limits). */
export const TRIALS_LIMITS = { perMinute: 50 } as const;

/**
 * ClinicalTrials.gov API v2 (spec S6). Describes requests; @lifesci/core executes them (limiter,
 * retries, errors, validation). Nothing touches the network at construction.
 */
export class TrialsClient extends BaseClient {
  readonly studies: Studies;

  constructor(options: TrialsClientOptions = {}) {
    super(
      {
        service: 'trials',
        // No options of its own: any key core does not know is an InputError.
        options: v.object({}),
        baseUrls: { trials: 'https://clinicaltrials.gov' },
        limiterId: 'clinicaltrials.gov',
        limits: TRIALS_LIMITS,
        errorMessage: trialsErrorMessage,
      },
      options,
    );
    this.studies = new Studies(this);
  }
}
