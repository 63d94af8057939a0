import {
  codonsFor,
  ONE_LETTER,
  reverseComplement,
  SENSE_CODONS,
  THREE_LETTER,
  translate,
} from '../../../genetic-code.js';
import { groupBy } from '../../../group.js';
import { memoize } from '../../../memo.js';
import { createRandom, intBetween, mixSeed, pick, pickSome, type Random } from '../../../prng.js';
import { SYNTHETIC_ID_BASE, SYNTHETIC_MARK, SYNTHETIC_RS_BASE } from '../../../synthetic.js';
import { bandAt, chromosome } from './chromosomes.js';
import real from './clinvar-real.json' with { type: 'json' };
import { CONSEQUENCES, GERMLINE, REVIEW, SOMATIC } from './clinvar-vocab.js';
import WEIGHTS from './clinvar-weights.json' with { type: 'json' };
import { condition, GENERIC_CONDITION_KEYS } from './conditions.js';
import { weighted } from './draw.js';
import type { Gene, GeneSet } from './genes.js';
import { genePubmed } from './publications.js';

/** One ClinVar variation record (a VCV), with what searches and summaries need (see finish). */
export type ClinVarRecord = ReturnType<typeof finish>;
/** The record's classification for one condition. */
export type Rcv = ClinVarRecord['rcvs'][number];

/** Every record of a seed, newest first, by variation id and by gene id. */
export type ClinVarSet = ReturnType<typeof indexed>;

/** Records in the emulated ClinVar: more than ESearch's 10,000 cap, so history paging is exercised. */
const CLINVAR_COUNT = 12_000;

const BASES = ['A', 'C', 'G', 'T'] as const;

const DAY_MS = 86_400_000;

// Remembered per day: records share few distinct dates.
const isoOfDay = memoize((day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10));
/** A random day in [from, to] (day numbers since the epoch) as YYYY-MM-DD. */
const date = (random: Random, from: number, to: number) =>
  isoOfDay(intBetween(random, from, Math.max(from, to)));
/** Day number of an ISO date. */
const t = memoize((iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS));

function otherBase(random: Random, base: string) {
  const others = BASES.filter((b) => b !== base);
  return pick(random, others);
}

interface Shape {
  type: string;
  consequence: { name: string; so: string };
  cdna: string;
  /** One-letter protein change (R611Q) and its HGVS (p.Arg611Gln), for coding changes. */
  proteinChange?: string;
  proteinHgvs?: string;
  /** Reference and changed codon (coding strand) of a coding single-nucleotide change. */
  codons?: readonly [string, string];
  /** The change's length on the genome, and its VCF-style alleles on the genome's strand. */
  length: number;
  ref: string;
  alt: string;
}

/**
 * The reference codon at a position of a gene's protein: a stand-in sequence drawn from the gene's
 * seed (Met at 1), except where a real record pins it. Every record of a gene reads the same
 * residue at the same position, so two records never disagree about the reference protein.
 */
type Pins = ReadonlyMap<string, string>;
function referenceCodon(gene: Gene, codon: number, pins: Pins): string {
  const pinned = pins.get(`${gene.id}:${codon}`);
  if (pinned) return pinned;
  if (codon === 1) return 'ATG';
  return SENSE_CODONS[mixSeed(gene.seed, 0xc0d, codon) % SENSE_CODONS.length]!;
}

const threeLetter = (aa: string) => THREE_LETTER.get(aa)!;

/** One-letter and HGVS forms of a protein change written as [first residue, position, rest]. */
const protein = (one: string, three: string) => ({ proteinChange: one, proteinHgvs: `p.${three}` });

/** Coding-strand bases as VCF states them, on the genome's strand: complemented on a minus-strand gene. */
const genomic = (gene: Gene, dna: string) => (gene.strand === '-' ? reverseComplement(dna) : dna);

type Effect = 'missense' | 'synonymous' | 'nonsense';

