import { createRandom, intBetween, mixSeed, pick, pickSome, type Random } from '../../../prng.js';
import { SYNTHETIC_ID_BASE, SYNTHETIC_MARK } from '../../../synthetic.js';
import { chromosome } from './chromosomes.js';
import { condition } from './conditions.js';
// Vocabularies of the generated parts (evidence codes, experiment types, real pathway ids, GeneRIF patterns).
import vocab from './gene-vocab.json' with { type: 'json' };
import { type Gene, type GeneSet, syntheticRefSeqNumber } from './genes.js';
import { GO_TERMS } from './go-terms.js';
import { genePubmed } from './publications.js';

/** Exons or their coding parts, [from, to] on the current assembly, 0-based inclusive, 5'→3'. */
type Parts = ReadonlyArray<readonly [number, number]>;

/** The full-record parts of a gene (drawDetails below); what links and the gene record read. */
export type GeneDetails = ReturnType<typeof drawDetails>;
export type Transcript = GeneDetails['transcripts'][number];

const cache = new WeakMap<Gene, GeneDetails>();

/** A GenInfo id above every one NCBI has issued (under 3 billion), so none names a real sequence. */
export const gi = (random: Random) => intBetween(random, 9_000_000_000, 9_999_999_999);

/** An id in another database (HomoloGene, BioGRID, UniSTS, STS markers) from the range no real record uses. */
export const foreignId = (random: Random) => SYNTHETIC_ID_BASE + intBetween(random, 1_000, 500_000);

function dateBetween(random: Random, fromYear: number, toYear: number): Date {
  const from = Date.UTC(fromYear, 0, 1);
  const to = Date.UTC(toYear, 11, 31);
  const d = new Date(from + Math.floor(random() * (to - from)));
  d.setUTCHours(intBetween(random, 0, 23), intBetween(random, 0, 59), 0, 0);
  return d;
}

/**
 * Exon structure of one transcript: exon lengths summing to the mRNA (CDS + UTRs), introns
 * filling the rest of the gene span, laid out 5'→3' on the gene's strand.
 */
function layout(random: Random, gene: Gene, exonCount: number, codingLength: number, skip?: number): Parts {
  const span = gene.end - gene.start + 1;
  const utr5 = intBetween(random, 40, 260);
  const utr3 = intBetween(random, 150, 1_600);
  const weights = Array.from({ length: exonCount }, (_, i) => (i === exonCount - 1 ? 3 : 0.6 + random()));
  const sum = weights.reduce((a, b) => a + b, 0);
  // Exons never take more than the span leaves after a minimal intron between each pair.
  const budget = Math.max(exonCount, Math.min(codingLength + utr5 + utr3, span - (exonCount - 1) * 30));
  const lengths = weights.map((w) => Math.max(1, Math.floor((w / sum) * budget)));
  const intronTotal = Math.max(0, span - lengths.reduce((a, b) => a + b, 0));
  const intronWeights = Array.from({ length: Math.max(0, exonCount - 1) }, () => 0.2 + random());
  const intronSum = intronWeights.reduce((a, b) => a + b, 0) || 1;
  const exons: [number, number][] = [];
  let cursor = 0;
  lengths.forEach((length, i) => {
    exons.push([cursor, cursor + length - 1]);
    cursor +=
      length + (i < intronWeights.length ? Math.floor((intronWeights[i]! / intronSum) * intronTotal) : 0);
  });
  const kept = skip === undefined ? exons : exons.filter((_, i) => i !== skip);
  const origin = gene.start - 1;
  const last = gene.end - 1;
  return kept.map(([a, b]): readonly [number, number] =>
    gene.strand === '+' ? [origin + a, origin + b] : [last - b, last - a],
  );
}

