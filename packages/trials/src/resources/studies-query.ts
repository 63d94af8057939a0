import type * as v from 'valibot';
import type { ListStudiesParamsSchema, SortSpec } from '../schemas/studies-params.js';

type ListParams = v.InferOutput<typeof ListStudiesParamsSchema>;
export type WireQuery = Record<string, string | number | boolean | string[] | undefined>;

const QUERY_KEYS = [
  'cond',
  'intr',
  'locn',
  'spons',
  'term',
  'titles',
  'outc',
  'lead',
  'id',
  'patient',
] as const;

/**
 * The TypeScript-shaped `studies.list` params as wire parameters. Everything except `pageToken`
 * and `countTotal` must be identical on every page of one crawl (the API requires it), so the
 * same object is reused for each page.
 */
export function listWireQuery(params: ListParams): WireQuery {
  const q: WireQuery = {};
  for (const key of QUERY_KEYS) {
    const value = params.query?.[key];
    // An empty search box means "no condition", not a query for the empty string.
    if (value !== undefined && value.trim() !== '') q[`query.${key}`] = value;
  }
  const f = params.filter;
  if (f?.overallStatus?.length) q['filter.overallStatus'] = [...f.overallStatus];
  if (f?.ids?.length) q['filter.ids'] = [...f.ids];
  if (f?.geo !== undefined) q['filter.geo'] = f.geo;
  const advanced = advancedFilter(f?.advanced, f?.phase);
  if (advanced !== undefined) q['filter.advanced'] = advanced;
  if (params.sort?.length) q.sort = params.sort.map(sortToWire);
  if (params.pageSize !== undefined) q.pageSize = params.pageSize;
  if (params.fields?.length) q.fields = [...params.fields];
  return q;
}

/**
 * The live API has no `filter.phase` parameter (it answers 400 "`filter.phase` is unknown
 * parameter"); phases are filtered with an Essie expression in `filter.advanced`. The interface
 * spec's `filter.phase` is therefore sent as `AREA[Phase](A OR B)`, AND-ed with the caller's own
 * advanced expression.
 */
export function advancedFilter(advanced: string | undefined, phases: readonly string[] | undefined) {
  const parts: string[] = [];
  if (advanced !== undefined && advanced.trim() !== '') parts.push(advanced);
  if (phases?.length) {
    const unique = [...new Set(phases)];
    parts.push(unique.length === 1 ? `AREA[Phase]${unique[0]}` : `AREA[Phase](${unique.join(' OR ')})`);
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : parts.map((p) => `(${p})`).join(' AND ');
}

export function sortToWire(sort: SortSpec | string | { field: string; order?: string | undefined }): string {
  if (typeof sort === 'string') return sort;
  return sort.order === undefined ? sort.field : `${sort.field}:${sort.order}`;
}
