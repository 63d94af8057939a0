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
  /** Stop after this many summaries; up to 500 they are summarised by id, without the history server. */
  maxItems?: number;
  /** e.g. 'relevance', 'name', 'chromosome'. */
  sort?: string;
}
