import { badRequest } from '../../kit/index.js';
import type { Catalog, CatalogEntry, SearchArea } from './catalog.js';
import { dayInterval, sortDay } from './dates.js';
import { type EssieBuilder, normalizeText, notEmulated, parseEssie } from './search-expression.js';
import { SEARCHABLE_NAMES, type SearchField, searchTarget } from './search-fields.js';
import type { StudyFacts } from './skeleton.js';

/** Whether one study matches a compiled search expression. */
export type EntryMatcher = (entry: CatalogEntry, catalog: Catalog) => boolean;

type Scope = { area: SearchArea } | { name: string; field: SearchField };
type SkeletonTest = (s: StudyFacts) => boolean;

const always: EntryMatcher = () => true;
const onSkeleton =
  (test: SkeletonTest): EntryMatcher =>
  (entry) =>
    test(entry.skeleton);
/** Enum values compare without case and punctuation: `PHASE2`, `Phase 2` and `phase2` are one value. */
const enumKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The matchers the parser builds: plain terms search the scope's area, AREA[...] terms a field. */
const MATCHERS: EssieBuilder<EntryMatcher, Scope> = {
  term: (text, scope) =>
    'area' in scope ? textAreaTerm(text, scope.area) : onSkeleton(fieldTerm(text, scope)),
  range(min, max, scope) {
    if ('area' in scope) throw badRequest(`RANGE[${min}, ${max}] needs AREA[...] on a date or number field`);
    return onSkeleton(fieldRange(min, max, scope));
  },
  missing(scope) {
    if ('area' in scope)
      throw badRequest('MISSING needs AREA[...] on a field, e.g. AREA[ResultsFirstPostDate]MISSING');
    const { field } = scope;
    return onSkeleton((s) => {
      const value = field.get(s);
      return value === undefined || (Array.isArray(value) && value.length === 0);
    });
  },
  all: () => always,
  and: (parts) => (entry, catalog) => parts.every((p) => p(entry, catalog)),
  or: (parts) => (entry, catalog) => parts.some((p) => p(entry, catalog)),
  not: (inner) => (entry, catalog) => !inner(entry, catalog),
  area(field) {
    const target = searchTarget(field);
    if (!target)
      throw notEmulated(`AREA[${field}]`, `; AREA[...] is emulated on ${SEARCHABLE_NAMES.join(', ')}`);
    return target;
  },
};

/**
 * Compiles a query.* or filter.advanced expression; plain terms search `area` (the parameter's
 * search area, BasicSearch for filter.advanced). Throws a 400 for what is not emulated.
 */
export function compileSearch(expression: string, area: SearchArea): EntryMatcher {
  return parseEssie(expression, { area }, MATCHERS);
}

/** A word or phrase found at word starts in a search area ("cancer" finds "Cancers"). */
function textAreaTerm(text: string, area: SearchArea): EntryMatcher {
  const needle = normalizeText(text).trimEnd();
  if (needle.trim() === '') return always;
  return (entry, catalog) => catalog.searchText(entry, area).includes(needle);
}

function fieldTerm(text: string, { name, field }: { name: string; field: SearchField }): SkeletonTest {
  switch (field.kind) {
    case 'enum': {
      const key = enumKey(text);
      const want = field.aliases?.[key] ?? key;
      return (s) => field.get(s).some((v) => enumKey(v) === want);
    }
    case 'date': {
      const [from, to] = dateBounds(name, text);
      return (s) => inDays(field.get(s), from, to);
    }
    case 'number': {
      const want = numberBound(name, text);
      return (s) => field.get(s) === want;
    }
    case 'text': {
      const needle = normalizeText(text).trimEnd();
      if (needle.trim() === '') return () => true;
      return (s) => field.get(s).some((v) => normalizeText(v).includes(needle));
    }
  }
}

function fieldRange(
  min: string,
  max: string,
  { name, field }: { name: string; field: SearchField },
): SkeletonTest {
  if (field.kind === 'date') {
    const from = min.toUpperCase() === 'MIN' ? -Infinity : dateBounds(name, min)[0];
    const to = max.toUpperCase() === 'MAX' ? Infinity : dateBounds(name, max)[1];
    return (s) => inDays(field.get(s), from, to);
  }
  if (field.kind === 'number') {
    const from = min.toUpperCase() === 'MIN' ? -Infinity : numberBound(name, min);
    const to = max.toUpperCase() === 'MAX' ? Infinity : numberBound(name, max);
    return (s) => {
      const value = field.get(s);
      return value !== undefined && value >= from && value <= to;
    };
  }
  throw notEmulated(`AREA[${name}]RANGE[${min}, ${max}]`, ': RANGE is emulated on date and number fields');
}

/** A partial date in a record ("2016-07") counts as its first day, as the registry sorts it. */
function inDays(date: string | undefined, from: number, to: number): boolean {
  const day = sortDay(date);
  return day !== undefined && day >= from && day <= to;
}

function dateBounds(field: string, text: string): [number, number] {
  const interval = dayInterval(text);
  if (!interval)
    throw badRequest(
      `AREA[${field}] takes dates as YYYY, YYYY-MM, YYYY-MM-DD or MM/DD/YYYY (and MIN/MAX in RANGE), got '${text}'`,
    );
  return interval;
}

function numberBound(field: string, text: string): number {
  if (!/^\d+(\.\d+)?$/.test(text)) throw badRequest(`AREA[${field}] takes a number, got '${text}'`);
  return Number(text);
}
