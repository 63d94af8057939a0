import type { ESearchPaging, SearchSummariesPaging } from '@lifesci/eutils';

/** Paging of `search()`: `retmax` (ids per page, default 20), `retstart`, `maxItems`, `sort`, `usehistory`. */
export type GeneSearchParams = ESearchPaging;

/** `searchSummaries()`: `maxItems` (up to 500 summarised by id, without the history server) and `sort`. */
export type GeneSearchSummariesParams = SearchSummariesPaging;
