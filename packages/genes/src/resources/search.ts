import type { ESearchPaging, SearchSummariesPaging } from '@lifesci/eutils';

/** Paging of `search()`: `retmax` (ids per page, default 20), `retstart`, `maxItems`, `sort`, `usehistory`. */
export type GeneSearchOptions = ESearchPaging;

/** `maxItems` (up to 500 summarised by id, without the history server) and `sort`. */
export type SearchSummariesOptions = SearchSummariesPaging;
