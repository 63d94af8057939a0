/**
 * The vocabularies generated studies are drawn from, as data files beside this module (each
 * file's `about` says which facts are real). JSON types are loose, so each is cast once here.
 */

import type { Phase } from '../skeleton.js';
import adverseEvents from './adverse-events.json' with { type: 'json' };
import areas from './areas.json' with { type: 'json' };
import modules from './modules.json' with { type: 'json' };
import organizations from './organizations.json' with { type: 'json' };
import people from './people.json' with { type: 'json' };
import prose from './prose.json' with { type: 'json' };
import registry from './registry.json' with { type: 'json' };
import sites from './sites.json' with { type: 'json' };
import type { InterventionEntry, OutcomeTemplate, TherapeuticArea } from './types.js';

export const [PLACEBO, STANDARD_OF_CARE] = areas.shared as unknown as readonly [
  InterventionEntry,
  InterventionEntry,
];
const SHARED = new Map([PLACEBO, STANDARD_OF_CARE].map((e) => [e.name, e]));

/** Comparator lists name the shared entries by name: resolve them so the generator can compare by identity. */
function resolved(entries: readonly (string | object)[]): InterventionEntry[] {
  return entries.map((e) => {
    if (typeof e !== 'string') return e as InterventionEntry;
    const shared = SHARED.get(e);
    if (!shared) throw new RangeError(`unknown shared intervention ${e}`);
    return shared;
  });
}

export const AREAS: readonly TherapeuticArea[] = areas.areas.map((a) => ({
  ...(a as unknown as TherapeuticArea),
  comparators: resolved(a.comparators),
  // JSON has no undefined: a null maximum age means no upper limit.
  ages: [a.ages[0] as number, a.ages[1] ?? undefined],
}));
export const BROWSE_BRANCHES: Readonly<Record<string, string>> = areas.browseBranches;
export const SAFETY_OUTCOMES = areas.safetyOutcomes as unknown as readonly OutcomeTemplate[];
export const GENERAL_INCLUSION: readonly string[] = areas.generalInclusion;
export const GENERAL_EXCLUSION: readonly string[] = areas.generalExclusion;

/** Study sites: real hospitals with their city, state, postal code, country and coordinates. */
export const SITES: readonly Site[] = sites.sites;
export type Site = (typeof sites.sites)[number];

/** A sponsor: its name, the agency class the registry assigns it, the prefix of its protocol numbers. */
export type Organization = (typeof organizations.industry)[number];
export const {
  industry: INDUSTRY,
  academic: ACADEMIC,
  government: GOVERNMENT,
  networks: NETWORKS,
} = organizations;
/** Sponsors only oncology studies use (oncology networks and institutes). */
export const ONCOLOGY_ONLY: ReadonlySet<string> = new Set(organizations.oncologyOnly);

export const GIVEN_NAMES: readonly string[] = people.givenNames;
export const FAMILY_NAMES: readonly string[] = people.familyNames;
export const DEGREES: readonly string[] = people.degrees;

export const MEDDRA_VERSION = adverseEvents.meddraVersion;
export const AREA_WEIGHTS: readonly number[] = registry.areaWeights;
export const STATUS_WEIGHTS = registry.statusWeights;
export const PHASE_CHOICES = registry.phaseChoices as unknown as ReadonlyArray<readonly Phase[]>;
export const PHASE_WEIGHTS: readonly number[] = registry.phaseWeights;
export const ACRONYMS: readonly string[] = registry.acronyms;
export const TYPE_LABELS: Readonly<Record<string, string>> = registry.interventionTypeLabels;
export const INVESTIGATOR_TITLES: readonly string[] = registry.investigatorTitles;
export const WHY_STOPPED: Readonly<Record<string, readonly string[]>> = registry.whyStopped;
export const JOURNALS: Readonly<Record<string, readonly string[]>> = registry.journals;

/** Fixed pieces of generated modules, in the registry's key order. */
export const MODULES = modules;
/** Templates of the generated prose (see fill in text.ts). */
export const PROSE = prose;

/** MedDRA terms with their organ class, and the typical share of an active arm affected (0..1). */
export const { other: OTHER_EVENTS, serious: SERIOUS_EVENTS } = adverseEvents;
