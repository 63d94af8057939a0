import type { ServerResponse } from 'node:http';
import { BodyTooLargeError, type CallOptions, type Clock, TimeoutError } from '@lifesci/core';
import { createLifesci, type LifesciClients, type LifesciOptions, SERVICE_NAMES } from '@lifesci/sdk';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesAt } from './every-client.js';

// Every streamed reader of the umbrella against a body that trickles (a byte per simulated
// second) and one that runs on without a record: each must end in a typed error, a TimeoutError
// once its wait between records passes the client's `timeout`, a BodyTooLargeError once 48 MiB
// pass without a record. Time is the clients' injected clock, which the server moves a second
// per byte it trickles: nothing here waits on the wall clock.

const MiB = 1024 * 1024;
const HEAD = ' '.repeat(8192); // a whole peek of text that is no record (core reads 8 KiB ahead)

let now = 0;
const clock: Clock = {
  now: () => now,
  sleep: () => Promise.resolve(),
  random: () => 0.5,
};

type Mode = 'trickle' | 'endless';
let mode: Mode = 'trickle';
let served = 0;
let server: LocalServer;

let trickles = 0;
function trickle(res: ServerResponse): void {
  // A byte "a second"; stops by itself after 10 minutes of simulated time (a reader that never
  // gives up fails below rather than hanging the suite). Only the latest trickle moves the clock:
  // one the client left may take a step more.
  let left = 600;
  const mine = ++trickles;
  const step = () => {
    if (res.destroyed || mine !== trickles) return;
    if (left-- === 0) return void res.end();
    now += 1000;
    served += 1;
    res.write(' ', () => setTimeout(step, 1));
  };
  step();
}

