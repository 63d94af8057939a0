import { exceeds, rowTooLong, utf8Length } from './row-bytes.js';
import { type TextSource, textChunks } from './source.js';

/**
 * Splits text into lines (`\n` or `\r\n`) a decoded chunk at a time: each chunk is split with
 * synchronous loops and `take` turns each line into zero or more items of the chunk's batch.
 * One async step per chunk rather than per line: on a 1,000,000-row file the per-line step costs
 * more than the parsing (measured in tooling/bench gwas-sumstats). A line over `maxBytes` UTF-8
 * bytes is a ParseError as soon as it is seen, so an endless line never grows memory past it.
 */
export async function* lineBatches<T>(
  source: TextSource,
  maxBytes: number,
  what: string,
  take: (line: string, out: T[]) => void,
): AsyncGenerator<T[], void, undefined> {
  let rest = ''; // the unfinished line from earlier chunks
  let restBytes = 0;
  for await (const text of textChunks(source)) {
    let nl = text.indexOf('\n');
    if (nl === -1) {
      restBytes += utf8Length(text, 0, text.length);
      if (restBytes > maxBytes) throw rowTooLong(what, maxBytes);
      rest += text;
      continue;
    }
    const out: T[] = [];
    if (exceeds(restBytes, text, 0, nl, maxBytes)) throw rowTooLong(what, maxBytes);
    let line = rest === '' ? text.slice(0, nl) : rest + text.slice(0, nl);
    take(line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line, out);
    let start = nl + 1;
    for (nl = text.indexOf('\n', start); nl !== -1; nl = text.indexOf('\n', start)) {
      if (exceeds(0, text, start, nl, maxBytes)) throw rowTooLong(what, maxBytes);
      const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      line = text.slice(start, end);
      take(line, out);
      start = nl + 1;
    }
    rest = text.slice(start);
    restBytes = utf8Length(text, start, text.length);
    if (restBytes > maxBytes) throw rowTooLong(what, maxBytes);
    if (out.length > 0) yield out;
  }
  if (rest !== '') {
    const out: T[] = [];
    take(rest.charCodeAt(rest.length - 1) === 13 ? rest.slice(0, -1) : rest, out);
    if (out.length > 0) yield out;
  }
}