/** A coding single-nucleotide change whose protein effect is read off the genetic code. */
function codingSnv(random: Random, gene: Gene, pins: Pins, want: Effect): Shape {
  let change = { c: 0, codon: 0, ref: '', alt: '', before: '', after: '', a: '', b: '', effect: want };
  // Draw until the change has the wanted effect (most codons can give all three within a few tries).
  for (let attempt = 0; attempt < 24 && (attempt === 0 || change.effect !== want); attempt++) {
    const codon = intBetween(random, 2, Math.max(2, gene.aa));
    const at = intBetween(random, 0, 2);
    const before = referenceCodon(gene, codon, pins);
    const [ref, alt] = [before[at]!, otherBase(random, before[at]!)];
    const after = before.slice(0, at) + alt + before.slice(at + 1);
    const [a, b] = [translate(before), translate(after)];
    const effect: Effect = a === b ? 'synonymous' : b === '*' ? 'nonsense' : 'missense';
    change = { c: (codon - 1) * 3 + at + 1, codon, ref, alt, before, after, a, b, effect };
  }
  const { c, codon, ref, alt, before, after, a, b, effect } = change;
  const [one, to] =
    effect === 'synonymous' ? ['=', '='] : effect === 'nonsense' ? ['*', 'Ter'] : [b, threeLetter(b)];
  return {
    type: 'single nucleotide variant',
    consequence: CONSEQUENCES[effect],
    cdna: `c.${c}${ref}>${alt}`,
    codons: [before, after],
    ...protein(`${a}${codon}${one}`, `${threeLetter(a)}${codon}${to}`),
    length: 1,
    ref: genomic(gene, ref),
    alt: genomic(gene, alt),
  };
}

/** Draws the HGVS-level shape of a change in a coding gene, its protein change derived, never drawn. */
function drawShape(random: Random, gene: Gene, pins: Pins): Shape {
  const cdsLength = Math.max(3, gene.aa * 3);
  const type = weighted(random, WEIGHTS.variantType);
  const seq = (n: number) => Array.from({ length: n }, () => pick(random, BASES)).join('');
  if (type === 'single nucleotide variant') {
    const ref = pick(random, BASES);
    const alt = otherBase(random, ref);
    const c = intBetween(random, 1, cdsLength);
    const kind = weighted<keyof typeof WEIGHTS.snvKind>(random, WEIGHTS.snvKind);
    const snv = { type, length: 1, ref: genomic(gene, ref), alt: genomic(gene, alt) };
    const change = `${ref}>${alt}`;
    switch (kind) {
      case 'missense':
      case 'synonymous':
      case 'nonsense':
        return codingSnv(random, gene, pins, kind);
      case 'splice':
      case 'intron': {
        // Splice sites are the first two intron bases on either side of an exon; deeper ones are intronic.
        const donor = random() < 0.5;
        const splice = kind === 'splice';
        const consequence = CONSEQUENCES[splice ? (donor ? 'spliceDonor' : 'spliceAcceptor') : 'intron'];
        const depth = splice ? intBetween(random, 1, 2) : intBetween(random, 8, 600);
        return { ...snv, consequence, cdna: `c.${c}${donor ? '+' : '-'}${depth}${change}` };
      }
      case 'utr5':
        return { ...snv, consequence: CONSEQUENCES.utr5, cdna: `c.-${intBetween(random, 1, 250)}${change}` };
      default:
        return { ...snv, consequence: CONSEQUENCES.utr3, cdna: `c.*${intBetween(random, 1, 900)}${change}` };
    }
  }
  const n =
    type === 'Microsatellite' ? 3 * intBetween(random, 2, 6) : random() < 0.7 ? 1 : intBetween(random, 2, 9);
  const inframe = n % 3 === 0;
  const lastCodon = Math.max(2, gene.aa);
  // In-frame changes start at a codon boundary, so whole residues are removed or repeated.
  const first = inframe
    ? intBetween(random, 2, Math.max(2, lastCodon - n / 3 - 1))
    : intBetween(random, 2, lastCodon - 1);
  const c = inframe ? (first - 1) * 3 + 1 : intBetween(random, (first - 1) * 3 + 1, first * 3);
  const span = n === 1 ? `${c}` : `${c}_${c + n - 1}`;
  const codonOf = (x: number) => Math.ceil(x / 3);
  // Residues k to j of the reference protein, then `what`, as a one-letter and an HGVS protein change.
  const residues = (k: number, j: number, what: string) => {
    const name = (letters: (aa: string) => string) =>
      [...new Set([k, j])].map((x) => letters(translate(referenceCodon(gene, x, pins))) + x).join('_') + what;
    const oneLetter = name((aa) => aa);
    return protein(oneLetter, name(threeLetter));
  };
  const shift = (k: number) => residues(k, k, 'fs');
  const anchor = pick(random, BASES);
  const bases = seq(n);
  switch (type) {
    case 'Deletion':
    case 'Duplication':
    case 'Microsatellite': {
      // A deletion keeps the anchor base and drops the bases after it; a duplication repeats them.
      const dup = type !== 'Deletion';
      const suffix = dup ? 'dup' : 'del';
      const inframeConsequence = dup ? CONSEQUENCES.inframeInsertion : CONSEQUENCES.inframeDeletion;
      return {
        type,
        consequence: inframe ? inframeConsequence : CONSEQUENCES.frameshift,
        cdna: `c.${span}${suffix}`,
        ...(inframe
          ? residues(first, codonOf(c + n - 1), suffix)
          : shift(dup ? Math.min(lastCodon, codonOf(c + n)) : codonOf(c))),
        length: dup ? 1 : n + 1,
        ref: dup ? anchor : anchor + genomic(gene, bases),
        alt: dup ? anchor + genomic(gene, bases) : anchor,
      };
    }
    case 'Insertion': {
      // Inserted bases in whole codons would need their residues named; generated insertions shift the frame.
      const added = inframe ? `${bases}${pick(random, BASES)}` : bases;
      return {
        type,
        consequence: CONSEQUENCES.frameshift,
        cdna: `c.${c}_${c + 1}ins${added}`,
        ...shift(codonOf(c + 1)),
        length: 1,
        ref: anchor,
        alt: anchor + genomic(gene, added),
      };
    }
    default: {
      // A deletion-insertion that changes the length by other than whole codons: a frameshift.
      let m = intBetween(random, 1, 4);
      if ((n - m) % 3 === 0) m += 1;
      const inserted = seq(m);
      return {
        type,
        consequence: CONSEQUENCES.frameshift,
        cdna: `c.${span}delins${inserted}`,
        ...shift(codonOf(c)),
        length: n,
        ref: genomic(gene, bases),
        alt: genomic(gene, inserted),
      };
    }
  }
}

