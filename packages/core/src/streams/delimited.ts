import { InputError, ParseError } from '../errors/classes.js';
import { lines } from './lines.js';
import { type TextSource, textChunks } from './source.js';

export interface RowOptions {
  /**
   * `true` (default): the first row names the fields and rows come as objects; an array of names:
   * rows are objects with those keys; `false`: rows are arrays of strings.
   */
  header?: boolean | readonly string[];
  /** Lines starting with this are skipped (e.g. `#`). */
  comment?: string;
  /** Skip blank lines (default true). */
  skipEmpty?: boolean;
  /** A row longer than this many characters is an error (default 64 MiB). */
  maxRowLength?: number;
}

export type Row = Record<string, string>;

function shaper(header: RowOptions['header']): {
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

/** Tab-separated rows (no quoting, as in GWAS-SSF summary statistics), read incrementally. */
export function tsvRows(
  source: TextSource,
  options: RowOptions & { header: false },
): AsyncGenerator<string[]>;
export function tsvRows(source: TextSource, options?: RowOptions): AsyncGenerator<Row>;
export async function* tsvRows(source: TextSource, options: RowOptions = {}): AsyncGenerator<Row | string[]> {
  const shape = shaper(options.header);
  const skipEmpty = options.skipEmpty ?? true;
  const lineOptions = options.maxRowLength === undefined ? {} : { maxLineLength: options.maxRowLength };
  for await (const line of lines(source, lineOptions)) {
    if (skipEmpty && line === '') continue;
    if (options.comment && line.startsWith(options.comment)) continue;
    const row = shape.take(line.split('\t'));
    if (row) yield row;
  }
}

export interface CsvOptions extends RowOptions {
  /** Field separator (default `,`). */
  delimiter?: string;
}

/**
 * RFC 4180 CSV rows, read incrementally: quoted fields may hold delimiters, doubled quotes and
 * newlines. Only the row being read is held in memory.
 */
export function csvRows(
  source: TextSource,
  options: CsvOptions & { header: false },
): AsyncGenerator<string[]>;
export function csvRows(source: TextSource, options?: CsvOptions): AsyncGenerator<Row>;
export async function* csvRows(source: TextSource, options: CsvOptions = {}): AsyncGenerator<Row | string[]> {
  const delimiter = options.delimiter ?? ',';
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n') {
    throw new InputError('delimiter', 'a single character other than a quote or newline');
  }
  const max = options.maxRowLength ?? 64 * 1024 * 1024;
  const skipEmpty = options.skipEmpty ?? true;
  const shape = shaper(options.header);
  let fields: string[] = [];
  let field = '';
  let rowLength = 0;
  let inQuotes = false;
  let quoteSeen = false; // just read a quote inside a quoted field: either an escape or the end
  let atRowStart = true;

  const endRow = (): Row | string[] | undefined => {
    fields.push(field);
    const done = fields;
    fields = [];
    field = '';
    rowLength = 0;
    atRowStart = true;
    if (skipEmpty && done.length === 1 && done[0] === '') return undefined;
    if (options.comment && (done[0] ?? '').startsWith(options.comment)) return undefined;
    return shape.take(done);
  };

  for await (const chunk of textChunks(source)) {
    const out: (Row | string[])[] = [];
    for (let i = 0; i < chunk.length; i++) {
      const ch = chunk[i] as string;
      if (++rowLength > max) throw new ParseError('CSV', `a row longer than ${max} characters`);
      if (inQuotes) {
        if (quoteSeen) {
          quoteSeen = false;
          if (ch === '"') {
            field += '"';
            continue;
          }
          inQuotes = false; // the quote closed the field; handle ch as unquoted below
        } else if (ch === '"') {
          quoteSeen = true;
          continue;
        } else {
          field += ch;
          continue;
        }
      }
      if (ch === '"' && field === '' && !inQuotes) {
        inQuotes = true;
        atRowStart = false;
      } else if (ch === delimiter) {
        fields.push(field);
        field = '';
        atRowStart = false;
      } else if (ch === '\n') {
        if (field.endsWith('\r')) field = field.slice(0, -1);
        const row = endRow();
        if (row) out.push(row);
      } else {
        field += ch;
        atRowStart = false;
      }
    }
    yield* out;
  }
  if (quoteSeen) inQuotes = false;
  if (inQuotes) throw new ParseError('CSV', 'the input ends inside a quoted field');
  if (!atRowStart || field !== '' || fields.length > 0) {
    if (field.endsWith('\r')) field = field.slice(0, -1);
    const row = endRow();
    if (row) yield row;
  }
}
