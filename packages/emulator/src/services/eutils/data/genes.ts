import { groupBy } from '../../../group.js';
import {
  createRandom,
  drawWeighted,
  intBetween,
  mixSeed,
  pick,
  pickSome,
  type Random,
} from '../../../prng.js';
import { SYNTHETIC_MARK } from '../../../synthetic.js';
import { bandAt, CHROMOSOMES, chromosome } from './chromosomes.js';
import { GENERATED_GENE_CONDITION_KEYS } from './conditions.js';
import {
  CURATED_HUMAN_GENES,
  CURATED_ORTHOLOGS,
  type CuratedGene,
  type Dosage,
  type TaxId,
} from './curated-genes.js';
import { drawFamily } from './gene-families.js';
import { GO_BY_ASPECT, GO_HINTS, GO_TERMS, goIndex } from './go-terms.js';

/**
 * One gene of the emulated Gene database: everything searches, summaries, reports and ClinVar
 * need, in the shape of a generated gene plus what only curated genes state. The bulky parts of a
 * full record (transcript exons, GeneRIFs, interactions...) are not here; they are drawn on demand
 * from `seed` (see gene-details.ts).
 */
export type Gene = Omit<Generated, 'grch37'> &
  Partial<Pick<Generated, 'grch37'>> & {
    /** Cross-references, stated by curated genes only (generated ones have none, see gene-families.json). */
    hgnc?: number;
    mim?: number;
    ensembl?: string;
    uniprot?: string;
    /** ClinGen dosage sensitivity (curated genes with a real record only). */
    dosage?: Dosage;
    kind?: 'pgx' | 'cancer';
    /** Human ortholog symbol, for model-organism genes. */
    orthologOf?: string;
  };
type Generated = ReturnType<typeof generated>;

export interface GeneSet {
  genes: readonly Gene[];
  byId: ReadonlyMap<number, Gene>;
  /** Lower-cased official symbol -> genes (one per taxon). */
  bySymbol: ReadonlyMap<string, readonly Gene[]>;
}

/** Total genes in the emulated database (human curated + orthologs + generated human). */
const GENE_COUNT = 6_000;

/** GRCh37 is shifted against GRCh38 by region; a stable shift per 10 Mb block looks like it. */
function grch37Shift(chr: string, position: number): number {
  const block = Math.floor(position / 10_000_000);
  const r = createRandom(mixSeed(0x37, chr.charCodeAt(0), chr.length, block));
  return Math.round((r() - 0.45) * 2_400_000);
}

/** Per GO aspect: how many terms a generated gene draws, and how an Alliance summary words them. */
const ASPECTS = [
  { aspect: 'Function', min: 2, max: 6, phrase: 'Predicted to enable' },
  { aspect: 'Process', min: 3, max: 10, phrase: 'Predicted to be involved in' },
  { aspect: 'Component', min: 2, max: 6, phrase: 'Located in' },
] as const;

/**
 * GO terms of a protein-coding gene: those that fit its family (by symbol prefix) and 'protein
 * binding', which nearly every human protein-coding record carries; a generated gene (`random`)
 * draws more of each aspect, a real one gets no term drawn at random.
 */
function goFor(prefix: string, random?: Random): number[] {
  const picked = new Set([goIndex(5515)]);
  for (const { prefixes, terms } of GO_HINTS)
    if (prefixes.some((p) => prefix.startsWith(p))) for (const id of terms) picked.add(goIndex(id));
  if (random)
    for (const { aspect, min, max } of ASPECTS)
      for (const i of pickSome(random, GO_BY_ASPECT[aspect], intBetween(random, min, max))) picked.add(i);
  return [...picked].sort((a, b) => a - b);
}

/**
 * A RefSeq accession number no real record has: RefSeq numbers have six digits, or nine starting
 * with 0 (NM_001..., XM_047...), under every prefix, so nine digits starting with 9 are free.
 */
export const syntheticRefSeqNumber = (random: Random) => intBetween(random, 900_000_000, 999_999_999);

function fromCurated(seed: number, c: CuratedGene, index: number): Gene {
  const chr = chromosome(c.chr);
  const shift = grch37Shift(c.chr, c.start);
  const { start37, end37, conditions, variants, ...stated } = c;
  return {
    ...stated,
    taxId: 9606,
    type: 'protein-coding',
    chrAccession: chr.grch38,
    grch37: { start: start37 ?? c.start + shift, end: end37 ?? c.end + shift },
    designations: [c.name],
    conditionKeys: conditions,
    go: goFor(c.symbol),
    weight: 200_000 + variants * 300 - index,
    curated: true,
    variantTarget: variants,
    seed: mixSeed(seed, 0x6e, c.id),
  };
}

function allianceSummary(go: readonly number[]): string {
  const terms = go.map((i) => GO_TERMS[i]!).filter((t) => t.id !== 5515);
  const parts = ASPECTS.flatMap(({ aspect, phrase }) => {
    const names = terms.filter((t) => t.aspect === aspect).map((t) => t.name);
    return names.length ? [`${phrase} ${names.slice(0, 2).join(' and ')}.`] : [];
  });
  // Worded as the Alliance's, but not attributed to it: nobody curated it.
  return parts.length ? `${parts.join(' ')}${SYNTHETIC_MARK}` : '';
}

