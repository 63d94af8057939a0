import data from './chem-comps.json' with { type: 'json' };

/** A chemical component of the wwPDB dictionary (chem-comps.json; weights in g/mol). */
export type ChemCompRec = (typeof data.components)[number];

export const CHEM_COMPS: readonly ChemCompRec[] = data.components;
export const chemCompById = new Map(CHEM_COMPS.map((c) => [c.id, c]));

/** Element counts of a formula as the dictionary writes it (`C34 H32 Fe N4 O4`), in its order. */
export function formulaCounts(formula: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const [, el, n] of formula.replace(/\s+/g, '').matchAll(/([A-Z][a-z]?)(\d*)/g)) {
    out.set(el as string, (out.get(el as string) ?? 0) + (n ? Number(n) : 1));
  }
  return out;
}
