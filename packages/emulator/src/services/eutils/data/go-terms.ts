/** Gene Ontology terms (real ids and names, go-terms.json) the emulated gene records are annotated with. */
import data from './go-terms.json' with { type: 'json' };

export type GoAspect = 'Function' | 'Process' | 'Component';

export interface GoTerm {
  id: number;
  name: string;
  aspect: GoAspect;
}

export const GO_TERMS = data.terms as readonly GoTerm[];

const indexById = new Map(GO_TERMS.map((term, i) => [term.id, i]));

/** Index in GO_TERMS of a GO id (numeric part); throws for ids not in the vocabulary. */
export function goIndex(id: number): number {
  const i = indexById.get(id);
  if (i === undefined) throw new RangeError(`GO:${id} is not in the vocabulary`);
  return i;
}

/** 'GO:0005515' */
export function goAccession(term: GoTerm): string {
  return `GO:${String(term.id).padStart(7, '0')}`;
}

/** Terms that fit a gene family, by symbol prefix, so annotations read sensibly. */
export const GO_HINTS: ReadonlyArray<readonly [RegExp, readonly number[]]> = [
  [/^CYP/, [16491, 4497, 20037, 5506, 6805, 8202, 5789, 9410]],
  [/^(KCN)/, [5249, 6813, 8076, 5886, 86010]],
  [/^(SCN|CACNA)/, [5248, 5244, 6814, 6816, 1518, 5886, 86010]],
  [/^(SLC|ABC)/, [22857, 15297, 55085, 5886, 16020, 5524]],
  [/^ZNF/, [3677, 3700, 8270, 46872, 6355, 122, 5634]],
  [/^OR\d/, [4984, 4930, 50911, 7186, 5886]],
  [/^KRT/, [5200, 5198, 5882, 45109]],
  [/^COL/, [5201, 30198, 5581, 31012, 5576]],
  [/^(BRCA|RAD|MSH|MLH|ATM|PALB|CHEK|POL)/, [6281, 6302, 724, 3677, 5634, 785]],
  [/^(TRIM|RNF|UB)/, [61630, 4842, 16567, 8270]],
  [/^USP/, [4843, 16567, 5829]],
  [/^KIF/, [3777, 8017, 7018, 5874, 5524]],
  [/^(HLA|IFN|IL)/, [6955, 2250, 5125, 19221, 5615, 42612]],
  [/^(NEF|MAP)/, [8089, 19896, 45109, 5882, 30424]],
];

/** Indexes into GO_TERMS by aspect. */
export const GO_BY_ASPECT: Readonly<Record<GoAspect, readonly number[]>> = {
  Function: GO_TERMS.flatMap((t, i) => (t.aspect === 'Function' ? [i] : [])),
  Process: GO_TERMS.flatMap((t, i) => (t.aspect === 'Process' ? [i] : [])),
  Component: GO_TERMS.flatMap((t, i) => (t.aspect === 'Component' ? [i] : [])),
};
