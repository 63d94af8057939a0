/** Shapes of the embedded vocabularies the generated studies are drawn from, read from their JSON. */

import type areas from './areas.json';

type Area = (typeof areas.areas)[number];

export type MeshRef = readonly [id: string, term: string];

/** JSON types pairs as arrays: a MeSH reference and a value range are the pairs they are. */
type Paired<T> = Omit<T, 'mesh' | 'ancestors' | 'range'> & {
  mesh?: MeshRef;
  ancestors?: readonly MeshRef[];
  range: readonly [number, number];
};

/** Condition names an entry suits (`fits`); absent means it suits every condition of its area. */
type Fitting = { fits?: readonly string[] };

export type InterventionEntry = Omit<Paired<Area['products'][number]>, 'range' | 'fits'> &
  Fitting & { otherNames?: readonly string[]; branches?: readonly string[] };
export type OutcomeTemplate = Paired<Area['primaryOutcomes'][number]> & Fitting;
export type TherapeuticArea = Omit<Area, 'conditions' | 'products' | 'comparators' | 'ages'> & {
  conditions: readonly Paired<Area['conditions'][number]>[];
  products: readonly InterventionEntry[];
  comparators: readonly InterventionEntry[];
  primaryOutcomes: readonly OutcomeTemplate[];
  secondaryOutcomes: readonly OutcomeTemplate[];
  /** Typical minimum and maximum ages in years (maximum undefined: no upper limit). */
  ages: readonly [number, number | undefined];
};

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
