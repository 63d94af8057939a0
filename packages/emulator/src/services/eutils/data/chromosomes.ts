/**
 * Human reference chromosomes: GRCh38 lengths, RefSeq accessions on both assemblies and
 * approximate centromere positions, used to place generated genes and variants plausibly.
 */
export interface Chromosome {
  name: string;
  /** GRCh38 length in bases. */
  length: number;
  /** RefSeq accession.version on GRCh38 (GRCh37 is the same accession, one version lower). */
  grch38: string;
  /** Centromere position (GRCh38, bases), splits the p and q arms for band names. */
  centromere: number;
  /** Two-character sort key as NCBI's ChrSort uses ('01'…'22', 'X', 'Y'). */
  sort: string;
}

const table: Array<[string, number, string, number]> = [
  ['1', 248_956_422, 'NC_000001.11', 123_400_000],
  ['2', 242_193_529, 'NC_000002.12', 93_900_000],
  ['3', 198_295_559, 'NC_000003.12', 90_900_000],
  ['4', 190_214_555, 'NC_000004.12', 50_000_000],
  ['5', 181_538_259, 'NC_000005.10', 48_800_000],
  ['6', 170_805_979, 'NC_000006.12', 59_800_000],
  ['7', 159_345_973, 'NC_000007.14', 60_100_000],
  ['8', 145_138_636, 'NC_000008.11', 45_200_000],
  ['9', 138_394_717, 'NC_000009.12', 43_000_000],
  ['10', 133_797_422, 'NC_000010.11', 39_800_000],
  ['11', 135_086_622, 'NC_000011.10', 53_400_000],
  ['12', 133_275_309, 'NC_000012.12', 35_500_000],
  ['13', 114_364_328, 'NC_000013.11', 17_700_000],
  ['14', 107_043_718, 'NC_000014.9', 17_200_000],
  ['15', 101_991_189, 'NC_000015.10', 19_000_000],
  ['16', 90_338_345, 'NC_000016.10', 36_800_000],
  ['17', 83_257_441, 'NC_000017.11', 25_100_000],
  ['18', 80_373_285, 'NC_000018.10', 18_500_000],
  ['19', 58_617_616, 'NC_000019.10', 26_200_000],
  ['20', 64_444_167, 'NC_000020.11', 28_100_000],
  ['21', 46_709_983, 'NC_000021.9', 12_000_000],
  ['22', 50_818_468, 'NC_000022.11', 15_000_000],
  ['X', 156_040_895, 'NC_000023.11', 60_600_000],
  ['Y', 57_227_415, 'NC_000024.10', 10_400_000],
];

export const CHROMOSOMES: readonly Chromosome[] = table.map(([name, length, grch38, centromere]) => ({
  name,
  length,
  grch38,
  centromere,
  sort: /^\d$/.test(name) ? `0${name}` : name,
}));

const byName = new Map(CHROMOSOMES.map((c) => [c.name, c]));

export function chromosome(name: string): Chromosome {
  const found = byName.get(name);
  if (!found) throw new RangeError(`unknown chromosome ${name}`);
  return found;
}

/** The GRCh37 accession.version of a chromosome (the same accession, one version lower). */
export function grch37Accession(chr: Chromosome): string {
  const [acc, version] = chr.grch38.split('.');
  return `${acc}.${Number(version) - 1}`;
}

export const ASSEMBLIES = {
  GRCh38: { accession: 'GCF_000001405.40', name: 'GRCh38.p14', status: 'current' },
  GRCh37: { accession: 'GCF_000001405.25', name: 'GRCh37.p13', status: 'previous' },
} as const;

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
