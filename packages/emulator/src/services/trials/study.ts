import { createRandom, intBetween, mixSeed, pick, pickSome, type Random } from '../../prng.js';
import { dayOf, isoDay, SNAPSHOT_DAY } from './dates.js';
import { resultsSection } from './results.js';
import type { StudySkeleton } from './skeleton.js';
import {
  briefSummary,
  citation,
  detailedDescription,
  eligibilityCriteria,
  studyPopulation,
  whyStopped,
} from './text.js';
import {
  BROWSE_BRANCHES,
  DEGREES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  INVESTIGATOR_TITLES,
  MODULES,
  SAFETY_OUTCOMES,
  TYPE_LABELS,
} from './vocabulary/data.js';
import { fitting, type InterventionEntry, type MeshRef, type OutcomeTemplate } from './vocabulary/types.js';

/** The full study object, as GET /api/v2/studies/{nctId} returns it (field names per ctg-oas-v2.yaml). */
export type Study = Record<string, unknown> & {
  protocolSection: Record<string, unknown>;
  hasResults: boolean;
};

export const interventionLabel = (i: InterventionEntry) => `${TYPE_LABELS[i.type] ?? 'Other'}: ${i.name}`;

function person(random: Random): string {
  return `${pick(random, GIVEN_NAMES)} ${pick(random, FAMILY_NAMES)}`;
}

function emailFor(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/[^\p{Letter}\s-]/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '.');
  return `${local}@example.org`;
}

const phone = (random: Random) => `+1 555-01${String(intBetween(random, 0, 99)).padStart(2, '0')}`;

function ageText(years: number): string {
  return `${years} Years`;
}

function stdAges(min: number, max: number | undefined): string[] {
  const out: string[] = [];
  if (min < 18) out.push('CHILD');
  if ((max ?? 200) >= 18 && min < 65) out.push('ADULT');
  if ((max ?? 200) >= 65) out.push('OLDER_ADULT');
  return out;
}

/** Browse leaf ids are opaque "M" numbers; derive a stable one per MeSH id. */
function leafId(meshId: string): string {
  let h = 7;
  for (const ch of meshId) h = (h * 31 + ch.charCodeAt(0)) % 40_000;
  return `M${h + 1000}`;
}

function browseModule(
  meshes: readonly MeshRef[],
  ancestors: readonly MeshRef[],
  asFound: ReadonlyMap<string, string>,
  branches: readonly string[],
) {
  const uniqueAncestors = [
    ...new Map(ancestors.filter(([a]) => !meshes.some(([m]) => m === a)).map((m) => [m[0], m])).values(),
  ];
  const uniqueMeshes = [...new Map(meshes.map((m) => [m[0], m])).values()];
  return {
    meshes: uniqueMeshes.map(([id, term]) => ({ id, term })),
    ancestors: uniqueAncestors.map(([id, term]) => ({ id, term })),
    browseLeaves: [
      ...uniqueMeshes.map(([id, term]) => ({
        id: leafId(id),
        name: term,
        ...(asFound.has(id) ? { asFound: asFound.get(id) } : {}),
        relevance: 'HIGH',
      })),
      ...uniqueAncestors.map(([id, term]) => ({ id: leafId(id), name: term, relevance: 'LOW' })),
    ],
    browseBranches: [...new Set(branches)].map((abbrev) => ({
      abbrev,
      name: BROWSE_BRANCHES[abbrev] ?? abbrev,
    })),
  };
}

function outcome(t: OutcomeTemplate) {
  return { measure: t.measure, description: t.description, timeFrame: t.timeFrame };
}

function locationStatus(status: string): string | undefined {
  if (status === 'RECRUITING' || status === 'NOT_YET_RECRUITING' || status === 'ENROLLING_BY_INVITATION')
    return status;
  if (status === 'ACTIVE_NOT_RECRUITING' || status === 'SUSPENDED') return 'ACTIVE_NOT_RECRUITING';
  if (status === 'COMPLETED' || status === 'TERMINATED') return undefined;
  return 'WITHDRAWN';
}

