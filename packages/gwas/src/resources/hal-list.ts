import {
  type CallOptions,
  type HalList,
  HalListSchema,
  halPages,
  NotFoundError,
  type PagePromise,
  parseResponse,
  type Query,
} from '@lifesci/core';
import type * as v from 'valibot';
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
   * `false` for sub-resources the service returns whole (no `page`/`size` sent, one request);
   * otherwise page-number paging from `page` (zero-based) with `size` per page.
   */
  paged?: boolean | undefined;
  page?: number | undefined;
  size?: number | undefined;
  /** A 404 means "no such member": an empty list, not an error (reads of one named record). */
  notFoundIsEmpty?: boolean | undefined;
}

/**
 * Every member of a HAL list as a PagePromise (cursor: the page number). Each member is checked
 * with `item` at its place in the body (`_embedded.3.pvalue`). The walk follows the `page`
 * block (or a `next` link) and ends after one request when the list came back unpaged.
 */
export function halList<T, V extends ApiVersion>(
  client: GwasClient<V>,
  spec: HalListSpec<T>,
  call?: CallOptions,
): PagePromise<T, number, HalList> {
  const endpoint = `gwas GET ${spec.path}`;
  const fetchPage = async (number: number | undefined, pageCall: CallOptions): Promise<HalList> => {
    const query: Query = {
      ...spec.query,
      ...(number === undefined ? {} : { page: number, size: spec.size }),
    };
    try {
      return await client.request(
        { ...baseOf(spec.base), path: spec.path, query, responseType: 'json', schema: HalListSchema },
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
  return client.paginate<T, number, HalList>(pages, call);
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
  const body = await client.request(
    { ...baseOf(spec.base), path: spec.path, query: spec.query ?? {}, responseType: 'json' },
    call,
  );
  return parseResponse(spec.schema, body, `gwas GET ${spec.path}`);
}

function baseOf(base: string | undefined): { base?: string } {
  return base === undefined ? {} : { base };
}
