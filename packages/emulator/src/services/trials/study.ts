import { fill } from '../../kit/index.js';
import { createRandom, intBetween, mixSeed, pick, pickSome, type Random } from '../../prng.js';
import { dayOf, isoDay, SNAPSHOT_DAY } from './dates.js';
import { phone, resultsSection } from './results.js';
import { person, type StudySkeleton } from './skeleton.js';
import { briefSummary, detailedDescription, eligibilityCriteria, papers, studyPopulation } from './text.js';
import { BROWSE_BRANCHES, SAFETY_OUTCOMES, TYPE_LABELS, WHY_STOPPED } from './vocabulary/data.js';
import MODULES from './vocabulary/modules.json' with { type: 'json' };
import PEOPLE from './vocabulary/people.json' with { type: 'json' };
import REGISTRY from './vocabulary/registry.json' with { type: 'json' };
import LAYOUT from './vocabulary/study-layout.json' with { type: 'json' };
import { fitting, type InterventionEntry, type MeshRef } from './vocabulary/types.js';

/** The full study object, as GET /api/v2/studies/{nctId} returns it (field names per ctg-oas-v2.yaml). */
export type Study = Record<string, unknown> & {
  protocolSection: Record<string, unknown>;
  hasResults: boolean;
};

function emailFor(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/[^\p{Letter}\s-]/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '.');
  return `${local}@example.org`;
}

/** The registry's age groups that ages from `min` to `max` years (none: no upper limit) cover. */
const stdAges = (min: number, max = 200) =>
  [min < 18 && 'CHILD', max >= 18 && min < 65 && 'ADULT', max >= 65 && 'OLDER_ADULT'].filter(Boolean);

/** Browse leaf ids are opaque "M" numbers; derive a stable one per MeSH id. */
function leafId(meshId: string): string {
  let h = 7;
  for (const ch of meshId) h = (h * 31 + ch.charCodeAt(0)) % 40_000;
  return `M${h + 1000}`;
}

/** The derived browse module of the conditions or the interventions: their MeSH terms and ancestors. */
function browseModule(
  entries: readonly Pick<InterventionEntry, 'name' | 'mesh' | 'ancestors' | 'branches'>[],
) {
  const byId = (refs: readonly MeshRef[]) => [...new Map(refs.map((m) => [m[0], m])).values()];
  const meshes = byId(entries.flatMap((e) => (e.mesh ? [e.mesh] : [])));
  const ancestors = byId(
    entries.flatMap((e) => e.ancestors ?? []).filter(([a]) => !meshes.some(([m]) => m === a)),
  );
  const asFound = new Map(entries.flatMap((e) => (e.mesh ? [[e.mesh[0], e.name] as const] : [])));
  const terms = (refs: readonly MeshRef[]) => refs.map(([id, term]) => ({ id, term }));
  return {
    meshes: terms(meshes),
    ancestors: terms(ancestors),
    browseLeaves: [
      ...meshes.map(([id, term]) => ({
        id: leafId(id),
        name: term,
        asFound: asFound.get(id),
        relevance: 'HIGH',
      })),
      ...ancestors.map(([id, term]) => ({ id: leafId(id), name: term, relevance: 'LOW' })),
    ],
    browseBranches: [...new Set(entries.flatMap((e) => e.branches ?? []))].map((abbrev) => ({
      abbrev,
      name: BROWSE_BRANCHES[abbrev] ?? abbrev,
    })),
  };
}

