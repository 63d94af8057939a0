import {
  type ByteSource,
  flattenBatches,
  lineBatches,
  maybeGunzip,
  type Row,
  refuseMarkupHeader,
} from '@lifesci/core';
import { type PValue, parsePValue } from './pvalue.js';
import { isMissing, NUMERIC, TEXT } from './sumstats-names.js';

/**
 * One row of a GWAS-SSF summary-statistics file (plain or harmonised). Known columns are typed:
 * numbers as numbers, missing values (`NA`, `#NA`, empty) as null; a column the file does not
 * have is undefined. `pValue` keeps p-values below the double range exact. Columns this type does
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

// Known columns in a fixed order: each row starts from one object literal with all of them, so
// every row has one shape and each cell is a named store (a file of a million rows spends its
// time here). Columns the file lacks stay undefined.
const EMPTY: Record<string, string> = Object.freeze({}) as Record<string, string>;

const POW10 = Array.from({ length: 16 }, (_, k) => 10 ** k);
/**
 * A plain decimal (`-0.06546`, `3976`) of at most 15 digits in `line[start, end)`, read without
 * Number() or a substring: its digits form an exact integer below 2^53 and 10^k (k ≤ 15) is exact,
 * so one division rounds once, to the same double Number() gives (Clinger's fast path). Undefined
 * for anything else (exponents, signs '+', long digit runs, missing markers), which `asNumber`
 * then reads from the cell's text.
 */
function plainDecimal(line: string, start: number, end: number): number | undefined {
  const negative = line.charCodeAt(start) === 45;
  let i = negative ? start + 1 : start;
  let digits = 0;
  let point = -1;
  let m = 0;
  for (; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      digits++;
    } else if (c === 46 && point === -1) point = i;
    else return undefined;
  }
  if (digits === 0 || digits > 15) return undefined;
  const value = point === -1 ? m : m / (POW10[end - point - 1] as number);
  return negative ? -value : value;
}

const asNumber = (text: string): number | null => {
  if (isMissing(text)) return null;
  const value = Number(text);
  return Number.isNaN(value) ? null : value;
};
const asText = (text: string): string | null => (isMissing(text) ? null : text);

type Writable = { -readonly [K in keyof SumstatsRow]: SumstatsRow[K] | undefined };

function blankRow(other: Record<string, string>): Writable {
  return {
    chromosome: undefined,
    base_pair_location: undefined,
    effect_allele: undefined,
    other_allele: undefined,
    beta: undefined,
    odds_ratio: undefined,
    hazard_ratio: undefined,
    standard_error: undefined,
    effect_allele_frequency: undefined,
    p_value: undefined,
    pValue: undefined,
    neg_log_10_p_value: undefined,
    ci_upper: undefined,
    ci_lower: undefined,
    rsid: undefined,
    variant_id: undefined,
    info: undefined,
    ref_allele: undefined,
    n: undefined,
    hm_variant_id: undefined,
    hm_rsid: undefined,
    hm_chrom: undefined,
    hm_pos: undefined,
    hm_other_allele: undefined,
    hm_effect_allele: undefined,
    hm_beta: undefined,
    hm_odds_ratio: undefined,
    hm_ci_lower: undefined,
    hm_ci_upper: undefined,
    hm_effect_allele_frequency: undefined,
    hm_code: undefined,
    hm_coordinate_conversion: undefined,
    other,
  };
}

const P_VALUE = -2;
const OTHER = -1;
/** Column name -> its code: P_VALUE, an index into NUMERIC (0..), or into TEXT (100..). */
function codeOf(column: string): number {
  if (column === 'p_value') return P_VALUE;
  const n = (NUMERIC as readonly string[]).indexOf(column);
  if (n !== -1) return n;
  const t = (TEXT as readonly string[]).indexOf(column);
  return t === -1 ? OTHER : 100 + t;
}

function setNumber(row: Writable, code: number, value: number | null): void {
  switch (code) {
    case 0:
      row.base_pair_location = value;
      break;
    case 1:
      row.beta = value;
      break;
    case 2:
      row.odds_ratio = value;
      break;
    case 3:
      row.hazard_ratio = value;
      break;
    case 4:
      row.standard_error = value;
      break;
    case 5:
      row.effect_allele_frequency = value;
      break;
    case 6:
      row.neg_log_10_p_value = value;
      break;
    case 7:
      row.ci_upper = value;
      break;
    case 8:
      row.ci_lower = value;
      break;
    case 9:
      row.info = value;
      break;
    case 10:
      row.n = value;
      break;
    case 11:
      row.hm_pos = value;
      break;
    case 12:
      row.hm_beta = value;
      break;
    case 13:
      row.hm_odds_ratio = value;
      break;
    case 14:
      row.hm_ci_lower = value;
      break;
    case 15:
      row.hm_ci_upper = value;
      break;
    case 16:
      row.hm_effect_allele_frequency = value;
      break;
    default:
      row.hm_code = value;
  }
}

