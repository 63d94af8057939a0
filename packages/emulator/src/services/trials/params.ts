import { badRequest, HttpError } from '../../kit/index.js';
import api from './api.json' with { type: 'json' };
import type { SearchArea } from './catalog.js';
import { compileSearch } from './search-expression.js';
import { SORT_FIELDS, type SortField } from './search-fields.js';
import type { EntryMatcher } from './search-match.js';
import { PHASES, STATUSES } from './skeleton.js';

/** Every status value of the OpenAPI enum (the filter accepts them all; studies use the spec's eight). */
const STATUS_VALUES: readonly string[] = [...STATUSES, ...api.otherStatuses];

export const QUERY_AREAS = api.queryAreas as Readonly<Record<string, SearchArea>>;

/** Documented by the live API but not emulated: answered with an honest 400. */
const NOT_EMULATED = new Set(api.notEmulated);

const LIST_PARAMS = new Set([...Object.keys(QUERY_AREAS), ...api.listParams]);
const GET_PARAMS = new Set(['format', 'fields']);

export const NCT_ID = /^(NCT|nct)\d{8}$/;

/** Essie expressions filtering the list; plain terms in them search BasicSearch, as live. */
const ADVANCED_PARAMS = ['filter.advanced', 'postFilter.advanced'];

export type ListParams = ReturnType<typeof parseListParams>;

const list = (value: string) =>
  value
    .split(/[,|]/)
    .map((s) => s.trim())
    .filter(Boolean);

function checkKnown(query: URLSearchParams, known: ReadonlySet<string>): void {
  for (const key of query.keys()) {
    if (NOT_EMULATED.has(key) && known === LIST_PARAMS) {
      throw badRequest(`\`${key}\` is a documented parameter the lifesci emulator does not emulate`);
    }
    if (!known.has(key)) throw badRequest(`\`${key}\` is unknown parameter`);
  }
}

function fields(query: URLSearchParams): string[] | undefined {
  const raw = query.get('fields');
  if (raw === null) return undefined;
  const names = list(raw);
  if (names.length === 0) throw badRequest("Parameter 'fields' must not be empty");
  return names;
}

function format(value: string | null, allowed: readonly string[]): string {
  const f = value ?? 'json';
  if (!allowed.includes(f)) throw badRequest(`Invalid value in parameter format: '${f}'`);
  return f;
}

export function parseListParams(query: URLSearchParams) {
  checkKnown(query, LIST_PARAMS);
  // query.* and filter.advanced expressions, compiled; a study must match all of them.
  const matchers: EntryMatcher[] = [];
  const searches: Array<[string, SearchArea]> = [
    ...Object.entries(QUERY_AREAS),
    ...ADVANCED_PARAMS.map((p): [string, SearchArea] => [p, 'term']),
  ];
  for (const [param, area] of searches) {
    for (const value of query.getAll(param)) {
      if (value.trim() === '') continue;
      try {
        matchers.push(compileSearch(value, area));
      } catch (error) {
        if (error instanceof HttpError) throw badRequest(`Parameter '${param}': ${error.message}`);
        throw error;
      }
    }
  }

  const statusValues = [
    ...query.getAll('filter.overallStatus'),
    ...query.getAll('postFilter.overallStatus'),
  ].flatMap(list);
  for (const s of statusValues) {
    if (!STATUS_VALUES.includes(s)) throw badRequest(`Invalid value in parameter overallStatus: '${s}'`);
  }
  const idValues = [...query.getAll('filter.ids'), ...query.getAll('postFilter.ids')].flatMap((v) =>
    v.split(/[,|\s]+/).filter(Boolean),
  );
  for (const id of idValues) {
    if (!NCT_ID.test(id)) throw badRequest(`Invalid value in parameter ids: '${id}'`);
  }
  const phaseValues = query.getAll('filter.phase').flatMap(list);
  for (const p of phaseValues) {
    if (!(PHASES as readonly string[]).includes(p))
      throw badRequest(`Invalid value in parameter phase: '${p}'`);
  }

  const sort: { field: SortField; direction: 'asc' | 'desc' }[] = [];
  const sortValues = list(query.get('sort') ?? '');
  if (sortValues.length > 2) throw badRequest("Parameter 'sort' accepts at most 2 sort options");
  for (const item of sortValues) {
    const m = /^([A-Za-z@][A-Za-z0-9.-]*)(?::(asc|desc))?$/.exec(item);
    if (!m) throw badRequest(`Invalid sort option: '${item}'`);
    const [, name = '', dir] = m;
    if (name === '@relevance') continue; // no scores here: keeps the registry order
    if (!Object.hasOwn(SORT_FIELDS, name)) {
      throw badRequest(`Unknown or unsortable field in parameter sort: '${name}'`);
    }
    const field = name as SortField;
    sort.push({ field, direction: (dir as 'asc' | 'desc' | undefined) ?? SORT_FIELDS[field] });
  }

  const rawSize = query.get('pageSize');
  let pageSize = 10;
  if (rawSize !== null && rawSize !== '') {
    if (!/^\d+$/.test(rawSize)) throw badRequest(`Invalid value in parameter pageSize: '${rawSize}'`);
    const n = Number(rawSize);
    // As documented: 0 means the default, anything above 1,000 is coerced down to 1,000.
    pageSize = n === 0 ? 10 : Math.min(n, 1_000);
  }

  const rawCount = query.get('countTotal');
  if (rawCount !== null && !/^(true|false)$/i.test(rawCount)) {
    throw badRequest(`Invalid value in parameter countTotal: '${rawCount}'`);
  }
  return {
    matchers,
    statuses: statusValues.length > 0 ? new Set(statusValues) : undefined,
    ids: idValues.length > 0 ? new Set(idValues.map((id) => id.toUpperCase())) : undefined,
    phases: phaseValues.length > 0 ? new Set(phaseValues) : undefined,
    sort,
    pageSize,
    pageToken: query.get('pageToken') ?? undefined,
    countTotal: rawCount?.toLowerCase() === 'true',
    format: format(query.get('format'), ['json', 'csv']) as 'json' | 'csv',
    fields: fields(query),
    // The parameters that define the result set, for the page-token fingerprint.
    fingerprint: [...query.entries()]
      .filter(
        ([k]) =>
          k.startsWith('query.') || k.startsWith('filter.') || k.startsWith('postFilter.') || k === 'sort',
      )
      .map(([k, v]) => `${k}=${v}`)
      .sort(),
  };
}

export function parseGetParams(query: URLSearchParams) {
  checkKnown(query, GET_PARAMS);
  return {
    format: format(query.get('format'), ['json', 'csv', 'json.zip', 'fhir.json']),
    fields: fields(query),
  };
}
