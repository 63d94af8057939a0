import { BaseClient, type ClientOptions } from '@lifesci/core';

export interface ClinicalVariantsClientOptions extends ClientOptions {}

/** Client for Typed client for ClinVar through NCBI E-utilities (S10). Describes requests; @lifesci/core executes them. */
export class ClinicalVariantsClient extends BaseClient {
  constructor(options: ClinicalVariantsClientOptions = {}) {
    super(
      {
        service: 'clinical-variants',
        baseUrls: { default: 'https://example.invalid' },
        limits: { perSecond: 1 },
      },
      options,
    );
  }
}
