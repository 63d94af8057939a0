import { ParseError } from '../errors/classes.js';
import { type TextSource, textChunks } from './source.js';

export interface LinesOptions {
  /** A longer line is an error rather than unbounded memory (default 64 MiB of text). */
  maxLineLength?: number;
}

const DEFAULT_MAX_LINE = 64 * 1024 * 1024;

/** Lines of text (`\n` or `\r\n`), read incrementally. A final line without a newline is kept. */
export async function* lines(
  source: TextSource,
  options: LinesOptions = {},
): AsyncGenerator<string, void, undefined> {
  const max = options.maxLineLength ?? DEFAULT_MAX_LINE;
  let buffer = '';
  for await (const chunk of textChunks(source)) {
    buffer += chunk;
    let start = 0;
    for (let nl = buffer.indexOf('\n', start); nl !== -1; nl = buffer.indexOf('\n', start)) {
      const end = nl > start && buffer.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      yield buffer.slice(start, end);
      start = nl + 1;
    }
    buffer = buffer.slice(start);
    if (buffer.length > max) throw new ParseError('text', `a line longer than ${max} characters`);
  }
  if (buffer.length > 0) yield buffer.endsWith('\r') ? buffer.slice(0, -1) : buffer;
}