function germlineFor(random: Random, shape: Shape, gene: Gene, realDrugGenes: ReadonlySet<number>): string {
  const lof = WEIGHTS.lossOfFunctionConsequences.includes(shape.consequence.name);
  const quiet = WEIGHTS.quietConsequences.includes(shape.consequence.name);
  // Where real drug-response records exist (CYP2C19), a search for drug response finds only them.
  if (gene.kind === 'pgx' && !realDrugGenes.has(gene.id) && random() < 0.3) return GERMLINE.drugResponse;
  return weighted(random, lof ? WEIGHTS.lossOfFunction : quiet ? WEIGHTS.quiet : WEIGHTS.otherChange);
}

function reviewFor(random: Random, description: string): string {
  if (description === GERMLINE.conflicting) return REVIEW.conflicting;
  if (description === GERMLINE.notProvided) return REVIEW.noClassification;
  const drug = description === GERMLINE.drugResponse;
  return weighted(random, drug ? WEIGHTS.drugResponseReview : WEIGHTS.germlineReview);
}

/**
 * What finish() makes a record of: its ids, gene, change and places, and for a real record what
 * clinvar-real.json states of it (classification, conditions, creation date, source).
 */
type Draft = Partial<Omit<(typeof real.records)[number], 'shape' | 'symbol' | 'start37' | 'rsid'>> & {
  variationId: number;
  gene: Gene;
  shape: Shape;
  start38: number;
  start37: number | undefined;
  rsid: number | undefined;
};

type RealDraft = Omit<Draft, 'gene'> & { symbol: string; source: string };

/**
 * Real ClinVar records users look up first (clinvar-real.json), with their real ids, positions and
 * classifications (test/eutils-data.test.ts checks their words are ClinVar's own).
 */
