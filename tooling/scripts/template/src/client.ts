import { BaseClient, type ClientOptions } from '@lifesci/core';
import { __SERVICE_CAMEL__ErrorMessage } from './errors.js';
import { Items } from './resources/items.js';

export interface __CLIENT__Options extends ClientOptions {}

/** The documented budget (spec, Limits). */
export const __SERVICE_UPPER___LIMITS = { perSecond: 1 } as const;

/** Client for __DESCRIPTION__. Describes requests; @lifesci/core executes them. */
export class __CLIENT__ extends BaseClient {
  readonly items: Items;

  constructor(options: __CLIENT__Options = {}) {
    super(
      {
        service: '__DIR__',
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
