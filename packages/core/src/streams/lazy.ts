import type { MapOnWorkerOptions, WorkInput } from './block-workers.js';
import type { CsvOptions, Row } from './delimited.js';
import type { LineBlocksOptions } from './line-blocks.js';
import type { LinesOptions } from './lines.js';
import type { ByteSource, TextSource } from './source.js';

// Core's main entry hands out these readers, which load their modules (and node:zlib) on the
// first read: importing a service package then costs none of them. Each returns an async
// generator that forwards every call to the real one once it is open, so reading a million
// lines through it adds a function call per step, not a generator.

type Gen<T> = AsyncGenerator<T, void, undefined>;

/** A generator opened by `open()` on its first `next()`, then handing every call to it. */
function deferred<T>(open: () => Promise<Gen<T>>): Gen<T> {
  let inner: Gen<T> | undefined;
  let opening: Promise<Gen<T>> | undefined;
  const start = (): Promise<Gen<T>> => {
    opening ??= open().then((generator) => {
      inner = generator;
      return generator;
    });
    return opening;
  };
  const self: Gen<T> = {
    next: (...value) => (inner ? inner.next(...value) : start().then((g) => g.next(...value))),
    // A generator never started ends without running anything, like an async generator would.
    return: (value) =>
      inner
        ? inner.return(value)
        : opening
          ? opening.then((g) => g.return(value))
          : Promise.resolve({ done: true, value: undefined }),
    throw: (error) => (inner ? inner.throw(error) : start().then((g) => g.throw(error))),
    [Symbol.asyncIterator]: () => self,
  };
  return self;
}

let delimited: Promise<typeof import('./delimited.js')> | undefined;
let lineReaders: Promise<typeof import('./lines.js')> | undefined;
let gzip: Promise<typeof import('./gunzip.js')> | undefined;
let blocks: Promise<typeof import('./line-blocks.js')> | undefined;
let blockWorkers: Promise<typeof import('./block-workers.js')> | undefined;

const loadDelimited = () => {
  delimited ??= import('./delimited.js');
  return delimited;
};
const loadLines = () => {
  lineReaders ??= import('./lines.js');
  return lineReaders;
};
const loadBlocks = () => {
  blocks ??= import('./line-blocks.js');
  return blocks;
};
const loadBlockWorkers = () => {
  blockWorkers ??= import('./block-workers.js');
  return blockWorkers;
};
const loadGzip = () => {
  gzip ??= import('./gunzip.js');
  return gzip;
};

/**
 * RFC 4180 CSV rows, read incrementally: quoted fields may hold delimiters, doubled quotes and
 * newlines. Only the row being read is held in memory, bounded in bytes.
 */
export function csvRows(
  source: TextSource,
  options: CsvOptions & { header: false },
): AsyncGenerator<string[]>;
export function csvRows(source: TextSource, options?: CsvOptions): AsyncGenerator<Row>;
export function csvRows(source: TextSource, options: CsvOptions = {}): AsyncGenerator<Row | string[]> {
  return deferred<Row | string[]>(async () => (await loadDelimited()).csvRows(source, options));
}

/** Lines of text (`\n` or `\r\n`), read incrementally. A final line without a newline is kept. */
export function lines(
  source: TextSource,
  options: LinesOptions = {},
): AsyncGenerator<string, void, undefined> {
  return deferred(async () => (await loadLines()).lines(source, options));
}

/**
 * The same lines a decoded chunk at a time (one `string[]` per chunk, blank lines included): for
 * files of millions of lines, where one async step per line costs more than reading it, and for
 * readers that scan a line's fields themselves instead of splitting it into strings first.
 */
export function lineBatches(
  source: TextSource,
  options: LinesOptions = {},
): AsyncGenerator<string[], void, undefined> {
  return deferred(async () => (await loadLines()).lineBatches(source, options));
}

/**
 * Bytes in blocks of whole lines (each ends just after a `\n`; the last may end without), at
 * least `minBytes` each (default 1 MiB): for readers that scan a block's cells with one loop over
 * its bytes, decoding only what they need as text. A line over `maxLineBytes` is a ParseError.
 */
export function lineBlocks(
  source: ByteSource,
  options: LineBlocksOptions = {},
): AsyncGenerator<Uint8Array, void, undefined> {
  return deferred(async () => (await loadBlocks()).lineBlocks(source, options));
}

/**
 * Decompresses gzip (including multi-member files such as bgzip'd summary statistics) as it is
 * read, so memory stays at a few chunks whatever the file size. Stopping early destroys the
 * inflater and closes the source.
 */
export function gunzip(source: ByteSource): AsyncGenerator<Uint8Array, void, undefined> {
  return deferred(async () => (await loadGzip()).gunzip(source));
}

/**
 * Bytes that start with gzip's magic number (1f 8b) are gunzipped; others pass as they are. Tells
 * `.tsv` from `.tsv.gz` by content, not name (servers and mirrors rename files).
 */
export function maybeGunzip(source: ByteSource | Uint8Array): AsyncGenerator<Uint8Array, void, undefined> {
  return deferred(async () => (await loadGzip()).maybeGunzip(source));
}

/**
 * `work` applied to each input on a worker thread beside this one (for CPU-bound parsing of large
 * blocks while this thread reads the next ones), answers in input order, buffers moved rather
 * than copied. One worker per module, shared by every read, started lazily and never keeping the
 * process alive when idle; on one core, or for a module a worker cannot load, inputs run here.
 */
export function mapOnWorker<In, Out>(
  inputs: AsyncIterable<WorkInput<In>>,
  options: MapOnWorkerOptions<In, Out>,
): AsyncGenerator<Out, void, undefined> {
  return deferred(async () => (await loadBlockWorkers()).mapOnWorker(inputs, options));
}
