/** Shapes of the embedded vocabularies the generated studies are drawn from. */

export type MeshRef = readonly [id: string, term: string];

export interface ConditionEntry {
  /** Free text as sponsors enter it in conditionsModule.conditions. */
  name: string;
  /** The MeSH-like descriptor it maps to, and that descriptor's ancestors. */
  mesh: MeshRef;
  ancestors: readonly MeshRef[];
  /** Browse branch abbreviations (see BROWSE_BRANCHES). */
  branches: readonly string[];
  keywords: readonly string[];
}

/** Condition names an entry suits; absent means it suits every condition of its area. */
interface Fitting {
  fits?: readonly string[];
}

export interface InterventionEntry extends Fitting {
  name: string;
  /** The registry's intervention type: DRUG, BIOLOGICAL, DEVICE, BEHAVIORAL ... */
  type: string;
  otherNames?: readonly string[];
  /** How it is given, for arm descriptions ("200 mg intravenously every 3 weeks"). */
  regimen: string;
  mesh?: MeshRef;
  ancestors?: readonly MeshRef[];
  branches?: readonly string[];
}

export interface OutcomeTemplate extends Fitting {
  measure: string;
  description: string;
  timeFrame: string;
  unit: string;
  param: 'MEAN' | 'MEDIAN' | 'LEAST_SQUARES_MEAN' | 'COUNT_OF_PARTICIPANTS' | 'NUMBER';
  dispersion?:
    | 'STANDARD_DEVIATION'
    | 'STANDARD_ERROR'
    | 'CONFIDENCE_95'
    | 'INTER_QUARTILE_RANGE'
    | 'FULL_RANGE';
  /** Plausible range of a group's value. */
  range: readonly [number, number];
  statisticalMethod: string;
}

export interface TherapeuticArea {
  name: string;
  conditions: readonly ConditionEntry[];
  /** Investigational products of the area. */
  products: readonly InterventionEntry[];
  /** Comparators and background treatments. */
  comparators: readonly InterventionEntry[];
  primaryOutcomes: readonly OutcomeTemplate[];
  secondaryOutcomes: readonly OutcomeTemplate[];
  inclusion: readonly string[];
  exclusion: readonly string[];
  /** Typical minimum and maximum ages in years (maximum undefined: no upper limit). */
  ages: readonly [number, number | undefined];
  /** Words used in observational titles ("registry", "biomarkers"...). */
  observationalFocus: readonly string[];
}

/** The entries that suit `condition` (specific ones first), or all of them if none does. */
export function fitting<T extends Fitting>(
  entries: readonly T[],
  condition: string | undefined,
): readonly T[] {
  const specific = entries.filter((e) => condition !== undefined && e.fits?.includes(condition));
  if (specific.length > 0) return specific;
  const generic = entries.filter((e) => e.fits === undefined);
  return generic.length > 0 ? generic : entries;
}
