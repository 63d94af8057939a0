/**
 * A small SMILES reader: enough of the grammar for the emulator's records and users' search
 * queries (organic subset, bracket atoms with charge/H count/chirality, branches, ring closures,
 * bond symbols, aromatic lower case). It gives the molecular graph the emulator derives its
 * formula, masses, counts, SDF and search matches from.
 */
import ELEMENTS from './data/elements.json' with { type: 'json' };

export interface Atom {
  element: string;
  aromatic: boolean;
  charge: number;
  /** Implicit + explicit hydrogens. */
  hydrogens: number;
}

export interface Bond {
  a: number;
  b: number;
  /** 1, 2, 3, or 1.5 for aromatic. */
  order: number;
}

export interface Molecule {
  atoms: Atom[];
  bonds: Bond[];
}

const ORGANIC = ELEMENTS.organic;
const AROMATIC = ELEMENTS.aromatic;
const VALENCES: Record<string, number[]> = ELEMENTS.valences;

export class SmilesError extends Error {}

/** Parses a SMILES string into atoms (with hydrogen counts) and bonds. */
export function parseSmiles(smiles: string): Molecule {
  const atoms: Atom[] = [];
  const bonds: Bond[] = [];
  const implicit: boolean[] = [];
  const stack: number[] = [];
  const rings = new Map<number, { atom: number; order: number | undefined }>();
  let previous: number | undefined;
  let pendingOrder: number | undefined;
  let i = 0;

  const addAtom = (atom: Atom, hasImplicitH: boolean) => {
    const index = atoms.length;
    atoms.push(atom);
    implicit.push(hasImplicitH);
    if (previous !== undefined) {
      const order = pendingOrder ?? (atom.aromatic && atoms[previous]?.aromatic ? 1.5 : 1);
      bonds.push({ a: previous, b: index, order });
    }
    previous = index;
    pendingOrder = undefined;
  };

  while (i < smiles.length) {
    const ch = smiles[i] as string;
    if (ch === '(') {
      if (previous === undefined) throw new SmilesError(`branch before any atom at ${i}`);
      stack.push(previous);
      i++;
    } else if (ch === ')') {
      const top = stack.pop();
      if (top === undefined) throw new SmilesError(`unbalanced ")" at ${i}`);
      previous = top;
      i++;
    } else if ('-=#:/\\'.includes(ch)) {
      pendingOrder = ch === '=' ? 2 : ch === '#' ? 3 : ch === ':' ? 1.5 : 1;
      i++;
    } else if (ch === '.') {
      previous = undefined;
      i++;
    } else if (/[0-9%]/.test(ch)) {
      const digits = ch === '%' ? smiles.slice(i + 1, i + 3) : ch;
      if (!/^\d+$/.test(digits)) throw new SmilesError(`bad ring closure at ${i}`);
      i += ch === '%' ? 3 : 1;
      const ring = Number(digits);
      if (previous === undefined) throw new SmilesError(`ring closure before any atom at ${i}`);
      const open = rings.get(ring);
      if (open) {
        const bothAromatic = atoms[open.atom]?.aromatic && atoms[previous]?.aromatic;
        const order = pendingOrder ?? open.order ?? (bothAromatic ? 1.5 : 1);
        bonds.push({ a: open.atom, b: previous, order });
        rings.delete(ring);
      } else {
        rings.set(ring, { atom: previous, order: pendingOrder });
      }
      pendingOrder = undefined;
    } else if (ch === '[') {
      const end = smiles.indexOf(']', i);
      if (end === -1) throw new SmilesError(`unclosed "[" at ${i}`);
      const inside = smiles.slice(i + 1, end);
      const m = /^(\d*)([A-Z][a-z]?|[a-z]{1,2})(@{0,2})(H\d?)?([+-]\d*|\+\+|--)?$/.exec(inside);
      if (!m) throw new SmilesError(`bad bracket atom at ${i}`);
      const symbol = m[2] as string;
      const aromatic = symbol === symbol.toLowerCase();
      const hydrogens = m[4] ? Number(m[4].slice(1) || '1') : 0;
      // A charge is written "+2" or "++" (and "+" for one).
      const sign = m[5] ?? '';
      const size = /\d/.test(sign) ? Number(sign.slice(1)) : sign.length;
      const charge = sign.startsWith('-') ? -size : size;
      const element = aromatic ? symbol[0]?.toUpperCase() + symbol.slice(1) : symbol;
      addAtom({ element, aromatic, charge, hydrogens }, false);
      i = end + 1;
    } else {
      const two = smiles.slice(i, i + 2);
      const symbol = ORGANIC.includes(two) ? two : ch;
      if (ORGANIC.includes(symbol)) {
        addAtom({ element: symbol, aromatic: false, charge: 0, hydrogens: 0 }, true);
        i += symbol.length;
      } else if (AROMATIC.includes(ch)) {
        addAtom({ element: ch.toUpperCase(), aromatic: true, charge: 0, hydrogens: 0 }, true);
        i++;
      } else {
        throw new SmilesError(`unexpected "${ch}" at ${i}`);
      }
    }
  }
  if (stack.length > 0) throw new SmilesError('unbalanced "("');
  if (rings.size > 0) throw new SmilesError('unclosed ring');
  if (atoms.length === 0) throw new SmilesError('no atoms');

  // Implicit hydrogens of organic-subset atoms: the lowest normal valence that fits the bonds.
  atoms.forEach((atom, index) => {
    if (!implicit[index]) return;
    let used = 0;
    for (const bond of bonds)
      if (bond.a === index || bond.b === index) used += bond.order === 1.5 ? 1 : bond.order;
    if (atom.aromatic) used += 1;
    const valence = (VALENCES[atom.element] ?? [0]).find((v) => v >= used) ?? used;
    atom.hydrogens = Math.max(0, valence - used);
  });
  return { atoms, bonds };
}

/** Element counts, hydrogens included. */
export function elementCounts(molecule: Molecule): Map<string, number> {
  const counts = new Map<string, number>();
  for (const atom of molecule.atoms) {
    counts.set(atom.element, (counts.get(atom.element) ?? 0) + 1);
    if (atom.hydrogens > 0) counts.set('H', (counts.get('H') ?? 0) + atom.hydrogens);
  }
  return counts;
}

/** Hill order: C, then H, then the rest alphabetically (H-only and C-free formulas alphabetical). */
export function hillFormula(molecule: Molecule): string {
  const counts = elementCounts(molecule);
  const order = counts.has('C')
    ? ['C', 'H', ...[...counts.keys()].filter((e) => e !== 'C' && e !== 'H').sort()]
    : [...counts.keys()].sort();
  const charge = molecule.atoms.reduce((sum, a) => sum + a.charge, 0);
  const suffix =
    charge === 0 ? '' : `${charge > 0 ? '+' : '-'}${Math.abs(charge) > 1 ? Math.abs(charge) : ''}`;
  return order.map((e) => `${e}${(counts.get(e) ?? 0) > 1 ? counts.get(e) : ''}`).join('') + suffix;
}

function massOf(molecule: Molecule, table: Record<string, number>): number {
  let mass = 0;
  for (const [element, count] of elementCounts(molecule)) {
    const m = table[element];
    if (m === undefined) throw new SmilesError(`no mass for ${element}`);
    mass += m * count;
  }
  return mass;
}

export const averageMass = (m: Molecule) => massOf(m, ELEMENTS.average);
export const monoisotopicMass = (m: Molecule) => massOf(m, ELEMENTS.monoisotopic);
