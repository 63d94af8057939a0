import { fill, SYNTHETIC_MARK } from '../../kit/index.js';
import { createRandom, drawWeighted, intBetween, mixSeed, pick, pickSome, type Random } from '../../prng.js';
import { dayOf, isoDay, isoMonth, SNAPSHOT_DAY } from './dates.js';
import {
  AREAS,
  ONCOLOGY_ONLY,
  type Organization,
  PHASE_CHOICES,
  PLACEBO,
  STANDARD_OF_CARE,
} from './vocabulary/data.js';
import ORGANIZATIONS from './vocabulary/organizations.json' with { type: 'json' };
import PEOPLE from './vocabulary/people.json' with { type: 'json' };
import PROSE from './vocabulary/prose.json' with { type: 'json' };
import REGISTRY from './vocabulary/registry.json' with { type: 'json' };
import SITES from './vocabulary/sites.json' with { type: 'json' };
import { fitting, type InterventionEntry, type MeshRef, type TherapeuticArea } from './vocabulary/types.js';

/**
 * The cheap half of a generated study: every choice that filters, sorting and searching need,
 * drawn from one PRNG per study. The expensive text and results are built from it on demand,
 * so the catalog index of thousands of studies costs only milliseconds.
 */

/** The spec's eight overall statuses, which generated studies have. */
export type OverallStatus = keyof typeof REGISTRY.statusWeights;
export const STATUSES = Object.keys(REGISTRY.statusWeights) as readonly OverallStatus[];

export const PHASES = ['NA', 'EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4'] as const;
export type Phase = (typeof PHASES)[number];

type StudyType = 'INTERVENTIONAL' | 'OBSERVATIONAL';

export interface Arm {
  label: string;
  /** Absent for observational cohorts. */
  type?: 'EXPERIMENTAL' | 'ACTIVE_COMPARATOR' | 'PLACEBO_COMPARATOR';
  interventions: readonly InterventionEntry[];
  /** Dose or schedule text for the arm description. */
  detail: string;
}

/**
 * What filters, sorting and searching read of a study: a generated study's skeleton, or the same
 * facts read from a real registry record (real-studies.ts), which may lack some dates.
 */
export interface StudyFacts {
  index: number;
  nctId: string;
  conditions: readonly { name: string; mesh?: MeshRef; ancestors?: readonly MeshRef[] }[];
  studyType: string;
  phases: readonly string[];
  status: string;
  arms: readonly { label: string }[];
  interventions: readonly { name: string; otherNames?: readonly string[]; mesh?: MeshRef }[];
  lead: { name: string };
  collaborators: readonly { name: string }[];
  sites: readonly { facility: string; city: string; state?: string; zip?: string; country: string }[];
  enrollment: number | undefined;
  briefTitle: string;
  officialTitle: string;
  acronym?: string | undefined;
  keywords: readonly string[];
  hasResults: boolean;
  /** statusModule's dates by their names: days as text, or a date with its type (ACTUAL, ESTIMATED). */
  dates: Readonly<Record<string, string | { date: string; type?: string } | undefined>>;
}

/** A generated study's skeleton: its facts, and the choices its text and results are built from. */
export type StudySkeleton = ReturnType<typeof buildSkeleton>;

/** A fictional person's name, drawn from the name lists. */
export const person = (random: Random) =>
  `${pick(random, PEOPLE.givenNames)} ${pick(random, PEOPLE.familyNames)}`;

const PHARMACOLOGIC = new Set(['DRUG', 'BIOLOGICAL', 'GENETIC', 'COMBINATION_PRODUCT']);

/**
 * NCT numbers: unique, increasing with the index, with realistic spacing, from NCT90000000 up:
 * far above the registry's real numbers, so a generated study never poses as a real one nor
 * takes the number of a real record served beside it (real-studies.json).
 */
function nctIdFor(random: Random, index: number): string {
  const n = 90_000_000 + index * 1_900 + intBetween(random, 0, 1_899);
  return `NCT${String(n).padStart(8, '0')}`;
}

function pickLead(random: Random, area: TherapeuticArea): Organization {
  const { industry, academic, government, networks } = ORGANIZATIONS;
  const pools: ReadonlyArray<readonly Organization[]> = [industry, academic, government, networks];
  for (;;) {
    const org = pick(random, drawWeighted(random, pools, [46, 40, 8, 6]));
    // Oncology networks and institutes only sponsor oncology; everyone else sponsors anything.
    if (area.name === 'oncology' || !ONCOLOGY_ONLY.has(org.name)) return org;
  }
}