/** Builds the whole study from its skeleton; pure and deterministic. */
export function buildStudy(s: StudySkeleton): Study {
  const random = createRandom(mixSeed(s.seed, 0x5717));
  const condition = s.conditions[0]?.name;
  const primary = pickSome(random, fitting(s.area.primaryOutcomes, condition), random() < 0.8 ? 1 : 2);
  const secondary = [
    ...pickSome(random, fitting(s.area.secondaryOutcomes, condition), intBetween(random, 1, 2)),
    ...pickSome(random, SAFETY_OUTCOMES, intBetween(random, 1, 2)),
  ];
  const [minAge, maxAgeDefault] = s.area.ages;
  const maxAge = random() < 0.5 ? maxAgeDefault : undefined;
  const sex = s.conditions.some((c) => /Breast|Postmenopausal/.test(c.name))
    ? 'FEMALE'
    : s.conditions.some((c) => /Prostate/.test(c.name))
      ? 'MALE'
      : 'ALL';
  const recruiting =
    s.status === 'RECRUITING' || s.status === 'NOT_YET_RECRUITING' || s.status === 'ENROLLING_BY_INVITATION';
  const vaccine = s.interventions.some((i) => / Vaccine|mRNA-1273/.test(i.name));
  const industry = s.lead.class === 'INDUSTRY';
  const pi = person(random);
  const firstPostYear = Number(s.dates.firstPost.date.slice(0, 4));

  const identificationModule: Record<string, unknown> = {
    nctId: s.nctId,
    orgStudyIdInfo: {
      id:
        s.lead.class === 'INDIV'
          ? `${firstPostYear}-${intBetween(random, 100, 999)}`
          : `${s.lead.protocolPrefix}${intBetween(random, 1000, 99999)}`,
    },
    organization: { fullName: s.lead.name, class: s.lead.class },
    briefTitle: s.briefTitle,
    officialTitle: s.officialTitle,
  };
  const secondaryIds: Record<string, unknown>[] = [];
  if (industry && s.phases.some((p) => p === 'PHASE2' || p === 'PHASE3')) {
    secondaryIds.push({
      id: `${firstPostYear - 1}-${String(intBetween(random, 0, 5999)).padStart(6, '0')}-${String(intBetween(random, 10, 99))}`,
      type: 'EUDRACT_NUMBER',
    });
  }
  if (s.lead.class === 'NIH' || s.collaborators.some((c) => c.class === 'NIH')) {
    const grant = `R01${pick(random, ['CA', 'HL', 'MH', 'AG', 'AI'])}${intBetween(random, 100000, 299999)}`;
    secondaryIds.push({ id: grant, type: 'NIH', link: `https://reporter.nih.gov/quickSearch/${grant}` });
  }
  if (secondaryIds.length > 0) identificationModule.secondaryIdInfos = secondaryIds;
  if (s.acronym) identificationModule.acronym = s.acronym;

  const why = whyStopped(random, s.status);
  const statusModule: Record<string, unknown> = {
    statusVerifiedDate: s.dates.statusVerified,
    overallStatus: s.status,
    ...(why ? { whyStopped: why } : {}),
    expandedAccessInfo: { hasExpandedAccess: false },
    startDateStruct: s.dates.start,
    primaryCompletionDateStruct: s.dates.primaryCompletion,
    completionDateStruct: s.dates.completion,
    studyFirstSubmitDate: s.dates.firstSubmit,
    studyFirstSubmitQcDate: s.dates.firstSubmitQc,
    studyFirstPostDateStruct: s.dates.firstPost,
    ...(s.dates.resultsFirstSubmit
      ? {
          resultsFirstSubmitDate: s.dates.resultsFirstSubmit,
          resultsFirstSubmitQcDate: s.dates.resultsFirstSubmitQc,
          resultsFirstPostDateStruct: s.dates.resultsFirstPost,
        }
      : {}),
    lastUpdateSubmitDate: s.dates.lastUpdateSubmit,
    lastUpdatePostDateStruct: s.dates.lastUpdatePost,
  };

  const responsibleParty =
    s.lead.class === 'INDIV'
      ? {
          type: 'SPONSOR_INVESTIGATOR',
          investigatorFullName: s.lead.name,
          investigatorTitle: 'Principal Investigator',
          investigatorAffiliation: pick(random, s.sites).facility,
        }
      : s.lead.class === 'OTHER'
        ? {
            type: 'PRINCIPAL_INVESTIGATOR',
            investigatorFullName: `${pi}, ${pick(random, DEGREES)}`,
            investigatorTitle: pick(random, INVESTIGATOR_TITLES),
            investigatorAffiliation: s.lead.name,
          }
        : { type: 'SPONSOR' };

  const designModule: Record<string, unknown> =
    s.studyType === 'INTERVENTIONAL'
      ? {
          studyType: 'INTERVENTIONAL',
          phases: s.phases,
          designInfo: {
            allocation: s.randomized ? 'RANDOMIZED' : 'NA',
            interventionModel: s.randomized ? (random() < 0.1 ? 'CROSSOVER' : 'PARALLEL') : 'SINGLE_GROUP',
            ...(s.randomized
              ? {
                  interventionModelDescription: `Participants are randomly assigned in a ${s.arms.map(() => 1).join(':')} ratio.`,
                }
              : {}),
            primaryPurpose: vaccine
              ? 'PREVENTION'
              : s.interventions.every((i) => i.type === 'BEHAVIORAL')
                ? 'SUPPORTIVE_CARE'
                : 'TREATMENT',
            maskingInfo: s.arms.some((a) => a.type === 'PLACEBO_COMPARATOR')
              ? {
                  masking: 'QUADRUPLE',
                  whoMasked: ['PARTICIPANT', 'CARE_PROVIDER', 'INVESTIGATOR', 'OUTCOMES_ASSESSOR'],
                }
              : s.randomized && random() < 0.3
                ? { masking: 'SINGLE', whoMasked: ['OUTCOMES_ASSESSOR'] }
                : { masking: 'NONE' },
          },
          enrollmentInfo: { count: s.enrollment, type: s.enrollmentType },
        }
      : {
          studyType: 'OBSERVATIONAL',
          patientRegistry: /Registry/.test(s.briefTitle),
          designInfo: {
            observationalModel: pick(random, ['COHORT', 'COHORT', 'CASE_CONTROL', 'CASE_ONLY']),
            timePerspective: pick(random, ['PROSPECTIVE', 'PROSPECTIVE', 'RETROSPECTIVE', 'CROSS_SECTIONAL']),
          },
          ...(random() < 0.5 ? { bioSpec: MODULES.bioSpec } : {}),
          enrollmentInfo: { count: s.enrollment, type: s.enrollmentType },
        };

  const armGroups = s.arms.map((arm) => ({
    label: arm.label,
    ...(arm.type ? { type: arm.type } : {}),
    description:
      arm.interventions.length > 0
        ? `Participants receive ${arm.interventions.map((i) => i.name).join(' plus ')} ${arm.detail}.`
        : `Participants ${arm.detail}.`,
    ...(arm.interventions.length > 0 ? { interventionNames: arm.interventions.map(interventionLabel) } : {}),
  }));
  const interventions = s.interventions.map((i) => ({
    type: i.type,
    name: i.name,
    description: `${i.name}, ${i.regimen}.`,
    armGroupLabels: s.arms.filter((a) => a.interventions.includes(i)).map((a) => a.label),
    ...(i.otherNames ? { otherNames: i.otherNames } : {}),
  }));

  const officials = industry
    ? [{ name: 'Medical Director', affiliation: s.lead.name, role: 'STUDY_DIRECTOR' }]
    : [
        {
          name: `${pi}, ${pick(random, DEGREES)}`,
          affiliation: s.lead.class === 'INDIV' ? pick(random, s.sites).facility : s.lead.name,
          role: 'PRINCIPAL_INVESTIGATOR',
        },
      ];
  const siteStatus = locationStatus(s.status);
  const locations = s.sites.map((site, i) => {
    const contactName = person(random);
    return {
      facility: site.facility,
      ...(siteStatus ? { status: siteStatus } : {}),
      city: site.city,
      ...(site.state ? { state: site.state } : {}),
      ...(site.zip ? { zip: site.zip } : {}),
      country: site.country,
      ...(recruiting && i < 3
        ? {
            contacts: [
              { name: contactName, role: 'CONTACT', phone: phone(random), email: emailFor(contactName) },
              { name: person(random), role: 'PRINCIPAL_INVESTIGATOR' },
            ],
          }
        : {}),
      geoPoint: { lat: site.lat, lon: site.lon },
    };
  });
  const contact = person(random);

  const references = Array.from({ length: intBetween(random, 1, s.hasResults ? 3 : 2) }, (_, r) => {
    const kind = s.hasResults && r === 0 ? 'RESULT' : 'BACKGROUND';
    const authors = Array.from(
      { length: intBetween(random, 2, 6) },
      () => `${pick(random, FAMILY_NAMES)} ${pick(random, GIVEN_NAMES).charAt(0)}`,
    );
    const year =
      kind === 'RESULT'
        ? Number((s.dates.resultsFirstPost?.date ?? s.dates.lastUpdatePost.date).slice(0, 4))
        : firstPostYear - intBetween(random, 1, 6);
    return {
      pmid: String(intBetween(random, 15_000_000, 39_999_999)),
      type: kind,
      citation: citation(random, s, authors, year, kind as 'BACKGROUND' | 'RESULT'),
    };
  });

  const ipd = pick(random, ['NO', 'NO', 'YES', 'UNDECIDED'] as const);
  const protocolSection = {
    identificationModule,
    statusModule,
    sponsorCollaboratorsModule: {
      responsibleParty,
      leadSponsor: { name: s.lead.name, class: s.lead.class },
      ...(s.collaborators.length > 0
        ? { collaborators: s.collaborators.map((c) => ({ name: c.name, class: c.class })) }
        : {}),
    },
    oversightModule: {
      oversightHasDmc: s.randomized && s.phases.includes('PHASE3'),
      isFdaRegulatedDrug:
        s.interventions.some((i) => i.type === 'DRUG' || i.type === 'BIOLOGICAL') &&
        s.sites.some((x) => x.country === 'United States'),
      isFdaRegulatedDevice:
        s.interventions.some((i) => i.type === 'DEVICE') &&
        s.sites.some((x) => x.country === 'United States'),
    },
    descriptionModule: {
      briefSummary: briefSummary(random, s, primary[0]?.measure ?? 'the primary outcome'),
      detailedDescription: detailedDescription(random, s),
    },
    conditionsModule: {
      conditions: s.conditions.map((c) => c.name),
      ...(s.keywords.length > 0 ? { keywords: s.keywords } : {}),
    },
    designModule,
    armsInterventionsModule: { armGroups, interventions },
    outcomesModule: {
      primaryOutcomes: primary.map(outcome),
      secondaryOutcomes: secondary.map(outcome),
      ...(random() < 0.2 ? { otherOutcomes: [MODULES.exploratoryOutcome] } : {}),
    },
    eligibilityModule: {
      eligibilityCriteria: eligibilityCriteria(random, s),
      healthyVolunteers: vaccine,
      sex,
      minimumAge: ageText(minAge),
      ...(maxAge !== undefined ? { maximumAge: ageText(maxAge) } : {}),
      stdAges: stdAges(minAge, maxAge),
      ...(s.studyType === 'OBSERVATIONAL'
        ? { studyPopulation: studyPopulation(s), samplingMethod: 'NON_PROBABILITY_SAMPLE' }
        : {}),
    },
    contactsLocationsModule: {
      ...(recruiting
        ? {
            centralContacts: [
              { name: contact, role: 'CONTACT', phone: phone(random), email: emailFor(contact) },
            ],
          }
        : {}),
      overallOfficials: officials,
      locations,
    },
    ...(references.length > 0 ? { referencesModule: { references } } : {}),
    ipdSharingStatementModule: ipd === 'YES' ? MODULES.ipdShared : { ipdSharing: ipd },
  };

  const conditionMeshes = s.conditions.map((c) => c.mesh);
  const asFound = new Map(s.conditions.map((c) => [c.mesh[0], c.name]));
  const interventionMeshes = s.interventions.flatMap((i) => (i.mesh ? [i.mesh] : []));
  const derivedSection: Record<string, unknown> = {
    miscInfoModule: { versionHolder: isoDay(SNAPSHOT_DAY) },
    conditionBrowseModule: browseModule(
      conditionMeshes,
      s.conditions.flatMap((c) => c.ancestors),
      asFound,
      s.conditions.flatMap((c) => c.branches),
    ),
    ...(interventionMeshes.length > 0
      ? {
          interventionBrowseModule: browseModule(
            interventionMeshes,
            s.interventions.flatMap((i) => i.ancestors ?? []),
            new Map(s.interventions.flatMap((i) => (i.mesh ? [[i.mesh[0], i.name] as const] : []))),
            s.interventions.flatMap((i) => i.branches ?? []),
          ),
        }
      : {}),
  };

  // Key order as the real API sends it: protocol, results, documents, derived, hasResults.
  if (!s.hasResults) return { protocolSection, derivedSection, hasResults: false };
  const uploaded = dayOf(s.dates.resultsFirstSubmit ?? s.dates.lastUpdateSubmit);
  return {
    protocolSection,
    resultsSection: resultsSection(random, s, primary, secondary),
    documentSection: {
      largeDocumentModule: {
        largeDocs: [
          {
            typeAbbrev: 'Prot_SAP',
            hasProtocol: true,
            hasSap: true,
            hasIcf: false,
            label: 'Study Protocol and Statistical Analysis Plan',
            date: isoDay(uploaded - intBetween(random, 200, 900)),
            uploadDate: `${isoDay(uploaded)}T${String(intBetween(random, 8, 17)).padStart(2, '0')}:${String(intBetween(random, 0, 59)).padStart(2, '0')}`,
            filename: 'Prot_SAP_000.pdf',
            size: intBetween(random, 400_000, 4_800_000),
          },
        ],
      },
    },
    derivedSection,
    hasResults: true,
  };
}

/** Where the real site serves a study's large documents. */
export function largeDocUrl(nctId: string, filename: string): string {
  return `https://cdn.clinicaltrials.gov/large-docs/${nctId.slice(-2)}/${nctId}/${filename}`;
}