const REAL = real.records.map((e) => {
  const consequence = CONSEQUENCES[e.shape.consequence as keyof typeof CONSEQUENCES];
  return { ...e, shape: { ...e.shape, consequence } } as unknown as RealDraft;
});

/** Variation ids of the real records above. */
export const REAL_VARIATION_IDS: ReadonlySet<number> = new Set(REAL.map((f) => f.variationId));

/**
 * Reference codons fixed by the real records, keyed `geneId:codon`: a generated record at the same
 * position reads the same residue. The codon is the first of the record's residue's codons that
 * carries its reference base and gives its changed residue (for an SNV).
 */
function pinsOf(records: ReadonlyArray<{ gene: Gene; shape: Shape }>): Map<string, string> {
  const pins = new Map<string, string>();
  for (const { gene, shape } of records) {
    const p = /^p\.([A-Z][a-z]{2})(\d+)(.*)$/.exec(shape.proteinHgvs ?? '');
    if (!p) continue;
    const aa = ONE_LETTER.get(p[1]!)!;
    const to = p[3] === '=' ? aa : ONE_LETTER.get(p[3]!);
    const snv = /^c\.(\d+)([ACGT])>([ACGT])$/.exec(shape.cdna);
    const at = (Number(snv?.[1]) - 1) % 3;
    const fits = codonsFor(aa).find(
      (x) => !snv || (x[at] === snv[2] && translate(x.slice(0, at) + snv[3] + x.slice(at + 1)) === to),
    );
    if (!fits) throw new Error(`clinvar-real.json: ${shape.cdna} cannot give ${shape.proteinHgvs}`);
    pins.set(`${gene.id}:${p[2]}`, fits);
  }
  return pins;
}