function buildArms(
  random: Random,
  area: TherapeuticArea,
  condition: string | undefined,
  studyType: StudyType,
  phases: readonly Phase[],
): { arms: Arm[]; randomized: boolean } {
  const product = pick(random, fitting(area.products, condition));
  const comparators = fitting(area.comparators, condition);
  if (studyType === 'OBSERVATIONAL') {
    const cohorts = intBetween(random, 1, 2);
    const exposure: InterventionEntry =
      random() < 0.5
        ? product
        : { name: 'Blood sample collection', type: 'OTHER', regimen: 'at enrollment and every 6 months' };
    const arms: Arm[] = [
      {
        label: `Participants treated with ${product.name}`,
        interventions: [exposure],
        detail: 'as prescribed in routine care',
      },
    ];
    if (cohorts === 2)
      arms.push({
        label: 'Comparison cohort',
        interventions: [],
        detail: 'other treatments in routine care',
      });
    return { arms, randomized: false };
  }
  const singleGroup =
    phases.includes('PHASE1') || phases.includes('EARLY_PHASE1') ? random() < 0.75 : random() < 0.15;
  if (singleGroup) {
    const backbones = comparators.filter(
      (c) => c !== PLACEBO && c !== STANDARD_OF_CARE && c.fits !== undefined,
    );
    const backbone = backbones.length > 0 && random() < 0.3 ? pick(random, backbones) : undefined;
    const interventions = backbone ? [product, backbone] : [product];
    const label = backbone ? `${product.name} + ${backbone.name}` : product.name;
    return {
      arms: [{ label, type: 'EXPERIMENTAL', interventions, detail: product.regimen }],
      randomized: false,
    };
  }
  const comparator = PHARMACOLOGIC.has(product.type)
    ? pick(random, comparators)
    : random() < 0.6
      ? STANDARD_OF_CARE
      : pick(random, comparators);
  const experimental = (label: string, detail: string): Arm => ({
    label,
    type: 'EXPERIMENTAL',
    interventions: [product],
    detail,
  });
  // Placebo-controlled phase 2 studies often compare two doses.
  const arms =
    comparator === PLACEBO && phases.includes('PHASE2') && random() < 0.4
      ? [
          experimental(`${product.name} Low Dose`, `the lower dose of ${product.regimen}`),
          experimental(`${product.name} High Dose`, product.regimen),
        ]
      : [experimental(product.name, product.regimen)];
  arms.push({
    label: comparator.name,
    type: comparator === PLACEBO ? 'PLACEBO_COMPARATOR' : 'ACTIVE_COMPARATOR',
    interventions: [comparator],
    detail: comparator.regimen,
  });
  return { arms, randomized: true };
}

// A generated study says so in its titles, as generated records do in the other modules: a reader
// must never take one for a registered trial (its NCT number, from NCT90000000, is unassigned too).
function titles(
  random: Random,
  skeleton: { studyType: StudyType; phases: readonly Phase[]; arms: readonly Arm[]; randomized: boolean },
  area: TherapeuticArea,
  condition: string,
): { briefTitle: string; officialTitle: string; acronym?: string | undefined } {
  const product = skeleton.arms[0]?.interventions[0]?.name ?? 'Treatment';
  const comparator = skeleton.arms.at(-1)?.interventions[0]?.name;
  const population = area.ages[0] < 18 ? 'Adolescents and Adults' : 'Adults';
  if (skeleton.studyType === 'OBSERVATIONAL') {
    const vars = { focus: pick(random, area.observationalFocus), product, population, condition };
    return {
      briefTitle: fill<string>(pick(random, PROSE.observationalBriefTitles), vars) + SYNTHETIC_MARK,
      officialTitle: fill<string>(PROSE.observationalOfficialTitle, vars) + SYNTHETIC_MARK,
    };
  }
  const phaseText = skeleton.phases
    .filter((p) => p !== 'NA')
    .map((p) => p.replace('EARLY_PHASE1', 'Early Phase 1').replace('PHASE', 'Phase '))
    .join('/');
  const vars = {
    phases: phaseText ? `${phaseText}, ` : '',
    design: skeleton.randomized ? 'Randomized, ' : 'Open-label, Single-arm, ',
    masking: comparator === 'Placebo' ? 'Double-blind, Placebo-controlled, ' : '',
    versus: skeleton.randomized && comparator && comparator !== product ? ` Versus ${comparator}` : '',
    product,
    population,
    condition,
  };
  return {
    briefTitle: fill<string>(pick(random, PROSE.briefTitles), vars) + SYNTHETIC_MARK,
    officialTitle: fill<string>(PROSE.officialTitle, vars) + SYNTHETIC_MARK,
    acronym:
      random() < 0.35
        ? `${pick(random, REGISTRY.acronyms)}${random() < 0.5 ? `-${intBetween(random, 1, 9)}` : ''}`
        : undefined,
  };
}

