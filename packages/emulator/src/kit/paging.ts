import { badRequest } from './errors.js';
import { decodePageToken, encodePageToken, hashQuery } from './page-token.js';

/**
 * Paging styles of the emulated services, each over an already filtered and sorted list, so a
 * service module only decides what matches and in which order. Bad paging parameters are a
 * `badRequest` (the service's own 400 body).
 */

export interface PagingParam {
  /** Query parameter name. */
  name: string;
  fallback: number;
  min?: number;
  max?: number;
}

/** A whole-number query parameter within bounds, or the fallback when absent. */
export function intParam(query: URLSearchParams, { name, fallback, min = 0, max }: PagingParam): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw badRequest(`${name} must be a whole number, got '${raw}'`);
  const value = Number(raw);
  if (value < min || (max !== undefined && value > max)) {
    throw badRequest(`${name} must be between ${min} and ${max ?? 'any'}, got ${value}`);
  }
  return value;
}

export interface OffsetPage<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
  /** Offset of the next page, absent on the last one. */
  nextOffset?: number;
}

/** `offset` + `limit` style. */
export function offsetPage<T>(all: readonly T[], offset: number, limit: number): OffsetPage<T> {
  const items = all.slice(offset, offset + limit);
  const page: OffsetPage<T> = { items, total: all.length, offset, limit };
  if (offset + limit < all.length) page.nextOffset = offset + limit;
  return page;
}

export interface NumberedPage<T> {
  items: T[];
  /** Page number as the service counts (0- or 1-based). */
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** `page` + `size` style (Spring Data, HAL): `firstPage` 0 or 1. */
export function numberedPage<T>(
  all: readonly T[],
  page: number,
  size: number,
  firstPage = 0,
): NumberedPage<T> {
  const index = page - firstPage;
  if (index < 0) throw badRequest(`page must be ${firstPage} or more`);
  return {
    items: all.slice(index * size, index * size + size),
    number: page,
    size,
    totalElements: all.length,
    totalPages: Math.ceil(all.length / size),
  };
}

export interface TokenPage<T> {
  items: T[];
  total: number;
  /** Opaque token of the next page, absent on the last one. */
  nextToken?: string;
}

/**
 * Opaque, signed continuation tokens (ClinicalTrials.gov style): a token carries the position and
 * a fingerprint of the query it belongs to, so an edited token or one reused with another query is
 * a 400, never a silent jump.
 */
export function tokenPage<T>(
  all: readonly T[],
  token: string | null | undefined,
  size: number,
  options: {
    seed: number;
    query: readonly string[];
    /** Hand out a token whenever a page is full, even the last one (ClinicalTrials.gov does). */
    whenFull?: boolean;
    /** The service's wording of the two 400s, when it words them apart. */
    messages?: { invalid: (token: string) => string; otherQuery: string };
  },
): TokenPage<T> {
  const fingerprint = hashQuery(options.query);
  let offset = 0;
  if (token) {
    const decoded = decodePageToken(token, options.seed);
    const { invalid, otherQuery } = options.messages ?? {};
    if (!decoded.ok) throw badRequest(invalid?.(token) ?? `invalid page token '${token}'`);
    if (decoded.queryHash !== fingerprint) throw badRequest(otherQuery ?? `invalid page token '${token}'`);
    offset = decoded.offset;
  }
  const page: TokenPage<T> = { items: all.slice(offset, offset + size), total: all.length };
  const next = offset + size;
  if (next < all.length || (options.whenFull && page.items.length === size)) {
    page.nextToken = encodePageToken(next, fingerprint, options.seed);
  }
  return page;
}

export interface CursorPage<T> {
  items: T[];
  /** The cursor asked for (a position). */
  cursor: number;
  count: number;
  total: number;
  /** Cursor of the next page, absent on the last one. */
  next?: number;
}

/** Numeric cursor = position (bioRxiv's `/details/.../{cursor}` style). */
export function cursorPage<T>(all: readonly T[], cursor: number, size: number): CursorPage<T> {
  const items = all.slice(cursor, cursor + size);
  const page: CursorPage<T> = { items, cursor, count: items.length, total: all.length };
  if (cursor + size < all.length) page.next = cursor + size;
  return page;
}

export interface HalOptions {
  /** Name under `_embedded` (`studies`, `associations` ...). */
  collection: string;
  /** Absolute address of the collection (emulator base URL + path), without query. */
  href: string;
  /** The request's query, kept in every link except its page/size. */
  query?: URLSearchParams;
  page: number;
  size: number;
  /** 0 for Spring Data REST. */
  firstPage?: number;
}

/** A Spring Data REST / HAL collection page: `_embedded`, `_links` (self, first, prev, next, last), `page`. */
export function halPage<T>(all: readonly T[], options: HalOptions): Record<string, unknown> {
  const first = options.firstPage ?? 0;
  const numbered = numberedPage(all, options.page, options.size, first);
  const link = (page: number) => {
    const q = new URLSearchParams(options.query);
    q.set('page', String(page));
    q.set('size', String(options.size));
    return { href: `${options.href}?${q.toString()}` };
  };
  const last = first + Math.max(numbered.totalPages - 1, 0);
  const links: Record<string, { href: string }> = { self: link(options.page), first: link(first) };
  if (options.page > first) links.prev = link(options.page - 1);
  if (options.page < last) links.next = link(options.page + 1);
  links.last = link(last);
  return {
    _embedded: { [options.collection]: numbered.items },
    _links: links,
    page: {
      size: options.size,
      totalElements: numbered.totalElements,
      totalPages: numbered.totalPages,
      number: options.page,
    },
  };
}
