import {
  createRandom,
  generate,
  groupBy,
  hashQuery,
  intBetween,
  memoize,
  mixSeed,
  pick,
  pickSome,
  type Random,
} from '../../kit/index.js';
import { SYNTHETIC_MARK } from '../../synthetic.js';
import {
  KNOWN_TARGETS,
  REAL_COMPOUNDS,
  type RealCompound,
  TARGETS,
  type Target,
  VOCABULARY,
} from './real.js';
import { pathFeatures } from './search.js';
import { averageMass, hillFormula, type Molecule, monoisotopicMass, parseSmiles } from './smiles.js';

/** One compound of the emulated database: its structure, properties and names. */
export interface Compound extends RealCompound {
  /** The absolute SMILES (the connectivity one when they are the same). */
  isomericSmiles: string;
  molecule: Molecule;
  real: boolean;
}

/** Generated compounds: scaffolds with two substituent slots (A, B), filled from a vocabulary. */
const { scaffolds: SCAFFOLDS, substituents: SUBSTITUENTS, assaySources: SOURCES } = VOCABULARY;
export const GENERATED_COUNT = 320;
/** Above every CID PubChem has issued, so a generated record is never mistaken for a real one. */
export const GENERATED_CID_BASE = 900_000_000;
const ASSAY_COUNT = 40;
export const AID_BASE = 9_000_000;

/** Connected parts of a molecule (salts and mixtures have several). */
function components({ atoms, bonds }: Pick<Molecule, 'atoms' | 'bonds'>): number {
  const parent = atoms.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : find(parent[i] as number));
  for (const bond of bonds) parent[find(bond.a)] = find(bond.b);
  return new Set(atoms.map((_, i) => find(i))).size;
}

/** Ring membership of each bond: a bond is in a ring when removing it splits nothing. */
function ringBonds(molecule: Molecule): boolean[] {
  const whole = components(molecule);
  return molecule.bonds.map(
    (_, skip) =>
      components({ atoms: molecule.atoms, bonds: molecule.bonds.filter((_, i) => i !== skip) }) === whole,
  );
}

/**
 * A fingerprint in the shape of PubChem's Fingerprint2D (base64 of the 881-bit count and 111
 * bytes), its bits the hashed path features the emulator's similarity search compares (search.ts),
 * as PubChem's similarity compares Fingerprint2D: a stand-in for the CACTVS substructure keys,
 * used where data/compounds.json has no real value.
 */
function fingerprint2D(molecule: Molecule): string {
  const bytes = new Uint8Array(115);
  bytes.set([0, 0, 3, 0x71]);
  for (const feature of pathFeatures(molecule)) {
    const bit = hashQuery([feature]) % 881;
    bytes[4 + (bit >> 3)] = (bytes[4 + (bit >> 3)] as number) | (0x80 >> (bit & 7));
  }
  return Buffer.from(bytes).toString('base64');
}

/** Mass as PubChem prints it: up to 8 decimals, trailing zeros dropped. */
const massText = (mass: number) => String(Number(mass.toFixed(8)));

/** Properties every record gets from its structure (exact for any structure). */
function structuralProperties(molecule: Molecule, smiles: string, isomeric: string) {
  return {
    MolecularFormula: hillFormula(molecule),
    ConnectivitySMILES: smiles,
    SMILES: isomeric,
    Charge: molecule.atoms.reduce((sum, a) => sum + a.charge, 0),
    HeavyAtomCount: molecule.atoms.length,
    IsotopeAtomCount: 0,
    CovalentUnitCount: components(molecule),
    Fingerprint2D: fingerprint2D(molecule),
  };
}

/**
 * Figures for generated records only (never for real ones): their masses, exact for the
 * structure, and rough counts by simple atom rules.
 */
function generatedProperties(molecule: Molecule) {
  const degree = molecule.atoms.map((_, i) => molecule.bonds.filter((b) => b.a === i || b.b === i).length);
  const inRing = ringBonds(molecule);
  const polar = molecule.atoms.filter((a) => a.element === 'N' || a.element === 'O');
  const donors = polar.filter((a) => a.hydrogens > 0).length;
  const acceptors = polar.length + molecule.atoms.filter((a) => a.element === 'F').length;
  let tpsa = 0;
  for (const atom of polar)
    tpsa += atom.element === 'O' ? (atom.hydrogens > 0 ? 20.23 : 17.07) : 3.24 + 8.8 * atom.hydrogens;
  const carbons = molecule.atoms.filter((a) => a.element === 'C').length;
  const halogens = molecule.atoms.filter((a) => ['F', 'Cl', 'Br', 'I'].includes(a.element)).length;
  return {
    ExactMass: massText(monoisotopicMass(molecule)),
    MonoisotopicMass: massText(monoisotopicMass(molecule)),
    MolecularWeight: averageMass(molecule).toFixed(2),
    XLogP: Number((0.45 * carbons + 0.6 * halogens - 0.9 * polar.length).toFixed(1)),
    TPSA: Number(tpsa.toFixed(1)),
    HBondDonorCount: donors,
    HBondAcceptorCount: acceptors,
    RotatableBondCount: molecule.bonds.filter(
      (b, i) => b.order === 1 && !inRing[i] && (degree[b.a] ?? 0) > 1 && (degree[b.b] ?? 0) > 1,
    ).length,
    Complexity: Math.round(12 * molecule.atoms.length + 9 * molecule.bonds.length),
  };
}

