import { createRandom, intBetween, mixSeed, pick, pickSome, type Random } from '../../../prng.js';
import { bandAt, chromosome } from './chromosomes.js';
import {
  AMINO_ACIDS,
  CLINICAL_IMPACT_KINDS,
  CLINICAL_IMPACT_TIERS,
  CONSEQUENCES,
  type Consequence,
  GERMLINE,
  type GermlineDescription,
  type ImpactType,
  ONCOGENICITY,
  REVIEW,
  type ReviewStatus,
  type VariantType,
} from './clinvar-vocab.js';
import { type Condition, condition, GENERIC_CONDITION_KEYS } from './conditions.js';
import type { Gene, GeneSet } from './genes.js';
import { genePubmed } from './publications.js';

export interface GermlineClassification {
  description: GermlineDescription;
  reviewStatus: ReviewStatus;
  /** YYYY-MM-DD */
  lastEvaluated: string;
}

export interface SomaticImpact {
  tier: (typeof CLINICAL_IMPACT_TIERS)[number];
  assertionType: ImpactType;
  significance: string;
  reviewStatus: ReviewStatus;
  lastEvaluated: string;
}

export interface Oncogenicity {
  description: (typeof ONCOGENICITY)[number];
  reviewStatus: ReviewStatus;
  lastEvaluated: string;
}

export interface Rcv {
  accession: string;
  version: number;
  condition: Condition;
  description: string;
  reviewStatus: ReviewStatus;
  submissions: number;
  lastEvaluated: string;
}

/** One ClinVar variation record (a VCV), with what searches and summaries need. */
export interface ClinVarRecord {
  variationId: number;
  alleleId: number;
  accession: string;
  version: number;
  gene: Gene;
  type: VariantType;
  /** HGVS on the gene's RefSeq transcript, as ClinVar titles records. */
  name: string;
  cdna: string;
  /** One-letter protein change (R611Q) and its HGVS (p.Arg611Gln), for coding changes. */
  proteinChange?: string;
  proteinHgvs?: string;
  consequence: Consequence;
  /** GRCh38 span and VCF-style alleles; GRCh37 when the variant was mapped there. */
  start38: number;
  stop38: number;
  start37?: number;
  stop37?: number;
  ref: string;
  alt: string;
  band: string;
  rsid?: number;
  germline?: GermlineClassification;
  somaticImpact?: SomaticImpact;
  oncogenicity?: Oncogenicity;
  origin: 'germline' | 'somatic' | 'germline;somatic';
  conditions: readonly Condition[];
  rcvs: readonly Rcv[];
  pmids: readonly number[];
  submissions: number;
  submitters: number;
  dateCreated: string;
  dateLastUpdated: string;
  mostRecentSubmission: string;
  seed: number;
}

export interface ClinVarSet {
  records: readonly ClinVarRecord[];
  byId: ReadonlyMap<number, ClinVarRecord>;
  /** Variation ids per gene id. */
  byGene: ReadonlyMap<number, readonly ClinVarRecord[]>;
}

/** Records in the emulated ClinVar: more than ESearch's 10,000 cap, so history paging is exercised. */
export const CLINVAR_COUNT = 12_000;

const BASES = ['A', 'C', 'G', 'T'] as const;

const DAY_MS = 86_400_000;
const isoByDay = new Map<number, string>();

/** A random day in [from, to] (day numbers since the epoch) as YYYY-MM-DD. */
function date(random: Random, from: number, to: number): string {
  const day = intBetween(random, from, Math.max(from, to));
  let iso = isoByDay.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoByDay.set(day, iso);
  }
  return iso;
}

const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const dayByIso = new Map<string, number>();
/** Day number of an ISO date (memoised: records share few distinct dates). */
const t = (iso: string) => {
  let day = dayByIso.get(iso);
  if (day === undefined) {
    day = dayOf(iso);
    dayByIso.set(iso, day);
  }
  return day;
};