function endless(res: ServerResponse): void {
  const chunk = Buffer.from(' '.repeat(64 * 1024));
  const pump = () => {
    while (!res.destroyed && served < 512 * MiB) {
      served += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

beforeAll(async () => {
  server = await startServer((_req, res) => {
    served = 0;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write(HEAD);
    (mode === 'trickle' ? trickle : endless)(res);
  });
});
afterAll(() => server.close());

function lifesci(): LifesciClients {
  const own = Object.fromEntries(SERVICE_NAMES.map((name) => [name, { rateLimit: false as const }]));
  return createLifesci({
    maxRetries: 0,
    clock,
    emulator: { baseUrls: addressesAt(server.url) },
    ...own,
  } as LifesciOptions);
}

const MODEL = { entryId: 'AF-P69905-F1', version: 4 };

/**
 * Every streamed reader of the umbrella, by its path there. `buffered`: the reader takes each
 * page whole inside the request, bounded by the attempt's timeout (on the same clock) and the
 * 48 MiB of a body read whole rather than by the gap between records.
 */
const READERS: Record<
  string,
  { read: (l: LifesciClients, call: CallOptions) => AsyncIterable<unknown>; buffered?: true }
> = {
  'clinicalVariants.streamRecords': {
    read: (l, call) => l.clinicalVariants.streamRecords(['12345'], { rettype: 'vcv' }, call),
  },
  'compounds.compounds.streamProperties': {
    read: (l, call) => l.compounds.compounds.streamProperties([2244], {}, call),
  },
  'compounds.files.streamMolecules': { read: (l, call) => l.compounds.files.streamMolecules([2244], call) },
  'eutils.efetchRecords': {
    read: (l, call) =>
      l.eutils.efetchRecords({ db: 'pubmed', ids: ['1'], reader: { read: xmlReader, key: () => '' } }, call),
  },
  'eutils.efetchText': {
    read: (l, call) => l.eutils.efetchText({ db: 'pubmed', ids: ['1'], rettype: 'medline' }, call),
  },
  'genes.streamRecords': { read: (l, call) => l.genes.streamRecords([7157], {}, call) },
  'gwas.sumstats.stream': { read: (l, call) => l.gwas.sumstats.stream('GCST90000123', {}, call) },
  'gwas.sumstats.streamFile': {
    read: (l, call) => l.gwas.sumstats.streamFile('/GCST90000123/x.tsv', {}, call),
  },
  'gwas.sumstats.streamColumns': {
    read: (l, call) => l.gwas.sumstats.streamColumns('GCST90000123', {}, call),
  },
  'gwas.sumstats.streamFileColumns': {
    read: (l, call) => l.gwas.sumstats.streamFileColumns('/GCST90000123/x.tsv', {}, call),
  },
  'predictedStructures.files.streamAlphaMissense': {
    read: (l, call) => l.predictedStructures.files.streamAlphaMissense(MODEL, {}, call),
  },
  'trials.studies.streamCsv': { read: (l, call) => l.trials.studies.streamCsv({}, call), buffered: true },
};

// eutils takes the caller's reader: one built on core's xmlElements, as the services' are.
async function* xmlReader(body: ReadableStream<Uint8Array>) {
  const { xmlElements } = await import('@lifesci/core');
  yield* xmlElements(body, 'PubmedArticle');
}

/** The methods of the umbrella that stream records: `stream*`, and eutils' record and text readers. */
function streamedReaders(l: LifesciClients): string[] {
  const found: string[] = [];
  const visit = (value: unknown, at: string, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 2) return;
    for (let proto = Object.getPrototypeOf(value); proto && proto !== Object.prototype; ) {
      for (const name of Object.getOwnPropertyNames(proto))
        if (
          /^stream|^efetchRecords$|^efetchText$/.test(name) &&
          typeof (value as Record<string, unknown>)[name] === 'function'
        )
          found.push(`${at}.${name}`);
      proto = Object.getPrototypeOf(proto);
    }
    for (const [field, inner] of Object.entries(value)) {
      // A client a service holds (genes' eutils) is in the table under its own name.
      if (typeof (inner as { request?: unknown } | null)?.request === 'function') continue;
      visit(inner, `${at}.${field}`, depth + 1);
    }
  };
  for (const name of SERVICE_NAMES) visit(l[name], name, 1);
  return [...new Set(found)].sort();
}

/**
 * Reads to the end: the error that ended it, or the one a reader that goes on past a failed
 * request reports (eutils' `done.error` event, a RecordStream's `failures`).
 */
async function drain(records: AsyncIterable<unknown>): Promise<{ records: number; error?: unknown }> {
  let count = 0;
  try {
    for await (const item of records) {
      const failed = (item as { done?: { error?: unknown } }).done?.error;
      if (failed) return { records: count, error: failed };
      count += 1;
    }
  } catch (error) {
    return { records: count, error };
  }
  const failures = (records as { failures?: readonly { error?: unknown }[] }).failures;
  return failures?.[0] ? { records: count, error: failures[0].error } : { records: count };
}

const figures: Record<string, string> = {};

describe('every streamed reader of the umbrella', () => {
  it('is in the table below (a new one must be added to it)', () => {
    expect(streamedReaders(lifesci())).toEqual(Object.keys(READERS).sort());
  });
});

describe.each(Object.entries(READERS))('%s', (name, { read, buffered }) => {
  it('a body trickling a byte a second ends in a TimeoutError', async () => {
    mode = 'trickle';
    trickles += 1; // the trickle of a test before this one stops moving the clock
    now = 0;
    const started = performance.now();
    // Streamed readers: the wait between records; pages read whole: the attempt's timeout. Both
    // are the client's 30 s, on its clock.
    const result = await drain(read(lifesci(), {}));
    figures[`${name} trickle`] =
      `${(result.error as Error)?.name} after ${served} bytes trickled, ${Math.round(performance.now() - started)} ms`;
    expect(result.error).toBeInstanceOf(TimeoutError);
    expect((result.error as TimeoutError).timeoutMs).toBe(30_000);
    // It ended by itself, before the server's 10 simulated minutes (>= 30 bytes: the reader
    // waited the whole 30 s; bytes sent while it was busy elsewhere are not its wait).
    expect(served).toBeLessThan(600);
    expect(served).toBeGreaterThanOrEqual(30);
  });

  it('a per-call timeout bounds the wait instead', async () => {
    mode = 'trickle';
    trickles += 1; // the trickle of a test before this one stops moving the clock
    now = 0;
    const result = await drain(read(lifesci(), { timeout: 5000 }));
    expect(result.error).toBeInstanceOf(TimeoutError);
    expect((result.error as TimeoutError).timeoutMs).toBe(5000);
    expect(served).toBeLessThan(600);
    expect(served).toBeGreaterThanOrEqual(5);
  });

  it('endless text without a record ends in a BodyTooLargeError at 48 MiB', async () => {
    mode = 'endless';
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const result = await drain(read(lifesci(), {}));
    figures[`${name} endless`] =
      `${(result.error as Error)?.name} after ${Math.round(served / MiB)} MiB served, ${Math.round(performance.now() - started)} ms, rss +${Math.round((process.memoryUsage().rss - before) / MiB)} MiB`;
    expect(result.error).toBeInstanceOf(BodyTooLargeError);
    expect((result.error as BodyTooLargeError).limitBytes).toBe(48 * MiB);
    if (!buffered) expect((result.error as Error).message).toContain('without a record');
    // 48 MiB is the bound; sockets and the server's buffers hold a little beyond it.
    expect(served).toBeLessThan(64 * MiB);
  });
});

describe('figures', () => {
  it('are printed for RESULTS.md', () => {
    console.info(`record-gap figures: ${JSON.stringify(figures, null, 1)}`);
    expect(Object.keys(figures).length).toBe(2 * Object.keys(READERS).length);
  });
});
