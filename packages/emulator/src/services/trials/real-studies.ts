/**
 * Real registry records (real-studies.json, whose `about` says where each field was read),
 * served as they are beside the generated studies, with the facts filters and searches read.
 */
import data from './real-studies.json' with { type: 'json' };
import type { StudyFacts } from './skeleton.js';
import type { Study } from './study.js';

export const REAL_STUDIES = data.studies as unknown as readonly Study[];

/**
 * A recorded study's modules, typed from the data file (what some records lack is optional), and
 * keywords, which a record may have though none of those stored now does.
 */
type Recorded = (typeof data.studies)[number]['protocolSection'] & {
  conditionsModule: { keywords?: string[] };
};

/** The facts of a real record at catalog position `index`; absent fields stay absent. */
export function realFacts(study: Study, index: number): StudyFacts {
  const p = study.protocolSection as unknown as Recorded;
  const { identificationModule: id, statusModule: status, designModule: design } = p;
  const { conditionsModule: conditions, armsInterventionsModule: arms } = p;
  return {
    index,
    nctId: id.nctId,
    briefTitle: id.briefTitle,
    officialTitle: id.officialTitle ?? '',
    acronym: id.acronym,
    studyType: design.studyType,
    phases: design.phases ?? [],
    status: status.overallStatus,
    enrollment: design.enrollmentInfo?.count,
    conditions: (conditions.conditions ?? []).map((name) => ({ name })),
    keywords: conditions.keywords ?? [],
    arms: arms.armGroups ?? [],
    interventions: arms.interventions ?? [],
    lead: p.sponsorCollaboratorsModule.leadSponsor,
    collaborators: p.sponsorCollaboratorsModule.collaborators ?? [],
    sites: p.contactsLocationsModule?.locations ?? [],
    hasResults: study.hasResults === true,
    // The facts' dates go by their statusModule names: the record's own, as it wrote them.
    dates: status,
  };
}