function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let ticket = random() * total;
  for (const [value, w] of entries) {
    ticket -= w;
    if (ticket < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

function otherBase(random: Random, base: string): string {
  return pick(
    random,
    BASES.filter((b) => b !== base),
  );
}

interface Shape {
  type: VariantType;
  consequence: Consequence;
  cdna: string;
  proteinChange?: string;
  proteinHgvs?: string;
  /** Offset of the genomic change from the drawn position and its genomic length. */
  length: number;
  ref: string;
  alt: string;
}

/** Draws the HGVS-level shape of a change in a coding gene. */
function drawShape(random: Random, gene: Gene): Shape {
  const cdsLength = Math.max(3, gene.aa * 3);
  const c = intBetween(random, 1, cdsLength);
  const codon = Math.ceil(c / 3);
  const [aa1, aa3] = pick(random, AMINO_ACIDS);
  const type = weighted<VariantType>(random, [
    ['single nucleotide variant', 78],
    ['Deletion', 11],
    ['Duplication', 6],
    ['Insertion', 2],
    ['Indel', 2],
    ['Microsatellite', 1],
  ]);
  const seq = (n: number) => Array.from({ length: n }, () => pick(random, BASES)).join('');
  if (type === 'single nucleotide variant') {
    const ref = pick(random, BASES);
    const alt = otherBase(random, ref);
    const kind = weighted(random, [
      ['missense', 55],
      ['synonymous', 14],
      ['nonsense', 9],
      ['splice', 8],
      ['intron', 9],
      ['utr5', 3],
      ['utr3', 2],
    ] as const);
    switch (kind) {
      case 'missense': {
        let [alt1, alt3] = pick(random, AMINO_ACIDS);
        if (alt1 === aa1) [alt1, alt3] = aa1 === 'G' ? ['A', 'Ala'] : ['G', 'Gly'];
        return {
          type,
          consequence: CONSEQUENCES.missense,
          cdna: `c.${c}${ref}>${alt}`,
          proteinChange: `${aa1}${codon}${alt1}`,
          proteinHgvs: `p.${aa3}${codon}${alt3}`,
          length: 1,
          ref,
          alt,
        };
      }
      case 'synonymous':
        return {
          type,
          consequence: CONSEQUENCES.synonymous,
          cdna: `c.${c}${ref}>${alt}`,
          proteinChange: `${aa1}${codon}=`,
          proteinHgvs: `p.${aa3}${codon}=`,
          length: 1,
          ref,
          alt,
        };
      case 'nonsense':
        return {
          type,
          consequence: CONSEQUENCES.nonsense,
          cdna: `c.${c}${ref}>${alt}`,
          proteinChange: `${aa1}${codon}*`,
          proteinHgvs: `p.${aa3}${codon}Ter`,
          length: 1,
          ref,
          alt,
        };
      case 'splice': {
        const donor = random() < 0.5;
        return {
          type,
          consequence: donor ? CONSEQUENCES.spliceDonor : CONSEQUENCES.spliceAcceptor,
          cdna: `c.${c}${donor ? '+' : '-'}${intBetween(random, 1, 2)}${ref}>${alt}`,
          length: 1,
          ref,
          alt,
        };
      }
      case 'intron':
        return {
          type,
          consequence: CONSEQUENCES.intron,
          cdna: `c.${c}${random() < 0.5 ? '+' : '-'}${intBetween(random, 8, 600)}${ref}>${alt}`,
          length: 1,
          ref,
          alt,
        };
      case 'utr5':
        return {
          type,
          consequence: CONSEQUENCES.utr5,
          cdna: `c.-${intBetween(random, 1, 250)}${ref}>${alt}`,
          length: 1,
          ref,
          alt,
        };
      default:
        return {
          type,
          consequence: CONSEQUENCES.utr3,
          cdna: `c.*${intBetween(random, 1, 900)}${ref}>${alt}`,
          length: 1,
          ref,
          alt,
        };
    }
  }
  const n =
    type === 'Microsatellite' ? 3 * intBetween(random, 2, 6) : random() < 0.7 ? 1 : intBetween(random, 2, 9);
  const inframe = n % 3 === 0;
  const consequence = inframe
    ? type === 'Deletion'
      ? CONSEQUENCES.inframeDeletion
      : CONSEQUENCES.inframeInsertion
    : CONSEQUENCES.frameshift;
  const protein = inframe
    ? { proteinChange: `${aa1}${codon}del`, proteinHgvs: `p.${aa3}${codon}del` }
    : { proteinChange: `${aa1}${codon}fs`, proteinHgvs: `p.${aa3}${codon}fs` };
  const span = n === 1 ? `${c}` : `${c}_${c + n - 1}`;
  const anchor = pick(random, BASES);
  const bases = seq(n);
  switch (type) {
    case 'Deletion':
      return {
        type,
        consequence,
        cdna: `c.${span}del`,
        ...protein,
        length: n + 1,
        ref: anchor + bases,
        alt: anchor,
      };
    case 'Duplication':
    case 'Microsatellite':
      return {
        type,
        consequence: inframe ? CONSEQUENCES.inframeInsertion : CONSEQUENCES.frameshift,
        cdna: `c.${span}dup`,
        ...(inframe ? { proteinChange: `${aa1}${codon}dup`, proteinHgvs: `p.${aa3}${codon}dup` } : protein),
        length: 1,
        ref: anchor,
        alt: anchor + bases,
      };
    case 'Insertion':
      return {
        type,
        consequence: inframe ? CONSEQUENCES.inframeInsertion : CONSEQUENCES.frameshift,
        cdna: `c.${c}_${c + 1}ins${bases}`,
        ...protein,
        length: 1,
        ref: anchor,
        alt: anchor + bases,
      };
    default:
      return {
        type,
        consequence,
        cdna: `c.${span}delins${seq(intBetween(random, 1, 4))}`,
        ...protein,
        length: n,
        ref: bases,
        alt: seq(intBetween(random, 1, 4)),
      };
  }
}

function germlineFor(random: Random, shape: Shape, gene: Gene): GermlineDescription {
  const lof = ['nonsense', 'frameshift variant', 'splice donor variant', 'splice acceptor variant'].includes(
    shape.consequence.name,
  );
  const quiet = [
    'synonymous variant',
    'intron variant',
    '5 prime UTR variant',
    '3 prime UTR variant',
  ].includes(shape.consequence.name);
  if (gene.kind === 'pgx' && random() < 0.3) return GERMLINE.drugResponse;
  if (lof) {
    return weighted<GermlineDescription>(random, [
      [GERMLINE.pathogenic, 60],
      [GERMLINE.likelyPathogenic, 20],
      [GERMLINE.pathogenicLikely, 10],
      [GERMLINE.vus, 5],
      [GERMLINE.conflicting, 5],
    ]);
  }
  if (quiet) {
    return weighted<GermlineDescription>(random, [
      [GERMLINE.benign, 30],
      [GERMLINE.likelyBenign, 40],
      [GERMLINE.benignLikely, 10],
      [GERMLINE.vus, 15],
      [GERMLINE.conflicting, 4],
      [GERMLINE.notProvided, 1],
    ]);
  }
  return weighted<GermlineDescription>(random, [
    [GERMLINE.pathogenic, 10],
    [GERMLINE.likelyPathogenic, 9],
    [GERMLINE.pathogenicLikely, 3],
    [GERMLINE.vus, 52],
    [GERMLINE.likelyBenign, 10],
    [GERMLINE.benign, 4],
    [GERMLINE.conflicting, 9],
    [GERMLINE.riskFactor, 1],
    [GERMLINE.notProvided, 2],
  ]);
}

function reviewFor(random: Random, description: string): ReviewStatus {
  if (description === GERMLINE.conflicting) return REVIEW.conflicting;
  if (description === GERMLINE.notProvided) return REVIEW.noClassification;
  if (description === GERMLINE.drugResponse)
    return weighted(random, [
      [REVIEW.expert, 40],
      [REVIEW.noCriteria, 40],
      [REVIEW.single, 20],
    ] as const);
  return weighted<ReviewStatus>(random, [
    [REVIEW.single, 50],
    [REVIEW.multiple, 25],
    [REVIEW.noCriteria, 15],
    [REVIEW.expert, 8],
    [REVIEW.guideline, 1],
  ]);
}

interface Draft {
  variationId: number;
  alleleId: number;
  gene: Gene;
  shape: Shape;
  start38: number;
  rsid?: number;
  germline?: GermlineDescription;
  review?: ReviewStatus;
  conditions?: readonly string[];
  somatic?: boolean;
  dateCreated?: string;
}

/** Real ClinVar records everyone looks up, with their real ids, positions and classifications. */
const FAMOUS: ReadonlyArray<Omit<Draft, 'gene'> & { symbol: string; start37: number }> = [
  {
    variationId: 12397,
    alleleId: 27436,
    symbol: 'TSC2',
    start38: 2070571,
    start37: 2120572,
    rsid: 28934872,
    germline: GERMLINE.pathogenic,
    review: REVIEW.multiple,
    conditions: ['tsc2', 'tsc', 'lam', 'hcps'],
    dateCreated: '2013-09-16',
    shape: {
      type: 'single nucleotide variant',
      consequence: CONSEQUENCES.missense,
      cdna: 'c.1832G>A',
      proteinChange: 'R611Q',
      proteinHgvs: 'p.Arg611Gln',
      length: 1,
      ref: 'G',
      alt: 'A',
    },
  },
  {
    variationId: 17677,
    alleleId: 32716,
    symbol: 'BRCA1',
    start38: 43057062,
    start37: 41209079,
    rsid: 80357906,
    germline: GERMLINE.pathogenic,
    review: REVIEW.expert,
    conditions: ['hboc', 'brca1-susc', 'hcps'],
    dateCreated: '2013-04-04',
    shape: {
      type: 'Duplication',
      consequence: CONSEQUENCES.frameshift,
      cdna: 'c.5266dup',
      proteinChange: 'Q1756fs',
      proteinHgvs: 'p.Gln1756fs',
      length: 1,
      ref: 'T',
      alt: 'TG',
    },
  },
  {
    variationId: 12374,
    alleleId: 27413,
    symbol: 'TP53',
    start38: 7675088,
    start37: 7578406,
    rsid: 28934578,
    germline: GERMLINE.pathogenic,
    review: REVIEW.expert,
    conditions: ['lfs', 'hcps'],
    somatic: true,
    dateCreated: '2013-08-20',
    shape: {
      type: 'single nucleotide variant',
      consequence: CONSEQUENCES.missense,
      cdna: 'c.524G>A',
      proteinChange: 'R175H',
      proteinHgvs: 'p.Arg175His',
      length: 1,
      ref: 'C',
      alt: 'T',
    },
  },
  {
    variationId: 7105,
    alleleId: 22144,
    symbol: 'CFTR',
    start38: 117559590,
    start37: 117199644,
    rsid: 113993960,
    germline: GERMLINE.pathogenic,
    review: REVIEW.expert,
    conditions: ['cf', 'cbavd'],
    dateCreated: '2012-08-13',
    shape: {
      type: 'Deletion',
      consequence: CONSEQUENCES.inframeDeletion,
      cdna: 'c.1521_1523del',
      proteinChange: 'F508del',
      proteinHgvs: 'p.Phe508del',
      length: 4,
      ref: 'ATCT',
      alt: 'A',
    },
  },
  {
    variationId: 13961,
    alleleId: 29000,
    symbol: 'BRAF',
    start38: 140753336,
    start37: 140453136,
    rsid: 113488022,
    germline: GERMLINE.pathogenic,
    review: REVIEW.multiple,
    conditions: ['melanoma', 'crc', 'lung-adeno'],
    somatic: true,
    dateCreated: '2013-06-20',
    shape: {
      type: 'single nucleotide variant',
      consequence: CONSEQUENCES.missense,
      cdna: 'c.1799T>A',
      proteinChange: 'V600E',
      proteinHgvs: 'p.Val600Glu',
      length: 1,
      ref: 'A',
      alt: 'T',
    },
  },
  {
    variationId: 15333,
    alleleId: 30372,
    symbol: 'HBB',
    start38: 5227002,
    start37: 5248232,
    rsid: 334,
    germline: GERMLINE.pathogenic,
    review: REVIEW.multiple,
    conditions: ['sickle', 'hemoglobinopathy'],
    dateCreated: '2013-10-02',
    shape: {
      type: 'single nucleotide variant',
      consequence: CONSEQUENCES.missense,
      cdna: 'c.20A>T',
      proteinChange: 'E7V',
      proteinHgvs: 'p.Glu7Val',
      length: 1,
      ref: 'T',
      alt: 'A',
    },
  },
];

/** Variation ids of the real records above. */
export const FAMOUS_VARIATION_IDS: ReadonlySet<number> = new Set(FAMOUS.map((f) => f.variationId));

function finish(
  seed: number,
  draft: Draft,
  start37: number | undefined,
  rcvNumbers: () => number,
): ClinVarRecord {
  const { gene, shape } = draft;
  const random = createRandom(mixSeed(seed, 0xc1a, draft.variationId));
  const chr = chromosome(gene.chr);
  const created = draft.dateCreated ?? date(random, t('2012-06-01'), t('2025-03-31'));
  const evaluated = date(random, t(created), t('2025-09-30'));
  const lastUpdated = date(random, t(evaluated), t('2025-12-15'));
  const mostRecent = date(random, t(evaluated), t(lastUpdated));

  const cancer = gene.kind === 'cancer';
  const somatic = draft.somatic ?? (cancer && random() < 0.15);
  const somaticOnly = somatic && draft.germline === undefined && random() < 0.4;
  const germlineDescription = somaticOnly ? undefined : (draft.germline ?? germlineFor(random, shape, gene));
  const germline: GermlineClassification | undefined = germlineDescription && {
    description: germlineDescription,
    reviewStatus: draft.review ?? reviewFor(random, germlineDescription),
    lastEvaluated: evaluated,
  };

  let somaticImpact: SomaticImpact | undefined;
  let oncogenicity: Oncogenicity | undefined;
  if (somatic) {
    const assertionType = pick(random, ['therapeutic', 'diagnostic', 'prognostic'] as const);
    somaticImpact = {
      tier: draft.somatic ? 'Tier I - Strong' : pick(random, CLINICAL_IMPACT_TIERS),
      assertionType,
      significance: pick(random, CLINICAL_IMPACT_KINDS[assertionType]),
      reviewStatus: weighted(random, [
        [REVIEW.single, 70],
        [REVIEW.noCriteria, 25],
        [REVIEW.expert, 5],
      ] as const),
      lastEvaluated: evaluated,
    };
    if (random() < 0.7 || draft.somatic) {
      oncogenicity = {
        description: draft.somatic ? 'Oncogenic' : pick(random, ONCOGENICITY),
        reviewStatus: REVIEW.single,
        lastEvaluated: evaluated,
      };
    }
  }

  const specific = gene.conditionKeys.filter(
    (k) => !(GENERIC_CONDITION_KEYS as readonly string[]).includes(k),
  );
  let conditionKeys: string[];
  if (draft.conditions) conditionKeys = [...draft.conditions];
  else if (germlineDescription === GERMLINE.drugResponse) {
    const drugs = specific.filter((k) => condition(k).drugResponse);
    conditionKeys = drugs.length
      ? pickSome(random, drugs, intBetween(random, 1, drugs.length))
      : ['not-provided'];
  } else if (somaticOnly) {
    const tumours = specific.filter((k) => condition(k).cancer);
    conditionKeys = tumours.length ? pickSome(random, tumours, 1) : ['not-provided'];
  } else {
    const disease = specific.filter((k) => !condition(k).drugResponse);
    conditionKeys = pickSome(random, disease, Math.min(disease.length, intBetween(random, 0, 2)));
    if (conditionKeys.length === 0 || random() < 0.45)
      conditionKeys.push(pick(random, GENERIC_CONDITION_KEYS));
  }
  const conditions = conditionKeys.map(condition);

  const multiple =
    germline?.reviewStatus === REVIEW.multiple ||
    germline?.reviewStatus === REVIEW.conflicting ||
    germline?.reviewStatus === REVIEW.expert;
  const submissions = multiple ? intBetween(random, 2, 14) : intBetween(random, 1, 2);
  const submitters = multiple ? Math.max(2, submissions - intBetween(random, 0, 3)) : 1;
  const rcvs: Rcv[] = conditions.map((c) => ({
    accession: `RCV${String(rcvNumbers()).padStart(9, '0')}`,
    version: intBetween(random, 1, 14),
    condition: c,
    description:
      germlineDescription === GERMLINE.conflicting
        ? pick(random, [GERMLINE.vus, GERMLINE.likelyPathogenic, GERMLINE.likelyBenign, GERMLINE.conflicting])
        : (germlineDescription ?? (oncogenicity?.description || somaticImpact?.tier || GERMLINE.notProvided)),
    reviewStatus: germline?.reviewStatus ?? somaticImpact?.reviewStatus ?? REVIEW.noCriteria,
    submissions: Math.max(1, Math.ceil(submissions / conditions.length)),
    lastEvaluated: evaluated,
  }));

  const pool = genePubmed(gene);
  const pmids = pickSome(
    random,
    pool,
    Math.min(pool.length, intBetween(random, 0, germline?.reviewStatus === REVIEW.expert ? 6 : 3)),
  ).sort((a, b) => a - b);
  const stop38 = draft.start38 + Math.max(0, shape.length - 1);
  return {
    variationId: draft.variationId,
    alleleId: draft.alleleId,
    accession: `VCV${String(draft.variationId).padStart(9, '0')}`,
    version: intBetween(random, 1, 9),
    gene,
    type: shape.type,
    name: `${gene.rna}(${gene.symbol}):${shape.cdna}${shape.proteinHgvs ? ` (${shape.proteinHgvs})` : ''}`,
    cdna: shape.cdna,
    ...(shape.proteinChange !== undefined && { proteinChange: shape.proteinChange }),
    ...(shape.proteinHgvs !== undefined && { proteinHgvs: shape.proteinHgvs }),
    consequence: shape.consequence,
    start38: draft.start38,
    stop38,
    ...(start37 !== undefined && { start37, stop37: start37 + (stop38 - draft.start38) }),
    ref: shape.ref,
    alt: shape.alt,
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
  const usedIds = new Set<number>(FAMOUS.map((f) => f.variationId));
  const usedAlleles = new Set<number>(FAMOUS.map((f) => f.alleleId));
  const usedRcv = new Set<number>();
  const usedRs = new Set<number>(FAMOUS.flatMap((f) => (f.rsid ? [f.rsid] : [])));
  const rcvNumbers = () => {
    let n = intBetween(random, 13_000, 4_800_000);
    while (usedRcv.has(n)) n++;
    usedRcv.add(n);
    return n;
  };
  const unique = (used: Set<number>, min: number, max: number) => {
    let n = intBetween(random, min, max);
    while (used.has(n)) n++;
    used.add(n);
    return n;
  };

  const records: ClinVarRecord[] = [];
  for (const f of FAMOUS) {
    const gene = genes.bySymbol.get(f.symbol.toLowerCase())?.find((g) => g.taxId === 9606);
    if (!gene) throw new Error(`famous ClinVar record on unknown gene ${f.symbol}`);
    records.push(finish(seed, { ...f, gene }, f.start37, rcvNumbers));
  }

  const human = genes.genes.filter((g) => g.taxId === 9606 && g.type === 'protein-coding' && g.rna);
  const curated = human.filter((g) => g.curated);
  const generated = human.filter((g) => !g.curated);
  const plan: Gene[] = [];
  for (const g of curated) {
    const already = records.filter((r) => r.gene === g).length;
    for (let i = already; i < g.variantTarget; i++) plan.push(g);
  }
  while (records.length + plan.length < CLINVAR_COUNT) plan.push(pick(random, generated));

  for (const [i, gene] of plan.entries()) {
    if (i % 400 === 399) yield;
    const variationId = unique(usedIds, 13_000, 4_400_000);
    const alleleId = unique(usedAlleles, 20_000, 4_500_000);
    const r = createRandom(mixSeed(seed, 0xc1c, variationId));
    const shape = drawShape(r, gene);
    const start38 = intBetween(r, gene.start, Math.max(gene.start, gene.end - shape.length));
    // A few recent submissions were only ever mapped to GRCh38.
    const on37 = gene.grch37 && r() > 0.03;
    const start37 = on37 && gene.grch37 ? gene.grch37.start + (start38 - gene.start) : undefined;
    const rsid = r() < 0.85 ? unique(usedRs, 1_000, 2_100_000_000) : undefined;
    records.push(
      finish(
        seed,
        { variationId, alleleId, gene, shape, start38, ...(rsid !== undefined && { rsid }) },
        start37,
        rcvNumbers,
      ),
    );
  }

  // Newest first, the order ClinVar searches list records in.
  records.sort((a, b) => b.variationId - a.variationId);
  const byId = new Map(records.map((rec) => [rec.variationId, rec]));
  const byGene = new Map<number, ClinVarRecord[]>();
  for (const rec of records) {
    const list = byGene.get(rec.gene.id);
    if (list) list.push(rec);
    else byGene.set(rec.gene.id, [rec]);
  }
  return { records, byId, byGene };
}