const { study: STUDY, responsibleParty: PARTY, design: DESIGN, masking: MASKING } = LAYOUT;

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
  const recruiting = ['RECRUITING', 'NOT_YET_RECRUITING', 'ENROLLING_BY_INVITATION'].includes(s.status);
  const vaccine = s.interventions.some((i) => / Vaccine|mRNA-1273/.test(i.name));
  const industry = s.lead.class === 'INDUSTRY';
  const inUs = s.sites.some((x) => x.country === 'United States');
  const pi = person(random);
  const firstPostYear = Number(s.dates.studyFirstPostDateStruct.date.slice(0, 4));
  // The values are drawn in this order (one PRNG stream per study): keep it, or every study changes.
  // The skeleton's facts under their own names (nctId, status, briefTitle ...); the layout's
  // other names are set below, over the skeleton's raw lists of the same name.
  const v: Record<string, unknown> = {
    ...s,
    ...s.dates,
    leadName: s.lead.name,
    leadClass: s.lead.class,
    orgStudyId:
      s.lead.class === 'INDIV'
        ? `${firstPostYear}-${intBetween(random, 100, 999)}`
        : `${s.lead.protocolPrefix}${intBetween(random, 1000, 99999)}`,
  };
  const secondaryIds: Record<string, unknown>[] = [];
  if (industry && s.phases.some((p) => p === 'PHASE2' || p === 'PHASE3')) {
    secondaryIds.push({
      // Sequence numbers from 900000: above any EudraCT assigned, like every generated id here.
      id: `${firstPostYear - 1}-${intBetween(random, 900000, 999999)}-${String(intBetween(random, 10, 99))}`,
      type: 'EUDRACT_NUMBER',
    });
  }
  if (s.lead.class === 'NIH' || s.collaborators.some((c) => c.class === 'NIH')) {
    // Serial numbers from 900000, beyond those NIH has assigned.
    const grant = `R01${pick(random, ['CA', 'HL', 'MH', 'AG', 'AI'])}${intBetween(random, 900000, 999999)}`;
    secondaryIds.push({ id: grant, type: 'NIH', link: `https://reporter.nih.gov/quickSearch/${grant}` });
  }
  if (secondaryIds.length > 0) v.secondaryIds = secondaryIds;
  const stopReasons = WHY_STOPPED[s.status];
  v.whyStopped = stopReasons ? pick(random, stopReasons) : undefined;
  if (s.lead.class === 'INDIV') v.affiliation = pick(random, s.sites).facility;
  if (s.lead.class === 'OTHER') {
    v.investigator = `${pi}, ${pick(random, PEOPLE.degrees)}`;
    v.investigatorTitle = pick(random, REGISTRY.investigatorTitles);
  }
  v.responsibleParty = fill(
    PARTY[s.lead.class === 'INDIV' || s.lead.class === 'OTHER' ? s.lead.class : 'SPONSOR'],
    v,
  );
  v.designModule = fill(DESIGN[s.studyType], designValues(random, s, vaccine));

  v.armGroups = s.arms.map((arm) => {
    const names = arm.interventions.map((i) => i.name).join(' plus ');
    const labels = arm.interventions.map((i) => `${TYPE_LABELS[i.type] ?? 'Other'}: ${i.name}`);
    return fill(LAYOUT.armGroup, {
      ...arm,
      description: `Participants ${names ? `receive ${names} ` : ''}${arm.detail}.`,
      interventionNames: labels.length > 0 ? labels : undefined,
    });
  });
  v.interventions = s.interventions.map((i) => {
    const armGroupLabels = s.arms.filter((a) => a.interventions.includes(i)).map((a) => a.label);
    return fill(LAYOUT.intervention, { ...i, armGroupLabels });
  });
  if (!industry) {
    v.officialName = `${pi}, ${pick(random, PEOPLE.degrees)}`;
    v.officialAffiliation = s.lead.class === 'INDIV' ? pick(random, s.sites).facility : s.lead.name;
  }
  v.officials = [fill(LAYOUT.official[industry ? 'INDUSTRY' : 'PI'], v)];
  const contactOf = (name: string) => ({
    name,
    role: 'CONTACT',
    phone: phone(random),
    email: emailFor(name),
  });
  const siteStatus = (LAYOUT.siteStatus as Readonly<Record<string, string>>)[s.status];
  v.locations = s.sites.map((site, i) => {
    const name = person(random);
    const contacts =
      recruiting && i < 3
        ? [contactOf(name), { name: person(random), role: 'PRINCIPAL_INVESTIGATOR' }]
        : undefined;
    return fill(LAYOUT.location, { ...site, status: siteStatus, contacts });
  });
  const contact = person(random);
  v.references = papers(random, s, firstPostYear);
  const ipd = pick(random, ['NO', 'NO', 'YES', 'UNDECIDED'] as const);
  v.ipd = ipd === 'YES' ? MODULES.ipdShared : { ipdSharing: ipd };
  v.collaborators =
    s.collaborators.length > 0 ? s.collaborators.map((c) => ({ name: c.name, class: c.class })) : undefined;
  v.hasDmc = s.randomized && s.phases.includes('PHASE3');
  v.fdaDrug = s.interventions.some((i) => i.type === 'DRUG' || i.type === 'BIOLOGICAL') && inUs;
  v.fdaDevice = s.interventions.some((i) => i.type === 'DEVICE') && inUs;
  v.briefSummary = briefSummary(random, s, primary[0]?.measure ?? 'the primary outcome');
  v.detailedDescription = detailedDescription(random, s);
  v.conditions = s.conditions.map((c) => c.name);
  v.keywords = s.keywords.length > 0 ? s.keywords : undefined;
  v.primaryOutcomes = primary.map((t) => fill(LAYOUT.outcome, t));
  v.secondaryOutcomes = secondary.map((t) => fill(LAYOUT.outcome, t));
  v.otherOutcomes = random() < 0.2 ? [MODULES.exploratoryOutcome] : undefined;
  v.eligibilityCriteria = eligibilityCriteria(random, s);
  v.healthyVolunteers = vaccine;
  v.minAge = minAge;
  v.maximumAge = maxAge !== undefined ? `${maxAge} Years` : undefined;
  v.stdAges = stdAges(minAge, maxAge);
  if (s.studyType === 'OBSERVATIONAL') {
    v.studyPopulation = studyPopulation(s);
    v.samplingMethod = 'NON_PROBABILITY_SAMPLE';
  }
  if (recruiting) v.centralContacts = [contactOf(contact)];

  v.versionHolder = isoDay(SNAPSHOT_DAY);
  v.conditionBrowse = browseModule(s.conditions);
  if (s.interventions.some((i) => i.mesh)) v.interventionBrowse = browseModule(s.interventions);
  if (s.hasResults) {
    v.resultsSection = resultsSection(random, s, primary, secondary);
    const uploaded = dayOf(s.dates.resultsFirstSubmitDate ?? s.dates.lastUpdateSubmitDate);
    const largeDoc = fill(LAYOUT.largeDoc, {
      date: isoDay(uploaded - intBetween(random, 200, 900)),
      uploadDate: `${isoDay(uploaded)}T${String(intBetween(random, 8, 17)).padStart(2, '0')}:${String(intBetween(random, 0, 59)).padStart(2, '0')}`,
      size: intBetween(random, 400_000, 4_800_000),
    });
    v.documentSection = { largeDocumentModule: { largeDocs: [largeDoc] } };
  }
  return fill<Study>(STUDY, v);
}