function setText(row: Writable, code: number, value: string | null): void {
  switch (code) {
    case 100:
      row.chromosome = value;
      break;
    case 101:
      row.effect_allele = value;
      break;
    case 102:
      row.other_allele = value;
      break;
    case 103:
      row.rsid = value;
      break;
    case 104:
      row.variant_id = value;
      break;
    case 105:
      row.ref_allele = value;
      break;
    case 106:
      row.hm_variant_id = value;
      break;
    case 107:
      row.hm_rsid = value;
      break;
    case 108:
      row.hm_chrom = value;
      break;
    case 109:
      row.hm_other_allele = value;
      break;
    case 110:
      row.hm_effect_allele = value;
      break;
    default:
      row.hm_coordinate_conversion = value;
  }
}

interface Layout {
  names: readonly string[];
  codes: readonly number[];
  hasOther: boolean;
}

function layoutOf(header: readonly string[]): Layout {
  const codes = header.map(codeOf);
  return { names: header, codes, hasOther: codes.includes(OTHER) };
}

/** Reads the cell `line[start, end)` of column `i` into `row`. */
function readCell(row: Writable, layout: Layout, i: number, line: string, start: number, end: number): void {
  const code = layout.codes[i] as number;
  if (code >= 100) setText(row, code, asText(line.slice(start, end)));
  else if (code >= 0)
    setNumber(row, code, plainDecimal(line, start, end) ?? asNumber(line.slice(start, end)));
  else if (code === P_VALUE) {
    const text = line.slice(start, end);
    const p = isMissing(text) ? undefined : parsePValue(text);
    row.p_value = p ? p.value : null;
    row.pValue = p ?? null;
  } else (row.other as Record<string, string>)[layout.names[i] as string] = line.slice(start, end);
}

/** Some files give only -log10(p): the exact p-value follows from it. */
function finish(row: Writable): SumstatsRow {
  if (row.pValue === undefined && typeof row.neg_log_10_p_value === 'number') {
    const log10 = -row.neg_log_10_p_value;
    const exponent = Math.floor(log10);
    const p = parsePValue(`${10 ** (log10 - exponent)}e${exponent}`) ?? null;
    row.pValue = p;
    row.p_value = p ? p.value : null;
  }
  return row as SumstatsRow;
}

/** One row's cells (a missing cell reads as empty; cells past the header are ignored). */
function typedCells(layout: Layout, cells: readonly string[]): SumstatsRow {
  const row = blankRow(layout.hasOther ? {} : EMPTY);
  const columns = layout.codes.length;
  for (let i = 0; i < columns; i++) {
    const cell = cells[i] ?? '';
    readCell(row, layout, i, cell, 0, cell.length);
  }
  return finish(row);
}

/**
 * One line's cells read where they lie (found with indexOf, numbers parsed from the line's
 * characters): no array of cell strings per row, and no string at all for a plain number. Reads
 * as `line.split('\t')` would: a missing cell is empty, cells past the header are ignored.
 */
function typedLine(layout: Layout, line: string): SumstatsRow {
  const row = blankRow(layout.hasOther ? {} : EMPTY);
  const columns = layout.codes.length;
  const length = line.length;
  let start = 0;
  for (let i = 0; i < columns; i++) {
    if (start > length) {
      readCell(row, layout, i, '', 0, 0);
      continue;
    }
    let end = line.indexOf('\t', start);
    if (end === -1) end = length;
    readCell(row, layout, i, line, start, end);
    start = end + 1;
  }
  return finish(row);
}

/** Types one row of `tsvRows` (header-keyed text) as a SumstatsRow. */
export function toSumstatsRow(raw: Row): SumstatsRow {
  const header = Object.keys(raw);
  return typedCells(
    layoutOf(header),
    header.map((column) => raw[column] ?? ''),
  );
}

/**
 * Typed rows of a GWAS-SSF file (`.tsv` or `.tsv.gz`, told apart by the gzip magic number, not
 * the name), read incrementally: memory holds one chunk and its rows. Lines come a decoded chunk
 * at a time and are typed a chunk at a time; rows are then handed out by core's `flattenBatches`
 * (no generator step per row). Blank lines are skipped.
 */
export function readSumstats(source: ByteSource | Uint8Array): AsyncIterableIterator<SumstatsRow> {
  return flattenBatches(sumstatsBatches(source));
}

/** The typed rows of each decoded chunk of a GWAS-SSF file (see `readSumstats`). */
export async function* sumstatsBatches(
  source: ByteSource | Uint8Array,
): AsyncGenerator<SumstatsRow[], void, undefined> {
  let layout: Layout | undefined;
  for await (const batch of lineBatches(maybeGunzip(source))) {
    const rows: SumstatsRow[] = [];
    for (const line of batch) {
      if (line === '') continue;
      if (layout === undefined) {
        // The header row: a markup page here (one whose type said nothing) is no table.
        refuseMarkupHeader(line, 'gwas summary statistics');
        layout = layoutOf(line.split('\t'));
      } else rows.push(typedLine(layout, line));
    }
    yield rows;
  }
}
