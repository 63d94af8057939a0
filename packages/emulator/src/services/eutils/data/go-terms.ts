/** Gene Ontology terms (real ids and names) the emulated gene records are annotated with. */
export type GoAspect = 'Function' | 'Process' | 'Component';

export interface GoTerm {
  id: number;
  name: string;
  aspect: GoAspect;
}

const F = (id: number, name: string): GoTerm => ({ id, name, aspect: 'Function' });
const P = (id: number, name: string): GoTerm => ({ id, name, aspect: 'Process' });
const C = (id: number, name: string): GoTerm => ({ id, name, aspect: 'Component' });

export const GO_TERMS: readonly GoTerm[] = [
  F(5515, 'protein binding'),
  F(42802, 'identical protein binding'),
  F(3677, 'DNA binding'),
  F(3700, 'DNA-binding transcription factor activity'),
  F(1228, 'DNA-binding transcription activator activity, RNA polymerase II-specific'),
  F(46872, 'metal ion binding'),
  F(8270, 'zinc ion binding'),
  F(5524, 'ATP binding'),
  F(4672, 'protein kinase activity'),
  F(4674, 'protein serine/threonine kinase activity'),
  F(4713, 'protein tyrosine kinase activity'),
  F(3924, 'GTPase activity'),
  F(5525, 'GTP binding'),
  F(20037, 'heme binding'),
  F(5506, 'iron ion binding'),
  F(16491, 'oxidoreductase activity'),
  F(4497, 'monooxygenase activity'),
  F(19899, 'enzyme binding'),
  F(3723, 'RNA binding'),
  F(5509, 'calcium ion binding'),
  F(5244, 'voltage-gated monoatomic ion channel activity'),
  F(5249, 'voltage-gated potassium channel activity'),
  F(5248, 'voltage-gated sodium channel activity'),
  F(22857, 'transmembrane transporter activity'),
  F(15297, 'antiporter activity'),
  F(5198, 'structural molecule activity'),
  F(5200, 'structural constituent of cytoskeleton'),
  F(61630, 'ubiquitin protein ligase activity'),
  F(4842, 'ubiquitin-protein transferase activity'),
  F(3682, 'chromatin binding'),
  F(5102, 'signaling receptor binding'),
  F(5125, 'cytokine activity'),
  F(8083, 'growth factor activity'),
  F(4222, 'metalloendopeptidase activity'),
  F(4843, 'cysteine-type deubiquitinase activity'),
  F(3779, 'actin binding'),
  F(8017, 'microtubule binding'),
  F(3777, 'microtubule motor activity'),
  F(4984, 'olfactory receptor activity'),
  F(4930, 'G protein-coupled receptor activity'),
  F(5201, 'extracellular matrix structural constituent'),
  F(16887, 'ATP hydrolysis activity'),
  F(8168, 'methyltransferase activity'),
  F(16757, 'glycosyltransferase activity'),
  F(4725, 'protein tyrosine phosphatase activity'),
  F(3697, 'single-stranded DNA binding'),
  P(6281, 'DNA repair'),
  P(6302, 'double-strand break repair'),
  P(724, 'double-strand break repair via homologous recombination'),
  P(6355, 'regulation of DNA-templated transcription'),
  P(45944, 'positive regulation of transcription by RNA polymerase II'),
  P(122, 'negative regulation of transcription by RNA polymerase II'),
  P(6915, 'apoptotic process'),
  P(7049, 'cell cycle'),
  P(8283, 'cell population proliferation'),
  P(8285, 'negative regulation of cell population proliferation'),
  P(7165, 'signal transduction'),
  P(7186, 'G protein-coupled receptor signaling pathway'),
  P(50911, 'detection of chemical stimulus involved in sensory perception of smell'),
  P(6805, 'xenobiotic metabolic process'),
  P(8202, 'steroid metabolic process'),
  P(6629, 'lipid metabolic process'),
  P(6813, 'potassium ion transport'),
  P(6814, 'sodium ion transport'),
  P(6816, 'calcium ion transport'),
  P(55085, 'transmembrane transport'),
  P(6955, 'immune response'),
  P(6954, 'inflammatory response'),
  P(45087, 'innate immune response'),
  P(2250, 'adaptive immune response'),
  P(7155, 'cell adhesion'),
  P(16477, 'cell migration'),
  P(7399, 'nervous system development'),
  P(7507, 'heart development'),
  P(30182, 'neuron differentiation'),
  P(6508, 'proteolysis'),
  P(16567, 'protein ubiquitination'),
  P(6468, 'protein phosphorylation'),
  P(7264, 'small GTPase-mediated signal transduction'),
  P(70374, 'positive regulation of ERK1 and ERK2 cascade'),
  P(43065, 'positive regulation of apoptotic process'),
  P(43066, 'negative regulation of apoptotic process'),
  P(6412, 'translation'),
  P(8380, 'RNA splicing'),
  P(7018, 'microtubule-based movement'),
  P(30198, 'extracellular matrix organization'),
  P(6936, 'muscle contraction'),
  P(60048, 'cardiac muscle contraction'),
  P(86010, 'membrane depolarization during action potential'),
  P(19221, 'cytokine-mediated signaling pathway'),
  P(9410, 'response to xenobiotic stimulus'),
  P(6979, 'response to oxidative stress'),
  P(1666, 'response to hypoxia'),
  P(8089, 'anterograde axonal transport'),
  P(19896, 'axonal transport of mitochondrion'),
  P(45109, 'intermediate filament organization'),
  C(5634, 'nucleus'),
  C(5654, 'nucleoplasm'),
  C(5737, 'cytoplasm'),
  C(5829, 'cytosol'),
  C(5886, 'plasma membrane'),
  C(16020, 'membrane'),
  C(5789, 'endoplasmic reticulum membrane'),
  C(5783, 'endoplasmic reticulum'),
  C(5739, 'mitochondrion'),
  C(5743, 'mitochondrial inner membrane'),
  C(5794, 'Golgi apparatus'),
  C(5576, 'extracellular region'),
  C(5615, 'extracellular space'),
  C(70062, 'extracellular exosome'),
  C(5856, 'cytoskeleton'),
  C(5874, 'microtubule'),
  C(5882, 'intermediate filament'),
  C(15629, 'actin cytoskeleton'),
  C(5764, 'lysosome'),
  C(5768, 'endosome'),
  C(5925, 'focal adhesion'),
  C(45202, 'synapse'),
  C(30424, 'axon'),
  C(5813, 'centrosome'),
  C(785, 'chromatin'),
  C(5730, 'nucleolus'),
  C(8076, 'voltage-gated potassium channel complex'),
  C(1518, 'voltage-gated sodium channel complex'),
  C(42612, 'MHC class I protein complex'),
  C(5581, 'collagen trimer'),
  C(31012, 'extracellular matrix'),
];

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
