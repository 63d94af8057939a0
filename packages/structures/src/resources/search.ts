import { type CallOptions, InputError, type PagePromise, parseInput, path } from '@lifesci/core';
import * as v from 'valibot';
import type { StructuresClient } from '../client.js';
import {
  type SearchHit,
  type SearchOptions,
  SearchOptionsSchema,
  type SearchResponse,
  SearchResponseSchema,
} from '../schemas/search.js';
import type { QueryNode } from '../search/query.js';
import { toSearchRequest } from '../search/request.js';

/** Rows per page when the caller does not say (the service's maximum is 10,000). */
export const DEFAULT_SEARCH_ROWS = 100;

// No hits: the service answers 204 with no body, which core reads as `undefined`.
const SearchAnswerSchema = v.union([v.undefined(), SearchResponseSchema]);

function checkNode(node: unknown, param: string): void {
  if (typeof node !== 'object' || node === null)
    throw new InputError(param, 'a query node (build one with q)');
  const n = node as { type?: unknown; nodes?: unknown; service?: unknown; parameters?: unknown };
  if (n.type === 'group') {
    if (!Array.isArray(n.nodes) || n.nodes.length === 0)
      throw new InputError(`${param}.nodes`, 'a non-empty list');
    for (const [i, child] of n.nodes.entries()) checkNode(child, `${param}.nodes[${i}]`);
  } else if (n.type !== 'terminal' || typeof n.service !== 'string' || typeof n.parameters !== 'object') {
    throw new InputError(param, 'a terminal or group query node (build one with q)');
  }
}

function hitsOf(page: SearchResponse): SearchHit[] {
  const set = page.result_set ?? page.group_set ?? [];
  return set.map((hit) => (typeof hit === 'string' ? { identifier: hit } : hit));
}

/** `client.search`: POST {structureSearch}/query, paged with request_options.paginate. */
export function runSearch(
  client: StructuresClient,
  query: QueryNode,
  options: SearchOptions = {},
  call?: CallOptions,
): PagePromise<SearchHit, number, SearchResponse> {
  checkNode(query, 'query');
  const parsed = parseInput(SearchOptionsSchema, options, 'options');
  const rows = parsed.paginate?.rows ?? DEFAULT_SEARCH_ROWS;
  const first = parsed.paginate?.start ?? 0;
  // All hits in one answer, or rows 0 (facets or a count only): one request, no paging.
  const single = parsed.returnAllHits === true || rows === 0;
  return client.paginate<SearchHit, number, SearchResponse>(async (cursor, pageCall) => {
    const start = cursor ?? first;
    const body = toSearchRequest(query, single ? parsed : { ...parsed, paginate: { start, rows } });
    const page = await client.request(
      {
        method: 'POST',
        base: 'structureSearch',
        path: path`/query`,
        body,
        readOnly: true,
        schema: SearchAnswerSchema,
      },
      pageCall,
    );
    if (page === undefined) return { items: [], total: 0, done: true };
    const items = hitsOf(page);
    const next = start + items.length;
    const total = page.group_by_count ?? page.total_count;
    return { items, total, raw: page, next, done: single || next >= total };
  }, call);
}
