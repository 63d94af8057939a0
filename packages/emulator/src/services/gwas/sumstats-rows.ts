import { createRandom, mixSeed } from '../../prng.js';
import { SYNTHETIC_RS_BASE } from '../../synthetic.js';
import { BASES, CHROMOSOME_LENGTHS, CHROMOSOMES } from './data/catalog.js';
import layouts from './data/sumstats-columns.json' with { type: 'json' };

/** One row of a study's summary statistics (the fields the file layouts name). */
export type SumstatsRecord = ReturnType<typeof sumstatsRecord>;

/**
 * Sites the harmoniser could not place, at the rates of the documentation's example run
 * (fixtures/real/gwas-sumstats/harmonisation-running-log.txt, 21,594,955 sites): hm_code 15, "No
 * matching variants in reference VCF", 4.66%; 14, "Required fields are not known", 10,224 sites;
 * 16, "Multiple matching variants in reference VCF (ambiguous)", 40 sites. 14 and 16 are drawn
 * among the 20,588,201 sites that are not 15, so each keeps its share of the whole run.
 */
const UNMATCHED_PER_10K = 466;
const NOT_UNMATCHED = 20_588_201;
const UNREADABLE = 10_224;
const AMBIGUOUS = 40;

/** The failure code of row `i`, if the harmoniser could not place it (its own draws, so other rows stay put). */
export function failureCode(seed: number, studyId: number, i: number): 14 | 15 | 16 | undefined {
  if (mixSeed(seed, 14, studyId, i) % 10_000 < UNMATCHED_PER_10K) return 15;
  const draw = mixSeed(seed, 16, studyId, i) % NOT_UNMATCHED;
  return draw < UNREADABLE ? 14 : draw < UNREADABLE + AMBIGUOUS ? 16 : undefined;
}

/**
 * Whether a study reports effect-allele frequencies: one in four does not, and then every row
 * says NA (the summary-statistics API's recorded answer has such a study, GCST002222, whose
 * frequencies are null).
 */
const reportsFrequencies = (seed: number, studyId: number) => mixSeed(seed, 15, studyId) % 4 !== 0;

/**
 * Row `i` of a study's summary statistics, computed from the seed alone (nothing is stored), in
 * chromosome then position order: rows spread evenly over chromosomes 1-22 and X.
 */
