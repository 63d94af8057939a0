import { type ByteSource, lineBlocks, mapOnWorker, maybeGunzip, refuseMarkupHeader } from '@lifesci/core';
import {
  type BlockInput,
  cellEnd,
  type Layout,
  layoutOf,
  type ParsedBlock,
  TEXT_CELL,
  work,
} from './sumstats-block.js';
import type { NUMERIC, TEXT } from './sumstats-names.js';

/** The GWAS-SSF columns read as numbers (`p_value` included). */
export type SumstatsNumberName = (typeof NUMERIC)[number] | 'p_value';
/** The GWAS-SSF columns read as text. */
export type SumstatsTextName = (typeof TEXT)[number];

/**
 * One text column of a batch. The cells stay in the batch's bytes until asked for: a
 * string per cell would cost about as much as the rest of the parse together.
 */
export interface SumstatsTextColumn extends Iterable<string | null> {
  /** Rows in the batch. */
  readonly length: number;
  /** The cell of row `index` (null where missing: `NA`, `#NA`, empty, ...; undefined past the end). */
  get(index: number): string | null | undefined;
  /** Every cell as a string (null where missing). */
  toArray(): (string | null)[];
}

/**
 * A batch of rows of a GWAS-SSF file, column by column. Each column the file has holds one value
 * per row (`length` of them), in file order:
 * - `numbers`: the numeric columns as Float64Arrays, NaN where a value is missing (`NA`, empty, not
 *   a number). Positions and counts are exact (integers below 2^53). `p_value` is the nearest double
 *   (0 when the exact value is below the double range; see `pLog10`); a file with only
 *   `neg_log_10_p_value` gets `p_value` from it.
 * - `pLog10`: log10 of each row's p-value, finite for any exponent (`1e-400` gives -400): the value
 *   to sort and threshold by. Present when the file has `p_value` or `neg_log_10_p_value`.
 * - `text`: the text columns (alleles, ids, chromosomes), null where missing.
 * - `other`: every column not named above, as written (null only where a short line lacks it).
 */
export interface SumstatsColumns {
  /** Rows in this batch. */
  readonly length: number;
  /** The file's header, in order. */
  readonly header: readonly string[];
  /** The numeric columns the file has, one Float64Array each (NaN where missing). */
  readonly numbers: { readonly [K in SumstatsNumberName]?: Float64Array };
  /** log10 of each row's p-value, finite below the double range (NaN where missing). */
  readonly pLog10?: Float64Array;
  /** The text columns the file has (null where missing). */
  readonly text: { readonly [K in SumstatsTextName]?: SumstatsTextColumn };
  /** Every other column, by its header name, as written. */
  readonly other: Readonly<Record<string, SumstatsTextColumn>>;
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * A batch's bytes, decoded once on first use: when the text is ASCII (as GWAS-SSF files are) byte
 * offsets are character offsets and each cell is a slice of it; otherwise each cell is decoded.
 */
class BlockText {
  readonly #bytes: Uint8Array;
  #text: string | undefined;
  #ascii = false;
  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }
  /** The cell that starts at byte `start`: up to the next tab or line end (less a CR before it). */
  cell(start: number): string {
    const bytes = this.#bytes;
    const n = bytes.length;
    let end = cellEnd(bytes, start, n);
    if (end > start && bytes[end - 1] === 13 && (end === n || bytes[end] === 10)) end--;
    if (this.#text === undefined) {
      this.#text = utf8.decode(this.#bytes);
      this.#ascii = this.#text.length === this.#bytes.length;
    }
    return this.#ascii ? this.#text.slice(start, end) : utf8.decode(this.#bytes.subarray(start, end));
  }
}

class TextCells implements SumstatsTextColumn {
  readonly #text: BlockText;
  readonly #offsets: Int32Array;
  readonly #slot: number;
  readonly #stride: number;
  readonly length: number;
  constructor(text: BlockText, block: ParsedBlock, slot: number, stride: number) {
    this.#text = text;
    this.#offsets = block.offsets;
    this.#slot = slot;
    this.#stride = stride;
    this.length = block.length;
  }
  get(index: number): string | null | undefined {
    if (!(index >= 0 && index < this.length)) return undefined;
    const start = this.#offsets[index * this.#stride + this.#slot] as number;
    return start < 0 ? null : this.#text.cell(start);
  }
  toArray(): (string | null)[] {
    const out = new Array<string | null>(this.length);
    for (let i = 0; i < this.length; i++) out[i] = this.get(i) as string | null;
    return out;
  }
  *[Symbol.iterator](): Iterator<string | null> {
    for (let i = 0; i < this.length; i++) yield this.get(i) as string | null;
  }
}

