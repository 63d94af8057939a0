import { fill } from '../../kit/index.js';
import type { Compound } from './catalog.js';
import SDF from './data/sdf.json' with { type: 'json' };
import type { Molecule } from './smiles.js';

/**
 * PubChem's SD file record of a compound: V2000, hydrogens explicit (aspirin has 21 atoms, not
 * 13), atoms in PubChem's order (heteroatoms by falling atomic number, then carbons, then the
 * hydrogens, each after the atom it sits on), the PUBCHEM_* data items, the aromatic bonds in
 * PUBCHEM_BONDANNOTATIONS. The 2-D coordinates are a spiral, not a drawing.
 */

const ATOMIC_NUMBER: Record<string, number> = SDF.atomicNumbers;
const rank = (element: string) => (element === 'C' ? 0 : (ATOMIC_NUMBER[element] ?? 53));

/** The molecule in the SD file's atom order, its hydrogens made atoms. */
function withHydrogens(molecule: Molecule) {
  const order = molecule.atoms
    .map((_, i) => i)
    .sort((x, y) => {
      const [a, b] = [molecule.atoms[x], molecule.atoms[y]];
      return rank(b?.element ?? '') - rank(a?.element ?? '') || x - y;
    });
  const position: number[] = [];
  for (const [i, old] of order.entries()) position[old] = i;
  const elements = order.map((i) => molecule.atoms[i]?.element ?? '');
  const charges = order.map((i) => molecule.atoms[i]?.charge ?? 0);
  const bonds = molecule.bonds.map((b) => {
    const [a, c] = [position[b.a] as number, position[b.b] as number];
    return { a: Math.min(a, c), b: Math.max(a, c), order: b.order };
  });
  order.forEach((old, i) => {
    for (let h = 0; h < (molecule.atoms[old]?.hydrogens ?? 0); h++) {
      bonds.push({ a: i, b: elements.length, order: 1 });
      elements.push('H');
      charges.push(0);
    }
  });
  bonds.sort((x, y) => x.a - y.a || x.b - y.b);
  return { elements, charges, bonds };
}

type Explicit = ReturnType<typeof withHydrogens>;

/** Bonds of six-membered rings that alternate single and double (or are aromatic): annotation 8. */
function aromaticBonds(x: Explicit): string[] {
  const key = (a: number, b: number) => `${Math.min(a, b)} ${Math.max(a, b)}`;
  const orders = new Map(x.bonds.map((b) => [key(b.a, b.b), b.order]));
  const next = (at: number) =>
    x.bonds
      .flatMap((b) => (b.a === at ? [b.b] : b.b === at ? [b.a] : []))
      .filter((n) => x.elements[n] !== 'H');
  const found = new Set<string>();
  const walk = (path: number[]) => {
    const last = path.at(-1) as number;
    for (const n of next(last)) {
      if (path.length === 6 && n === path[0]) {
        const ring = path.map((a, i) => key(a, path[(i + 1) % 6] as number));
        const kinds = ring.map((k) => orders.get(k));
        const alternating = kinds.every((o, i) => o === 1.5 || (o === 2) !== (kinds[(i + 1) % 6] === 2));
        if (alternating && kinds.some((o) => o !== 1)) for (const k of ring) found.add(k);
      } else if (path.length < 6 && !path.includes(n) && n > (path[0] as number)) walk([...path, n]);
    }
  };
  for (let start = 0; start < x.elements.length; start++) walk([start]);
  return [...found]
    .map((k) => k.split(' ').map(Number) as [number, number])
    .sort((p, q) => p[0] - q[0] || p[1] - q[1])
    .map(([a, b]) => `${a + 1}  ${b + 1}  8`);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const coord = (n: number) => pad(n.toFixed(4), 10);

export function sdfRecord(compound: Compound): string {
  const x = withHydrogens(compound.molecule);
  const lines = [
    String(compound.cid),
    '  -OEChem-11242612302D',
    '',
    `${pad(x.elements.length, 3)}${pad(x.bonds.length, 3)}  0     0  0  0  0  0  0999 V2000`,
  ];
  x.elements.forEach((element, i) => {
    const [angle, radius] = [i * 2.39996, 0.9 * Math.sqrt(i)];
    lines.push(
      `${coord(radius * Math.cos(angle))}${coord(radius * Math.sin(angle))}${coord(0)} ${element.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0`,
    );
  });
  for (const b of x.bonds)
    lines.push(`${pad(b.a + 1, 3)}${pad(b.b + 1, 3)}${pad(b.order === 1.5 ? 4 : b.order, 3)}  0  0  0  0`);
  const charged = x.charges.map((c, i) => [i + 1, c] as const).filter(([, c]) => c !== 0);
  for (let i = 0; i < charged.length; i += 8) {
    const part = charged.slice(i, i + 8);
    lines.push(`M  CHG${pad(part.length, 3)}${part.map(([n, c]) => `${pad(n, 4)}${pad(c, 4)}`).join('')}`);
  }
  lines.push('M  END');
  const annotations = aromaticBonds(x);
  const values = {
    ...compound.sdfTags,
    ...compound.properties,
    cid: compound.cid,
    smiles: compound.smiles,
    isomericSmiles: compound.isomericSmiles,
    annotations: annotations.length > 0 ? annotations.join('\n') : undefined,
  };
  for (const [name, value] of Object.entries(fill(SDF.tags, values)))
    lines.push(`> <${name}>`, String(value), '');
  lines.push('$$$$');
  return `${lines.join('\n')}\n`;
}