function finish(seed: number, draft: Draft, rcvNumbers: () => number, realDrugGenes: ReadonlySet<number>) {
  const { gene, shape, start37 } = draft;
  const random = createRandom(mixSeed(seed, 0xc1a, draft.variationId));
  const chr = chromosome(gene.chr);
  const created = draft.dateCreated ?? date(random, t('2012-06-01'), t('2025-03-31'));
  const evaluated = date(random, t(created), t('2025-09-30'));
  const lastUpdated = date(random, t(evaluated), t('2025-12-15'));
  const mostRecent = date(random, t(evaluated), t(lastUpdated));

  const somatic = draft.somatic ?? (gene.kind === 'cancer' && random() < 0.15);
  const somaticOnly = somatic && draft.germline === undefined && random() < 0.4;
  const description = somaticOnly
    ? undefined
    : (draft.germline ?? germlineFor(random, shape, gene, realDrugGenes));
  const reviewStatus = description && (draft.review ?? reviewFor(random, description));
  const germline =
    description && reviewStatus ? { description, reviewStatus, lastEvaluated: evaluated } : undefined;

  const [assertionType, significances] = somatic ? pick(random, Object.entries(SOMATIC.impacts)) : [];
  const somaticImpact = somatic
    ? {
        tier: draft.somatic ? 'Tier I - Strong' : pick(random, SOMATIC.tiers),
        assertionType: assertionType!,
        significance: pick(random, significances!),
        reviewStatus: weighted(random, WEIGHTS.somaticReview),
        lastEvaluated: evaluated,
      }
    : undefined;
  const oncogenicity =
    somatic && (random() < 0.7 || draft.somatic)
      ? {
          description: draft.somatic ? 'Oncogenic' : pick(random, SOMATIC.oncogenicity),
          reviewStatus: REVIEW.single,
          lastEvaluated: evaluated,
        }
      : undefined;

  const specific = gene.conditionKeys.filter((k) => !GENERIC_CONDITION_KEYS.includes(k));
  let conditionKeys: string[];
  if (draft.conditions) conditionKeys = [...draft.conditions];
  else if (description === GERMLINE.drugResponse) {
    const drugs = specific.filter((k) => condition(k).drugResponse);
    conditionKeys = drugs.length
      ? pickSome(random, drugs, intBetween(random, 1, drugs.length))
      : ['not-provided'];
  } else if (somaticOnly) {
    const tumours = specific.filter((k) => condition(k).cancer);
    conditionKeys = tumours.length ? pickSome(random, tumours, 1) : ['not-provided'];
  } else {
    const disease = specific.filter((k) => !condition(k).drugResponse);
    conditionKeys = pickSome(random, disease, intBetween(random, 0, 2));
    if (conditionKeys.length === 0 || random() < 0.45)
      conditionKeys.push(pick(random, GENERIC_CONDITION_KEYS));
  }
  const conditions = conditionKeys.map(condition);

  const multiple = [REVIEW.multiple, REVIEW.conflicting, REVIEW.expert].includes(reviewStatus ?? '');
  // Every RCV (the record's classification for one condition) aggregates at least one submission.
  const submissions = Math.max(conditions.length, intBetween(random, multiple ? 2 : 1, multiple ? 14 : 2));
  const submitters = multiple ? Math.max(2, submissions - intBetween(random, 0, 3)) : 1;
  const rcvs = conditions.map((c) => ({
    accession: `RCV${String(rcvNumbers()).padStart(9, '0')}`,
    version: intBetween(random, 1, 14),
    condition: c,
    description:
      description === GERMLINE.conflicting
        ? pick(random, [GERMLINE.vus, GERMLINE.likelyPathogenic, GERMLINE.likelyBenign, GERMLINE.conflicting])
        : (description ?? (oncogenicity?.description || somaticImpact?.tier || GERMLINE.notProvided)),
    submissions: Math.max(1, Math.ceil(submissions / conditions.length)),
  }));

  const cited = intBetween(random, 0, reviewStatus === REVIEW.expert ? 6 : 3);
  const pmids = pickSome(random, genePubmed(gene), cited).sort((a, b) => a - b);
  const { length, ...change } = shape;
  const stop38 = draft.start38 + Math.max(0, length - 1);
  const synthetic = draft.source === undefined;
  return {
    variationId: draft.variationId,
    // Absent on a real record whose AlleleID its source does not give.
    ...(draft.alleleId !== undefined && { alleleId: draft.alleleId }),
    accession: `VCV${String(draft.variationId).padStart(9, '0')}`,
    version: intBetween(random, 1, 9),
    gene,
    // The change: type, HGVS, protein change and codons where coding, consequence, VCF alleles.
    ...change,
    // HGVS on the gene's RefSeq transcript, as ClinVar titles records.
    name: `${gene.rna}(${gene.symbol}):${shape.cdna}${shape.proteinHgvs ? ` (${shape.proteinHgvs})` : ''}${synthetic ? SYNTHETIC_MARK : ''}`,
    // Where a real record can be checked; a generated one has none, its title says so and its ids lie outside real ranges.
    ...(draft.source !== undefined && { source: draft.source }),
    synthetic,
    // GRCh38 span; GRCh37 when the variant was mapped there.
    start38: draft.start38,
    stop38,
    ...(start37 !== undefined && { start37, stop37: start37 + (stop38 - draft.start38) }),
    band: gene.curated ? gene.map : bandAt(chr, draft.start38),
    ...(draft.rsid !== undefined && { rsid: draft.rsid }),
    ...(germline && { germline }),
    ...(somaticImpact && { somaticImpact }),
    ...(oncogenicity && { oncogenicity }),
    origin: germline ? (somaticImpact ? 'germline;somatic' : 'germline') : 'somatic',
    conditions,
    rcvs,
    pmids,
    submissions,
    submitters,
    dateCreated: created,
    dateLastUpdated: lastUpdated,
    mostRecentSubmission: mostRecent,
    seed: mixSeed(seed, 0xc1b, draft.variationId),
  };
}

