import {
  BaseClient,
  type BatchResult,
  type CallOptions,
  type ClientOptions,
  PagePromise,
  parseInput,
  type XmlParserOptions,
} from '@lifesci/core';
import { eutilsServiceConfig } from './config.js';
import { setInternals } from './internal.js';
import {
  type EFetchParams,
  EFetchParamsSchema,
  type EInfoParams,
  EInfoParamsSchema,
  type ELinkParams,
  ELinkParamsSchema,
  type EPostParams,
  EPostParamsSchema,
  type ESearchParams,
  ESearchParamsSchema,
  type ESummaryParams,
  ESummaryParamsSchema,
  EutilsOptionsSchema,
  type EutilsOwnOptions,
  SearchSummariesCallSchema,
  type SearchSummariesParams,
} from './params.js';
import { EFetch } from './resources/efetch.js';
import { EFetchRecords } from './resources/efetch-records.js';
import { EInfo } from './resources/einfo.js';
import { ELink } from './resources/elink.js';
import { EPost } from './resources/epost.js';
import { ESearch } from './resources/esearch.js';
import { ESummary } from './resources/esummary.js';
import { SearchSummaries } from './resources/search-summaries.js';
import type {
  DocSum,
  EFetchBatch,
  EFetchBytesBatch,
  EFetchXmlBatch,
  EInfoDb,
  EInfoDbList,
  EPostResult,
  ESearchResult,
  ESummaryOptions,
  ESummaryResult,
  LinkSet,
  RecordEvent,
  RecordReader,
  SearchSummariesOptions,
  SearchSummariesPage,
  SummaryCursor,
} from './types.js';

export interface EutilsClientOptions extends ClientOptions {
  /** Contact address NCBI asks every E-utilities user to send (`email`). */
  email?: string;
  /** Name of the calling application, no spaces (`tool`, default 'lifesci'). */
  tool?: string;
}

/**
 * Client for NCBI E-utilities, any Entrez database. Each utility is a core `Resource` that
 * describes its requests (resources/); the client's methods are the public names (DESIGN's
 * table, used by genes, clinical-variants and the CLI) and check input before handing over.
 */
export class EutilsClient extends BaseClient<EutilsOwnOptions> {
  // Private, so the CLI (which lists a client's enumerable resources) shows the methods once.
  readonly #einfo = new EInfo(this);
  readonly #esearch = new ESearch(this);
  readonly #esummary = new ESummary(this);
  readonly #searchSummaries = new SearchSummaries(this, this.#esearch, this.#esummary);
  readonly #efetch = new EFetch(this);
  readonly #efetchRecords = new EFetchRecords(this, this.#efetch);
  readonly #elink = new ELink(this);
  readonly #epost = new EPost(this);

  constructor(options: EutilsClientOptions = {}) {
    super(eutilsServiceConfig('eutils', EutilsOptionsSchema), options);
    const { email, tool } = this.serviceOptions;
    const common: Record<string, string> = { tool: tool ?? 'lifesci' };
    if (email) common.email = email;
    // The resources' view of this client, kept off its public surface.
    const clientOptions = this.options;
    setInternals(this, {
      common,
      redactor: this.redactor,
      get maxRetries() {
        return clientOptions.maxRetries;
      },
    });
  }

  /** EInfo: every Entrez database, or one database's fields and links. */
  einfo(params?: EInfoParams & { db?: undefined }, call?: CallOptions): Promise<EInfoDbList>;
  einfo(params: EInfoParams & { db: string }, call?: CallOptions): Promise<EInfoDb>;
  async einfo(params: EInfoParams = {}, call?: CallOptions): Promise<EInfoDbList | EInfoDb> {
    return this.#einfo.get(parseInput(EInfoParamsSchema, params, 'params'), call);
  }

  /** ESearch as a PagePromise of uids; each page's `raw` is its ESearchResult. */
  esearch(params: ESearchParams, call: CallOptions = {}): PagePromise<string, number, ESearchResult> {
    return PagePromise.defer(() =>
      this.#esearch.pages(parseInput(ESearchParamsSchema, params, 'params'), call),
    );
  }

  /**
   * ESummary for any number of ids, in input order with per-id failures, or a window of a stored
   * set. `schema` or `map` (how each summary becomes a result) go in the same params object.
   */
  async esummary<T = DocSum>(
    params: ESummaryParams & ESummaryOptions<T>,
    call?: CallOptions,
  ): Promise<ESummaryResult<T>> {
    // A missing params object is the schema's to report (params.db), not a destructuring TypeError.
    const { schema, map, ...rest } = params ?? {};
    const valid = parseInput(ESummaryParamsSchema, rest, 'params');
    const options = (map === undefined ? { schema } : { map }) as ESummaryOptions<T>;
    return this.#esummary.get<T>(valid, { ...options, validate: this.options.validate !== false }, call);
  }

