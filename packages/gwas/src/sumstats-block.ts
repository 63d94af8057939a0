import { parsePValue } from './pvalue.js';
import { isMissing, NUMERIC, TEXT } from './sumstats-names.js';

// The parse of a block of a GWAS-SSF file into columns: plain arrays and buffers only, so that it
// runs on a worker thread as well as here (`work`, run by core's mapOnWorker) and its answer
// moves back without a copy. `readSumstatsColumns` (sumstats-columns.ts) wraps the answer.

/** One block's rows, column by column (see SumstatsColumns, which is made from it). */
export interface ParsedBlock {
  /** Rows in the block. */
  length: number;
  /** The block's bytes (ending in a newline): text cells are read from them when asked for. */
  bytes: Uint8Array;
  /** Per column of the header: the numbers of a numeric or p-value column. */
  values: (Float64Array | undefined)[];
  /**
   * Where each text cell starts in `bytes` (-1 where missing), row by row: row `r`'s cell of the
   * column in text slot `t` (the layout's `slot`) is at `r * stride + t`. One array in row order,
   * not one per column: a row's stores then fall together, which the parse measured about 5% faster.
   */
  offsets: Int32Array;
  /** log10 of each row's p-value, when the file has p_value or neg_log_10_p_value. */
  pLog10?: Float64Array;
  /** The p-values made from neg_log_10_p_value, in a file without p_value. */
  p?: Float64Array;
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** A cell's bytes as text (UTF-8; a plain loop for the short ASCII cells a slow path sees). */
export function textOf(bytes: Uint8Array, start: number, end: number): string {
  if (end - start > 24) return utf8.decode(bytes.subarray(start, end));
  let text = '';
  for (let i = start; i < end; i++) {
    const c = bytes[i] as number;
    if (c >= 0x80) return utf8.decode(bytes.subarray(start, end));
    text += String.fromCharCode(c);
  }
  return text;
}

// What each column of the header is read as.
export const NUMBER = 0;
export const P_VALUE = 1;
export const TEXT_CELL = 2;
/** A column the row type does not name: kept as written (`NA` stays `NA`). */
export const OTHER_CELL = 3;

export interface Layout {
  header: readonly string[];
  kinds: Int8Array;
  /** Per column of the header: its text slot in a block's offsets, or -1 for a numeric column. */
  slot: Int8Array;
  /** Text columns in the header: the length of a row in a block's offsets. */
  stride: number;
  /** -log10(p) column when there is no p_value column: p_value and pLog10 follow from it. */
  negLog10: number;
  /** Bytes per row seen so far (a guess from the header before): sizes the next batch's arrays. */
  rowBytes: number;
}

export function layoutOf(header: readonly string[]): Layout {
  const kinds = new Int8Array(header.length);
  header.forEach((name, i) => {
    kinds[i] =
      name === 'p_value'
        ? P_VALUE
        : (NUMERIC as readonly string[]).includes(name)
          ? NUMBER
          : (TEXT as readonly string[]).includes(name)
            ? TEXT_CELL
            : OTHER_CELL;
  });
  const slot = new Int8Array(header.length).fill(-1);
  let stride = 0;
  kinds.forEach((kind, k) => {
    if (kind === TEXT_CELL || kind === OTHER_CELL) slot[k] = stride++;
  });
  return {
    header,
    kinds,
    slot,
    stride,
    negLog10: header.includes('p_value') ? -1 : header.indexOf('neg_log_10_p_value'),
    rowBytes: 4 * header.length,
  };
}

const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);
/** The smallest normal double: below it Math.log10 of the double is not the p-value's. */
const MIN_NORMAL = 2.2250738585072014e-308;

/** A number cell that is not a plain decimal: read as the row reader reads it. */
function slowNumber(text: string): number {
  return isMissing(text) ? Number.NaN : Number(text);
}

/**
 * The cell is `NA`, the missing marker of GWAS-SSF files (5% of the cells of a harmonised file):
 * settled from its two bytes, without a string.
 */
function isNA(s: Uint8Array, start: number, end: number): boolean {
  return end - start === 2 && s[start] === 78 && s[start + 1] === 65;
}

/** Index of the `\n` ending the cell at `i` or of the tab after it (`n` at the end). */
export function cellEnd(s: Uint8Array, i: number, n: number): number {
  while (i < n) {
    const c = s[i] as number;
    if (c === 9 || c === 10) return i;
    i++;
  }
  return n;
}

interface Cells {
  kinds: Int8Array;
  values: (Float64Array | undefined)[];
  slot: Int8Array;
  stride: number;
  offsets: Int32Array;
  pLog10: Float64Array | undefined;
  pSource: number;
}

function grown<T extends Float64Array | Int32Array>(array: T | undefined, capacity: number): T | undefined {
  if (array === undefined) return undefined;
  const out = new (array.constructor as new (length: number) => T)(capacity);
  out.set(array);
  return out;
}

