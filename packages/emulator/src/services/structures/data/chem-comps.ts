/**
 * Chemical components the emulated entries bind. Names, formulas and weights are the Chemical
 * Component Dictionary's; SMILES/InChI are given only where they are short and certain.
 */
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

export const CHEM_COMPS: readonly ChemCompRec[] = [
  {
    id: 'HEM',
    name: 'PROTOPORPHYRIN IX CONTAINING FE',
    formula: 'C34 H32 Fe N4 O4',
    weight: 616.487,
    type: 'HETAIN',
  },
  {
    id: 'PO4',
    name: 'PHOSPHATE ION',
    formula: 'O4 P',
    weight: 94.971,
    type: 'NON-POLYMER',
    smiles: '[O-]P([O-])([O-])=O',
  },
  {
    id: 'SO4',
    name: 'SULFATE ION',
    formula: 'O4 S',
    weight: 96.063,
    type: 'NON-POLYMER',
    smiles: '[O-]S([O-])(=O)=O',
  },
  {
    id: 'GOL',
    name: 'GLYCEROL',
    formula: 'C3 H8 O3',
    weight: 92.094,
    type: 'NON-POLYMER',
    smiles: 'OCC(O)CO',
  },
  { id: 'ZN', name: 'ZINC ION', formula: 'Zn', weight: 65.409, type: 'NON-POLYMER', smiles: '[Zn+2]' },
  { id: 'MG', name: 'MAGNESIUM ION', formula: 'Mg', weight: 24.305, type: 'NON-POLYMER', smiles: '[Mg+2]' },
  {
    id: 'ATP',
    name: "ADENOSINE-5'-TRIPHOSPHATE",
    formula: 'C10 H16 N5 O13 P3',
    weight: 507.181,
    type: 'NON-POLYMER',
  },
  {
    id: 'AIN',
    name: '2-(ACETYLOXY)BENZOIC ACID',
    formula: 'C9 H8 O4',
    weight: 180.157,
    type: 'NON-POLYMER',
    smiles: 'CC(=O)Oc1ccccc1C(=O)O',
    inchi: 'InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)',
  },
  {
    id: 'NAG',
    name: '2-acetamido-2-deoxy-beta-D-glucopyranose',
    formula: 'C8 H15 N O6',
    weight: 221.208,
    type: 'D-saccharide, beta linking',
  },
];

export const chemCompById = new Map(CHEM_COMPS.map((c) => [c.id, c]));
