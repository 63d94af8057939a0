import {
  BaseClient,
  type BatchResult,
  type CallOptions,
  type ClientOptions,
  type PagePromise,
} from '@lifesci/core';
import type * as v from 'valibot';
import type {
  DocSum,
  EFetchBatch,
  EFetchParams,
  EFetchXmlBatch,
  EInfoDb,
  EInfoDbList,
  EInfoParams,
  ELinkParams,
  EPostParams,
  EPostResult,
  ESearchParams,
  ESummaryParams,
  LinkSet,
} from './types.js';

export interface EutilsClientOptions extends ClientOptions {
  /** Contact address NCBI asks every E-utilities user to send (`email`). */
  email?: string;
  /** Name of the calling application, no spaces (`tool`, default 'lifesci'). */
  tool?: string;
}

export interface ESummaryOptions<T> {
  /** valibot schema each summary must match; its output type types the result. */
  schema?: v.GenericSchema<unknown, T>;
}

/** Client for NCBI E-utilities, any Entrez database. Describes requests; @lifesci/core executes them. */
export class EutilsClient extends BaseClient {
  constructor(options: EutilsClientOptions = {}) {
    super(
      {
        service: 'eutils',
        baseUrls: { default: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils' },
        limiterId: 'ncbi-eutils',
        limits: { perSecond: 3 },
      },
      options,
    );
  }

  einfo(params?: EInfoParams & { db?: undefined }, call?: CallOptions): Promise<EInfoDbList>;
  einfo(params: EInfoParams & { db: string }, call?: CallOptions): Promise<EInfoDb>;
  einfo(_params?: EInfoParams, _call?: CallOptions): Promise<EInfoDbList | EInfoDb> {
    throw new Error('not implemented yet');
  }

  esearch(_params: ESearchParams, _call?: CallOptions): PagePromise<string> {
    throw new Error('not implemented yet');
  }

  esummary<T extends DocSum = DocSum>(
    _params: ESummaryParams,
    _options?: ESummaryOptions<T>,
    _call?: CallOptions,
  ): Promise<BatchResult<T>> {
    throw new Error('not implemented yet');
  }

  efetch(_params: EFetchParams, _call?: CallOptions): AsyncIterable<EFetchBatch> {
    throw new Error('not implemented yet');
  }

  efetchXml(_params: EFetchParams, _call?: CallOptions): AsyncIterable<EFetchXmlBatch> {
    throw new Error('not implemented yet');
  }

  elink(_params: ELinkParams, _call?: CallOptions): Promise<LinkSet[]> {
    throw new Error('not implemented yet');
  }

  epost(_params: EPostParams, _call?: CallOptions): Promise<EPostResult> {
    throw new Error('not implemented yet');
  }
}
