import { type ByteSource, gunzip, type Row, tsvRows } from '@lifesci/core';
import { type PValue, parsePValue } from './pvalue.js';

/**
 * One row of a GWAS-SSF summary-statistics file (plain or harmonised). Known columns are typed:
 * numbers as numbers, missing values (`NA`, `#NA`, empty) as null; a column the file does not
 * have is absent. `pValue` keeps p-values below the double range exact. Columns this type does
 * not name are kept as text in `other`.
 */
export interface SumstatsRow {
  chromosome?: string | null;
  base_pair_location?: number | null;
  effect_allele?: string | null;
  other_allele?: string | null;
  beta?: number | null;
  odds_ratio?: number | null;
  hazard_ratio?: number | null;
  standard_error?: number | null;
  effect_allele_frequency?: number | null;
  /** As a double (0 when the exact value underflows; see `pValue`). */
  p_value?: number | null;
  /** Exact p-value parsed from the file's text (or from `neg_log_10_p_value`). */
  pValue?: PValue | null;
  neg_log_10_p_value?: number | null;
  ci_upper?: number | null;
  ci_lower?: number | null;
  rsid?: string | null;
  variant_id?: string | null;
  info?: number | null;
  ref_allele?: string | null;
  n?: number | null;
  // Harmonised columns (`hm_*`): the values after harmonisation to the current assembly.
  hm_variant_id?: string | null;
  hm_rsid?: string | null;
  hm_chrom?: string | null;
  hm_pos?: number | null;
  hm_other_allele?: string | null;
  hm_effect_allele?: string | null;
  hm_beta?: number | null;
  hm_odds_ratio?: number | null;
  hm_ci_lower?: number | null;
  hm_ci_upper?: number | null;
  hm_effect_allele_frequency?: number | null;
  /** Harmonisation code (1-18 in the harmoniser's table). */
  hm_code?: number | null;
  hm_coordinate_conversion?: string | null;
  /** Every other column, as written. */
  other: Record<string, string>;
}

const NUMERIC = new Set([
  'base_pair_location',
  'beta',
  'odds_ratio',
  'hazard_ratio',
  'standard_error',
  'effect_allele_frequency',
  'neg_log_10_p_value',
  'ci_upper',
  'ci_lower',
  'info',
  'n',
  'hm_pos',
  'hm_beta',
  'hm_odds_ratio',
  'hm_ci_lower',
  'hm_ci_upper',
  'hm_effect_allele_frequency',
  'hm_code',
]);
const TEXT = new Set([
  'chromosome',
  'effect_allele',
  'other_allele',
  'rsid',
  'variant_id',
  'ref_allele',
  'hm_variant_id',
  'hm_rsid',
  'hm_chrom',
  'hm_other_allele',
  'hm_effect_allele',
  'hm_coordinate_conversion',
]);
const MISSING = new Set(['', 'NA', '#NA', 'NaN', 'nan', 'null', 'NULL', '.']);

/** Types one row of `tsvRows` (header-keyed text) as a SumstatsRow. */
export function toSumstatsRow(raw: Row): SumstatsRow {
  const row: Record<string, unknown> = {};
  const other: Record<string, string> = {};
  for (const column in raw) {
    const text = raw[column] as string;
    if (column === 'p_value') {
      const p = MISSING.has(text) ? undefined : parsePValue(text);
      row.p_value = p ? p.value : null;
      row.pValue = p ?? null;
    } else if (NUMERIC.has(column)) {
      const value = MISSING.has(text) ? Number.NaN : Number(text);
      row[column] = Number.isNaN(value) ? null : value;
    } else if (TEXT.has(column)) {
      row[column] = MISSING.has(text) ? null : text;
    } else {
      other[column] = text;
    }
  }
  // Some files give only -log10(p): the exact p-value follows from it.
  if (row.pValue === undefined && typeof row.neg_log_10_p_value === 'number') {
    const log10 = -row.neg_log_10_p_value;
    const exponent = Math.floor(log10);
    const mantissa = 10 ** (log10 - exponent);
    const p = parsePValue(`${mantissa}e${exponent}`) ?? null;
    row.pValue = p;
    row.p_value = p ? p.value : null;
  }
  row.other = other;
  return row as unknown as SumstatsRow;
}

/** Bytes with gzip's magic number (1f 8b) at the start are gunzipped; others pass as they are. */
async function* maybeGunzip(source: ByteSource | Uint8Array): AsyncGenerator<Uint8Array> {
  const iterator = chunksOf(source);
  const first = await iterator.next();
  if (first.done) return;
  const head = first.value;
  async function* again(): AsyncGenerator<Uint8Array> {
    yield head;
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) yield* gunzip(again());
  else yield* again();
}

async function* chunksOf(source: ByteSource | Uint8Array): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    yield source;
    return;
  }
  if (source instanceof ReadableStream) {
    const reader = (source as ReadableStream<Uint8Array>).getReader();
    let finished = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          finished = true;
          return;
        }
        if (value.length > 0) yield value;
      }
    } finally {
      // A consumer that stops early cancels the transfer instead of leaving it open.
      if (!finished) await reader.cancel().catch(() => undefined);
      reader.releaseLock();
    }
  }
  for await (const chunk of source as AsyncIterable<Uint8Array> | Iterable<Uint8Array>) yield chunk;
}

/**
 * Typed rows of a GWAS-SSF file (`.tsv` or `.tsv.gz`, told apart by the gzip magic number, not
 * the name), read incrementally: memory holds one chunk and one row.
 */
export async function* readSumstats(source: ByteSource | Uint8Array): AsyncGenerator<SumstatsRow> {
  for await (const raw of tsvRows(maybeGunzip(source))) yield toSumstatsRow(raw);
}
