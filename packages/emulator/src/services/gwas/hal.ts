import { STATUS_CODES } from 'node:http';
import { HttpError, halPage, intParam } from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest } from '../../service.js';

// HAL bodies as the catalog's Spring Data REST service writes them (the kit's halPage), with only
// the requested page rendered, and the spec's error body.

export const MOUNTS = {
  gwasCatalog: '/gwas/rest/api',
  gwasSumstats: '/gwas/summary-statistics/api',
  gwasFiles: '/gwas/summary-statistics/files',
} as const;

export const link = (href: string) => ({ href });

/** Spring's error body, as the spec documents it: {timestamp, status, error, message, path}. */
export const errorStyle = {
  reply(status: number, message: string, req: EmulatorRequest): EmulatorReply {
    const error = STATUS_CODES[status] ?? 'Internal Server Error';
    const path = `${MOUNTS[req.mount as keyof typeof MOUNTS] ?? ''}${req.path}`;
    return {
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ timestamp: new Date(0).toISOString(), status, error, message, path }),
    };
  },
};

export { HttpError };

/** `value`, or a 404 saying "<what> not found". */
export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new HttpError(404, `${what} not found`);
  return value;
}

export interface Paging {
  page: number;
  size: number;
}

/** `page` (zero-based, default 0) and `size` (default 20, at most 500) from a query. */
export function pagingOf(query: URLSearchParams): Paging {
  return {
    page: intParam(query, { name: 'page', fallback: 0, min: 0 }),
    size: intParam(query, { name: 'size', fallback: 20, min: 1, max: 500 }),
  };
}

/** A paged HAL list of `all`, rendering only the members of the requested page. */
export function pagedList<T>(
  collection: string,
  all: readonly T[],
  paging: Paging,
  self: URL,
  render: (item: T) => unknown,
): unknown {
  const query = new URLSearchParams(self.search);
  const page = halPage(all, { collection, href: `${self.origin}${self.pathname}`, query, ...paging });
  const embedded = page._embedded as Record<string, T[]>;
  const items = (embedded[collection] ?? []).map(render);
  // Spring leaves `_embedded` out when nothing matched.
  const { _embedded: _, ...rest } = page;
  return items.length > 0 ? { _embedded: { [collection]: items }, ...rest } : rest;
}
