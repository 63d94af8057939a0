import { InputError, ParseError } from '../errors/classes.js';
import { withRecordGaps } from './record-gaps.js';
import { DEFAULT_MAX_ROW_BYTES, exceeds, rowTooLong, utf8Length } from './row-bytes.js';
import { type TextSource, textChunks } from './source.js';

export interface CsvOptions {
  /** Field separator (default `,`). */
  delimiter?: string;
  /**
   * `true` (default): the first row names the fields and rows come as objects; an array of names:
   * rows are objects with those keys; `false`: rows are arrays of strings.
   */
  header?: boolean | readonly string[];
  /** Lines starting with this are skipped (e.g. `#`). */
  comment?: string;
  /** Skip blank lines (default true). */
  skipEmpty?: boolean;
  /** A row longer than this many UTF-8 bytes of input is a ParseError (default 64 MiB). */
  maxRowBytes?: number;
}

export type Row = Record<string, string>;

function shaper(header: CsvOptions['header']): {
  take(fields: string[]): Row | string[] | undefined;
} {
  let names: readonly string[] | undefined = Array.isArray(header) ? header : undefined;
  const wantsHeader = header === undefined || header === true;
  return {
    take(fields) {
      if (!names) {
        if (!wantsHeader) return fields;
        names = fields;
        return undefined;
      }
      const row: Row = {};
      names.forEach((name, i) => {
        row[name] = fields[i] ?? '';
      });
      return row;
    },
  };
}

const QUOTE = 34;
const NEWLINE = 10;

/**
 * RFC 4180 CSV rows, read incrementally: quoted fields may hold delimiters, doubled quotes and
 * newlines. Only the row being read is held in memory, bounded in bytes. Fields are slices of
 * the decoded chunk (a field is joined only where it crosses a chunk or an escaped quote):
 * building them a character at a time made a rope of one node per character.
 */
export function csvRows(
  source: TextSource,
  options: CsvOptions & { header: false },
): AsyncGenerator<string[]>;
export function csvRows(source: TextSource, options?: CsvOptions): AsyncGenerator<Row>;
export function csvRows(source: TextSource, options: CsvOptions = {}): AsyncGenerator<Row | string[]> {
  // A body a client handed out: a trickle or endless text between rows ends in a typed error.
  return withRecordGaps(source, (body) => rowsOf(body, options));
}

async function* rowsOf(
  source: TextSource,
  options: CsvOptions,
): AsyncGenerator<Row | string[], void, undefined> {
  const delimiter = options.delimiter ?? ',';
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n') {
    throw new InputError('delimiter', 'a single character other than a quote or newline');
  }
  const sep = delimiter.charCodeAt(0);
  const max = options.maxRowBytes ?? DEFAULT_MAX_ROW_BYTES;
  const skipEmpty = options.skipEmpty ?? true;
  const shape = shaper(options.header);

  let fields: string[] = [];
  let field = ''; // the current field's text from earlier chunks (or before an escaped quote)
  let inQuotes = false;
  let quoteAtEnd = false; // a chunk ended on a quote inside a quoted field: escape or close
  let rowBytes = 0; // bytes of the current row in earlier chunks
  let rowStarted = false;

  const endRow = (last: string): Row | string[] | undefined => {
    fields.push(last.charCodeAt(last.length - 1) === 13 ? last.slice(0, -1) : last);
    const done = fields;
    fields = [];
    field = '';
    rowBytes = 0;
    rowStarted = false;
    if (skipEmpty && done.length === 1 && done[0] === '') return undefined;
    if (options.comment && (done[0] ?? '').startsWith(options.comment)) return undefined;
    return shape.take(done);
  };

  for await (const text of textChunks(source)) {
    const n = text.length;
    if (n === 0) continue;
    const out: (Row | string[])[] = [];
    let i = 0;
    let seg = 0; // start of the current field's text not yet copied into `field`
    let rowStart = 0; // where the current row starts in this chunk
    if (quoteAtEnd) {
      quoteAtEnd = false;
      if (text.charCodeAt(0) === QUOTE) {
        field += '"';
        i = seg = 1;
      } else inQuotes = false;
    }
    while (i < n) {
      if (inQuotes) {
        const q = text.indexOf('"', i);
        if (q === -1) {
          i = n;
        } else if (q + 1 === n) {
          field += text.slice(seg, q);
          i = seg = n;
          quoteAtEnd = true;
        } else if (text.charCodeAt(q + 1) === QUOTE) {
          field += text.slice(seg, q + 1);
          i = seg = q + 2;
        } else {
          field += text.slice(seg, q);
          inQuotes = false;
          i = seg = q + 1;
        }
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === sep) {
        fields.push(field === '' ? text.slice(seg, i) : field + text.slice(seg, i));
        field = '';
        seg = i + 1;
      } else if (c === NEWLINE) {
        if (exceeds(rowBytes, text, rowStart, i, max)) throw rowTooLong('CSV', max);
        const row = endRow(field === '' ? text.slice(seg, i) : field + text.slice(seg, i));
        if (row) out.push(row);
        seg = rowStart = i + 1;
      } else if (c === QUOTE && seg === i && field === '') {
        inQuotes = true;
        seg = i + 1;
      }
      i++;
    }
    if (seg < n) field += text.slice(seg, n);
    if (rowStart < n) {
      rowStarted = true;
      rowBytes += utf8Length(text, rowStart, n);
      if (rowBytes > max) throw rowTooLong('CSV', max);
    }
    yield* out;
  }
  if (quoteAtEnd) inQuotes = false;
  if (inQuotes) throw new ParseError('CSV', 'the input ends inside a quoted field');
  if (rowStarted) {
    const row = endRow(field);
    if (row) yield row;
  }
}
