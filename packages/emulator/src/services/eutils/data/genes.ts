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
import { bandAt, CHROMOSOMES, chromosome } from './chromosomes.js';
import { GENERATED_GENE_CONDITION_KEYS } from './conditions.js';
import {
  CURATED_HUMAN_GENES,
  CURATED_ORTHOLOGS,
  type CuratedGene,
  type Dosage,
  type TaxId,
} from './curated-genes.js';
import { drawFamilyMember, type GeneType } from './gene-families.js';
import { GO_BY_ASPECT, GO_HINTS, GO_TERMS, goIndex } from './go-terms.js';

/**
 * One gene of the emulated Gene database: everything searches, summaries, reports and ClinVar
 * need, in the shape of a generated gene plus what only curated genes state. The bulky parts of a
 * full record (transcript exons, GeneRIFs, interactions...) are not here; they are drawn on demand
 * from `seed` (see gene-details.ts).
 */
export type Gene = Omit<Generated, 'grch37' | 'ensembl'> &
  Partial<Pick<Generated, 'grch37' | 'ensembl'>> & {
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

function goFor(random: Random, symbol: string, type: GeneType): number[] {
  if (type !== 'protein-coding') return [];
  const picked = new Set<number>();
  for (const { prefixes, terms } of GO_HINTS)
    if (prefixes.some((prefix) => symbol.startsWith(prefix))) for (const id of terms) picked.add(goIndex(id));
  for (const { aspect, min, max } of ASPECTS)
    for (const i of pickSome(random, GO_BY_ASPECT[aspect], intBetween(random, min, max))) picked.add(i);
  // 'protein binding' is on nearly every human protein-coding record.
  picked.add(goIndex(5515));
  return [...picked].sort((a, b) => a - b);
}

function fromCurated(seed: number, c: CuratedGene, index: number): Gene {
  const chr = chromosome(c.chr);
  const random = createRandom(mixSeed(seed, 0x9e11, c.id));
  const shift = grch37Shift(c.chr, c.start);
  const { start37, end37, conditions, variants, ...stated } = c;
  return {
    ...stated,
    taxId: 9606,
    type: 'protein-coding',
    chrAccession: chr.grch38,
    grch37: { start: start37 ?? c.start + shift, end: end37 ?? c.end + shift },
    designations: [c.name],
    ensembl: c.ensembl ?? `ENSG${String(100_000 + ((c.id * 7919) % 899_999)).padStart(11, '0')}`,
    conditionKeys: conditions,
    go: goFor(random, c.symbol, 'protein-coding'),
    weight: 200_000 + variants * 300 - index,
    curated: true,
    variantTarget: variants,
    seed: mixSeed(seed, 0x6e, c.id),
  };
}

function allianceSummary(random: Random, go: readonly number[]): string {
  const terms = go.map((i) => GO_TERMS[i]!).filter((t) => t.id !== 5515);
  const parts = ASPECTS.flatMap(({ aspect, phrase }) => {
    const names = terms.filter((t) => t.aspect === aspect).map((t) => t.name);
    return names.length ? [`${phrase} ${names.slice(0, 2).join(' and ')}.`] : [];
  });
  const month = pick(random, ['Jan', 'Apr', 'Jul', 'Oct']);
  return parts.length ? `${parts.join(' ')} [provided by Alliance of Genome Resources, ${month} 2025]` : '';
}

function uniprotAccession(random: Random): string {
  const alnum = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const ch = (set: string) => set[Math.floor(random() * set.length)]!;
  return `${ch('OPQ')}${ch('0123456789')}${ch(alnum)}${ch(alnum)}${ch(alnum)}${ch('0123456789')}`;
}

const CHROMOSOME_LENGTHS = CHROMOSOMES.map((c) => c.length);

function generated(seed: number, index: number, used: Set<string>, usedIds: Set<number>) {
  const random = createRandom(mixSeed(seed, 0x6e6e, index));
  // Gene density follows chromosome length closely enough.
  const chr = drawWeighted(random, CHROMOSOMES, CHROMOSOME_LENGTHS);
  let draw = drawFamilyMember(random, chr.name);
  for (let attempt = 0; used.has(draw.symbol.toLowerCase()); attempt++) {
    draw = drawFamilyMember(random, chr.name);
    if (attempt > 50) draw = { ...draw, symbol: `${draw.symbol}-${index}` };
  }
  used.add(draw.symbol.toLowerCase());
  // Above every id NCBI Gene has issued (about 140 million), so no generated gene takes a real one's id.
  let id = intBetween(random, 900_100_000, 905_999_999);
  while (usedIds.has(id)) id++;
  usedIds.add(id);
  if (draw.symbol.startsWith('LOC')) draw = { ...draw, symbol: `LOC${id}` };

  const coding = draw.type === 'protein-coding';
  const aa = coding ? Math.round(110 + random() ** 2.2 * 2_600) : 0;
  const exons = coding
    ? Math.max(2, Math.min(60, Math.round(aa / 70 + intBetween(random, 0, 6))))
    : intBetween(random, 1, 4);
  const span = coding ? Math.round(exons * intBetween(random, 1_200, 9_000)) : intBetween(random, 80, 40_000);
  const start = intBetween(random, 60_000, chr.length - span - 60_000);
  const strand: '+' | '-' = random() < 0.5 ? '+' : '-';
  const shift = grch37Shift(chr.name, start);
  const go = goFor(random, draw.symbol, draw.type);
  const aliases =
    coding && random() < 0.6
      ? [
          `${draw.symbol.replace(/\d+$/, '')}${intBetween(random, 1, 99)}`,
          `KIAA${intBetween(random, 1000, 2100)}`,
        ].slice(0, intBetween(random, 1, 2))
      : [];
  const rnaNumber =
    random() < 0.5
      ? String(intBetween(random, 10_000, 999_999)).padStart(6, '0')
      : `001${intBetween(random, 100_000, 399_999)}`;
  const conditionKeys: readonly string[] =
    coding && random() < 0.3 ? [pick(random, GENERATED_GENE_CONDITION_KEYS)] : [];
  return {
    id,
    symbol: draw.symbol,
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
    aliases,
    // Other designations (protein names), esummary's OtherDesignations.
    designations: coding ? [draw.name] : [],
    ...(coding && { hgnc: intBetween(random, 20_000, 59_999) }),
    ...(coding && random() < 0.3 && { mim: intBetween(random, 600_000, 619_999) }),
    ensembl: `ENSG00000${intBetween(random, 100_000, 299_999)}`,
    ...(coding && { uniprot: uniprotAccession(random) }),
    // The primary RefSeq RNA (MANE Select for curated human genes) and protein; pseudogenes have none.
    ...(draw.type !== 'pseudo' && {
      rna: `${coding ? 'NM' : 'NR'}_${rnaNumber}.${intBetween(random, 1, 4)}`,
    }),
    ...(coding && { protein: `NP_${rnaNumber}.${intBetween(random, 1, 3)}` }),
    aa,
    exons,
    summary: draw.summary ?? (coding ? allianceSummary(random, go) : ''),
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
  const number = String(o.id % 1_000_000).padStart(6, '0');
  return {
    ...stated,
    taxId: o.taxId as TaxId,
    type: 'protein-coding',
    designations: [o.name],
    rna: `NM_${number}.${intBetween(random, 1, 4)}`,
    protein: `NP_${number}.${intBetween(random, 1, 3)}`,
    summary: '',
    conditionKeys: [],
    go: goFor(random, o.symbol.toUpperCase(), 'protein-coding'),
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
  const used = new Set(CURATED_HUMAN_GENES.map((g) => g.symbol.toLowerCase()));
  const usedIds = new Set(genes.map((g) => g.id));
  for (let i = 0; genes.length < GENE_COUNT; i++) {
    genes.push(generated(seed, i, used, usedIds));
    if (i % 400 === 399) yield;
  }

  const byId = new Map(genes.map((g) => [g.id, g]));
  return { genes, byId, bySymbol: groupBy(genes, (g) => [g.symbol.toLowerCase()]) };
}