/** The design module's values: its shape is LAYOUT.design[studyType]. */
function designValues(random: Random, s: StudySkeleton, vaccine: boolean): Record<string, unknown> {
  const enrollmentType = (LAYOUT.enrollmentType as Readonly<Record<string, string>>)[s.status];
  const enrollment = { enrollment: s.enrollment, enrollmentType };
  if (s.studyType === 'OBSERVATIONAL') {
    return {
      ...enrollment,
      patientRegistry: /Registry/.test(s.briefTitle),
      observationalModel: pick(random, ['COHORT', 'COHORT', 'CASE_CONTROL', 'CASE_ONLY']),
      timePerspective: pick(random, ['PROSPECTIVE', 'PROSPECTIVE', 'RETROSPECTIVE', 'CROSS_SECTIONAL']),
      bioSpec: random() < 0.5 ? MODULES.bioSpec : undefined,
    };
  }
  return {
    ...enrollment,
    phases: s.phases,
    allocation: s.randomized ? 'RANDOMIZED' : 'NA',
    interventionModel: s.randomized ? (random() < 0.1 ? 'CROSSOVER' : 'PARALLEL') : 'SINGLE_GROUP',
    modelDescription: s.randomized
      ? `Participants are randomly assigned in a ${s.arms.map(() => 1).join(':')} ratio.`
      : undefined,
    primaryPurpose: vaccine
      ? 'PREVENTION'
      : s.interventions.every((i) => i.type === 'BEHAVIORAL')
        ? 'SUPPORTIVE_CARE'
        : 'TREATMENT',
    masking: s.arms.some((a) => a.type === 'PLACEBO_COMPARATOR')
      ? MASKING.placebo
      : s.randomized && random() < 0.3
        ? MASKING.single
        : MASKING.none,
  };
}

/** Where the real site serves a study's large documents. */
export function largeDocUrl(nctId: string, filename: string): string {
  return `https://cdn.clinicaltrials.gov/large-docs/${nctId.slice(-2)}/${nctId}/${filename}`;
}
