import { lineBatches } from './line-batches.js';
import { DEFAULT_MAX_ROW_BYTES } from './row-bytes.js';
import type { TextSource } from './source.js';

export interface LinesOptions {
  /** A longer line (in UTF-8 bytes) is a ParseError rather than unbounded memory (default 64 MiB). */
  maxLineBytes?: number;
  /** @deprecated Read as `maxLineBytes`. */
  maxLineLength?: number;
}

const push = (line: string, out: string[]) => {
  out.push(line);
};

/** Lines of text (`\n` or `\r\n`), read incrementally. A final line without a newline is kept. */
export async function* lines(
  source: TextSource,
  options: LinesOptions = {},
): AsyncGenerator<string, void, undefined> {
  const max = options.maxLineBytes ?? options.maxLineLength ?? DEFAULT_MAX_ROW_BYTES;
  for await (const batch of lineBatches(source, max, 'text', push)) yield* batch;
}
