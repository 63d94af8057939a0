import api from './api.json' with { type: 'json' };
import type { SearchArea } from './catalog.js';
import { sortDay } from './dates.js';
import type { StudyFacts } from './skeleton.js';

/**
 * The fields AREA[...] can search and `sort` orders by, read from a study's facts (so a filter
 * never has to build full studies), with the kind of match each gets: enum fields match whole
 * values, text fields words at word starts, dates a day, month or year and numbers exactly
 * (both also RANGE). A date reads as its first day, as the registry sorts a partial date.
 */
export type SearchField =
  | {
      kind: 'enum';
      get: (s: StudyFacts) => readonly string[];
      /** Other spellings (normalized) of a value, e.g. the registry's older display names. */
      aliases?: Readonly<Record<string, string>>;
    }
  | { kind: 'date' | 'number'; get: (s: StudyFacts) => number | undefined }
  | { kind: 'text'; get: (s: StudyFacts) => readonly string[] };

/** A date field reads the statusModule date of its name: `StartDate` is `startDateStruct.date`. */
function dateField(name: string): [string, SearchField] {
  const key = name.charAt(0).toLowerCase() + name.slice(1);
  const get = (s: StudyFacts) => {
    const value = s.dates[key] ?? s.dates[`${key}Struct`];
    return sortDay(typeof value === 'object' ? value.date : value);
  };
  return [name, { kind: 'date', get }];
}

const FIELDS: Readonly<Record<string, SearchField>> = {
  Phase: { kind: 'enum', get: (s) => s.phases, aliases: { notapplicable: 'na' } },
  OverallStatus: { kind: 'enum', get: (s) => [s.status], aliases: { unknownstatus: 'unknown' } },
  StudyType: { kind: 'enum', get: (s) => [s.studyType] },
  ...Object.fromEntries(api.dateFields.map(dateField)),
  EnrollmentCount: { kind: 'number', get: (s) => s.enrollment },
  NCTId: { kind: 'text', get: (s) => [s.nctId] },
  BriefTitle: { kind: 'text', get: (s) => [s.briefTitle] },
  OfficialTitle: { kind: 'text', get: (s) => [s.officialTitle] },
  Acronym: { kind: 'text', get: (s) => (s.acronym ? [s.acronym] : []) },
  Condition: { kind: 'text', get: (s) => s.conditions.map((c) => c.name) },
  Keyword: { kind: 'text', get: (s) => s.keywords },
  InterventionName: { kind: 'text', get: (s) => s.interventions.map((i) => i.name) },
  LeadSponsorName: { kind: 'text', get: (s) => [s.lead.name] },
  LocationCity: { kind: 'text', get: (s) => s.sites.map((x) => x.city) },
  LocationCountry: { kind: 'text', get: (s) => s.sites.map((x) => x.country) },
};

/** The sortable fields with the API's default directions: dates newest first, numbers smallest first. */
export const SORT_FIELDS = {
  LastUpdatePostDate: 'desc',
  EnrollmentCount: 'asc',
  StartDate: 'desc',
  StudyFirstPostDate: 'desc',
} as const;
export type SortField = keyof typeof SORT_FIELDS;

/** A study's values of the sortable fields, read once when the catalog is built. */
export function sortKeysOf(s: StudyFacts) {
  const keys = Object.keys(SORT_FIELDS).map((name) => [name, FIELDS[name]?.get(s)]);
  return Object.fromEntries(keys) as Readonly<Record<SortField, number | undefined>>;
}

/** The registry's search areas, which the query.* parameters search. */
const AREAS = api.searchAreas as Readonly<Record<string, SearchArea>>;

const byLowerName = new Map<string, { name: string; field: SearchField } | { area: SearchArea }>([
  ...Object.entries(FIELDS).map(([name, field]) => [name.toLowerCase(), { name, field }] as const),
  ...Object.entries(AREAS).map(([name, area]) => [name.toLowerCase(), { area }] as const),
]);

/** A field or search area by name, case-insensitively. */
export function searchTarget(name: string) {
  return byLowerName.get(name.toLowerCase());
}

export const SEARCHABLE_NAMES: readonly string[] = [...Object.keys(FIELDS), ...Object.keys(AREAS)];
