import { type CallOptions, type PageData, type PagePromise, Resource } from '@lifesci/core';
import type { EutilsClient } from '../client.js';
import { BATCH_SIZE, type ValidSearchSummariesParams } from '../params.js';
import type { ESearchResult, SearchSummariesPage, SummaryCursor } from '../types.js';
import type { ESearch } from './esearch.js';
import type { ESummary, SummaryOptions } from './esummary.js';

/** A search's hits, summarised: ESearch and ESummary together, so it holds both resources. */
export class SearchSummaries extends Resource<EutilsClient> {
  readonly #search: ESearch;
  readonly #summary: ESummary;

  constructor(client: EutilsClient, search: ESearch, summary: ESummary) {
    super(client);
    this.#search = search;
    this.#summary = summary;
  }

  /**
   * A search's hits, summarised page by page (one ESummary of ≤500 each). When no more than one
   * page is wanted (`maxItems` ≤ 500) the hits are summarised by id: one ESearch for them, one
   * ESummary, nothing stored on NCBI. Otherwise the set is stored on the history server by one
   * ESearch (`usehistory=y`, `retmax=0`) and every page is read from it, so no id list travels.
   */
  pages<T>(
    p: ValidSearchSummariesParams,
    options: SummaryOptions<T>,
    maxItems: number | undefined,
    call: CallOptions,
  ): PagePromise<T, SummaryCursor, SearchSummariesPage<T>> {
    const { version, retmode, ...search } = p;
    const summary = { db: p.db, ...(version && { version }), ...(retmode && { retmode }) };
    const query = { ...search, ...(retmode && { retmode }) };

    const none = (found: ESearchResult): PageData<T, SummaryCursor, SearchSummariesPage<T>> => ({
      items: [],
      total: 0,
      raw: { search: found, summaries: { items: [], values: [], failures: [] } },
      done: true,
    });

    const byIds = async (limit: number, pageCall: CallOptions) => {
      const found = await this.#search.once(
        query,
        { retstart: 0, retmax: limit, usehistory: false },
        pageCall,
      );
      const ids = found.ids.slice(0, limit);
      if (ids.length === 0) return none(found);
      const summaries = await this.#summary.get({ ...summary, ids }, options, pageCall);
      return { items: summaries.values, total: ids.length, raw: { search: found, summaries }, done: true };
    };

    const fetchPage = async (cursor: SummaryCursor | undefined, pageCall: CallOptions) => {
      if (!cursor && maxItems !== undefined && maxItems <= BATCH_SIZE) return byIds(maxItems, pageCall);
      let at = cursor;
      let found: ESearchResult | undefined;
      if (!at) {
        found = await this.#search.once(query, { retstart: 0, retmax: 0, usehistory: true }, pageCall);
        const count = Math.min(found.count, maxItems ?? Number.POSITIVE_INFINITY);
        if (!found.webEnv || found.queryKey === undefined || count === 0) return none(found);
        at = { webEnv: found.webEnv, queryKey: found.queryKey, retstart: 0, count };
      }
      const retmax = Math.min(BATCH_SIZE, at.count - at.retstart);
      const history = { webEnv: at.webEnv, queryKey: at.queryKey };
      const summaries = await this.#summary.get(
        { ...summary, history, retstart: at.retstart, retmax },
        options,
        pageCall,
      );
      const next = at.retstart + retmax;
      return {
        items: summaries.values,
        total: at.count,
        raw: found ? { search: found, summaries } : { summaries },
        next: next < at.count ? { ...at, retstart: next } : undefined,
      };
    };

    return this.client.paginate(fetchPage, call, maxItems === undefined ? {} : { maxItems });
  }
}
