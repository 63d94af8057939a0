import type { EmulatorReply } from '../../service.js';

// HAL bodies as the catalog's Spring Data REST service writes them: `_embedded.<collection>`,
// `_links` with absolute hrefs, and a zero-based `page` block on paged lists.

export const json = (status: number, value: unknown): EmulatorReply => ({
  status,
  headers: { 'content-type': 'application/hal+json' },
  body: JSON.stringify(value),
});

export const link = (href: string) => ({ href });

/** Spring's error body, as the spec documents it: {timestamp, status, error, message, path}. */
export function errorBody(status: number, message: string, path: string): EmulatorReply {
  const error = status === 404 ? 'Not Found' : status === 400 ? 'Bad Request' : 'Internal Server Error';
  return json(status, { timestamp: new Date(0).toISOString(), status, error, message, path });
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Paging {
  page: number;
  size: number;
}

/** `page` (zero-based, default 0) and `size` (default 20, at most 500) from a query. */
export function pagingOf(query: URLSearchParams, defaultSize = 20): Paging {
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? defaultSize);
  if (!Number.isInteger(page) || page < 0) throw new HttpError(400, 'page must be a non-negative integer');
  if (!Number.isInteger(size) || size < 1) throw new HttpError(400, 'size must be a positive integer');
  return { page, size: Math.min(size, 500) };
}

/** A paged HAL list of `items`, with first/prev/self/next/last links (hrefs keep the query). */
export function pagedList<T>(
  collection: string,
  all: readonly T[],
  paging: Paging,
  selfUrl: URL,
  render: (item: T) => unknown,
): unknown {
  const { page, size } = paging;
  const totalPages = Math.ceil(all.length / size);
  const at = (n: number) => {
    const url = new URL(selfUrl);
    url.searchParams.set('page', String(n));
    url.searchParams.set('size', String(size));
    return link(url.toString());
  };
  const items = all.slice(page * size, page * size + size).map(render);
  return {
    ...(items.length > 0 ? { _embedded: { [collection]: items } } : {}),
    _links: {
      ...(totalPages > 0 ? { first: at(0) } : {}),
      ...(page > 0 ? { prev: at(page - 1) } : {}),
      self: link(selfUrl.toString()),
      ...(page + 1 < totalPages ? { next: at(page + 1) } : {}),
      ...(totalPages > 0 ? { last: at(totalPages - 1) } : {}),
    },
    page: { size, totalElements: all.length, totalPages, number: page },
  };
}

/** An unpaged HAL collection (a sub-resource the service returns whole). */
export function wholeList<T>(
  collection: string,
  all: readonly T[],
  selfUrl: URL,
  render: (item: T) => unknown,
) {
  return { _embedded: { [collection]: all.map(render) }, _links: { self: link(selfUrl.toString()) } };
}