function enrollmentFor(random: Random, studyType: StudyType, phases: readonly Phase[]): number {
  if (studyType === 'OBSERVATIONAL') return Math.round(Math.exp(Math.log(50) + random() * Math.log(400)));
  if (phases.includes('PHASE3')) return intBetween(random, 300, 3600);
  if (phases.includes('PHASE2')) return intBetween(random, 40, 420);
  if (phases.includes('PHASE1') || phases.includes('EARLY_PHASE1')) return intBetween(random, 12, 120);
  if (phases.includes('PHASE4')) return intBetween(random, 100, 1800);
  return intBetween(random, 30, 600);
}

function partial(random: Random, day: number): string {
  return random() < 0.25 ? isoMonth(day) : isoDay(day);
}

function datesFor(random: Random, status: OverallStatus, hasResultsCandidate: boolean) {
  const S = SNAPSHOT_DAY;
  let firstSubmit: number;
  let start: number;
  let pc: number;
  let completion: number;
  switch (status) {
    case 'COMPLETED':
    case 'TERMINATED': {
      firstSubmit = intBetween(random, dayOf('2006-01-01'), S - 3 * 365);
      start = firstSubmit + intBetween(random, -60, 120);
      const duration = status === 'TERMINATED' ? intBetween(random, 90, 900) : intBetween(random, 180, 1800);
      pc = Math.min(start + duration, S - 90);
      completion = Math.min(pc + intBetween(random, 0, 365), S - 60);
      break;
    }
    case 'WITHDRAWN':
      firstSubmit = intBetween(random, dayOf('2010-01-01'), S - 120);
      start = firstSubmit + intBetween(random, 30, 200);
      pc = start + intBetween(random, 365, 1200);
      completion = pc + intBetween(random, 0, 365);
      break;
    case 'NOT_YET_RECRUITING':
      firstSubmit = intBetween(random, S - 180, S - 7);
      start = S + intBetween(random, 14, 240);
      pc = start + intBetween(random, 365, 1500);
      completion = pc + intBetween(random, 0, 500);
      break;
    case 'ACTIVE_NOT_RECRUITING':
      firstSubmit = intBetween(random, S - 7 * 365, S - 400);
      start = firstSubmit + intBetween(random, 0, 120);
      pc = start + intBetween(random, 365, 2400);
      completion = Math.max(pc, S + 30) + intBetween(random, 0, 700);
      break;
    default:
      // RECRUITING, ENROLLING_BY_INVITATION, SUSPENDED
      firstSubmit = intBetween(random, S - 4 * 365, S - 30);
      start = Math.min(firstSubmit + intBetween(random, 0, 150), S - 14);
      pc = Math.max(start + intBetween(random, 365, 1800), S + 60);
      completion = pc + intBetween(random, 0, 600);
  }
  // Dates after the snapshot are estimated, and so are all of a withdrawn study, which never ran.
  const struct = (day: number) => ({
    date: partial(random, day),
    type: status === 'WITHDRAWN' || day >= S ? ('ESTIMATED' as const) : ('ACTUAL' as const),
  });
  const firstPost = Math.min(firstSubmit + intBetween(random, 1, 30), S);
  const firstSubmitQc = Math.max(firstSubmit, firstPost - intBetween(random, 1, 3));
  let resultsFirstSubmit: number | undefined;
  let resultsFirstPost: number | undefined;
  if (hasResultsCandidate && (status === 'COMPLETED' || status === 'TERMINATED') && pc + 420 < S) {
    resultsFirstSubmit = pc + intBetween(random, 300, 400);
    resultsFirstPost = resultsFirstSubmit + intBetween(random, 20, 40);
  }
  const updateFloor = resultsFirstPost ?? firstPost;
  const lastUpdateSubmit = Math.min(updateFloor + intBetween(random, 0, Math.max(0, S - updateFloor)), S - 2);
  const lastUpdatePost = Math.max(
    lastUpdateSubmit + 1,
    Math.min(lastUpdateSubmit + intBetween(random, 1, 5), S),
  );
  return {
    statusVerifiedDate: isoMonth(lastUpdateSubmit),
    studyFirstSubmitDate: isoDay(firstSubmit),
    studyFirstSubmitQcDate: isoDay(firstSubmitQc),
    studyFirstPostDateStruct: { date: isoDay(firstPost), type: 'ACTUAL' as const },
    startDateStruct: struct(start),
    primaryCompletionDateStruct: struct(pc),
    completionDateStruct: struct(completion),
    ...(resultsFirstSubmit !== undefined && resultsFirstPost !== undefined
      ? {
          resultsFirstSubmitDate: isoDay(resultsFirstSubmit),
          resultsFirstSubmitQcDate: isoDay(resultsFirstPost - intBetween(random, 1, 5)),
          resultsFirstPostDateStruct: { date: isoDay(resultsFirstPost), type: 'ACTUAL' as const },
        }
      : {}),
    lastUpdateSubmitDate: isoDay(lastUpdateSubmit),
    lastUpdatePostDateStruct: { date: isoDay(lastUpdatePost), type: 'ACTUAL' as const },
  };
}