export function sumstatsRecord(seed: number, studyId: number, total: number, i: number) {
  const random = createRandom(mixSeed(seed, 11, studyId, i));
  const perChromosome = Math.ceil(total / CHROMOSOMES.length);
  const chromosome = CHROMOSOMES[Math.floor(i / perChromosome)] ?? 'X';
  const step = Math.floor((CHROMOSOME_LENGTHS[chromosome] ?? 50_000_000) / (perChromosome + 1));
  const position = (i % perChromosome) * step + 1 + Math.floor(random() * (step - 1));
  const a = Math.floor(random() * 4);
  const b = (a + 1 + Math.floor(random() * 3)) % 4;
  // In tenths, divided once: `1 + 2.3` would print as 3.3000000000000003, which no real file holds.
  const tenths = 10 + Math.floor(random() * 90);
  const mantissa = tenths / 10;
  // Mostly null signals; one row in 2,000 genome-wide significant, a few beyond the double range.
  const roll = random();
  const exponent =
    roll < 0.0005
      ? -(309 + Math.floor(random() * 400))
      : roll < 0.001
        ? -(8 + Math.floor(random() * 60))
        : -Math.floor(random() * 6);
  const se = Math.round((0.005 + random() * 0.05) * 1e5) / 1e5;
  const beta = Math.round((random() - 0.5) * 0.2 * 1e5) / 1e5;
  const failure = failureCode(seed, studyId, i);
  const effectAllele = BASES[a] as string;
  // hm_code 14: the harmoniser's check (validate_ssrec) reads any allele that is not A, C, G or T as
  // N and refuses it; N is how a submitted file writes an unknown nucleotide.
  const otherAllele = failure === 14 ? 'N' : (BASES[b] as string);
  const rsId = `rs${SYNTHETIC_RS_BASE + (mixSeed(seed, 12, studyId, i) % 900_000_000)}`;
  const fileChromosome = chromosome === 'X' ? '23' : chromosome;
  const pText = exponent === 0 ? String(Math.min(1, tenths / 100)) : `${mantissa}e${exponent}`;
  // Drawn whether or not the study reports it, so the draws after it stay the same.
  const frequency = Math.round((0.01 + random() * 0.98) * 1e4) / 1e4;
  const hmCode = 10 + Math.floor(random() * 3);
  // The plain file's cells, as in the example file: `variant_id` is chromosome_position_reference_alternate,
  // `ref_allele` says whether the effect (EA) or the other allele (OA) is the reference, and a missing
  // rsid is `#NA` (one row in 40).
  const draw = mixSeed(seed, 13, studyId, i);
  const effectIsRef = draw % 2 === 0;
  const [ref, alt] = effectIsRef ? [effectAllele, otherAllele] : [otherAllele, effectAllele];
  return {
    chromosome,
    /** The chromosome as the files write it: X is 23. */
    fileChromosome,
    position,
    effectAllele,
    otherAllele,
    beta,
    standardError: se,
    /** Null for a study that reports no allele frequencies (its files say NA). */
    frequency: reportsFrequencies(seed, studyId) ? frequency : null,
    /** p-value as exact text: mantissa "e" exponent. */
    pText,
    pLog10: exponent === 0 ? Math.log10(Math.min(1, tenths / 100)) : Math.log10(mantissa) + exponent,
    variantId: `${chromosome}_${position}_${otherAllele}_${effectAllele}`,
    rsId,
    /** 10-12 harmonised; 14-16 not placed by the harmoniser (its hm_ cells are NA). */
    hmCode: failure ?? hmCode,
    plainPValue: plainPValue(pText),
    plainVariantId: `${fileChromosome}_${position}_${ref}_${alt}`,
    plainRsid: (draw >>> 8) % 40 === 0 ? '#NA' : rsId,
    refAllele: effectIsRef ? ('EA' as const) : ('OA' as const),
  };
}

/**
 * A p-value as the example file writes it: decimals for the null signals, otherwise an
 * uppercase exponent of at least two digits ("9.7E-03", "3.5E-30").
 */
function plainPValue(pText: string): string {
  const m = /^([\d.]+)e-(\d+)$/.exec(pText);
  return m ? `${m[1]}E-${(m[2] as string).padStart(2, '0')}` : pText;
}

/** Rows of the file of the `index`-th study with summary statistics: the first has 1,000,000+. */
export const fileRows = (index: number) => (index === 0 ? 1_000_050 : 5_000);

/**
 * Missing values are NA, as the harmoniser writes them (`--na_rep_out NA`); in a row it could not
 * place (hm_code 14, 15 or 16: it found no single reference record) every harmonised cell but
 * hm_code is NA, as its writer leaves them (EBISPOT/gwas-sumstats-harmoniser, bin/main_pysam.py).
 */
function layout(columns: Readonly<Record<string, string>>) {
  const fields = Object.values(columns) as (keyof SumstatsRecord)[];
  const harmonised = Object.keys(columns).map((column) => column.startsWith('hm_') && column !== 'hm_code');
  return {
    header: Object.keys(columns),
    /** A line (with its newline) of a record, by the column table. */
    line: (r: SumstatsRecord) => {
      const unmatched = r.hmCode >= 14;
      const cells = fields.map((field, k) =>
        r[field] === null || (unmatched && harmonised[k]) ? 'NA' : r[field],
      );
      return `${cells.join('\t')}\n`;
    },
  };
}

export const HARMONISED = layout(layouts.harmonised);
export const PLAIN = layout(layouts.plain);
