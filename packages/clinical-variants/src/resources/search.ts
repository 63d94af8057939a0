import { type CallOptions, type PagePromise, parseInput, Resource } from '@lifesci/core';
import {
  type ESearchPaging,
  ESearchPagingSchema,
  type ESearchResult,
  type EutilsClient,
  type SearchSummariesPage,
  type SearchSummariesPaging,
  SearchSummariesPagingSchema,
  type SummaryCursor,
} from '@lifesci/eutils';
import { buildClinVarTerm, type ClinVarQuery } from '../query.js';
import type { ClinVarSummary } from '../types/index.js';
import { DB, HISTORY_THRESHOLD } from './common.js';
import { summaryOf } from './summaries.js';

/**
 * Paging of `search()`: `retmax` (ids per page, default 20), `retstart`, `maxItems`, `sort`, and
 * `usehistory`, which here defaults to on when more than 500 records will be read (`maxItems` or
 * `retmax` above 500), as the spec asks.
 */
export type ClinVarSearchParams = ESearchPaging;

/** `searchSummaries()`: `maxItems` (up to 500 summarised by id, without the history server) and `sort`. */
export type ClinVarSearchSummariesParams = SearchSummariesPaging;

/** ESearch db=clinvar: Variation IDs, or their summaries page by page. */
export class Search extends Resource<EutilsClient> {
  /** ESearch db=clinvar as a PagePromise of Variation IDs. */
  ids(
    query: ClinVarQuery | string,
    params: ClinVarSearchParams,
    call: CallOptions | undefined,
  ): PagePromise<string, number, ESearchResult> {
    const eutils = this.client;
    const term = buildClinVarTerm(query);
    const { usehistory, ...rest } = parseInput(ESearchPagingSchema, params, 'params');
    const readsMany = (rest.maxItems ?? 0) > HISTORY_THRESHOLD || (rest.retmax ?? 0) > HISTORY_THRESHOLD;
    return eutils.esearch({ ...rest, db: DB, term, usehistory: usehistory ?? readsMany }, call);
  }

  /**
   * Summaries of a search's matches, 500 per page: EutilsClient's search-then-summarise, which
   * summarises by id up to 500 and reads from the history server above (the spec's threshold).
   */
  summaries(
    query: ClinVarQuery | string,
    params: ClinVarSearchSummariesParams,
    call: CallOptions,
  ): PagePromise<ClinVarSummary, SummaryCursor, SearchSummariesPage<ClinVarSummary>> {
    const eutils = this.client;
    const { maxItems, sort } = parseInput(SearchSummariesPagingSchema, params, 'params');
    return eutils.searchSummaries(
      {
        db: DB,
        term: buildClinVarTerm(query),
        version: '2.0',
        ...(sort !== undefined && { sort }),
        map: summaryOf,
        ...(maxItems !== undefined && { maxItems }),
      },
      call,
    );
  }
}
