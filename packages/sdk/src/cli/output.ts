import type { Writable } from 'node:stream';
import { SingleBar } from 'cli-progress';

export interface OutputOptions {
  ndjson?: boolean;
  csv?: boolean;
  /** Most items of a list to print. */
  limit?: number;
  /** Walk every page of a list. */
  all?: boolean;
  /** Pretty JSON (default: when stdout is a terminal). */
  pretty?: boolean;
  /** Progress on this stream when it is a terminal. */
  progress?: NodeJS.WriteStream | undefined;
}

interface PageLike {
  items: unknown[];
}

function isPagePromise(value: unknown): value is PromiseLike<PageLike> & AsyncIterable<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function' &&
    typeof (value as { pages?: unknown }).pages === 'function' &&
    Symbol.asyncIterator in value
  );
}

function isBatchResult(value: unknown): value is {
  items: unknown[];
  values: unknown[];
  failures: { id: unknown; index: number; error: Error }[];
} {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { items?: unknown }).items) &&
    Array.isArray((value as { values?: unknown }).values) &&
    Array.isArray((value as { failures?: unknown }).failures)
  );
}

/** Errors as data: name and (already redacted) message, never the cause chain. */
function errorJson(error: Error): { name: string; message: string } {
  return { name: error.name, message: error.message };
}

/**
 * A matrix object (predicted-structures' PaeMatrix: `size`, `row(i)` numbered from 1, values in
 * a private array JSON cannot see) printed whole: its own fields and every row.
 */
function matrixJson(value: object): unknown {
  const { size, row } = value as { size?: unknown; row?: unknown };
  if (typeof size !== 'number' || typeof row !== 'function' || !Number.isInteger(size)) return undefined;
  const rows: unknown[] = [];
  for (let i = 1; i <= size; i++) rows.push((row as (i: number) => unknown).call(value, i));
  return { ...value, matrix: rows };
}

function toJson(value: unknown): unknown {
  if (value instanceof Error) return errorJson(value);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) !== Object.prototype) {
    const matrix = matrixJson(value);
    if (matrix !== undefined) return matrix;
  }
  if (value instanceof Map) return Object.fromEntries(value);
  if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
  return value;
}

const replacer = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : toJson(value);

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value, replacer) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function write(out: Writable, data: string | Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => out.write(data, (error) => (error ? reject(error) : resolve())));
}

/**
 * A progress line on stderr when it is a terminal (never in a pipe or a log): a bar against a
 * known total, otherwise a running count (a download's bytes, a streamed file's rows).
 */
function progressBar(options: OutputOptions, unit: string, total?: number): SingleBar | undefined {
  if (!options.progress?.isTTY) return undefined;
  const format = total === undefined ? `lifesci {value} ${unit}` : `lifesci {bar} {value}/{total} ${unit}`;
  const bar = new SingleBar({ stream: options.progress, format, hideCursor: true });
  bar.start(total ?? 0, 0);
  return bar;
}

/** The items of a list, as many as asked for (the first page by default), with progress. */
async function collect(
  list: PromiseLike<PageLike> & AsyncIterable<unknown>,
  options: OutputOptions,
): Promise<unknown[]> {
  if (!options.all && options.limit === undefined) return (await list).items;
  const limit = options.all ? Number.POSITIVE_INFINITY : (options.limit as number);
  const bar = progressBar(options, 'items', Number.isFinite(limit) ? limit : undefined);
  const items: unknown[] = [];
  try {
    for await (const item of list) {
      if (items.length >= limit) break;
      items.push(item);
      bar?.increment();
    }
  } finally {
    bar?.stop();
  }
  return items;
}

async function printRows(out: Writable, rows: readonly unknown[], options: OutputOptions): Promise<void> {
  if (options.csv) {
    const columns: string[] = [];
    for (const row of rows.slice(0, 100))
      if (typeof row === 'object' && row !== null)
        for (const k of Object.keys(row)) if (!columns.includes(k)) columns.push(k);
    await write(out, `${columns.map(csvCell).join(',')}\n`);
    for (const row of rows)
      await write(out, `${columns.map((c) => csvCell((row as Record<string, unknown>)[c])).join(',')}\n`);
    return;
  }
  if (options.ndjson) {
    for (const row of rows) await write(out, `${JSON.stringify(row, replacer)}\n`);
    return;
  }
  await write(out, `${JSON.stringify(rows, replacer, options.pretty ? 2 : undefined)}\n`);
}

