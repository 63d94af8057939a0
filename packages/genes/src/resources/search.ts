import { type CallOptions, PagePromise } from '@lifesci/core';
import type { ESearchResult, EutilsClient, HistoryRef } from '@lifesci/eutils';
import { type GeneSummary, GeneSummarySchema } from '../schemas/summary.js';

/** ESummary's documented maximum per request: one page of summaries is one request. */
export const SUMMARY_PAGE_SIZE = 500;

export interface GeneSearchOptions {
  /** Ids per page (ESearch `retmax`, default 20, at most 10,000). */
  retmax?: number;
  /** First position (default 0). */
  retstart?: number;
  /** Stop after this many ids when iterating. */
  maxItems?: number;
  /** e.g. 'relevance', 'name', 'chromosome'. */
  sort?: string;
  /** Keep the result set on NCBI's history server: each page then carries `webEnv`/`queryKey`. */
  usehistory?: boolean;
}

export interface SearchSummariesOptions {
  /** Stop after this many summaries. */
  maxItems?: number;
}

/** Where the next page of summaries starts in the stored set. */
export interface SummaryCursor extends HistoryRef {
  retstart: number;
  count: number;
}

/**
 * Summaries of a search's hits: one ESearch that stores the set on the history server, then one
 * ESummary per 500 hits read from it (no id list travels back and forth).
 */
export function searchSummaries(
  eutils: EutilsClient,
  term: string,
  options: SearchSummariesOptions,
  call: CallOptions,
): PagePromise<GeneSummary, SummaryCursor> {
  const cap = options.maxItems ?? Number.POSITIVE_INFINITY;
  const fetchPage = async (cursor: SummaryCursor | undefined, pageCall: CallOptions) => {
    let at = cursor;
    if (!at) {
      const first = await eutils.esearch({ db: 'gene', term, usehistory: true, retmax: 0 }, pageCall);
      const found = first.raw as ESearchResult;
      const count = Math.min(found.count, cap);
      if (!found.webEnv || found.queryKey === undefined || count === 0)
        return { items: [], total: 0, done: true };
      at = { webEnv: found.webEnv, queryKey: found.queryKey, retstart: 0, count };
    }
    const retmax = Math.min(SUMMARY_PAGE_SIZE, at.count - at.retstart);
    const result = await eutils.esummary(
      { db: 'gene', history: { webEnv: at.webEnv, queryKey: at.queryKey }, retstart: at.retstart, retmax },
      { schema: GeneSummarySchema },
      pageCall,
    );
    const next = at.retstart + retmax;
    return {
      items: result.values,
      total: at.count,
      // Summaries NCBI could not produce for an id are in `raw.failures`.
      raw: result,
      next: next < at.count ? { ...at, retstart: next } : undefined,
    };
  };
  return new PagePromise<GeneSummary, SummaryCursor>(
    fetchPage,
    call,
    options.maxItems === undefined ? {} : { maxItems: options.maxItems },
  );
}