function sitesFor(random: Random, lead: Organization, phases: readonly Phase[], studyType: StudyType) {
  let count: number;
  if (lead.class === 'OTHER' || lead.class === 'INDIV') count = intBetween(random, 1, 3);
  else if (phases.includes('PHASE3')) count = intBetween(random, 8, 24);
  else if (phases.includes('PHASE2')) count = intBetween(random, 3, 12);
  else if (studyType === 'OBSERVATIONAL') count = intBetween(random, 1, 8);
  else count = intBetween(random, 1, 5);
  return pickSome(random, SITES.sites, count);
}

export function buildSkeleton(seed: number, index: number) {
  const studySeed = mixSeed(seed, index);
  const random = createRandom(studySeed);
  const nctId = nctIdFor(random, index);
  const area = drawWeighted(random, AREAS, REGISTRY.areaWeights);
  const conditions = pickSome(random, area.conditions, random() < 0.8 ? 1 : 2);
  const studyType: StudyType = random() < 0.77 ? 'INTERVENTIONAL' : 'OBSERVATIONAL';
  const status = drawWeighted(random, STATUSES, Object.values(REGISTRY.statusWeights));
  let phases: readonly Phase[] =
    studyType === 'INTERVENTIONAL' ? drawWeighted(random, PHASE_CHOICES, REGISTRY.phaseWeights) : [];
  const { arms, randomized } = buildArms(random, area, conditions[0]?.name, studyType, phases);
  const interventions = [...new Set(arms.flatMap((a) => a.interventions))];
  const investigational = arms[0]?.interventions[0];
  if (studyType === 'INTERVENTIONAL' && investigational && !PHARMACOLOGIC.has(investigational.type))
    phases = ['NA'];
  // A few studies are sponsored by an individual investigator, named as the registry names them.
  const lead: Organization =
    random() < 0.03 ? { name: person(random), class: 'INDIV', protocolPrefix: '' } : pickLead(random, area);
  const collaborators = pickSome(
    random,
    [...ORGANIZATIONS.academic, ...ORGANIZATIONS.government, ...ORGANIZATIONS.industry].filter(
      (o) => o.name !== lead.name && (area.name === 'oncology' || !ONCOLOGY_ONLY.has(o.name)),
    ),
    random() < 0.6 ? 0 : intBetween(random, 1, 2),
  );
  const sites = sitesFor(random, lead, phases, studyType);
  const hasResultsCandidate =
    studyType === 'INTERVENTIONAL' && !phases.includes('EARLY_PHASE1') && random() < 0.6;
  const dates = datesFor(random, status, hasResultsCandidate);
  const hasResults = dates.resultsFirstPostDateStruct !== undefined;
  const enrollment = status === 'WITHDRAWN' ? 0 : enrollmentFor(random, studyType, phases);
  const condition = conditions[0]?.name ?? 'the Condition';
  const named = titles(random, { studyType, phases, arms, randomized }, area, condition);
  const keywordPool = conditions.flatMap((c) => c.keywords);
  const keywords = pickSome(random, keywordPool, intBetween(random, 0, 4));
  return {
    index,
    // The seed of the study's own PRNG streams, which build its text and results.
    seed: studySeed,
    nctId,
    area,
    conditions,
    studyType,
    phases,
    status,
    arms,
    interventions,
    randomized,
    lead,
    collaborators,
    sites,
    enrollment:
      status === 'TERMINATED' ? Math.max(1, Math.round(enrollment * (0.1 + random() * 0.5))) : enrollment,
    ...named,
    keywords,
    // Who may take part: the sex-specific conditions' sex, both otherwise.
    sex: conditions.some((c) => /Breast|Postmenopausal/.test(c.name))
      ? 'FEMALE'
      : conditions.some((c) => /Prostate/.test(c.name))
        ? 'MALE'
        : 'ALL',
    hasResults,
    dates,
  };
}
