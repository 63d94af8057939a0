import type { CallOptions } from '../http/types.js';
import type { PageFetcher } from './page-promise.js';

export interface FetchedPage<Item, Raw = unknown> {
  items: Item[];
  total?: number | undefined;
  raw?: Raw | undefined;
}

/** The `raw` type of a fetched page. */
type RawOf<P> = P extends { raw?: infer R } ? Exclude<R, undefined> : unknown;

/**
 * A cursor computed from the page just read (e.g. a record offset the service echoes back):
 * `next` returns the following cursor, or undefined at the end.
 */
export function cursorPages<Item, Cursor, P extends FetchedPage<Item> = FetchedPage<Item>>(
  fetch: (cursor: Cursor, call: CallOptions) => Promise<P>,
  options: { first: Cursor; next: (page: P, cursor: Cursor) => Cursor | undefined },
): PageFetcher<Item, Cursor, RawOf<P>> {
  return async (cursor, call) => {
    const current = cursor ?? options.first;
    const page = await fetch(current, call);
    return { ...(page as FetchedPage<Item, RawOf<P>>), next: options.next(page, current) };
  };
}

/**
 * Page-number paging (`page=0,1,2...` or from 1): ends after `totalPages`, on a short page (when
 * `pageSize` is known) or on an empty page. `first` is where the walk starts; `numberedFrom` is
 * the number of the service's first page (default 0 when `first` is 0, else 1), so `totalPages`
 * (which counts from the service's first page) ends the walk right when it starts later.
 */
export function pageNumberPages<Item, Raw = unknown>(
  fetch: (
    page: number,
    call: CallOptions,
  ) => Promise<FetchedPage<Item, Raw> & { totalPages?: number | undefined }>,
  options: { first?: number; pageSize?: number; numberedFrom?: 0 | 1 } = {},
): PageFetcher<Item, number, Raw> {
  const first = options.first ?? 1;
  const base = options.numberedFrom ?? (first <= 0 ? 0 : 1);
  return async (cursor, call) => {
    const number = cursor ?? first;
    const page = await fetch(number, call);
    const lastByCount = page.totalPages !== undefined && number - base + 1 >= page.totalPages;
    const short = options.pageSize !== undefined && page.items.length < options.pageSize;
    const done = lastByCount || short;
    return { items: page.items, total: page.total, raw: page.raw, next: done ? undefined : number + 1, done };
  };
}

/**
 * A list the service answers in one response (no paging documented): one page, `done`. `raw` is
 * the items as returned.
 */
export function singlePage<Item>(
  fetch: (call: CallOptions) => Promise<Item[]>,
): PageFetcher<Item, never, Item[]> {
  return async (_cursor, call) => {
    const items = await fetch(call);
    return { items, raw: items, done: true };
  };
}
