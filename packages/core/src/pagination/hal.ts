// A generic HAL (`application/hal+json`) reader, first written for the GWAS Catalog: it reads any
// HAL body (Spring Data REST's and Flask's).
import * as v from 'valibot';
import type { CallOptions } from '../http/types.js';
import type { PageFetcher } from './page-promise.js';

/** A HAL link: `{ href, templated? }` (RFC 6570 templates such as `{?projection}` when templated). */
export const HalLinkSchema = v.looseObject({
  href: v.string(),
  templated: v.optional(v.boolean()),
});
export type HalLink = v.InferOutput<typeof HalLinkSchema>;

/** `_links`: relation name -> link (or a list of links, which HAL allows). */
export const HalLinksSchema = v.record(v.string(), v.union([HalLinkSchema, v.array(HalLinkSchema)]));
export type HalLinks = v.InferOutput<typeof HalLinksSchema>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The `page` block of a paged HAL list. Spring writes `totalElements`/`totalPages`; the v2
 * OpenAPI document spells them `total_elements`/`total_pages`: both read, one shape out.
 */
export const HalPageInfoSchema = v.pipe(
  v.looseObject({
    size: Count,
    number: Count,
    totalElements: v.optional(Count),
    totalPages: v.optional(Count),
    total_elements: v.optional(Count),
    total_pages: v.optional(Count),
  }),
  v.transform((p) => ({
    size: p.size,
    number: p.number,
    totalElements: p.totalElements ?? p.total_elements,
    totalPages: p.totalPages ?? p.total_pages,
  })),
);
export type HalPageInfo = v.InferOutput<typeof HalPageInfoSchema>;

/** The envelope of a HAL list body; the items are read with `halItems` and checked one by one. */
export const HalListSchema = v.looseObject({
  _embedded: v.optional(v.record(v.string(), v.unknown())),
  _links: v.optional(HalLinksSchema),
  page: v.optional(HalPageInfoSchema),
});
export type HalList = v.InferOutput<typeof HalListSchema>;

const ENVELOPE_KEYS = new Set(['_embedded', '_links', 'page']);

/**
 * The members of a HAL body, in order: `_embedded.<collection>` (the named one, else the first
 * list found), where a list is an array or, as the summary-statistics API writes it, an object
 * keyed `"0"`, `"1"`, ... A body that is itself one resource (fields beyond `_links`) is a list
 * of that one resource; a body with only `_links`/`page` is an empty list (Spring leaves
 * `_embedded` out when nothing matched).
 */
export function halItems(body: unknown, collection?: string): unknown[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const record = body as Record<string, unknown>;
  const embedded = record._embedded;
  if (typeof embedded === 'object' && embedded !== null) {
    const lists = embedded as Record<string, unknown>;
    const named = collection === undefined ? undefined : lists[collection];
    const chosen = named ?? Object.values(lists).find((value) => typeof value === 'object' && value !== null);
    return listOf(chosen);
  }
  const isResource = Object.keys(record).some((key) => !ENVELOPE_KEYS.has(key));
  return isResource ? [record] : [];
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return [];
  // Index-keyed objects ({"0": ..., "1": ...}): keep numeric order, not insertion order.
  return Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, item]) => item);
}

/** The single link of relation `rel` (the first when HAL gives a list), if present. */
export function halLink(links: HalLinks | undefined, rel: string): HalLink | undefined {
  const link = links?.[rel];
  return Array.isArray(link) ? link[0] : link;
}

/**
 * Where a page of a HAL list is: by zero-based number (`{ page }`, sent in the service's own
 * paging parameters), or by the service's own `next` link (`{ href }`). A service that pages by
 * offset (the summary-statistics API writes `?size=20&start=20`) can only be walked by its links:
 * a page number it never reads would fetch the first page again and again. A link repeated by the
 * service is the same cursor, so the walk stops there.
 */
export type HalCursor = { page: number; href?: undefined } | { href: string; page?: undefined };

/**
 * Which page follows: the service's `next` link whenever it gives one (followed as written: it
 * carries the service's own paging parameters and filters); otherwise, with a `page` block, the
 * next number while below `totalPages` (`number`: the number asked for, when the block lacks
 * it). Neither means the list came back unpaged (a sub-resource) or this was its last page.
 */
export function halNextPage(body: HalList, number?: number): HalCursor | undefined {
  const next = halLink(body._links, 'next');
  if (next) return { href: next.href };
  const current = body.page?.number ?? number;
  const totalPages = body.page?.totalPages;
  if (current !== undefined && totalPages !== undefined && current + 1 < totalPages)
    return { page: current + 1 };
  return undefined;
}

/** A link's target as a path and query below `base`, for a request on that base. */
export interface LinkTarget {
  path: string;
  query: Record<string, string>;
}

/**
 * Resolves a link's `href` to a path below one of `bases` (the client's base address first, then
 * the service's public one, so links written by the live service are followed on a mirror or
 * the emulator too). Template parts (`{?projection}`) are dropped. Undefined when the href is
 * under none of them.
 */
export function linkTarget(href: string, bases: readonly string[]): LinkTarget | undefined {
  const untemplated = href.replace(/\{[^}]*\}/g, '');
  let url: URL;
  try {
    url = new URL(untemplated);
  } catch {
    return undefined;
  }
  for (const base of bases) {
    let root: URL;
    try {
      root = new URL(base);
    } catch {
      continue;
    }
    const prefix = root.pathname.replace(/\/+$/, '');
    if (url.host !== root.host) continue;
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) continue;
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    return { path: url.pathname.slice(prefix.length) || '/', query };
  }
  return undefined;
}

export interface HalPagesOptions<Item> {
  /** First page number (default 0, as Spring counts); `fetch` turns it into the service's parameters. */
  first?: number | undefined;
  /**
   * `false` for a sub-resource the service returns whole: one request, no paging parameters sent
   * (`fetch` gets undefined).
   */
  paged?: boolean | undefined;
  /** `_embedded` collection name, when the body may carry more than one. */
  collection?: string | undefined;
  /** Types one member (index: its place in `_embedded`, for error paths). */
  item: (member: unknown, index: number) => Item;
}

/**
 * A PageFetcher over a paged HAL list: `fetch(at)` returns the body at `at` (undefined when
 * unpaged): the first page by number (`{ page: first }`, sent in the service's own parameters),
 * every later one by the service's `next` link when it wrote one (`at.href`; resolve it with
 * `linkTarget`), else by number. The members come from `_embedded`, the total from
 * `page.totalElements`. Drive it with `client.paginate(halPages(...), call)`.
 */
export function halPages<Item>(
  fetch: (at: HalCursor | undefined, call: CallOptions) => Promise<HalList>,
  options: HalPagesOptions<Item>,
): PageFetcher<Item, HalCursor, HalList> {
  const paged = options.paged ?? true;
  const first = options.first ?? 0;
  return async (cursor, call) => {
    const at: HalCursor = cursor ?? { page: first };
    const body = await fetch(paged ? at : undefined, call);
    const items = halItems(body, options.collection).map(options.item);
    const next = paged ? halNextPage(body, at.page) : undefined;
    return { items, next, done: next === undefined, total: body.page?.totalElements, raw: body };
  };
}