/** The coding part of exons: skip `utr5` bases from the 5' end and keep `length` bases. */
function codingParts(exons: Parts, strand: '+' | '-', utr5: number, length: number): Parts {
  const out: [number, number][] = [];
  let skip = utr5;
  let left = length;
  for (const [from, to] of exons) {
    if (left <= 0) break;
    const size = to - from + 1;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const take = Math.min(size - skip, left);
    if (strand === '+') out.push([from + skip, from + skip + take - 1]);
    else out.push([to - skip - take + 1, to - skip]);
    left -= take;
    skip = 0;
  }
  return out;
}

function transcriptsFor(random: Random, gene: Gene) {
  if (!gene.rna) return [];
  const coding = gene.type === 'protein-coding';
  const [primaryAccession, primaryVersion] = gene.rna.split('.') as [string, string];
  const count = coding ? (gene.curated ? intBetween(random, 2, 6) : intBetween(random, 1, 4)) : 1;
  const codingLength = gene.aa * 3 + 3;
  return Array.from({ length: count }, (_, k) => {
    const primary = k === 0;
    const skip = primary || gene.exons < 3 ? undefined : intBetween(random, 1, gene.exons - 2);
    const exons = layout(random, gene, gene.exons, codingLength, skip);
    const length = exons.reduce((s, [a, b]) => s + b - a + 1, 0);
    const accession = primary
      ? primaryAccession
      : `${coding ? (random() < 0.7 ? 'NM' : 'XM') : 'NR'}_${syntheticRefSeqNumber(random)}`;
    const version = primary ? Number(primaryVersion) : intBetween(random, 1, 3);
    const transcript = { accession, version, gi: gi(random), kind: coding ? 'mRNA' : 'ncRNA', exons, length };
    if (!coding) return { ...transcript, cds: [] as Parts };
    const aa =
      skip === undefined
        ? gene.aa
        : Math.max(50, gene.aa - intBetween(random, 10, Math.max(11, Math.floor(gene.aa / 5))));
    const proteinAcc =
      primary && gene.protein
        ? gene.protein.split('.')
        : [
            `${accession.startsWith('XM') ? 'XP' : 'NP'}_${accession.slice(3)}`,
            String(intBetween(random, 1, 2)),
          ];
    const cds = codingParts(
      exons,
      gene.strand,
      intBetween(random, 40, 200),
      Math.min(aa * 3 + 3, length - 40),
    );
    const protein = {
      accession: proteinAcc[0]!,
      version: Number(proteinAcc[1]),
      gi: gi(random),
      name: gene.designations[0] ?? gene.name,
      length: aa,
      isoform: String.fromCharCode(97 + k),
    };
    return { ...transcript, cds, protein } as typeof transcript & { cds: Parts; protein?: typeof protein };
  });
}

function rifText(random: Random, gene: Gene, processes: readonly string[]): string {
  const diseases = gene.conditionKeys.map((k) => condition(k).name).filter((n) => !n.startsWith('not '));
  const fill: Record<string, () => string> = {
    S: () => gene.symbol,
    D: () => pick(random, diseases.length ? diseases : vocab.diseases),
    T: () => pick(random, vocab.tissues),
    P: () => (processes.length ? pick(random, processes) : 'cell proliferation'),
  };
  const text = pick(random, vocab.rifs).replace(/\{([SDTP])\}/g, (_, key: string) => fill[key]!());
  return `${text}${SYNTHETIC_MARK}`;
}

/** The full-record parts of a gene, drawn from its seed on first use and kept. */
export function geneDetails(gene: Gene, genes: GeneSet): GeneDetails {
  const details = cache.get(gene) ?? drawDetails(gene, genes);
  cache.set(gene, details);
  return details;
}

