import {
  type BatchResult,
  type CallOptions,
  type ClientOptions,
  PagePromise,
  parseInput,
} from '@lifesci/core';
import {
  type EInfoDb,
  EInfoDbParamsSchema,
  type EInfoParams,
  ESearchPagingSchema,
  type ESearchResult,
  EutilsClient,
  RecordStream,
  type SearchSummariesPage,
  SearchSummariesPagingSchema,
  type SummaryCursor,
} from '@lifesci/eutils';
import { DatasetsClient, type DatasetsClientOptions } from './datasets-client.js';
import { type GeneId, geneIdList } from './ids.js';
import { type GeneQuery, toTerm } from './query.js';
import type { GeneRecord } from './records/types.js';
import { type GeneLinks, linksOf } from './resources/links.js';
import { RECORD_BATCH_SIZE, recordsById, streamRecords } from './resources/records.js';
import type { GeneSearchParams, GeneSearchSummariesParams } from './resources/search.js';
import {
  type GeneLinksParams,
  GeneLinksParamsSchema,
  type GeneRecordsParams,
  GeneRecordsParamsSchema,
  type GeneSummariesParams,
  GeneSummariesParamsSchema,
} from './schemas/options.js';
import { type GeneSummary, GeneSummarySchema } from './schemas/summary.js';

export interface GenesClientOptions extends ClientOptions {
  /**
   * The E-utilities address (default NCBI's). The Datasets address is `baseUrls.datasets`;
   * `baseUrls.eutils` also sets the E-utilities one, so an emulator's `baseUrls` can be passed as is.
   */
  baseUrl?: string;
  /** Contact address NCBI asks E-utilities users to send (`email`). */
  email?: string;
  /** Name of the calling application (`tool`, default 'lifesci'). */
  tool?: string;
  /** Version segment of the Datasets address (default 'v2alpha'); ignored when `baseUrls.datasets` is set. */
  datasetsVersion?: string;
}

/**
 * NCBI Gene (spec S3), a composite client: it holds an EutilsClient (`eutils`, db=gene, on the
 * E-utilities budget of its key, shared with every other E-utilities client in the process) and
 * a DatasetsClient (`datasets`, gene reports, with a budget of its own), and says what to ask
 * them for. Each checks the options it is given (core, at construction); nothing touches the
 * network here.
 */
export class GenesClient {
  /** The E-utilities client underneath, for anything db=gene beyond these methods. */
  readonly eutils: EutilsClient;
  /** The Datasets interface: gene reports by id, or by symbol and taxon. */
  readonly datasets: DatasetsClient;

  constructor(options: GenesClientOptions = {}) {
    const given = typeof options === 'object' && options !== null;
    const { datasetsVersion, ...rest } = given ? options : ({} as GenesClientOptions);
    // Core checks every option but datasetsVersion here, and refuses unknown keys and address
    // keys: a non-object too (`baseUrl` and `baseUrls.default` are the E-utilities address).
    this.eutils = new EutilsClient(given ? rest : (options as never));
    // Datasets gets the shared options and its own addresses (the E-utilities ones stay out).
    const { email: _email, tool: _tool, baseUrl: _baseUrl, baseUrls, ...shared } = rest;
    const datasetsOptions: DatasetsClientOptions = { ...shared };
    if (baseUrls !== undefined) {
      const { default: _default, eutils: _eutils, ...datasetsUrls } = baseUrls;
      datasetsOptions.baseUrls = datasetsUrls;
    }
    if (datasetsVersion !== undefined) datasetsOptions.datasetsVersion = datasetsVersion;
    this.datasets = new DatasetsClient(datasetsOptions);
  }

