import type { ServerResponse } from 'node:http';
import { BodyTooLargeError, TimeoutError } from '@lifesci/core';
import type { LifesciClients } from '@lifesci/sdk';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { umbrellaAt } from './every-client.js';
import { simulatedTrickle } from './simulated-trickle.js';
import { drain, READERS, streamedReaders } from './streamed-readers.js';

// Every streamed reader of the umbrella against a body that trickles (a byte per simulated
// second) and one that runs on without a record: each must end in a typed error, a TimeoutError
// once its wait between records passes the client's `timeout`, a BodyTooLargeError once 48 MiB
// pass without a record. Time is the clients' injected clock, which the server moves a second
// per byte it trickles: nothing here waits on the wall clock.

const MiB = 1024 * 1024;
const HEAD = ' '.repeat(8192); // a whole peek of text that is no record (core reads 8 KiB ahead)

type Mode = 'trickle' | 'endless';
let mode: Mode = 'trickle';
let served = 0;
let server: LocalServer;

const { clock, restart, trickle } = simulatedTrickle(() => {
  served += 1;
});

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

const lifesci = (): LifesciClients => umbrellaAt(server.url, { clock });

const figures: Record<string, string> = {};

describe('every streamed reader of the umbrella', () => {
  it('is in the table below (a new one must be added to it)', () => {
    expect(streamedReaders(lifesci())).toEqual(Object.keys(READERS).sort());
  });
});

describe.each(Object.entries(READERS))('%s', (name, { read, buffered }) => {
  it('a body trickling a byte a second ends in a TimeoutError', async () => {
    mode = 'trickle';
    restart();
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
    restart();
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