  /**
   * The summaries of a search's hits as a PagePromise, 500 per page (one ESummary each). Up to
   * 500 wanted (`maxItems`): summarised by id after one ESearch. Otherwise the set is stored on
   * the history server (one ESearch, `usehistory=y`) and each page read from it. Each page's
   * `raw` holds its `summaries` BatchResult (per-id failures) and, on the first, the `search`.
   */
  searchSummaries<T = DocSum>(
    params: SearchSummariesParams & SearchSummariesOptions<T>,
    call: CallOptions = {},
  ): PagePromise<T, SummaryCursor, SearchSummariesPage<T>> {
    return PagePromise.defer(() => {
      const { schema, map, ...rest } = params ?? {};
      const { maxItems: limit, ...valid } = parseInput(SearchSummariesCallSchema, rest, 'params');
      const summary = (map === undefined ? { schema } : { map }) as ESummaryOptions<T>;
      return this.#searchSummaries.pages<T>(
        valid,
        { ...summary, validate: this.options.validate !== false },
        limit,
        call,
      );
    });
  }

  /** EFetch, one raw body per request of ≤500 records, fetched as you iterate. */
  async *efetch(params: EFetchParams, call?: CallOptions): AsyncIterable<EFetchBatch> {
    yield* this.#efetch.batches(parseInput(EFetchParamsSchema, params, 'params'), call);
  }

  /**
   * EFetch with each request's body as bytes as they arrive (a `ReadableStream`), for reading
   * records one at a time (core's `xmlElements`) without holding a batch as text. Reading one
   * batch's body before asking for the next is the caller's part: an unread body is cancelled
   * when the next batch is requested.
   */
  async *efetchBytes(params: EFetchParams, call?: CallOptions): AsyncIterable<EFetchBytesBatch> {
    yield* this.#efetch.bytes(parseInput(EFetchParamsSchema, params, 'params'), call);
  }

  /**
   * EFetch's text forms (`retmode` 'text' unless you give another, e.g. 'asn.1') as lines, read
   * as each body arrives: MEDLINE, GenBank and FASTA flat files, gene tables, docsum and
   * abstract text, ASN.1 value notation. Typed MEDLINE records: `efetchRecords` with
   * `medlineReader`.
   */
  async *efetchText(params: EFetchParams, call?: CallOptions): AsyncIterable<string> {
    const valid = parseInput(EFetchParamsSchema, params, 'params');
    yield* this.#efetch.lines({ ...valid, retmode: valid.retmode ?? 'text' }, call);
  }

  /**
   * EFetch parsed by core's safe XML parser (pass `xml` parser options such as `isArray`). Only
   * documents are handed out: an empty body is `empty: true`; a body without a root element, or
   * with a root that is no record document (`eFetchResult`, `ERROR`, `html`; with `roots`, any
   * root not listed, e.g. `['Entrezgene-Set']`), is a ParseError.
   */
  async *efetchXml(
    params: EFetchParams & { xml?: XmlParserOptions; roots?: readonly string[] },
    call?: CallOptions,
  ): AsyncIterable<EFetchXmlBatch> {
    // A missing params object is the schema's to report (params.db), not a destructuring TypeError.
    const { xml, roots, ...rest } = params ?? {};
    yield* this.#efetch.xml(parseInput(EFetchParamsSchema, rest, 'params'), xml, roots, call);
  }

  /**
   * EFetch records read one at a time with `reader`, losing and duplicating nothing: a body that
   * breaks mid-read is fetched again and read on after the records already handed out. After
   * each request's records comes a `done` event; `done.error` says that request spent its
   * retries (its ids are then the caller's to report per id). Request-level errors reject.
   * The `reader` goes in the params object.
   */
  async *efetchRecords<R>(
    params: EFetchParams & { reader: RecordReader<R> },
    call?: CallOptions,
  ): AsyncIterable<RecordEvent<R>> {
    const { reader, ...rest } = params ?? {};
    yield* this.#efetchRecords.read(parseInput(EFetchParamsSchema, rest, 'params'), reader, call);
  }

  /**
   * ELink: links from ids (or a stored set) to another database, or LinkOut/check commands, as
   * NCBI answers: `LinkSet[]`. With `oneToOne` (one LinkSet per id), any number of ids, 500 per
   * request, answered as a BatchResult in input order with per-id failures: an id NCBI reports
   * an error for (EutilsIdError), one its answer left out (MissingItemError), or the ids of a
   * request that spent its retries on a transient failure.
   */
  elink(params: ELinkParams & { oneToOne: true }, call?: CallOptions): Promise<BatchResult<string, LinkSet>>;
  elink(params: ELinkParams & { oneToOne?: false }, call?: CallOptions): Promise<LinkSet[]>;
  elink(params: ELinkParams, call?: CallOptions): Promise<LinkSet[] | BatchResult<string, LinkSet>>;
  async elink(params: ELinkParams, call?: CallOptions): Promise<LinkSet[] | BatchResult<string, LinkSet>> {
    const valid = parseInput(ELinkParamsSchema, params, 'params');
    return valid.oneToOne ? this.#elink.oneToOne(valid, call) : this.#elink.get(valid, call);
  }

  /** EPost: store ids on the history server. */
  async epost(params: EPostParams, call?: CallOptions): Promise<EPostResult> {
    return this.#epost.post(parseInput(EPostParamsSchema, params, 'params'), call);
  }
}
