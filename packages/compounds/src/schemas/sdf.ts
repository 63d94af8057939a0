import { DecimalSchema, IntSchema } from '@lifesci/core';
import * as v from 'valibot';

/** SD data items are text; PubChem's numeric ones are read as numbers once, here. */
const NumTag = v.optional(DecimalSchema);
const IntTag = v.optional(IntSchema);
const TextTag = v.optional(v.string());

/**
 * The `PUBCHEM_*` data items of a PubChem SDF record, typed. Every other item (and every item as
 * the raw text) stays in `SdfMolecule.tags`.
 */
export const PubchemSdfTagsSchema = v.looseObject({
  PUBCHEM_COMPOUND_CID: IntTag,
  PUBCHEM_COMPOUND_CANONICALIZED: IntTag,
  PUBCHEM_CACTVS_COMPLEXITY: NumTag,
  PUBCHEM_CACTVS_HBOND_ACCEPTOR: IntTag,
  PUBCHEM_CACTVS_HBOND_DONOR: IntTag,
  PUBCHEM_CACTVS_ROTATABLE_BOND: IntTag,
  PUBCHEM_CACTVS_SUBSKEYS: TextTag,
  PUBCHEM_IUPAC_OPENEYE_NAME: TextTag,
  PUBCHEM_IUPAC_CAS_NAME: TextTag,
  PUBCHEM_IUPAC_NAME: TextTag,
  PUBCHEM_IUPAC_SYSTEMATIC_NAME: TextTag,
  PUBCHEM_IUPAC_TRADITIONAL_NAME: TextTag,
  PUBCHEM_IUPAC_INCHI: TextTag,
  PUBCHEM_IUPAC_INCHIKEY: TextTag,
  PUBCHEM_XLOGP3: NumTag,
  PUBCHEM_XLOGP3_AA: NumTag,
  PUBCHEM_EXACT_MASS: NumTag,
  PUBCHEM_MOLECULAR_FORMULA: TextTag,
  PUBCHEM_MOLECULAR_WEIGHT: NumTag,
  PUBCHEM_SMILES: TextTag,
  PUBCHEM_CONNECTIVITY_SMILES: TextTag,
  PUBCHEM_OPENEYE_CAN_SMILES: TextTag,
  PUBCHEM_OPENEYE_ISO_SMILES: TextTag,
  PUBCHEM_CACTVS_TPSA: NumTag,
  PUBCHEM_MONOISOTOPIC_WEIGHT: NumTag,
  PUBCHEM_TOTAL_CHARGE: IntTag,
  PUBCHEM_HEAVY_ATOM_COUNT: IntTag,
  PUBCHEM_ATOM_DEF_STEREO_COUNT: IntTag,
  PUBCHEM_ATOM_UDEF_STEREO_COUNT: IntTag,
  PUBCHEM_BOND_DEF_STEREO_COUNT: IntTag,
  PUBCHEM_BOND_UDEF_STEREO_COUNT: IntTag,
  PUBCHEM_ISOTOPIC_ATOM_COUNT: IntTag,
  PUBCHEM_COMPONENT_COUNT: IntTag,
  PUBCHEM_CACTVS_TAUTO_COUNT: IntTag,
  PUBCHEM_COORDINATE_TYPE: TextTag,
  PUBCHEM_BONDANNOTATIONS: TextTag,
});
export type PubchemSdfTags = v.InferOutput<typeof PubchemSdfTagsSchema>;

export interface SdfAtom {
  element: string;
  x: number;
  y: number;
  z: number;
  /** Formal charge (from `M  CHG`, or the atom line's charge code). */
  charge: number;
}

export interface SdfBond {
  /** 1-based atom numbers, as in the file. */
  from: number;
  to: number;
  /** 1 single, 2 double, 3 triple, 4 aromatic. */
  order: number;
  stereo: number;
}

/** One record of an SD file: the V2000 connection table and its data items. */
export interface SdfMolecule {
  /** First header line (PubChem writes the CID there). */
  title: string;
  /** Second header line (program and timestamp). */
  program: string;
  atoms: SdfAtom[];
  bonds: SdfBond[];
  /** Every data item as text (multi-line values joined with "\n"). */
  tags: Record<string, string>;
  /** The `PUBCHEM_*` items, typed. */
  pubchem: PubchemSdfTags;
  /** `PUBCHEM_COMPOUND_CID`, or the title when it is a number. */
  cid?: number;
}