/** Room for `capacity` rows in every column of `cells`, the rows so far kept. */
function grow(cells: Cells, capacity: number): void {
  for (let k = 0; k < cells.kinds.length; k++) {
    cells.values[k] = grown(cells.values[k], capacity);
  }
  cells.offsets = grown(cells.offsets, capacity * cells.stride) as Int32Array;
  cells.pLog10 = grown(cells.pLog10, capacity);
}

/**
 * Reads the line at `i` into row `row` of `cells`; returns where the next line starts. A function
 * of its own, called once per row, so that V8 optimises it as a whole (a loop over a block's rows
 * in one function ran on-stack-replaced code that was thrown away at every block's end).
 */
function readRow(cells: Cells, s: Uint8Array, i: number, n: number, row: number): number {
  const { kinds, values, slot, offsets, pLog10, pSource } = cells;
  const at = row * cells.stride;
  const columns = kinds.length;
  let c: number;
  let k = 0;
  let lineEnded = false;
  for (; k < columns; k++) {
    const start = i;
    let end: number;
    const kind = kinds[k];
    if (kind === TEXT_CELL || kind === OTHER_CELL) {
      // Every block ends in a newline (parseBlock), so the scan needs no bound of its own.
      c = s[i] as number;
      while (c !== 9 && c !== 10) c = s[++i] as number;
      end = i;
      // Only the start is kept: the cell's end is found again if it is ever read as text.
      let missing = false;
      if (kind === TEXT_CELL && end - start <= 5) {
        if (end > start && s[end - 1] === 13 && (end === n || s[end] === 10)) end--;
        const first = s[start];
        missing =
          end === start ||
          isNA(s, start, end) ||
          (end - start <= 4 &&
            (first === 78 || first === 110 || first === 35 || first === 46) &&
            isMissing(textOf(s, start, end)));
      }
      offsets[at + (slot[k] as number)] = missing ? -1 : start;
    } else {
      // A plain decimal, read as the characters go by.
      c = s[i] as number;
      const negative = c === 45;
      if (negative) c = s[++i] as number;
      let m = 0;
      let digits = 0;
      let point = -1;
      for (; ; c = s[++i] as number) {
        if (c >= 48 && c <= 57) {
          m = m * 10 + (c - 48);
          digits++;
        } else if (c === 46 && point === -1) point = i;
        else break;
      }
      let k10 = point === -1 ? 0 : point + 1 - i;
      // A decimal: digits, a point, an exponent, then a tab or the line's end (checked below).
      let decimal = digits > 0;
      if (decimal && (c === 101 || c === 69)) {
        c = s[++i] as number;
        const expNegative = c === 45;
        if (expNegative || c === 43) c = s[++i] as number;
        let exp = 0;
        const expStart = i;
        for (; c >= 48 && c <= 57; c = s[++i] as number) exp = exp * 10 + (c - 48);
        if (i === expStart || i - expStart > 6) decimal = false;
        k10 += expNegative ? -exp : exp;
      }
      if (decimal && c !== 9 && c !== 10 && !(c === 13 && (i + 1 === n || s[i + 1] === 10))) decimal = false;
      // Within Clinger's fast path: read here. A longer decimal: Number() of its text.
      const plain = decimal && digits <= 15 && k10 <= 22 && k10 >= -22;
      if (decimal) {
        end = i;
        if (c === 13) i++; // to the line's end
      } else {
        end = cellEnd(s, i, n);
        i = end;
        if (end > start && s[end - 1] === 13 && (end === n || s[end] === 10)) end--;
      }
      const column = values[k] as Float64Array;
      if (kind === NUMBER) {
        let value: number;
        if (plain) {
          const magnitude = k10 >= 0 ? m * (POW10[k10] as number) : m / (POW10[-k10] as number);
          value = negative ? -magnitude : magnitude;
        } else if (decimal) value = Number(textOf(s, start, end));
        else value = isNA(s, start, end) ? Number.NaN : slowNumber(textOf(s, start, end));
        column[row] = value;
        // neg_log_10_p_value in a file without p_value: p_value is filled from it below.
        if (k === pSource && pLog10) pLog10[row] = -value;
      } else {
        let value: number;
        let log10: number;
        if (plain) {
          const magnitude = k10 >= 0 ? m * (POW10[k10] as number) : m / (POW10[-k10] as number);
          value = negative ? -magnitude : magnitude;
          log10 =
            value >= MIN_NORMAL
              ? Math.log10(value)
              : (parsePValue(textOf(s, start, end))?.log10 ?? Number.NaN);
        } else if (decimal) {
          // The double Number() gives is the one parsePValue gives (both round the decimal once).
          const text = textOf(s, start, end);
          value = Number(text);
          log10 = value >= MIN_NORMAL ? Math.log10(value) : (parsePValue(text)?.log10 ?? Number.NaN);
        } else if (isNA(s, start, end)) {
          value = Number.NaN;
          log10 = Number.NaN;
        } else {
          const text = textOf(s, start, end);
          const p = isMissing(text) ? undefined : parsePValue(text);
          value = p ? p.value : Number.NaN;
          log10 = p ? p.log10 : Number.NaN;
        }
        column[row] = value;
        (pLog10 as Float64Array)[row] = log10;
      }
    }
    if (i >= n || s[i] === 10) {
      i++;
      lineEnded = true;
      k++;
      break;
    }
    i++; // the tab
  }
  // A short line: its missing cells read as empty. A long one: cells past the header are ignored.
  for (; k < columns; k++) {
    const column = values[k];
    if (column) {
      column[row] = Number.NaN;
      if (k === pSource && pLog10) pLog10[row] = Number.NaN;
    } else offsets[at + (slot[k] as number)] = -1;
  }
  if (!lineEnded) {
    const nl = s.indexOf(10, i);
    i = nl === -1 ? n : nl + 1;
  }
  return i;
}

