import { type BatchResult, type CallOptions, InputError, PagePromise } from '@lifesci/core';
import {
  type ESearchResult,
  EutilsClient,
  type EutilsClientOptions,
  RecordStream,
  type SearchSummariesPage,
  type SummaryCursor,
} from '@lifesci/eutils';
import type { ClinVarQuery } from './query.js';
import type { ClinVarHistory, ClinVarIds } from './resources/common.js';
import { type ClinVarLinks, type ClinVarLinksParams, Links } from './resources/links.js';
import { type ClinVarRecordsParams, Records } from './resources/records.js';
import { type ClinVarSearchParams, type ClinVarSearchSummariesParams, Search } from './resources/search.js';
import { Summaries } from './resources/summaries.js';
import type { ClinVarSummary, RcvRecord, VcvRecord } from './types/index.js';

export interface ClinicalVariantsClientOptions extends EutilsClientOptions {
  /**
   * An EutilsClient to send every request through, whose options then apply: given it, no other
   * option is. By default one is created from these options; either way the E-utilities rate
   * budget of the key is shared with every other E-utilities client in the process.
   */
  eutils?: EutilsClient;
}

/**
 * The E-utilities client of these options: the one given (`eutils`, alone), or one built from
 * them, which checks them (core, at construction: unknown keys, bad values, address keys).
 */
function eutilsOf(options: ClinicalVariantsClientOptions): EutilsClient {
  // A non-object is core's to refuse, as EutilsClient's options.
  if (typeof options !== 'object' || options === null) return new EutilsClient(options);
  const { eutils, ...rest } = options;
  if (eutils === undefined) return new EutilsClient(rest);
  if (!(eutils instanceof EutilsClient)) throw new InputError('options.eutils', 'must be an EutilsClient');
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) {
      throw new InputError(
        `options.${key}`,
        "not with options.eutils: the given EutilsClient's options apply",
      );
    }
  }
  return eutils;
}

/**
 * ClinVar (S10) through NCBI E-utilities, db=clinvar. A composite client: it holds an
 * EutilsClient (`eutils`: given, or built from these options, which core checks there) and sends
 * every request through it, on the E-utilities budget of its key. This class only says what to
 * ask for and types the answers.
 */
export class ClinicalVariantsClient {
  /** The E-utilities client every request goes through. */
  readonly eutils: EutilsClient;
  // Private, so the CLI (which lists a client's enumerable resources) shows the methods once.
  readonly #search: Search;
  readonly #summaries: Summaries;
  readonly #records: Records;
  readonly #links: Links;

  constructor(options: ClinicalVariantsClientOptions = {}) {
    this.eutils = eutilsOf(options);
    this.#search = new Search(this.eutils);
    this.#summaries = new Summaries(this.eutils);
    this.#records = new Records(this.eutils);
    this.#links = new Links(this.eutils);
  }

  /**
   * Searches ClinVar; a PagePromise of Variation IDs (each page's `raw` is the ESearch result:
   * `count`, `webEnv`/`queryKey` with the history server, `warnings`). A query matching nothing
   * is an empty result, not an error.
   */
  search(
    query: ClinVarQuery | string,
    params: ClinVarSearchParams = {},
    call?: CallOptions,
  ): PagePromise<string, number, ESearchResult> {
    return PagePromise.defer(() => this.#search.ids(query, params, call));
  }

  /**
   * Typed summaries (ESummary version 2.0) of any number of Variation IDs (or VCV accessions),
   * in input order with per-id failures; or of a window of a stored result set.
   */
  async summaries(
    input: ClinVarIds | ClinVarHistory,
    call?: CallOptions,
  ): Promise<BatchResult<string, ClinVarSummary>> {
    return this.#summaries.get(input, call);
  }

  /**
   * Summaries of a search's matches as a PagePromise (500 summaries per page, one ESummary
   * request each). Up to 500 matches wanted (`maxItems` ≤ 500): one search and one summary
   * request by id. Otherwise, as the spec asks above 500 records, the set is stored on the
   * history server (`usehistory=y`, `retmax=0`) and each page is read from it, without sending
   * ids. Each page's `raw` is a SearchSummariesPage: its `summaries` BatchResult (per-id
   * failures) and, on the first page, the `search` result.
   */
  searchSummaries(
    query: ClinVarQuery | string,
    params: ClinVarSearchSummariesParams = {},
    call: CallOptions = {},
  ): PagePromise<ClinVarSummary, SummaryCursor, SearchSummariesPage<ClinVarSummary>> {
    return PagePromise.defer(() => this.#search.summaries(query, params, call));
  }

  /**
   * Full records, parsed into typed records: `rettype: 'vcv'` (VariationArchive XML, current and
   * older layouts) or `'rcv'` (ClinVarSet XML; one record per variant-condition pair, so several
   * per Variation ID). Fetched 500 ids per request; `await` for all, `for await` to stream.
   * Ids ClinVar has no record for are absent (EFetch leaves them out). `params.rettype` is
   * required (there is no default kind).
   */
  streamRecords(
    input: ClinVarIds | ClinVarHistory,
    params: { rettype: 'vcv' },
    call?: CallOptions,
  ): RecordStream<VcvRecord>;
  streamRecords(
    input: ClinVarIds | ClinVarHistory,
    params: { rettype: 'rcv' },
    call?: CallOptions,
  ): RecordStream<RcvRecord>;
  streamRecords(
    input: ClinVarIds | ClinVarHistory,
    params: ClinVarRecordsParams,
    call?: CallOptions,
  ): RecordStream<VcvRecord | RcvRecord>;
  streamRecords(
    input: ClinVarIds | ClinVarHistory,
    params: ClinVarRecordsParams,
    call?: CallOptions,
  ): RecordStream<VcvRecord | RcvRecord> {
    return RecordStream.defer(() => this.#records.read(input, params, call));
  }

  /**
   * Links from Variation IDs to PubMed, Gene, MedGen or dbSNP (linknames clinvar_pubmed,
   * clinvar_gene, clinvar_medgen, clinvar_snp): a BatchResult, one entry per input id in input
   * order; an id with no links has an empty `ids`, the ids of a request that spent its retries
   * are failures.
   */
  async links(
    ids: ClinVarIds,
    params: ClinVarLinksParams,
    call: CallOptions = {},
  ): Promise<BatchResult<string, ClinVarLinks>> {
    return this.#links.get(ids, params, call);
  }
}
