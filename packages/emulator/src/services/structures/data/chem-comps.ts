import data from './chem-comps.json' with { type: 'json' };

/** A chemical component of the wwPDB dictionary (chem-comps.json). */
export interface ChemCompRec {
  id: string;
  name: string;
  formula: string;
  /** Formula weight, g/mol. */
  weight: number;
  type: string;
  smiles?: string;
  inchi?: string;
}

export const CHEM_COMPS: readonly ChemCompRec[] = data.components;
export const chemCompById = new Map(CHEM_COMPS.map((c) => [c.id, c]));
