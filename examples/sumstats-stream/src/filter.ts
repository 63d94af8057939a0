import {
  GwasClient,
  type GwasClientOptions,
  InputError,
  type PValue,
  parsePValue,
  type SumstatsRow,
  type SumstatsStreamParams,
} from '@lifesci/gwas';

/** A study of the emulator's seeded catalog (seed 1) with a 5,000-row harmonised file. */
export const EMULATOR_STUDY = 'GCST990000073';

export type DownloadProgress = Parameters<NonNullable<SumstatsStreamParams['onProgress']>>[0];

/** A closed interval on one chromosome; `from`/`to` left out mean the chromosome's ends. */
export interface Region {
  chromosome: string;
  from?: number;
  to?: number;
}

export interface FilterOptions {
  /** GCST accession: streams `<GCST>/harmonised/<GCST>-harmonised.tsv.gz`. */
  study?: string;
  /** Any GWAS-SSF file below the files address, instead of `study`. */
  file?: string;
  /** Keep rows in this region only. */
  region?: Region;
  /** Keep rows with p strictly below this (a number or decimal text, compared exactly). Default 5e-8. */
  maxP?: number | string;
  /** Stop after this many kept rows (the transfer is cancelled). */
  limit?: number;
  /** Client options: base addresses (an emulator's `baseUrls`), limits, ... */
  client?: GwasClientOptions;
  /** Called with every kept row, in file order. */
  onRow: (row: SumstatsRow) => void | Promise<void>;
  /** Bytes received (and the size when the server said it), as the file arrives. */
  onProgress?: (progress: DownloadProgress) => void;
  /** Resumptions allowed after dropped connections (default: core's, 5). */
  maxResumes?: number;
  signal?: AbortSignal;
}

export interface FilterResult {
  /** Rows read from the file. */
  scanned: number;
  /** Rows passed to onRow. */
  kept: number;
  /** Resumptions the download needed. */
  resumes: number;
}

/**
 * p < threshold on the exact mantissa/exponent: a harmonised file holds p-values far below the
 * double range (1e-400 is 0 as a number), where comparing doubles would call them all equal.
 */
export function pBelow(p: PValue, threshold: PValue): boolean {
  if (p.mantissa === 0) return threshold.mantissa > 0;
  if (threshold.mantissa === 0) return false;
  return (
    p.exponent < threshold.exponent || (p.exponent === threshold.exponent && p.mantissa < threshold.mantissa)
  );
}

/** Harmonised position when the row has one (current assembly), else the submitted one. */
export function locationOf(row: SumstatsRow): { chromosome: string; position: number } | undefined {
  const chromosome = row.hm_chrom ?? row.chromosome;
  const position = row.hm_pos ?? row.base_pair_location;
  if (chromosome == null || position == null) return undefined;
  return { chromosome, position };
}

const normalChromosome = (c: string) => c.replace(/^chr/i, '').toUpperCase();

function checkOptions(options: FilterOptions): PValue {
  if ((options.study === undefined) === (options.file === undefined)) {
    throw new InputError('options.study', 'give exactly one of study (a GCST accession) or file');
  }
  const threshold = parsePValue(String(options.maxP ?? '5e-8'));
  if (!threshold || threshold.mantissa < 0 || threshold.log10 > 0) {
    throw new InputError('options.maxP', 'must be a p-value between 0 and 1, e.g. 5e-8');
  }
  const { region, limit } = options;
  if (region) {
    if (!/^(chr)?([1-9]|1\d|2[0-2]|X|Y|MT?)$/i.test(region.chromosome)) {
      throw new InputError('options.region.chromosome', 'must be 1-22, X, Y or MT');
    }
    for (const key of ['from', 'to'] as const) {
      const value = region[key];
      if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
        throw new InputError(`options.region.${key}`, 'must be a whole base-pair position');
      }
    }
    if (region.from !== undefined && region.to !== undefined && region.from > region.to) {
      throw new InputError('options.region.to', 'must not be before from');
    }
  }
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit > 0)) {
    throw new InputError('options.limit', 'must be a positive whole number');
  }
  return threshold;
}

/**
 * Streams a summary-statistics file as typed rows (gunzipped and split as it arrives, resumed
 * with a Range request when the connection drops) and hands the rows of the region with
 * p < maxP to onRow. Memory holds one chunk and one row whatever the file's size.
 */
export async function filterSumstats(options: FilterOptions): Promise<FilterResult> {
  const threshold = checkOptions(options);
  const gwas = new GwasClient(options.client);
  let resumes = 0;
  const streamParams: SumstatsStreamParams = {
    onProgress: (progress) => {
      resumes = progress.resumes;
      options.onProgress?.(progress);
    },
    ...(options.maxResumes === undefined ? {} : { maxResumes: options.maxResumes }),
  };
  const call = options.signal ? { signal: options.signal } : undefined;
  const rows = options.study
    ? gwas.sumstats.stream(options.study, streamParams, call)
    : gwas.sumstats.streamFile(options.file as string, streamParams, call);
  const region = options.region;
  const chromosome = region ? normalChromosome(region.chromosome) : undefined;
  let scanned = 0;
  let kept = 0;
  for await (const row of rows) {
    scanned++;
    if (!row.pValue || !pBelow(row.pValue, threshold)) continue;
    if (region) {
      const where = locationOf(row);
      if (!where || normalChromosome(where.chromosome) !== chromosome) continue;
      if (region.from !== undefined && where.position < region.from) continue;
      if (region.to !== undefined && where.position > region.to) continue;
    }
    await options.onRow(row);
    kept++;
    if (options.limit !== undefined && kept >= options.limit) break;
  }
  return { scanned, kept, resumes };
}

/** Columns written per kept row: where it is, the alleles, the effect and the exact p-value. */
export const OUTPUT_COLUMNS = [
  'variant_id',
  'rsid',
  'chromosome',
  'position',
  'effect_allele',
  'other_allele',
  'beta',
  'p_value',
] as const;

/** One output line (tab-separated, no newline): harmonised values first, the p-value as exact text. */
export function outputCells(row: SumstatsRow): string[] {
  const where = locationOf(row);
  const cell = (value: string | number | null | undefined) => (value == null ? 'NA' : String(value));
  return [
    cell(row.hm_variant_id ?? row.variant_id),
    cell(row.hm_rsid ?? row.rsid),
    cell(where?.chromosome),
    cell(where?.position),
    cell(row.hm_effect_allele ?? row.effect_allele),
    cell(row.hm_other_allele ?? row.other_allele),
    cell(row.hm_beta ?? row.beta),
    cell(row.pValue?.text),
  ];
}
