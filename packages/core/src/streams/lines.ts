import { lineBatches as batchesOfLines } from './line-batches.js';
import { withRecordGaps } from './record-gaps.js';
import { DEFAULT_MAX_ROW_BYTES } from './row-bytes.js';
import type { TextSource } from './source.js';

export interface LinesOptions {
  /** A longer line (in UTF-8 bytes) is a ParseError rather than unbounded memory (default 64 MiB). */
  maxLineBytes?: number;
}

const push = (line: string, out: string[]) => {
  out.push(line);
};

const maxOf = (options: LinesOptions) => options.maxLineBytes ?? DEFAULT_MAX_ROW_BYTES;

/** Lines of text (`\n` or `\r\n`), read incrementally. A final line without a newline is kept. */
export function lines(
  source: TextSource,
  options: LinesOptions = {},
): AsyncGenerator<string, void, undefined> {
  // A body a client handed out: a trickle or endless text without a newline ends in a typed error.
  return withRecordGaps(source, (body) => linesOf(body, options));
}

async function* linesOf(source: TextSource, options: LinesOptions): AsyncGenerator<string, void, undefined> {
  for await (const batch of batchesOfLines(source, maxOf(options), 'text', push)) yield* batch;
}

/**
 * The same lines a decoded chunk at a time (one `string[]` per chunk, blank lines included): for
 * files of millions of lines, where one async step per line costs more than reading it, and for
 * readers that scan a line's fields themselves instead of splitting it into strings first
 * (gwas's typed summary-statistics rows parse numbers straight from the line).
 */
export function lineBatches(
  source: TextSource,
  options: LinesOptions = {},
): AsyncGenerator<string[], void, undefined> {
  return withRecordGaps(source, (body) => batchesOfLines(body, maxOf(options), 'text', push));
}
