/**
 * The vocabularies that need resolving or a looser type than JSON gives (maps indexed by any
 * name, tuples); the others are read straight from their data files, as every module reads its
 * own. Each file's `about` says which facts are real.
 */

import type { Phase } from '../skeleton.js';
import areas from './areas.json' with { type: 'json' };
import organizations from './organizations.json' with { type: 'json' };
import registry from './registry.json' with { type: 'json' };
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

/** A sponsor: its name, the agency class the registry assigns it, the prefix of its protocol numbers. */
export type Organization = (typeof organizations.industry)[number];
/** Sponsors only oncology studies use (oncology networks and institutes). */
export const ONCOLOGY_ONLY: ReadonlySet<string> = new Set(organizations.oncologyOnly);

export const PHASE_CHOICES = registry.phaseChoices as unknown as ReadonlyArray<readonly Phase[]>;
export const TYPE_LABELS: Readonly<Record<string, string>> = registry.interventionTypeLabels;
export const WHY_STOPPED: Readonly<Record<string, readonly string[]>> = registry.whyStopped;
export const JOURNALS: Readonly<Record<string, readonly string[]>> = registry.journals;
