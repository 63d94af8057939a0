import { type BatchResult, type CallOptions, PagePromise, parseInput } from '@lifesci/core';
import type { ESearchResult, EutilsClient, HistoryRef } from '@lifesci/eutils';
import * as v from 'valibot';
import { buildClinVarTerm, type ClinVarQuery } from '../query.js';
import type { ClinVarSummary } from '../types/index.js';
import { DB, HISTORY_THRESHOLD } from './common.js';
import { emptyBatch, summaries } from './summaries.js';

export interface ClinVarSearchOptions {
  /** Ids per page, 1..10,000 (default 20). */
  retmax?: number;
  /** Index of the first id (default 0). */
  retstart?: number;
  /** Stop after this many ids in total (iteration / toArray). */
  maxItems?: number;
  /** ESearch sort order. */
  sort?: string;
  /**
   * Store the result set on the history server, so every page carries `webEnv`/`queryKey` for
   * `summaries()`/`records()`. Default: on when more than 500 records will be read
   * (`maxItems` or `retmax` above 500).
   */
  usehistory?: boolean;
}

export interface SearchSummariesOptions {
  /** Stop after this many summaries; up to 500 the search is summarised by id, without history. */
  maxItems?: number;
  sort?: string;
}

/** Where the next page of `searchSummaries` starts in the stored result set. */
export interface SummaryCursor extends HistoryRef {
  retstart: number;
  /** Records to read in all (the match count, capped by `maxItems`). */
  count: number;
}

/** `raw` of a `searchSummaries` page. */
export interface SearchSummariesPageRaw {
  /** The ESearch result (first page only). */
  search?: ESearchResult | undefined;
  /** This page's summaries with per-id failures. */
  summaries: BatchResult<string, ClinVarSummary>;
}

const MaxItemsSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** ESearch db=clinvar as a PagePromise of Variation IDs. */
export function searchIds(
  eutils: EutilsClient,
  query: ClinVarQuery | string,
  options: ClinVarSearchOptions,
  call: CallOptions | undefined,
): PagePromise<string, number> {
  const term = buildClinVarTerm(query);
  const { usehistory, ...rest } = options;
  const readsMany = (rest.maxItems ?? 0) > HISTORY_THRESHOLD || (rest.retmax ?? 0) > HISTORY_THRESHOLD;
  return eutils.esearch({ ...rest, db: DB, term, usehistory: usehistory ?? readsMany }, call);
}

/**
 * Summaries of a search's matches, 500 per page. The first request decides the route from
 * `maxItems` alone, so no second search is ever needed: by id up to 500, else from the history
 * server (`retmax=0&usehistory=y`, then one ESummary per stored window of 500).
 */
export function searchSummaries(
  eutils: EutilsClient,
  query: ClinVarQuery | string,
  options: SearchSummariesOptions,
  call: CallOptions,
): PagePromise<ClinVarSummary, SummaryCursor> {
  const term = buildClinVarTerm(query);
  const limit = parseInput(v.optional(MaxItemsSchema), options.maxItems, 'options.maxItems');
  const sort = options.sort === undefined ? {} : { sort: options.sort };
  const none = (search: ESearchResult) => ({
    items: [],
    total: 0,
    raw: { search, summaries: emptyBatch<ClinVarSummary>() },
    done: true,
  });

  const fetchPage = async (cursor: SummaryCursor | undefined, pageCall: CallOptions) => {
    if (!cursor && limit !== undefined && limit <= HISTORY_THRESHOLD) {
      const first = await eutils.esearch({ db: DB, term, retmax: limit, ...sort }, pageCall);
      const search = first.raw as ESearchResult;
      const ids = first.items.slice(0, limit);
      if (ids.length === 0) return none(search);
      const page = await summaries(eutils, ids, pageCall);
      return { items: page.values, total: ids.length, raw: { search, summaries: page }, done: true };
    }
    let at = cursor;
    let search: ESearchResult | undefined;
    if (!at) {
      const first = await eutils.esearch({ db: DB, term, retmax: 0, usehistory: true, ...sort }, pageCall);
      search = first.raw as ESearchResult;
      const count = Math.min(search.count, limit ?? Number.POSITIVE_INFINITY);
      if (!search.webEnv || search.queryKey === undefined || count === 0) return none(search);
      at = { webEnv: search.webEnv, queryKey: search.queryKey, retstart: 0, count };
    }
    const retmax = Math.min(HISTORY_THRESHOLD, at.count - at.retstart);
    const page = await summaries(
      eutils,
      { webEnv: at.webEnv, queryKey: at.queryKey, retstart: at.retstart, retmax },
      pageCall,
    );
    const next = at.retstart + retmax;
    return {
      items: page.values,
      total: at.count,
      raw: { search, summaries: page },
      next: next < at.count ? { ...at, retstart: next } : undefined,
    };
  };
  return new PagePromise<ClinVarSummary, SummaryCursor>(
    fetchPage,
    call,
    limit === undefined ? {} : { maxItems: limit },
  );
}
