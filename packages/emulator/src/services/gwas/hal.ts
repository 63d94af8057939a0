import { STATUS_CODES } from 'node:http';
import { halPage, intParam, jsonReply } from '../../kit/index.js';
import type { EmulatorReply, EmulatorRequest } from '../../service.js';
import type { Catalog } from './data/model.js';

// HAL bodies as the catalog's Spring Data REST service writes them (the kit's halPage), with only
// the requested page rendered, and the spec's error body.

export const MOUNTS = {
  gwasCatalog: '/gwas/rest/api',
  gwasSumstats: '/gwas/summary-statistics/api',
  gwasFiles: '/gwas/summary-statistics/files',
} as const;

export const link = (href: string) => ({ href });

/** What a path below a mount is answered from: the request's query and own address, the mount's address, the seed's catalog. */
export interface Below {
  query: URLSearchParams;
  self: URL;
  base: string;
  seed: number;
  catalog: Catalog;
}

/** Spring's error body, as the spec documents it: {timestamp, status, error, message, path}. */
export const errorStyle = {
  reply(status: number, message: string, req: EmulatorRequest): EmulatorReply {
    const error = STATUS_CODES[status] ?? 'Internal Server Error';
    const path = `${MOUNTS[req.mount as keyof typeof MOUNTS] ?? ''}${req.path}`;
    const body = { timestamp: new Date(0).toISOString(), status, error, message, path };
    return jsonReply(body, status, { 'content-type': 'application/json' });
  },
};

/** A paged HAL list of `all` (as `self` asks for it), rendering only the members of the requested page. */
export function pagedList<T>(collection: string, all: readonly T[], self: URL, render: (item: T) => unknown) {
  const query = new URLSearchParams(self.search);
  // `page` is zero-based; `size` is 20 unless given, at most 500.
  const page = halPage(all, {
    collection,
    href: `${self.origin}${self.pathname}`,
    query,
    page: intParam(query, { name: 'page', fallback: 0, min: 0 }),
    size: intParam(query, { name: 'size', fallback: 20, min: 1, max: 500 }),
  });
  const embedded = page._embedded as Record<string, T[]>;
  const items = (embedded[collection] ?? []).map(render);
  // Spring leaves `_embedded` out when nothing matched.
  const { _embedded: _, ...rest } = page;
  return items.length > 0 ? { _embedded: { [collection]: items }, ...rest } : rest;
}
