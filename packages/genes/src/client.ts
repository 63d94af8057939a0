import {
  BaseClient,
  type BatchResult,
  type CallOptions,
  type ClientOptions,
  PagePromise,
  parseInput,
  type Redactor,
} from '@lifesci/core';
import {
  type EInfoDb,
  type ESearchResult,
  EutilsClient,
  type EutilsClientOptions,
  EutilsOptionsSchema,
  eutilsServiceConfig,
  RecordStream,
  type SearchSummariesPage,
  type SummaryCursor,
} from '@lifesci/eutils';
import * as v from 'valibot';
import { DATASETS_DEFAULT_VERSION, DatasetsClient } from './datasets-client.js';
import { type GeneId, geneIdList } from './ids.js';
import { type GeneQuery, toTerm } from './query.js';
import type { GeneRecord } from './records/types.js';
import { GeneDatasets } from './resources/datasets.js';
import { type GeneLinks, linksOf } from './resources/links.js';
import { RECORD_BATCH_SIZE, recordsById, streamRecords } from './resources/records.js';
import type { GeneSearchOptions, SearchSummariesOptions } from './resources/search.js';
import {
  type LinksOptions,
  LinksOptionsSchema,
  type RecordsOptions,
  RecordsOptionsSchema,
} from './schemas/options.js';
import { type GeneSummary, GeneSummarySchema } from './schemas/summary.js';

/**
 * GenesClient's own options (core checks the rest): the E-utilities ones (`email`, `tool`) and
 * the Datasets version.
 */
export const GenesOptionsSchema = v.object({
  ...EutilsOptionsSchema.entries,
  datasetsVersion: v.optional(
    v.pipe(
      v.string("a Datasets API version such as 'v2alpha' or 'v2'"),
      v.regex(/^v\d+[a-z0-9]*$/, "a Datasets API version such as 'v2alpha' or 'v2'"),
    ),
    DATASETS_DEFAULT_VERSION,
  ),
});
export type GenesOwnOptions = v.InferOutput<typeof GenesOptionsSchema>;

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
 * NCBI Gene (spec S3), a composite client: a BaseClient on the E-utilities config (the budget
 * of its API key, shared with every other E-utilities client in the process) that holds both
 * interfaces as resources: `eutils`, an EutilsClient (db=gene), and `datasets`, the gene reports
 * of a Datasets client with a budget of its own. Nothing touches the network here.
 */
export class GenesClient extends BaseClient<GenesOwnOptions> {
  /** The E-utilities client underneath, for anything db=gene beyond these methods. */
  readonly eutils: EutilsClient;
  /** The Datasets interface: gene reports by id or by symbol and taxon. */
  readonly datasets: GeneDatasets;

  constructor(options: GenesClientOptions = {}) {
    let redactor: Redactor | undefined;
    // Core checks every option and address key here (`baseUrl` is the E-utilities address).
    super(
      eutilsServiceConfig('genes', GenesOptionsSchema, () => redactor),
      options,
    );
    redactor = this.redactor;
    // Checked by core above; the sub-clients get their own keys from the parsed ones.
    const { email, tool, datasetsVersion: version } = this.serviceOptions;
    const { email: _email, tool: _tool, datasetsVersion: _version, baseUrl, baseUrls, ...shared } = options;
    const eutilsOptions: EutilsClientOptions = { ...shared };
    // Each sub-client gets only its own keys: the map was checked above.
    if (baseUrls?.eutils !== undefined) eutilsOptions.baseUrls = { eutils: baseUrls.eutils };
    if (baseUrl !== undefined) eutilsOptions.baseUrl = baseUrl;
    if (email !== undefined) eutilsOptions.email = email;
    if (tool !== undefined) eutilsOptions.tool = tool;
    this.eutils = new EutilsClient(eutilsOptions);
    const datasetsUrls: Record<string, string> = {};
    if (baseUrls?.datasets !== undefined) datasetsUrls.datasets = baseUrls.datasets;
    if (baseUrls?.datasetsV1 !== undefined) datasetsUrls.datasetsV1 = baseUrls.datasetsV1;
    const datasetsOptions: ClientOptions = { ...shared, baseUrls: datasetsUrls };
    this.datasets = new GeneDatasets(new DatasetsClient(datasetsOptions, version));
  }

  /**
   * Gene ids matching a query: a raw Entrez term, or a `GeneQuery` built safely from the spec's
   * field tags. `await` for the first page (its `raw` is the ESearch result: count,
   * translation, warnings), `for await` for every id.
   */
  search(
    query: string | GeneQuery,
    options: GeneSearchOptions = {},
    call: CallOptions = {},
  ): PagePromise<string, number, ESearchResult> {
    return PagePromise.defer(() =>
      this.eutils.esearch({ ...options, db: 'gene', term: toTerm(query) }, call),
    );
  }

  /**
   * Typed summaries of a query's hits, 500 per page (one ESummary each): by id when at most 500
   * are wanted (`maxItems`), otherwise read from NCBI's history server. Each page's `raw` holds
   * its `summaries` BatchResult (ids NCBI could not summarise) and, on the first, the `search`.
   */
  searchSummaries(
    query: string | GeneQuery,
    options: SearchSummariesOptions = {},
    call: CallOptions = {},
  ): PagePromise<GeneSummary, SummaryCursor, SearchSummariesPage<GeneSummary>> {
    return PagePromise.defer(() => {
      const { maxItems, sort } = options;
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
    options: { retmode?: 'json' | 'xml' } = {},
    call: CallOptions = {},
  ): Promise<BatchResult<string, GeneSummary>> {
    const list = geneIdList(ids);
    const params =
      options.retmode === undefined
        ? { db: 'gene', ids: list }
        : { db: 'gene', ids: list, retmode: options.retmode };
    return this.eutils.esummary({ ...params, schema: GeneSummarySchema }, call);
  }

  /** Full records (efetch XML) as typed `GeneRecord`s, in input order, per-id failures reported. */
  async records(
    ids: GeneId | readonly GeneId[],
    options: RecordsOptions = {},
    call: CallOptions = {},
  ): Promise<BatchResult<string, GeneRecord>> {
    const list = geneIdList(ids);
    return recordsById(this.eutils, list, batchSizeOf(options), call, this.redactor);
  }

  /**
   * The same records as an async iterable, in NCBI's order, one request's worth in memory at a
   * time: for thousands of genes.
   */
  streamRecords(
    ids: GeneId | readonly GeneId[],
    options: RecordsOptions = {},
    call: CallOptions = {},
  ): RecordStream<GeneRecord> {
    return RecordStream.defer(() => streamRecords(this.eutils, geneIdList(ids), batchSizeOf(options), call));
  }

  /** Links from each gene to gene, nuccore, protein or pubmed records, in input order. */
  async links(
    ids: GeneId | readonly GeneId[],
    options: LinksOptions,
    call: CallOptions = {},
  ): Promise<GeneLinks[]> {
    const list = geneIdList(ids);
    return linksOf(this.eutils, list, parseInput(LinksOptionsSchema, options, 'options'), call);
  }

  /** EInfo for db=gene: record count, last update, search fields and link names. */
  async info(call: CallOptions = {}): Promise<EInfoDb> {
    return this.eutils.einfo({ db: 'gene' }, call);
  }
}

function batchSizeOf(options: RecordsOptions): number {
  return parseInput(RecordsOptionsSchema, options, 'options').batchSize ?? RECORD_BATCH_SIZE;
}