/** A parsed block as the batch handed out: its numbers as they are, its text cells lazily. */
function columnsOf(layout: Layout, block: ParsedBlock): SumstatsColumns {
  const { header, kinds } = layout;
  const numbers: Record<string, Float64Array> = {};
  const text: Record<string, SumstatsTextColumn> = {};
  const other: Record<string, SumstatsTextColumn> = {};
  const blockText = new BlockText(block.bytes);
  header.forEach((name, k) => {
    const column = block.values[k];
    if (column) numbers[name] = column;
    else {
      const cells = new TextCells(blockText, block, layout.slot[k] as number, layout.stride);
      if (kinds[k] === TEXT_CELL) text[name] = cells;
      else other[name] = cells;
    }
  });
  if (block.p) numbers.p_value = block.p;
  return {
    length: block.length,
    header,
    numbers,
    ...(block.pLog10 ? { pLog10: block.pLog10 } : {}),
    text,
    other,
  };
}

/** The parser's module, which core's mapOnWorker loads on a worker thread (built to dist/ beside this). */
const WORKER_MODULE = new URL('./sumstats-block.js', import.meta.url);

const BLOCK_BYTES = 512 * 1024;

/** Each block of whole lines after the header, with the header, to be parsed. */
async function* blocksOf(
  source: ByteSource | Uint8Array,
  found: (header: readonly string[]) => void,
): AsyncGenerator<{ value: BlockInput; transfer: ArrayBuffer[] }, void, undefined> {
  let header: readonly string[] | undefined;
  // Each block's buffer is its own, so it moves to the worker thread without a copy. Blocks of
  // 512 KiB rather than lineBlocks' 1 MiB: the same CPU, and 11 MB less peak RSS on a 1,000,050-row
  // file, because less dead block memory waits for the collector (tooling/bench gwas-sumstats).
  for await (const block of lineBlocks(maybeGunzip(source), { ownBuffers: true, minBytes: BLOCK_BYTES })) {
    let from = 0;
    if (header === undefined) {
      // The header: the first line that is not blank (after a byte order mark, if any).
      if (block[0] === 0xef && block[1] === 0xbb && block[2] === 0xbf) from = 3;
      while (from < block.length) {
        const nl = block.indexOf(10, from);
        const end = nl === -1 ? block.length : nl;
        const line = utf8.decode(block.subarray(from, end)).replace(/\r$/, '');
        from = end + 1;
        if (line === '') continue;
        // A markup page here (one whose type said nothing) is no table.
        refuseMarkupHeader(line, 'gwas summary statistics');
        header = line.split('\t');
        found(header);
        break;
      }
      if (header === undefined || from >= block.length) continue;
    }
    yield { value: { bytes: block, from, header }, transfer: [block.buffer as ArrayBuffer] };
  }
}

/**
 * A GWAS-SSF file (`.tsv` or `.tsv.gz`, told apart by the gzip magic number) as batches of columns
 * (see `SumstatsColumns`), read incrementally: each batch holds the rows of about 512 KiB of text,
 * and memory holds a few batches at a time unless the caller keeps them. Same checks as
 * `readSumstats`: a markup page is refused, corrupt or truncated gzip is a ParseError. Blank lines
 * are skipped. A file of more than one block is parsed on a worker thread (one, shared by every read)
 * while this thread decompresses the next ones; the batches come in file order.
 */
export async function* readSumstatsColumns(
  source: ByteSource | Uint8Array,
): AsyncGenerator<SumstatsColumns, void, undefined> {
  let layout: Layout = layoutOf([]);
  const parsed = mapOnWorker(
    blocksOf(source, (found) => {
      layout = layoutOf(found);
    }),
    // Two blocks in flight keep the worker busy (one parsed, one waiting) with a block less held.
    { module: WORKER_MODULE, work, what: 'gwas summary statistics', maxInFlight: 2 },
  );
  for await (const block of parsed) if (block) yield columnsOf(layout, block);
}
