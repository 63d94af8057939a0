import { memoizeWeak } from '../../kit/index.js';
import type { Catalog, Compound } from './catalog.js';
import type { Molecule } from './smiles.js';

/**
 * The structure searches, computed on the emulator's own records: similarity as the Tanimoto
 * coefficient of a small path fingerprint (atoms, bonded pairs, 3-atom paths), substructure and
 * superstructure by subgraph matching on heavy atoms (aromatic bonds match single or double).
 * Not PubChem's fingerprint, so scores differ from the live service; identity scores 100.
 */

/** Each atom's neighbours, with the order of the bond to each. */
function adjacency(molecule: Molecule): Map<number, number>[] {
  const out = molecule.atoms.map(() => new Map<number, number>());
  for (const b of molecule.bonds) {
    out[b.a]?.set(b.b, b.order);
    out[b.b]?.set(b.a, b.order);
  }
  return out;
}

function features(molecule: Molecule): Set<string> {
  const out = new Set<string>();
  const { atoms, bonds } = molecule;
  const label = (i: number) => atoms[i]?.element ?? '?';
  const neighbours = adjacency(molecule).map((next) => [...next.keys()]);
  const counts = new Map<string, number>();
  const add = (key: string) => {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    out.add(`${key}#${n}`);
  };
  for (const [i, atom] of atoms.entries()) add(`${atom.element}${neighbours[i]?.length}`);
  for (const b of bonds) add([label(b.a), label(b.b)].sort().join(b.order === 1.5 ? ':' : String(b.order)));
  atoms.forEach((_, centre) => {
    const around = neighbours[centre] ?? [];
    for (let x = 0; x < around.length; x++)
      for (let y = x + 1; y < around.length; y++) {
        const ends = [label(around[x] as number), label(around[y] as number)].sort();
        add(`${ends[0]}-${label(centre)}-${ends[1]}`);
      }
  });
  return out;
}

/** A molecule's path features (computed once per molecule): what similarity and Fingerprint2D compare. */
export const pathFeatures = memoizeWeak(features);

/** Tanimoto similarity in percent. */
export function tanimoto(a: Molecule, b: Molecule): number {
  const fa = pathFeatures(a);
  const fb = pathFeatures(b);
  let shared = 0;
  for (const f of fa) if (fb.has(f)) shared++;
  return (100 * shared) / (fa.size + fb.size - shared);
}

const bondsMatch = (q: number, t: number) => q === t || q === 1.5 || t === 1.5;

/** Whether `query` maps onto part of `target` (elements and bonds preserved). */
export function isSubstructure(query: Molecule, target: Molecule): boolean {
  if (query.atoms.length > target.atoms.length) return false;
  const [qAdj, tAdj] = [adjacency(query), adjacency(target)];
  const mapping: number[] = [];
  const used = new Set<number>();
  const extend = (q: number): boolean => {
    if (q === query.atoms.length) return true;
    for (let t = 0; t < target.atoms.length; t++) {
      if (used.has(t) || target.atoms[t]?.element !== query.atoms[q]?.element) continue;
      let fits = true;
      for (const [qn, order] of qAdj[q] ?? []) {
        if (qn >= q) continue;
        const tOrder = tAdj[t]?.get(mapping[qn] as number);
        if (tOrder === undefined || !bondsMatch(order, tOrder)) {
          fits = false;
          break;
        }
      }
      if (!fits) continue;
      mapping[q] = t;
      used.add(t);
      if (extend(q + 1)) return true;
      used.delete(t);
    }
    return false;
  };
  return extend(0);
}

export type SearchKind = 'similarity' | 'substructure' | 'superstructure';

/** CIDs answering a structure search, best first for similarity, by CID otherwise. */
export function searchCids(catalog: Catalog, kind: SearchKind, query: Molecule, threshold: number): number[] {
  if (kind === 'similarity') {
    return catalog.compounds
      .map((c) => ({ cid: c.cid, score: tanimoto(query, c.molecule) }))
      .filter((s) => s.score >= threshold)
      .sort((a, b) => b.score - a.score || a.cid - b.cid)
      .map((s) => s.cid);
  }
  const fits = (c: Compound) =>
    kind === 'substructure' ? isSubstructure(query, c.molecule) : isSubstructure(c.molecule, query);
  return catalog.compounds
    .filter(fits)
    .map((c) => c.cid)
    .sort((a, b) => a - b);
}
