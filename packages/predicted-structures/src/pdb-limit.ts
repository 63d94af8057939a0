/** The most atoms a PDB-format file can number: its atom serial field has five columns. */
export const PDB_MAX_ATOMS = 99_999;

/**
 * Heavy atoms of each residue inside a chain. Model files hold no hydrogens, so this is what a
 * model's coordinate file numbers, plus the chain's terminal oxygen (OXT).
 */
const HEAVY_ATOMS: Record<string, number> = {
  G: 4,
  A: 5,
  S: 6,
  C: 6,
  V: 7,
  T: 7,
  P: 7,
  D: 8,
  N: 8,
  I: 8,
  L: 8,
  M: 8,
  E: 9,
  Q: 9,
  K: 9,
  H: 10,
  F: 11,
  R: 11,
  Y: 12,
  W: 14,
};
/** Any other letter (X, U, O, B, Z) is counted as the largest residue, so the count never falls short. */
const LARGEST = 14;

/** The atoms of a single-chain model of `sequence`: each residue's heavy atoms and one OXT. */
export function modelAtomCount(sequence: string): number {
  let atoms = sequence.length === 0 ? 0 : 1;
  for (const residue of sequence.toUpperCase()) atoms += HEAVY_ATOMS[residue] ?? LARGEST;
  return atoms;
}

/**
 * The residues a prediction record's model holds: its `sequence`, cut to `sequenceStart` ..
 * `sequenceEnd` when the sequence is longer than that range (a fragment of a long protein);
 * undefined when the record carries no sequence.
 */
export function modelSequence(record: {
  sequence?: string | undefined;
  sequenceStart?: number | undefined;
  sequenceEnd?: number | undefined;
}): string | undefined {
  const { sequence, sequenceStart: start, sequenceEnd: end } = record;
  if (sequence === undefined) return undefined;
  if (start !== undefined && end !== undefined && end >= start && sequence.length > end - start + 1)
    return sequence.slice(start - 1, end);
  return sequence;
}