function drawDetails(gene: Gene, genes: GeneSet) {
  const random = createRandom(mixSeed(gene.seed, 0xde7a11));
  const coding = gene.type === 'protein-coding';
  const pubmed = genePubmed(gene);
  const processes = gene.go.flatMap((i) => (GO_TERMS[i]!.aspect === 'Process' ? [GO_TERMS[i]!.name] : []));
  const created = dateBetween(random, 1990, 2005);
  const updated = dateBetween(random, 2024, 2025);

  const go = gene.go.flatMap((i) => {
    const term = GO_TERMS[i]!;
    const count = intBetween(random, 1, gene.curated ? 3 : 2);
    return Array.from({ length: count }, (_, k) => {
      const evidence = pick(random, vocab.evidence);
      const pmid = evidence === 'IEA' || pubmed.length === 0 ? undefined : pick(random, pubmed);
      // About one annotation in twelve is qualified, chosen from the seed without drawing from `random`.
      const qualified = term.aspect !== 'Process' && mixSeed(gene.seed, 0x90a1, i, count - k) % 12 === 0;
      const qualifier = term.aspect === 'Function' ? 'contributes_to' : 'colocalizes_with';
      return { term, evidence, ...(qualified && { qualifier }), ...(pmid !== undefined && { pmid }) };
    });
  });

  const rifCount = Math.min(pubmed.length, coding ? Math.ceil(pubmed.length * 0.6) : 0);
  const generifs = pickSome(random, pubmed, rifCount).map((pmid) => ({
    text: rifText(random, gene, processes),
    pmid,
    date: dateBetween(random, 2004, 2025),
  }));

  // Interactions and pathways are claims about a gene: made up for generated genes only, among themselves.
  const invented = coding && !gene.curated;
  const sameKind = genes.genes.filter((g) => g.type === 'protein-coding' && !g.curated && g !== gene);
  const partners = invented ? pickSome(random, sameKind.slice(0, 400), intBetween(random, 0, 8)) : [];
  const biogrid = foreignId(random);
  const interactions = partners.map((partner) => ({
    partner,
    experiment: pick(random, vocab.experiments),
    // Coding genes always cite some papers (publications.ts).
    pmid: pick(random, pubmed),
    biogrid,
    partnerBiogrid: foreignId(random),
    date: dateBetween(random, 2008, 2025),
  }));

  // One of a few STS marker naming schemes (gene-vocab.json), numbered above every real marker.
  const markerName = (prefixes: readonly string[]) =>
    `${pick(random, prefixes).replace('{chr}', gene.chr)}${foreignId(random)}`;
  const markers = Array.from({ length: coding ? intBetween(random, 0, 8) : 0 }, () => ({
    uniSts: foreignId(random),
    name: markerName(vocab.markerNames),
    aliases: Array.from({ length: intBetween(random, 0, 3) }, () => markerName(vocab.markerAliases)),
  }));

  const t2tShift = Math.round((random() - 0.5) * 400_000);
  return {
    transcripts: transcriptsFor(random, gene),
    genomicGi: { current: gi(random), grch37: gi(random), t2t: gi(random) },
    ...(gene.taxId === 9606 && { t2t: { accession: chromosome(gene.chr).t2t, shift: t2tShift } }),
    ...(gene.taxId === 9606 &&
      coding &&
      (gene.curated || random() < 0.3) && {
        refSeqGene: {
          accession: `NG_${syntheticRefSeqNumber(random)}`,
          version: intBetween(random, 1, 3),
          gi: gi(random),
        },
      }),
    pubmed,
    generifs,
    go,
    interactions,
    pathways: invented ? pickSome(random, vocab.pathways, intBetween(random, 0, 2)) : [],
    markers,
    uniprotTrembl: Array.from(
      { length: coding ? intBetween(random, 0, 3) : 0 },
      () =>
        `${pick(random, ['A0A', 'B4D', 'Q8N', 'B7Z'])}${intBetween(random, 100, 999)}${pick(random, [...'XYZKM'])}${intBetween(random, 1, 9)}`,
    ),
    refseqStatus: gene.curated
      ? 'REVIEWED'
      : coding
        ? pick(random, ['VALIDATED', 'PROVISIONAL', 'REVIEWED'] as const)
        : pick(random, ['PREDICTED', 'INFERRED', 'PROVISIONAL'] as const),
    created,
    updated,
    ...(coding && { homologene: foreignId(random) }),
    biogrid,
  };
}