/** Every ClinVar record for a seed, attached to the coding human genes of `genes` (pausing as buildGenes does). */
export function* buildClinVar(seed: number, genes: GeneSet): Generator<void, ClinVarSet, void> {
  const random = createRandom(mixSeed(seed, 0xc11));
  // Numbers drawn from a range, each handed out once.
  const numbers =
    (min: number, max: number, used = new Set<number>()) =>
    () => {
      let n = intBetween(random, min, max);
      while (used.has(n)) n++;
      used.add(n);
      return n;
    };
  const taken = new Set(REAL_VARIATION_IDS);
  const variationIds = numbers(SYNTHETIC_ID_BASE + 13_000, SYNTHETIC_ID_BASE + 4_400_000, taken);
  const alleleIds = numbers(SYNTHETIC_ID_BASE + 20_000, SYNTHETIC_ID_BASE + 4_500_000);
  const rcvNumbers = numbers(SYNTHETIC_ID_BASE + 13_000, SYNTHETIC_ID_BASE + 4_800_000);
  const rsNumbers = numbers(SYNTHETIC_RS_BASE + 1_000, SYNTHETIC_RS_BASE + 2_100_000_000);

  const drafts = REAL.map((f) => {
    const gene = genes.bySymbol.get(f.symbol.toLowerCase())?.find((g) => g.taxId === 9606);
    if (!gene) throw new Error(`real ClinVar record on unknown gene ${f.symbol}`);
    return { ...f, gene };
  });
  const pins = pinsOf(drafts);
  const realDrugGenes = new Set(
    drafts.filter((d) => d.germline === GERMLINE.drugResponse).map((d) => d.gene.id),
  );
  const records: ClinVarRecord[] = drafts.map((d) => finish(seed, d, rcvNumbers, realDrugGenes));

  const human = genes.genes.filter((g) => g.taxId === 9606 && g.type === 'protein-coding' && g.rna);
  const curated = human.filter((g) => g.curated);
  const generated = human.filter((g) => !g.curated);
  const already = (g: Gene) => records.filter((r) => r.gene === g).length;
  const plan = curated.flatMap((g) => Array<Gene>(Math.max(0, g.variantTarget - already(g))).fill(g));
  while (records.length + plan.length < CLINVAR_COUNT) plan.push(pick(random, generated));

  for (const [i, gene] of plan.entries()) {
    if (i % 400 === 399) yield;
    const variationId = variationIds();
    const alleleId = alleleIds();
    const r = createRandom(mixSeed(seed, 0xc1c, variationId));
    const shape = drawShape(r, gene, pins);
    const start38 = intBetween(r, gene.start, Math.max(gene.start, gene.end - shape.length));
    // A few recent submissions were only ever mapped to GRCh38.
    const start37 = gene.grch37 && r() > 0.03 ? gene.grch37.start + (start38 - gene.start) : undefined;
    const rsid = r() < 0.85 ? rsNumbers() : undefined;
    const draft = { variationId, alleleId, gene, shape, start38, start37, rsid };
    records.push(finish(seed, draft, rcvNumbers, realDrugGenes));
  }

  return indexed(records);
}

function indexed(records: ClinVarRecord[]) {
  // Newest first, the order ClinVar searches list records in.
  records.sort((a, b) => b.variationId - a.variationId);
  const byId = new Map(records.map((rec) => [rec.variationId, rec]));
  return { records, byId, byGene: groupBy(records, (rec) => [rec.gene.id]) };
}

/**
 * A ClinGen allele registry id for a generated record (drawn from its AlleleID, so above the real
 * registry's range); none for a real record, whose ClinGen id its source does not give.
 */
export function clingenId(r: ClinVarRecord): string | undefined {
  return r.synthetic && r.alleleId !== undefined ? `CA${r.alleleId}` : undefined;
}

export type Place = readonly [assembly: 'GRCh38' | 'GRCh37', accession: string, start: number, stop: number];

/** The variant as NCBI's SPDI notation writes it (0-based position on the GRCh38 chromosome). */
export const spdi = (r: ClinVarRecord) => `${r.gene.chrAccession}:${r.start38 - 1}:${r.ref}:${r.alt}`;

/** Where a record lies: on GRCh38, and on GRCh37 where it was mapped there. */
export function variantPlaces(r: ClinVarRecord): Place[] {
  const places: Place[] = [['GRCh38', r.gene.chrAccession, r.start38, r.stop38]];
  if (r.start37 !== undefined && r.stop37 !== undefined && r.gene.grch37)
    places.push(['GRCh37', chromosome(r.gene.chr).grch37, r.start37, r.stop37]);
  return places;
}