function realCompound(real: RealCompound): Compound {
  const molecule = parseSmiles(real.smiles);
  const isomeric = real.isomericSmiles ?? real.smiles;
  // PubChem's printed masses vary in precision by element, so a real record only has the ones
  // written down for it; its structural figures are exact for any structure, and the written
  // values win over them (PubChem's own formats).
  const structural = structuralProperties(molecule, real.smiles, isomeric);
  return {
    ...real,
    isomericSmiles: isomeric,
    molecule,
    properties: { Title: real.title, ...structural, ...real.properties },
    real: true,
  };
}

function generatedCompound(random: Random, index: number): Compound {
  const smiles = pick(random, SCAFFOLDS)
    .replace('{A}', pick(random, SUBSTITUENTS))
    .replace('{B}', pick(random, SUBSTITUENTS));
  const molecule = parseSmiles(smiles);
  const cid = GENERATED_CID_BASE + index + 1;
  const title = `LSC-${cid}`;
  const structural = structuralProperties(molecule, smiles, smiles);
  return {
    cid,
    title,
    synonyms: [title, `lifesci-compound-${index + 1}`],
    smiles,
    isomericSmiles: smiles,
    molecule,
    properties: { Title: title, ...structural, ...generatedProperties(molecule) },
    real: false,
  };
}

/** The assays of a seed: each real drug on its known targets, generated compounds at random. */
function buildAssays(seed: number, compounds: readonly Compound[]) {
  const random = createRandom(mixSeed(seed, 8, 1_000_000));
  let sid = 2_000_000_000;
  return Array.from({ length: ASSAY_COUNT }, (_, i) => {
    const target = TARGETS[i % TARGETS.length] as Target;
    const activityName = pick(random, ['IC50', 'EC50', 'Ki', 'Potency'] as const);
    const aid = AID_BASE + i + 1;
    // Every real drug is tested on its known targets (active) and on a few others (inactive).
    const real = compounds.filter((c) => c.real && (i < TARGETS.length || random() < 0.3));
    const generated = compounds.filter((c) => !c.real);
    const tested = [...real, ...pickSome(random, generated, intBetween(random, 8, 30))];
    const results = tested.map((compound) => {
      const known = KNOWN_TARGETS[compound.cid]?.includes(target.symbol);
      const outcome = known
        ? 'Active'
        : compound.real
          ? 'Inactive'
          : pick(random, ['Active', 'Inactive', 'Inactive', 'Inconclusive'] as const);
      const valueMicromolar = outcome === 'Active' ? Number((0.01 + random() * 50).toFixed(3)) : undefined;
      return { aid, sid: ++sid, cid: compound.cid, outcome, valueMicromolar };
    });
    return {
      aid,
      name: `${activityName === 'Potency' ? 'qHTS for modulators of' : 'Inhibition of'} human ${target.symbol} (${target.name})${SYNTHETIC_MARK}`,
      type: pick(random, ['Confirmatory', 'Screening', 'Confirmatory'] as const),
      activityName,
      target,
      source: pick(random, SOURCES),
      results,
      pmid: random() < 0.6 ? 89_000_000 + intBetween(random, 0, 999_999) : undefined,
    };
  });
}

export type Assay = ReturnType<typeof buildAssays>[number];
export type AssayResult = Assay['results'][number];

function build(seed: number) {
  const compounds = [
    ...REAL_COMPOUNDS.map(realCompound),
    ...generate(seed, 8, GENERATED_COUNT, generatedCompound),
  ];
  const byName = groupBy(
    compounds,
    (compound) => new Set([compound.title, ...compound.synonyms].map((n) => n.toLowerCase())),
  );
  const assays = buildAssays(seed, compounds);
  const results = assays.flatMap((assay) => assay.results);
  const byCid = new Map(compounds.map((c) => [c.cid, c]));
  const byAid = new Map(assays.map((a) => [a.aid, a]));
  const cidBySid = new Map(results.map((r) => [r.sid, r.cid]));
  return {
    compounds,
    byCid: (cid: number) => byCid.get(cid),
    byName: (name: string) => byName.get(name.trim().toLowerCase()) ?? [],
    bySmiles: (smiles: string) => compounds.filter((c) => c.smiles === smiles || c.isomericSmiles === smiles),
    byInchi: (inchi: string) => compounds.filter((c) => c.properties.InChI === inchi),
    assay: (aid: number) => byAid.get(aid),
    /** The standardized compound of a deposited substance (the SIDs of the assay results). */
    cidOfSid: (sid: number) => cidBySid.get(sid),
    resultsOf: (cid: number) => results.filter((r) => r.cid === cid),
  };
}

export type Catalog = ReturnType<typeof build>;
export const catalogFor = memoize(build);