  /**
   * Gene ids matching a query: a raw Entrez term, or a `GeneQuery` built safely from the spec's
   * field tags. `await` for the first page (its `raw` is the ESearch result: count,
   * translation, warnings), `for await` for every id.
   */
  search(
    query: string | GeneQuery,
    params: GeneSearchParams = {},
    call: CallOptions = {},
  ): PagePromise<string, number, ESearchResult> {
    return PagePromise.defer(() =>
      this.eutils.esearch(
        { ...parseInput(ESearchPagingSchema, params, 'params'), db: 'gene', term: toTerm(query) },
        call,
      ),
    );
  }

  /**
   * Typed summaries of a query's hits, 500 per page (one ESummary each): by id when at most 500
   * are wanted (`maxItems`), otherwise read from NCBI's history server. Each page's `raw` holds
   * its `summaries` BatchResult (ids NCBI could not summarise) and, on the first, the `search`.
   */
  searchSummaries(
    query: string | GeneQuery,
    params: GeneSearchSummariesParams = {},
    call: CallOptions = {},
  ): PagePromise<GeneSummary, SummaryCursor, SearchSummariesPage<GeneSummary>> {
    return PagePromise.defer(() => {
      const { maxItems, sort } = parseInput(SearchSummariesPagingSchema, params, 'params');
      return this.eutils.searchSummaries(
        {
          db: 'gene',
          term: toTerm(query),
          ...(sort !== undefined && { sort }),
          schema: GeneSummarySchema,
          ...(maxItems !== undefined && { maxItems }),
        },
        call,
      );
    });
  }

  /**
   * Typed document summaries, any number of ids (500 per request), in input order. An id NCBI
   * cannot summarise is a per-id failure.
   */
  async summaries(
    ids: GeneId | readonly GeneId[],
    params: GeneSummariesParams = {},
    call: CallOptions = {},
  ): Promise<BatchResult<string, GeneSummary>> {
    const list = geneIdList(ids);
    const { retmode } = parseInput(GeneSummariesParamsSchema, params, 'params');
    return this.eutils.esummary(
      { db: 'gene', ids: list, ...(retmode !== undefined && { retmode }), schema: GeneSummarySchema },
      call,
    );
  }

  /** Full records (efetch XML) as typed `GeneRecord`s, in input order, per-id failures reported. */
  async records(
    ids: GeneId | readonly GeneId[],
    params: GeneRecordsParams = {},
    call: CallOptions = {},
  ): Promise<BatchResult<string, GeneRecord>> {
    const list = geneIdList(ids);
    return recordsById(this.eutils, list, batchSizeOf(params), call);
  }

  /**
   * The same records as an async iterable, in NCBI's order, one request's worth in memory at a
   * time: for thousands of genes.
   */
  streamRecords(
    ids: GeneId | readonly GeneId[],
    params: GeneRecordsParams = {},
    call: CallOptions = {},
  ): RecordStream<GeneRecord> {
    return RecordStream.defer(() => streamRecords(this.eutils, geneIdList(ids), batchSizeOf(params), call));
  }

  /**
   * Links from each gene to gene, nuccore, protein or pubmed records, in input order: a gene
   * without links has an empty `links`; the ids of a request that spent its retries are failures.
   */
  async links(
    ids: GeneId | readonly GeneId[],
    params: GeneLinksParams,
    call: CallOptions = {},
  ): Promise<BatchResult<string, GeneLinks>> {
    const list = geneIdList(ids);
    return linksOf(this.eutils, list, parseInput(GeneLinksParamsSchema, params, 'params'), call);
  }

  /** EInfo for db=gene: record count, last update, search fields and link names. */
  async einfo(params: Omit<EInfoParams, 'db'> = {}, call: CallOptions = {}): Promise<EInfoDb> {
    return this.eutils.einfo({ ...parseInput(EInfoDbParamsSchema, params, 'params'), db: 'gene' }, call);
  }
}

function batchSizeOf(params: GeneRecordsParams): number {
  return parseInput(GeneRecordsParamsSchema, params, 'params').batchSize ?? RECORD_BATCH_SIZE;
}
