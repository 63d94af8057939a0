import { createRandom, intBetween, memoize, mixSeed, pick } from '../../../kit/index.js';
import data from './proteins.json' with { type: 'json' };

/**
 * The proteins both structure services share (proteins.json says which are real): S7 entries are
 * built from them and S9 predicts them, so an accession found in one is found in the other.
 * `isoforms` counts the isoforms with predictions of their own (`<accession>-2`).
 */
export type Protein = (typeof data.proteins)[number];

const ORGANISMS = data.organisms as [string, number][];
const AMINO = 'ACDEFGHIKLMNPQRSTVWY';
const GENERATED = 80;

function generated(seed: number, i: number): Protein {
  const random = createRandom(mixSeed(seed, 7_001, i));
  const [organism, taxId] = pick(random, ORGANISMS);
  const family = pick(random, data.families);
  const length = intBetween(random, 60, 520);
  let sequence = 'M';
  while (sequence.length < length) sequence += AMINO[Math.floor(random() * AMINO.length)];
  const accession = `X0ZZZ9${String.fromCharCode(65 + (i % 26))}${String(100 + i).padStart(3, '0')}`;
  const gene = `${family.slice(0, 3).toUpperCase()}${intBetween(random, 1, 40)}`;
  const suffix = organism === 'Homo sapiens' ? 'HUMAN' : organism === 'Mus musculus' ? 'MOUSE' : 'SYNTH';
  return {
    accession,
    entryName: `${gene}_${suffix}`,
    description: `${pick(random, data.prefixes)} ${family} ${intBetween(random, 1, 12)}`,
    gene,
    organism,
    taxId,
    sequence,
    isoforms: random() < 0.15 ? 1 : 0,
  };
}

/** Every protein of the emulated world for a seed: the real ones first. */
export const proteinsFor: (seed: number) => readonly Protein[] = memoize((seed) => [
  ...data.proteins,
  ...Array.from({ length: GENERATED }, (_, i) => generated(seed, i)),
]);

/** An isoform's sequence: the canonical one with a stretch near the start left out. */
export function isoformSequence(protein: Protein, isoform: number): string {
  const cut = Math.min(20 * isoform, Math.floor(protein.sequence.length / 4));
  return protein.sequence.slice(0, 5) + protein.sequence.slice(5 + cut);
}
