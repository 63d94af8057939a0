import { BaseClient, type ClientOptions } from '@lifesci/core';

export interface GenesClientOptions extends ClientOptions {}

/** Client for Typed client for NCBI Gene: E-utilities and Datasets (S3). Describes requests; @lifesci/core executes them. */
export class GenesClient extends BaseClient {
  constructor(options: GenesClientOptions = {}) {
    super(
      {
        service: 'genes',
        baseUrls: { default: 'https://example.invalid' },
        limits: { perSecond: 1 },
      },
      options,
    );
  }
}