/**
 * The rows of `s` from `from` (whole lines) as one batch: a single loop over the characters finds
 * each cell's end and reads a plain decimal (`-0.06546`, `3976`, `3.9e-2`: at most 15 digits, a
 * power of ten within 10^±22) as it goes, so it builds no line, cell or number string. The digits
 * form an exact integer and 10^k is exact, so one multiplication or division rounds once, to the
 * double Number() gives (Clinger's fast path). Anything else is read from the cell's text.
 */
export function parseBlock(layout: Layout, block: Uint8Array, from: number): ParsedBlock | undefined {
  // Every line ends in a newline, so no scan reads past the end: a read there gives undefined,
  // and once seen, it makes every comparison of the loop a generic one.
  let s = block;
  if (block[block.length - 1] !== 10) {
    s = new Uint8Array(block.length + 1);
    s.set(block);
    s[block.length] = 10;
  }
  const n = s.length;
  // Sized from the rows seen so far (counting the lines first costs a tenth of the parse), and
  // doubled if a batch has more.
  let capacity = Math.ceil((n - from) / layout.rowBytes) + 16;
  const { kinds, slot, stride } = layout;
  const columns = kinds.length;
  const values: (Float64Array | undefined)[] = [];
  let pColumn = -1;
  for (let k = 0; k < columns; k++) {
    const kind = kinds[k];
    const text = kind === TEXT_CELL || kind === OTHER_CELL;
    values.push(text ? undefined : new Float64Array(capacity));
    if (kind === P_VALUE) pColumn = k;
  }
  const pSource = pColumn !== -1 ? pColumn : layout.negLog10;
  const cells: Cells = {
    kinds,
    values,
    slot,
    stride,
    offsets: new Int32Array(capacity * stride),
    pLog10: pSource === -1 ? undefined : new Float64Array(capacity),
    pSource,
  };
  let i = from;
  let row = 0;
  while (i < n) {
    const c = s[i] as number;
    if (c === 10) {
      i++;
      continue;
    }
    if (c === 13 && (i + 1 === n || s[i + 1] === 10)) {
      i += 2;
      continue;
    }
    if (row === capacity) {
      capacity *= 2;
      grow(cells, capacity);
    }
    i = readRow(cells, s, i, n, row);
    row++;
  }
  if (row === 0) return undefined;
  layout.rowBytes = Math.max(1, ((n - from) / row) * 0.97);
  const pLog10 = cells.pLog10?.subarray(0, row);
  let p: Float64Array | undefined;
  if (pColumn === -1 && pLog10) {
    // Only -log10(p) in the file: p = 10^-x, and log10(p) is -x as written.
    p = new Float64Array(row);
    for (let r = 0; r < row; r++) p[r] = 10 ** (pLog10[r] as number);
  }
  return {
    length: row,
    bytes: s,
    values: values.map((column) => column?.subarray(0, row)),
    offsets: cells.offsets,
    ...(pLog10 ? { pLog10 } : {}),
    ...(p ? { p } : {}),
  };
}

/** A block to parse: its bytes, where its first row starts, and the file's header. */
export interface BlockInput {
  bytes: Uint8Array;
  from: number;
  header: readonly string[];
}

/** The layout of the last header seen: one file is read at a time, block after block. */
let last: { key: string; layout: Layout } | undefined;

/** Parses one block (on a worker thread, or here), naming the buffers its answer can move. */
export function work(input: BlockInput): { value: ParsedBlock | undefined; transfer: ArrayBuffer[] } {
  const key = input.header.join('\t');
  if (last?.key !== key) last = { key, layout: layoutOf(input.header) };
  const value = parseBlock(last.layout, input.bytes, input.from);
  if (!value) return { value, transfer: [] };
  const buffers = new Set<ArrayBuffer>([value.bytes.buffer as ArrayBuffer]);
  for (const column of [...value.values, value.offsets, value.pLog10, value.p])
    if (column) buffers.add(column.buffer as ArrayBuffer);
  return { value, transfer: [...buffers] };
}
