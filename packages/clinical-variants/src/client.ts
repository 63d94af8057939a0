import { BaseClient, type BatchResult, type CallOptions, PagePromise, type Redactor } from '@lifesci/core';
import {
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
import type { ClinVarQuery } from './query.js';
import type { ClinVarHistory, ClinVarIds } from './resources/common.js';
import { type ClinVarLinks, Links, type LinksOptions } from './resources/links.js';
import { Records, type RecordsOptions } from './resources/records.js';
import { type ClinVarSearchOptions, Search, type SearchSummariesOptions } from './resources/search.js';
import { Summaries } from './resources/summaries.js';
import type { ClinVarSummary, RcvRecord, VcvRecord } from './types/index.js';

export interface ClinicalVariantsClientOptions extends EutilsClientOptions {
  /**
   * An EutilsClient to send every request through (its options then apply). By default one is
   * created from these options; either way the E-utilities rate budget of the key is shared
   * with every other E-utilities client in the process.
   */
  eutils?: EutilsClient;
}

/** The client's own options (core checks the rest): the E-utilities ones and `eutils`. */
export const ClinicalVariantsOptionsSchema = v.object({
  ...EutilsOptionsSchema.entries,
  eutils: v.optional(v.instance(EutilsClient, 'must be an EutilsClient')),
});
export type ClinicalVariantsOwnOptions = v.InferOutput<typeof ClinicalVariantsOptionsSchema>;

/**
 * ClinVar (S10) through NCBI E-utilities, db=clinvar. A composite client: a BaseClient on the
 * E-utilities config (so core checks its options and addresses, and it names the same budget:
 * limiter id and key hash) that holds its EutilsClient as a resource and sends every request
 * through it. This class only says what to ask for and types the answers.
 */
export class ClinicalVariantsClient extends BaseClient<ClinicalVariantsOwnOptions> {
  /** The E-utilities client every request goes through. */
  readonly eutils: EutilsClient;
  // Private, so the CLI (which lists a client's enumerable resources) shows the methods once.
  readonly #search = new Search(this);
  readonly #summaries = new Summaries(this);
  readonly #records = new Records(this);
  readonly #links = new Links(this);

  constructor(options: ClinicalVariantsClientOptions = {}) {
    let redactor: Redactor | undefined;
    // Core refuses unknown option and address keys; an emulator's whole `baseUrls` may be passed.
    super(
      eutilsServiceConfig('clinical-variants', ClinicalVariantsOptionsSchema, () => redactor),
      options,
    );
    redactor = this.redactor;
    const { eutils: _given, baseUrls, ...rest } = options;
    this.eutils =
      this.serviceOptions.eutils ??
      new EutilsClient(
        // Only its own key: the map was checked above (against every lifesci interface key).
        baseUrls?.eutils === undefined ? rest : { ...rest, baseUrls: { eutils: baseUrls.eutils } },
      );
  }

  /**
   * Searches ClinVar; a PagePromise of Variation IDs (each page's `raw` is the ESearch result:
   * `count`, `webEnv`/`queryKey` with the history server, `warnings`). A query matching nothing
   * is an empty result, not an error.
   */
  search(
    query: ClinVarQuery | string,
    options: ClinVarSearchOptions = {},
    call?: CallOptions,
  ): PagePromise<string, number, ESearchResult> {
    return PagePromise.defer(() => this.#search.ids(query, options, call));
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
    options: SearchSummariesOptions = {},
    call: CallOptions = {},
  ): PagePromise<ClinVarSummary, SummaryCursor, SearchSummariesPage<ClinVarSummary>> {
    return PagePromise.defer(() => this.#search.summaries(query, options, call));
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
    params: RecordsOptions,
    call?: CallOptions,
  ): RecordStream<VcvRecord | RcvRecord>;
  streamRecords(
    input: ClinVarIds | ClinVarHistory,
    params: RecordsOptions,
    call?: CallOptions,
  ): RecordStream<VcvRecord | RcvRecord> {
    return RecordStream.defer(() => this.#records.read(input, params, call));
  }

  /**
   * Links from Variation IDs to PubMed, Gene, MedGen or dbSNP (linknames clinvar_pubmed,
   * clinvar_gene, clinvar_medgen, clinvar_snp): one entry per input id, in input order; an id
   * with no links has an empty list.
   */
  async links(input: ClinVarIds, options: LinksOptions, call: CallOptions = {}): Promise<ClinVarLinks[]> {
    return this.#links.get(input, options, call);
  }
}
