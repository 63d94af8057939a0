/**
 * Real registry records (real-studies.json, whose `about` says where each field was read),
 * served as they are beside the generated studies, with the facts filters and searches read.
 */
import data from './real-studies.json' with { type: 'json' };
import type { StudyFacts } from './skeleton.js';
import type { Study } from './study.js';

export const REAL_STUDIES = data.studies as unknown as readonly Study[];

/** The facts' dates and where a record holds each (statusModule keys). */
const DATE_KEYS = {
  statusVerified: 'statusVerifiedDate',
  firstSubmit: 'studyFirstSubmitDate',
  firstSubmitQc: 'studyFirstSubmitQcDate',
  firstPost: 'studyFirstPostDateStruct',
  start: 'startDateStruct',
  primaryCompletion: 'primaryCompletionDateStruct',
  completion: 'completionDateStruct',
  resultsFirstSubmit: 'resultsFirstSubmitDate',
  resultsFirstSubmitQc: 'resultsFirstSubmitQcDate',
  resultsFirstPost: 'resultsFirstPostDateStruct',
  lastUpdateSubmit: 'lastUpdateSubmitDate',
  lastUpdatePost: 'lastUpdatePostDateStruct',
} as const;

/** The facts of a real record at catalog position `index`; absent fields stay absent. */
export function realFacts(study: Study, index: number): StudyFacts {
  // biome-ignore lint/suspicious/noExplicitAny: a recorded answer is read loosely, field by field
  const p = study.protocolSection as Record<string, any>;
  const id = p.identificationModule ?? {};
  const status = p.statusModule ?? {};
  const conditions = p.conditionsModule ?? {};
  return {
    index,
    nctId: id.nctId,
    briefTitle: id.briefTitle,
    officialTitle: id.officialTitle ?? '',
    ...(id.acronym ? { acronym: id.acronym } : {}),
    studyType: p.designModule?.studyType,
    phases: p.designModule?.phases ?? [],
    status: String(status.overallStatus),
    enrollment: p.designModule?.enrollmentInfo?.count,
    conditions: (conditions.conditions ?? []).map((name: string) => ({ name })),
    keywords: conditions.keywords ?? [],
    arms: p.armsInterventionsModule?.armGroups ?? [],
    interventions: p.armsInterventionsModule?.interventions ?? [],
    lead: p.sponsorCollaboratorsModule?.leadSponsor,
    collaborators: p.sponsorCollaboratorsModule?.collaborators ?? [],
    sites: p.contactsLocationsModule?.locations ?? [],
    hasResults: study.hasResults === true,
    dates: Object.fromEntries(Object.entries(DATE_KEYS).map(([fact, key]) => [fact, status[key]])),
  };
}
