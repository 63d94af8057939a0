import { BaseClient, type ClientOptions } from '@lifesci/core';
import * as v from 'valibot';
import { __SERVICE_CAMEL__ErrorMessage } from './errors.js';
import { Items } from './resources/items.js';

/**
 * The client's own options, beside core's (`timeout`, `maxRetries`, `rateLimit`, ...). Core parses
 * them with its own at construction (a misspelt key is an InputError naming it) and hands the
 * output, defaults filled in, to the client as `this.serviceOptions`. Add a key here and to
 * `__CLIENT__Options`, e.g. `region: v.optional(v.picklist(['eu', 'us'], 'must be "eu" or "us"'), 'eu')`.
 */
export const __CLIENT__OptionsSchema = v.object({});
export type __CLIENT__OwnOptions = v.InferOutput<typeof __CLIENT__OptionsSchema>;

export interface __CLIENT__Options extends ClientOptions {}

/** The documented budget (spec, Limits). */
export const __SERVICE_UPPER___LIMITS = { perSecond: 1 } as const;

/** Client for __DESCRIPTION__. Describes requests; @lifesci/core executes them. */
export class __CLIENT__ extends BaseClient<__CLIENT__OwnOptions> {
  readonly items: Items;

  constructor(options: __CLIENT__Options = {}) {
    super(
      {
        service: '__DIR__',
        // Its own options; any other key core does not know is an InputError.
        options: __CLIENT__OptionsSchema,
        // Keyed by the emulator's interface name; `undefined` when there is no public address.
        baseUrls: { __BASE_KEY__: 'https://example.invalid' },
        limiterId: '__DIR__',
        limits: __SERVICE_UPPER___LIMITS,
        errorMessage: __SERVICE_CAMEL__ErrorMessage,
      },
      options,
    );
    this.items = new Items(this);
  }
}
