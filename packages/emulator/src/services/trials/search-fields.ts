import api from './api.json' with { type: 'json' };
import type { SearchArea } from './catalog.js';
import type { StudyFacts } from './skeleton.js';

/**
 * The fields AREA[...] can search, read from a study's facts (so a filter never has to build
 * full studies), with the kind of match each gets: enum fields match whole values, dates a day,
 * month or year (and RANGE), numbers exactly (and RANGE), text fields words at word starts.
 */
export type SearchField =
  | {
      kind: 'enum';
      get: (s: StudyFacts) => readonly string[];
      /** Other spellings (normalized) of a value, e.g. the registry's older display names. */
      aliases?: Readonly<Record<string, string>>;
    }
  | { kind: 'date'; get: (s: StudyFacts) => string | undefined }
  | { kind: 'number'; get: (s: StudyFacts) => number | undefined }
  | { kind: 'text'; get: (s: StudyFacts) => readonly string[] };

const FIELDS: Readonly<Record<string, SearchField>> = {
  Phase: { kind: 'enum', get: (s) => s.phases, aliases: { notapplicable: 'na' } },
  OverallStatus: { kind: 'enum', get: (s) => [s.status], aliases: { unknownstatus: 'unknown' } },
  StudyType: { kind: 'enum', get: (s) => [s.studyType] },
  StartDate: { kind: 'date', get: (s) => s.dates.startDateStruct?.date },
  PrimaryCompletionDate: { kind: 'date', get: (s) => s.dates.primaryCompletionDateStruct?.date },
  CompletionDate: { kind: 'date', get: (s) => s.dates.completionDateStruct?.date },
  StudyFirstSubmitDate: { kind: 'date', get: (s) => s.dates.studyFirstSubmitDate },
  StudyFirstPostDate: { kind: 'date', get: (s) => s.dates.studyFirstPostDateStruct?.date },
  ResultsFirstSubmitDate: { kind: 'date', get: (s) => s.dates.resultsFirstSubmitDate },
  ResultsFirstPostDate: { kind: 'date', get: (s) => s.dates.resultsFirstPostDateStruct?.date },
  LastUpdateSubmitDate: { kind: 'date', get: (s) => s.dates.lastUpdateSubmitDate },
  LastUpdatePostDate: { kind: 'date', get: (s) => s.dates.lastUpdatePostDateStruct?.date },
  StatusVerifiedDate: { kind: 'date', get: (s) => s.dates.statusVerifiedDate },
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
