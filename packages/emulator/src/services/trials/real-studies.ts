/**
 * Real registry records (real-studies.json, whose `about` says where each field was read),
 * served as they are beside the generated studies, with the facts filters and searches read.
 */
import data from './real-studies.json' with { type: 'json' };
import type { StudyFacts } from './skeleton.js';
import type { Study } from './study.js';

type Module = Record<string, unknown>;
type DateStruct = { date: string; type?: 'ACTUAL' | 'ESTIMATED' };

export const REAL_STUDIES = data.studies as unknown as readonly Study[];

/** The facts of a real record at catalog position `index`; absent fields stay absent. */
export function realFacts(study: Study, index: number): StudyFacts {
  const p = study.protocolSection as Record<string, Module | undefined>;
  const id = (p.identificationModule ?? {}) as {
    nctId: string;
    briefTitle: string;
    officialTitle?: string;
    acronym?: string;
  };
  const status = (p.statusModule ?? {}) as Record<string, DateStruct | string | undefined>;
  const design = (p.designModule ?? {}) as {
    studyType: string;
    phases?: string[];
    enrollmentInfo?: { count: number };
  };
  const arms = (p.armsInterventionsModule ?? {}) as {
    armGroups?: { label: string }[];
    interventions?: { name: string; otherNames?: string[] }[];
  };
  const sponsors = (p.sponsorCollaboratorsModule ?? {}) as {
    leadSponsor: { name: string };
    collaborators?: { name: string }[];
  };
  const conditions = (p.conditionsModule ?? {}) as { conditions?: string[]; keywords?: string[] };
  const locations = (p.contactsLocationsModule?.locations ?? []) as StudyFacts['sites'];
  const struct = (key: string) => status[key] as DateStruct | undefined;
  const day = (key: string) => status[key] as string | undefined;
  return {
    index,
    nctId: id.nctId,
    briefTitle: id.briefTitle,
    officialTitle: id.officialTitle ?? '',
    ...(id.acronym ? { acronym: id.acronym } : {}),
    studyType: design.studyType,
    phases: design.phases ?? [],
    status: String(status.overallStatus),
    enrollment: design.enrollmentInfo?.count,
    conditions: (conditions.conditions ?? []).map((name) => ({ name })),
    keywords: conditions.keywords ?? [],
    arms: arms.armGroups ?? [],
    interventions: arms.interventions ?? [],
    lead: sponsors.leadSponsor,
    collaborators: sponsors.collaborators ?? [],
    sites: locations,
    hasResults: study.hasResults === true,
    dates: {
      statusVerified: day('statusVerifiedDate'),
      firstSubmit: day('studyFirstSubmitDate'),
      firstSubmitQc: day('studyFirstSubmitQcDate'),
      firstPost: struct('studyFirstPostDateStruct'),
      start: struct('startDateStruct'),
      primaryCompletion: struct('primaryCompletionDateStruct'),
      completion: struct('completionDateStruct'),
      resultsFirstSubmit: day('resultsFirstSubmitDate'),
      resultsFirstSubmitQc: day('resultsFirstSubmitQcDate'),
      resultsFirstPost: struct('resultsFirstPostDateStruct'),
      lastUpdateSubmit: day('lastUpdateSubmitDate'),
      lastUpdatePost: struct('lastUpdatePostDateStruct'),
    },
  };
}