const CHROMOSOME_LENGTHS = CHROMOSOMES.map((c) => c.length);

function generated(seed: number, index: number, usedIds: Set<number>) {
  const random = createRandom(mixSeed(seed, 0x6e6e, index));
  // Gene density follows chromosome length closely enough.
  const chr = drawWeighted(random, CHROMOSOMES, CHROMOSOME_LENGTHS);
  const draw = drawFamily(random, chr.name);
  // Above every id NCBI Gene has issued (about 140 million), so no generated gene takes a real one's id.
  let id = intBetween(random, 900_100_000, 905_999_999);
  while (usedIds.has(id)) id++;
  usedIds.add(id);

  const coding = draw.type === 'protein-coding';
  const aa = coding ? Math.round(110 + random() ** 2.2 * 2_600) : 0;
  const exons = coding
    ? Math.max(2, Math.min(60, Math.round(aa / 70 + intBetween(random, 0, 6))))
    : intBetween(random, 1, 4);
  const span = coding ? Math.round(exons * intBetween(random, 1_200, 9_000)) : intBetween(random, 80, 40_000);
  const start = intBetween(random, 60_000, chr.length - span - 60_000);
  const strand: '+' | '-' = random() < 0.5 ? '+' : '-';
  const shift = grch37Shift(chr.name, start);
  const go = coding ? goFor(draw.prefix, random) : [];
  const refSeqNumber = syntheticRefSeqNumber(random);
  const conditionKeys: readonly string[] =
    coding && random() < 0.3 ? [pick(random, GENERATED_GENE_CONDITION_KEYS)] : [];
  return {
    id,
    // NCBI's symbol for a gene without an official one.
    symbol: `LOC${id}`,
    name: draw.name,
    taxId: 9606 as TaxId,
    type: draw.type,
    chr: chr.name,
    map: bandAt(chr, start),
    // The chromosome's accession and the 1-based span on the current assembly (GRCh38 for human).
    chrAccession: chr.grch38,
    start,
    end: start + span - 1,
    strand,
    // The span on GRCh37, whose chromosome accessions chromosomes.json holds.
    grch37: { start: Math.max(1, start + shift), end: Math.max(1, start + shift) + span - 1 },
    aliases: [] as readonly string[],
    // Other designations (protein names), esummary's OtherDesignations.
    designations: coding ? [draw.name] : [],
    // The primary RefSeq RNA (MANE Select for curated human genes) and protein; pseudogenes have none.
    ...(draw.type !== 'pseudo' && {
      rna: `${coding ? 'NM' : 'NR'}_${refSeqNumber}.${intBetween(random, 1, 4)}`,
    }),
    ...(coding && { protein: `NP_${refSeqNumber}.${intBetween(random, 1, 3)}` }),
    aa,
    exons,
    summary: draw.summary ?? (coding ? allianceSummary(go) : ''),
    conditionKeys,
    // Indexes into GO_TERMS.
    go,
    // GeneWeight as esummary reports it (relevance order of searches).
    weight: intBetween(random, 200, 40_000),
    curated: false,
    // How many ClinVar records to attach (curated genes; generated genes get a random share).
    variantTarget: 0,
    // Seed of everything drawn later for this gene.
    seed: mixSeed(seed, 0x6e, id),
  };
}

function fromOrtholog(seed: number, o: (typeof CURATED_ORTHOLOGS)[number]): Gene {
  const random = createRandom(mixSeed(seed, 0x0a7, o.id));
  const { human, ...stated } = o;
  // Their real RefSeqs are not on file: numbers no real record has stand in.
  const number = syntheticRefSeqNumber(random);
  return {
    ...stated,
    taxId: o.taxId as TaxId,
    type: 'protein-coding',
    designations: [o.name],
    rna: `NM_${number}.${intBetween(random, 1, 4)}`,
    protein: `NP_${number}.${intBetween(random, 1, 3)}`,
    summary: '',
    conditionKeys: [],
    go: goFor(o.symbol.toUpperCase()),
    weight: intBetween(random, 10_000, 60_000),
    curated: true,
    variantTarget: 0,
    orthologOf: human,
    seed: mixSeed(seed, 0x6e, o.id),
  };
}

/**
 * The whole gene set for a seed: curated human genes, model-organism orthologs, generated genes.
 * A generator that pauses every few hundred genes, so the emulator can build it without holding
 * up other requests (see Catalog).
 */
export function* buildGenes(seed: number): Generator<void, GeneSet, void> {
  const genes: Gene[] = CURATED_HUMAN_GENES.map((c, i) => fromCurated(seed, c, i));
  for (const o of CURATED_ORTHOLOGS) genes.push(fromOrtholog(seed, o));
  const usedIds = new Set(genes.map((g) => g.id));
  for (let i = 0; genes.length < GENE_COUNT; i++) {
    genes.push(generated(seed, i, usedIds));
    if (i % 400 === 399) yield;
  }

  const byId = new Map(genes.map((g) => [g.id, g]));
  return { genes, byId, bySymbol: groupBy(genes, (g) => [g.symbol.toLowerCase()]) };
}
