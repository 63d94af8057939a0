/**
 * Human reference chromosomes: GRCh38 lengths, RefSeq accessions on both assemblies and
 * approximate centromere positions, used to place generated genes and variants plausibly.
 */
import data from './chromosomes.json' with { type: 'json' };

const table = data.chromosomes as Array<[string, number, string, number, string, string]>;

/**
 * Each chromosome's name, GRCh38 length, RefSeq accession.version on GRCh38, GRCh37 and T2T,
 * centromere (splits the p and q arms for band names), and the two-character key NCBI's ChrSort
 * uses ('01'…'22', 'X', 'Y').
 */
export const CHROMOSOMES = table.map(([name, length, grch38, centromere, grch37, t2t]) => ({
  name,
  length,
  grch38,
  grch37,
  t2t,
  centromere,
  sort: /^\d$/.test(name) ? `0${name}` : name,
}));
export type Chromosome = (typeof CHROMOSOMES)[number];

const byName = new Map(CHROMOSOMES.map((c) => [c.name, c]));

export function chromosome(name: string): Chromosome {
  const found = byName.get(name);
  if (!found) throw new RangeError(`unknown chromosome ${name}`);
  return found;
}

/**
 * A cytogenetic band for a position, e.g. '17q21.31': the arm from the centromere, region and
 * band digits from the distance to it. Not a real ideogram, but shaped like one and stable.
 */
export function bandAt(chr: Chromosome, position: number): string {
  const onP = position < chr.centromere;
  const armLength = onP ? chr.centromere : chr.length - chr.centromere;
  const distance = onP ? chr.centromere - position : position - chr.centromere;
  const fraction = Math.min(0.999, distance / armLength);
  const region = 1 + Math.floor(fraction * 3);
  const band = 1 + Math.floor(((fraction * 3) % 1) * 6);
  const sub = Math.floor(((fraction * 18) % 1) * 4);
  return `${chr.name}${onP ? 'p' : 'q'}${region}${band}${sub > 0 ? `.${sub}` : ''}`;
}