/** What was printed, where it decides the exit code: a batch's item and failure counts. */
export interface Printed {
  batch?: { items: number; failed: number };
  /** A record stream's failures (an id or a window, with its error), to be reported on stderr. */
  streamFailures?: readonly { id?: unknown; error?: Error }[];
}

/**
 * A RecordStream (core's or a service's): awaitable, iterable, and listing after a walk what it
 * could not read. Awaiting it would collect the records and leave the failures unseen.
 */
function isRecordStream(
  value: unknown,
): value is AsyncIterable<unknown> & { readonly failures: readonly { id?: unknown; error?: Error }[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Symbol.asyncIterator in value &&
    typeof (value as { then?: unknown }).then === 'function' &&
    'failures' in value
  );
}

/**
 * Prints whatever a client method returned, in the shape the flags ask for. Every answer is
 * valid JSON, NDJSON or CSV: a method that answers nothing (`undefined`) prints `null`.
 */
export async function printResult(out: Writable, result: unknown, options: OutputOptions): Promise<Printed> {
  if (isPagePromise(result)) {
    await printRows(out, await collect(result, options), options);
    return {};
  }
  if (isRecordStream(result)) {
    // Walked (not awaited) so that rows go out as they come and the walk's failures are seen.
    let records = 0;
    const counted = (async function* () {
      for await (const record of result) {
        records += 1;
        yield record;
      }
    })();
    await printValue(out, counted, options);
    const failed = result.failures.length;
    return failed === 0
      ? {}
      : { batch: { items: records + failed, failed }, streamFailures: result.failures };
  }
  const value = await result;
  await printValue(out, value, options);
  return isBatchResult(value) ? { batch: { items: value.items.length, failed: value.failures.length } } : {};
}

async function printValue(out: Writable, value: unknown, options: OutputOptions): Promise<void> {
  // Downloads go out as the bytes they are (a PNG, a .gz file), never decoded as text.
  if (value instanceof Uint8Array) return write(out, value);
  if (value instanceof ReadableStream) {
    const bar = progressBar(options, 'bytes');
    try {
      for await (const chunk of value as unknown as AsyncIterable<Uint8Array>) {
        await write(out, chunk);
        bar?.increment(chunk.byteLength);
      }
    } finally {
      bar?.stop();
    }
    return;
  }
  if (isBatchResult(value)) {
    const rows = value.items.map(
      (item) => item as { ok: boolean; id: unknown; value?: unknown; error?: Error },
    );
    if (options.ndjson || options.csv) {
      const flat = rows.map((r) => (r.ok ? r.value : { id: r.id, error: errorJson(r.error as Error) }));
      return printRows(out, flat, options);
    }
    const shown = {
      values: value.values,
      failures: value.failures.map((f) => ({ id: f.id, index: f.index, error: errorJson(f.error) })),
    };
    await write(out, `${JSON.stringify(shown, replacer, options.pretty ? 2 : undefined)}\n`);
    return;
  }
  if (value !== null && typeof value === 'object' && Symbol.asyncIterator in value) {
    const rows: unknown[] = [];
    let count = 0;
    const bar = progressBar(options, 'rows', options.limit);
    try {
      for await (const row of value as AsyncIterable<unknown>) {
        if (options.limit !== undefined && count >= options.limit) break;
        count++;
        // A streamed file (gwas.sumstats.stream: a million rows) goes out row by row as NDJSON
        // rather than being held whole; JSON and CSV need every row (or the columns) first.
        if (options.ndjson && !options.csv) await write(out, `${JSON.stringify(row, replacer)}\n`);
        else rows.push(row);
        bar?.increment();
      }
    } finally {
      bar?.stop();
    }
    if (options.ndjson && !options.csv) return;
    return printRows(out, rows, options);
  }
  if (Array.isArray(value)) return printRows(out, value, options);
  // One record as CSV is one row under its header; JSON has no `undefined`, so nothing is `null`.
  if (options.csv && typeof value === 'object' && value !== null) return printRows(out, [value], options);
  await write(out, `${JSON.stringify(value ?? null, replacer, options.pretty ? 2 : undefined)}\n`);
}
