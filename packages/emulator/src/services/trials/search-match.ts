import { badRequest } from '../../kit/index.js';
import type { Catalog, CatalogEntry, SearchArea } from './catalog.js';
import { dayInterval } from './dates.js';
import { SEARCHABLE_NAMES, type SearchField, searchTarget } from './search-fields.js';
import type { StudyFacts } from './skeleton.js';

/** The leaves of a search expression (search-expression.ts parses it): whether one study matches. */
export type EntryMatcher = (entry: CatalogEntry, catalog: Catalog) => boolean;

/** What a term searches: a search area, or the field AREA[...] names. */
export type Scope = { area: SearchArea } | { name: string; field: SearchField };

export const always: EntryMatcher = () => true;
const onSkeleton =
  (test: (s: StudyFacts) => boolean): EntryMatcher =>
  (entry) =>
    test(entry.skeleton);
/** Enum values compare without case and punctuation: `PHASE2`, `Phase 2` and `phase2` are one value. */
const enumKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Lower-case, accents removed, every run of non-alphanumerics one space, padded with spaces. */
export function normalizeText(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim()} `;
}

export const notEmulated = (what: string, detail = '') =>
  badRequest(`${what} is Essie syntax the lifesci emulator does not emulate${detail}`);

/** The scope AREA[field] gives its operand. */
export function areaScope(field: string): Scope {
  const target = searchTarget(field);
  if (!target)
    throw notEmulated(`AREA[${field}]`, `; AREA[...] is emulated on ${SEARCHABLE_NAMES.join(', ')}`);
  return target;
}

/** A word or phrase: found at word starts ("cancer" finds "Cancers") in a search area or text field. */
export function termMatcher(text: string, scope: Scope): EntryMatcher {
  const needle = normalizeText(text).trimEnd();
  // Nothing to look for (punctuation only) finds every study.
  const blank = needle.trim() === '';
  if ('area' in scope)
    return blank ? always : (entry, catalog) => catalog.searchText(scope.area)(entry).includes(needle);
  const { name, field } = scope;
  switch (field.kind) {
    case 'enum': {
      const key = enumKey(text);
      const want = field.aliases?.[key] ?? key;
      return onSkeleton((s) => field.get(s).some((v) => enumKey(v) === want));
    }
    case 'text':
      return blank ? always : onSkeleton((s) => field.get(s).some((v) => normalizeText(v).includes(needle)));
    default:
      return inBounds(field, ...bounds(name, field.kind, text));
  }
}

export function rangeMatcher(min: string, max: string, scope: Scope): EntryMatcher {
  if ('area' in scope) throw badRequest(`RANGE[${min}, ${max}] needs AREA[...] on a date or number field`);
  const { name, field } = scope;
  if (field.kind !== 'date' && field.kind !== 'number')
    throw notEmulated(`AREA[${name}]RANGE[${min}, ${max}]`, ': RANGE is emulated on date and number fields');
  const from = min.toUpperCase() === 'MIN' ? -Infinity : bounds(name, field.kind, min)[0];
  const to = max.toUpperCase() === 'MAX' ? Infinity : bounds(name, field.kind, max)[1];
  return inBounds(field, from, to);
}

export function missingMatcher(scope: Scope): EntryMatcher {
  if ('area' in scope)
    throw badRequest('MISSING needs AREA[...] on a field, e.g. AREA[ResultsFirstPostDate]MISSING');
  const { field } = scope;
  return onSkeleton((s) => {
    const value = field.get(s);
    return value === undefined || (Array.isArray(value) && value.length === 0);
  });
}

function inBounds(field: { get: (s: StudyFacts) => number | undefined }, from: number, to: number) {
  return onSkeleton((s) => {
    const value = field.get(s);
    return value !== undefined && value >= from && value <= to;
  });
}

/** The first and last day a date covers, or a number (both ends); a 400 for anything else. */
function bounds(field: string, kind: 'date' | 'number', text: string): [number, number] {
  if (kind === 'number') {
    if (!/^\d+(\.\d+)?$/.test(text)) throw badRequest(`AREA[${field}] takes a number, got '${text}'`);
    return [Number(text), Number(text)];
  }
  const interval = dayInterval(text);
  if (!interval)
    throw badRequest(
      `AREA[${field}] takes dates as YYYY, YYYY-MM, YYYY-MM-DD or MM/DD/YYYY (and MIN/MAX in RANGE), got '${text}'`,
    );
  return interval;
}
