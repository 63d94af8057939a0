import {
  type CallOptions,
  type HalCursor,
  type HalList,
  HalListSchema,
  halPages,
  linkTarget,
  NotFoundError,
  type PagePromise,
  parseResponse,
  type Query,
} from '@lifesci/core';
import type * as v from 'valibot';
import { BASES, GWAS_CATALOG_URL, GWAS_SUMSTATS_URL } from '../bases.js';
import type { GwasClient } from '../client.js';
import type { ApiVersion } from '../versions.js';

/** One HAL list request: where, which filters, how each member is typed. */
export interface HalListSpec<T> {
  /** Base address name (the catalog by default). */
  base?: string | undefined;
  path: string;
  query?: Query | undefined;
  item: v.GenericSchema<unknown, T>;
  /** `_embedded` collection name, when the body may carry more than one. */
  collection?: string | undefined;
  /**
   * `false` for sub-resources the service returns whole (no paging parameters sent, one request);
   * otherwise from page `page` (zero-based) with `size` per page, then by the service's `next` links.
   */
  paged?: boolean | undefined;
  /**
   * How the first request names its page: `'page'` (`page`/`size`, the curated API's Spring
   * paging) or `'offset'` (`start`/`size`, the summary-statistics API's Flask paging, where
   * `start` is `page * size` and `size` defaults to the service's 20).
   */
  paging?: 'page' | 'offset' | undefined;
  page?: number | undefined;
  size?: number | undefined;
  /** A 404 means "no such member": an empty list, not an error (reads of one named record). */
  notFoundIsEmpty?: boolean | undefined;
}

/**
 * Headers of a request to `base`: the curated API's spec says its requests carry
 * `Content-Type: application/json`, so they do, though a GET has no body (the service ignores
 * it; a browser makes a CORS preflight for it). The summary-statistics API asks for nothing.
 */
export function requestHeaders(base: string): { headers?: Record<string, string> } {
  return base === BASES.catalog ? { headers: { 'content-type': 'application/json' } } : {};
}

/** The summary-statistics API's page size when none is sent. */
const SUMSTATS_DEFAULT_SIZE = 20;

/**
 * Every member of a HAL list as a PagePromise. Each member is checked with `item` at its place in
 * the body (`_embedded.3.pvalue`). The first request names its page in the service's parameters;
 * every later one follows the service's own `next` link (below the client's address or the
 * service's public one; a link elsewhere lends only its query, so nothing is sent to other hosts),
 * else the `page` block. The walk ends after one request when the list came back unpaged.
 */
export function halList<T, V extends ApiVersion>(
  client: GwasClient<V>,
  spec: HalListSpec<T>,
  call?: CallOptions,
): PagePromise<T, HalCursor, HalList> {
  const endpoint = `gwas GET ${spec.path}`;
  const base = spec.base ?? BASES.catalog;
  const bases = [client.baseUrlOf(base), base === BASES.sumstats ? GWAS_SUMSTATS_URL : GWAS_CATALOG_URL];
  const fetchPage = async (at: HalCursor | undefined, pageCall: CallOptions): Promise<HalList> => {
    let where: { path: string; query: Query };
    if (at?.href !== undefined) {
      const target = linkTarget(at.href, bases);
      where = target ?? { path: spec.path, query: queryOf(at.href) };
    } else {
      where = {
        path: spec.path,
        query: { ...spec.query, ...(at === undefined ? {} : pagingQuery(spec, at.page)) },
      };
    }
    try {
      return await client.request(
        {
          base,
          path: where.path,
          query: where.query,
          ...requestHeaders(base),
          responseType: 'json',
          schema: HalListSchema,
        },
        pageCall,
      );
    } catch (error) {
      // An empty HAL body: no members, no next page.
      if (spec.notFoundIsEmpty && error instanceof NotFoundError) return {};
      throw error;
    }
  };
  const pages = halPages(fetchPage, {
    first: spec.page,
    paged: spec.paged,
    collection: spec.collection,
    item: (member, i) => parseResponse(spec.item, member, endpoint, { pathPrefix: `_embedded.${i}` }),
  });
  return client.paginate<T, HalCursor, HalList>(pages, call);
}

/** Page `page` in the service's own parameters. */
function pagingQuery(spec: HalListSpec<unknown>, page: number): Query {
  if (spec.paging !== 'offset') return { page, size: spec.size };
  const size = spec.size ?? SUMSTATS_DEFAULT_SIZE;
  return { start: page * size, size: spec.size };
}

/** The query of a link, as request parameters. */
function queryOf(href: string): Query {
  const query: Record<string, string> = {};
  try {
    new URL(href.replace(/\{[^}]*\}/g, ''), 'http://link.invalid').searchParams.forEach((value, key) => {
      query[key] = value;
    });
  } catch {
    // Not a link at all: no parameters to lend.
  }
  return query;
}

/**
 * One resource, checked with its schema. Parsed here rather than by core so the record always
 * carries what its schema adds (the exact `pValue`), also with `validate: false`, as list members do.
 */
export async function halGet<T, V extends ApiVersion>(
  client: GwasClient<V>,
  spec: { base?: string; path: string; query?: Query; schema: v.GenericSchema<unknown, T> },
  call?: CallOptions,
): Promise<T> {
  const base = spec.base ?? BASES.catalog;
  const body = await client.request(
    { base, path: spec.path, query: spec.query ?? {}, ...requestHeaders(base), responseType: 'json' },
    call,
  );
  return parseResponse(spec.schema, body, `gwas GET ${spec.path}`);
}
