import { badRequest, HttpError } from '../../kit/index.js';
import api from './api.json' with { type: 'json' };
import type { SearchArea } from './catalog.js';
import { compileSearch } from './search-expression.js';
import { SORT_FIELDS, type SortField } from './search-fields.js';
import type { EntryMatcher } from './search-match.js';
import { PHASES, STATUSES, type StudyFacts } from './skeleton.js';

/** Every status value of the OpenAPI enum (the filter accepts them all; studies use the spec's eight). */
const STATUS_VALUES: readonly string[] = [...STATUSES, ...api.otherStatuses];

/** The search parameters with the area their plain terms search (filter.advanced: BasicSearch, as live). */
const SEARCH_PARAMS = api.searchParams as Readonly<Record<string, SearchArea>>;

/** Documented by the live API but not emulated: answered with an honest 400. */
const NOT_EMULATED = new Set(api.notEmulated);

const LIST_PARAMS = new Set([...Object.keys(SEARCH_PARAMS), ...api.listParams]);
const GET_PARAMS = new Set(['format', 'fields']);

export const NCT_ID = /^(NCT|nct)\d{8}$/;

export type ListParams = ReturnType<typeof parseListParams>;

const list = (value: string) =>
  value
    .split(/[,|]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The filters on a study's facts: how a value splits into a list, which values are valid, the fact they match. */
const FACT_FILTERS = {
  'filter.overallStatus': {
    split: list,
    valid: (value: string) => STATUS_VALUES.includes(value),
    fact: (s: StudyFacts) => [s.status],
  },
  'filter.ids': {
    split: (value: string) => value.split(/[,|\s]+/).filter(Boolean),
    valid: (value: string) => NCT_ID.test(value),
    fact: (s: StudyFacts) => [s.nctId],
  },
  'filter.phase': {
    split: list,
    valid: (value: string) => (PHASES as readonly string[]).includes(value),
    fact: (s: StudyFacts) => s.phases,
  },
};

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
  // query.* and filter.advanced expressions, compiled, and the fact filters: a study must match all.
  const matchers: EntryMatcher[] = [];
  for (const [param, area] of Object.entries(SEARCH_PARAMS)) {
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
  for (const [param, { split, valid, fact }] of Object.entries(FACT_FILTERS)) {
    const values = query.getAll(param).flatMap(split);
    const invalid = values.find((value) => !valid(value));
    if (invalid !== undefined)
      throw badRequest(`Invalid value in parameter ${param.slice('filter.'.length)}: '${invalid}'`);
    // NCT numbers are valid in either case; statuses and phases only in upper case.
    const wanted = new Set(values.map((value) => value.toUpperCase()));
    if (wanted.size > 0) matchers.push((entry) => fact(entry.skeleton).some((value) => wanted.has(value)));
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
    sort,
    pageSize,
    pageToken: query.get('pageToken') ?? undefined,
    countTotal: rawCount?.toLowerCase() === 'true',
    format: format(query.get('format'), ['json', 'csv']) as 'json' | 'csv',
    fields: fields(query),
    // The parameters that define the result set, for the page-token fingerprint.
    fingerprint: [...query.entries()]
      .filter(([k]) => k.startsWith('query.') || k.startsWith('filter.') || k === 'sort')
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
