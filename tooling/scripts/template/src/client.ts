import { BaseClient, type ClientOptions } from '@lifesci/core';

export interface __CLIENT__Options extends ClientOptions {}

/** Client for __DESCRIPTION__. Describes requests; @lifesci/core executes them. */
export class __CLIENT__ extends BaseClient {
  constructor(options: __CLIENT__Options = {}) {
    super(
      {
        service: '__DIR__',
        baseUrls: { default: 'https://example.invalid' },
        limits: { perSecond: 1 },
      },
      options,
    );
  }
}
