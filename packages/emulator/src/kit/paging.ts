import { mixSeed } from '../prng.js';
import { badRequest } from './errors.js';

/**
 * Paging styles of the emulated services, each over an already filtered and sorted list, so a
 * service module only decides what matches and in which order. Bad paging parameters are a
 * `badRequest` (the service's own 400 body).
 */

/** A whole-number query parameter within bounds, or the fallback when absent. */
export function intParam(
  query: URLSearchParams,
  { name, fallback, min = 0, max }: { name: string; fallback: number; min?: number; max?: number },
): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw badRequest(`${name} must be a whole number, got '${raw}'`);
  const value = Number(raw);
  if (value < min || (max !== undefined && value > max)) {
    throw badRequest(`${name} must be between ${min} and ${max ?? 'any'}, got ${value}`);
  }
  return value;
}

/** `offset` + `limit` style; `nextOffset` is absent on the last page. */
export function offsetPage<T>(all: readonly T[], offset: number, limit: number) {
  const next = offset + limit;
  return {
    items: all.slice(offset, next),
    total: all.length,
    ...(next < all.length && { nextOffset: next }),
  };
}

/** `page` + `size` style (Spring Data, HAL): `firstPage` 0 or 1. */
export function numberedPage<T>(all: readonly T[], page: number, size: number, firstPage = 0) {
  const index = page - firstPage;
  if (index < 0) throw badRequest(`page must be ${firstPage} or more`);
  const { items, total } = offsetPage(all, index * size, size);
  return { items, totalElements: total, totalPages: Math.ceil(total / size) };
}

/** A fingerprint of the parts of a query that define its results (FNV-1a). */
export function hashQuery(parts: readonly string[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ 0xff, 0x01000193) >>> 0;
  }
  return h;
}

function encodePageToken(offset: number, queryHash: number, seed: number): string {
  const parts = [offset, queryHash, mixSeed(offset, queryHash, seed)];
  return Buffer.from(parts.map((n) => n.toString(36)).join('.')).toString('base64url');
}

function decodePageToken(token: string, seed: number) {
  const parts = Buffer.from(token, 'base64url').toString('utf8').split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[0-9a-z]+$/.test(p))) return undefined;
  const [offset, queryHash, check] = parts.map((p) => Number.parseInt(p, 36)) as [number, number, number];
  return mixSeed(offset, queryHash, seed) === check ? { offset, queryHash } : undefined;
}

/**
 * Opaque, signed continuation tokens (ClinicalTrials.gov style): a token carries the position and
 * a fingerprint of the query it belongs to, with a checksum, so an edited token or one reused with
 * another query is a 400, never a silent jump. `nextToken` is absent on the last page.
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
) {
  const fingerprint = hashQuery(options.query);
  let offset = 0;
  if (token) {
    const decoded = decodePageToken(token, options.seed);
    const { invalid, otherQuery } = options.messages ?? {};
    if (!decoded) throw badRequest(invalid?.(token) ?? `invalid page token '${token}'`);
    if (decoded.queryHash !== fingerprint) throw badRequest(otherQuery ?? `invalid page token '${token}'`);
    offset = decoded.offset;
  }
  const { items, total, nextOffset } = offsetPage(all, offset, size);
  const next = nextOffset ?? (options.whenFull && items.length === size ? offset + size : undefined);
  return {
    items,
    total,
    ...(next !== undefined && { nextToken: encodePageToken(next, fingerprint, options.seed) }),
  };
}

/** A Spring Data REST / HAL collection page: `_embedded`, `_links` (self, first, prev, next, last), `page`. */
export function halPage<T>(
  all: readonly T[],
  options: {
    /** Name under `_embedded` (`studies`, `associations` ...). */
    collection: string;
    /** Absolute address of the collection (emulator base URL + path), without query. */
    href: string;
    /** The request's query, kept in every link except its page/size. */
    query?: URLSearchParams;
    /** Zero-based, as Spring Data REST counts. */
    page: number;
    size: number;
  },
): Record<string, unknown> {
  const { page, size } = options;
  const numbered = numberedPage(all, page, size);
  const link = (number: number) => {
    const q = new URLSearchParams(options.query);
    q.set('page', String(number));
    q.set('size', String(size));
    return { href: `${options.href}?${q.toString()}` };
  };
  const last = Math.max(numbered.totalPages - 1, 0);
  const links: Record<string, { href: string }> = { self: link(page), first: link(0) };
  if (page > 0) links.prev = link(page - 1);
  if (page < last) links.next = link(page + 1);
  links.last = link(last);
  return {
    _embedded: { [options.collection]: numbered.items },
    _links: links,
    page: { size, totalElements: numbered.totalElements, totalPages: numbered.totalPages, number: page },
  };
}
