import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { BodyTooLargeError, LifesciError, ParseError } from '@lifesci/core';
import { createLifesci } from '@lifesci/sdk';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesAt } from './every-client.js';

// Streamed readers against hostile answers on real sockets: a portal page with status 200 where
// a table was asked for, corrupt and truncated gzip, an endless FASTA body. Each must end in the
// SDK's typed error, never zero rows, a raw zlib Error or a string grown until the heap is gone.

const MiB = 1024 * 1024;
let behaviour: (res: ServerResponse) => void = (res) => res.end();
let served = 0;
let server: LocalServer;

beforeAll(async () => {
  server = await startServer((_req, res) => {
    served = 0;
    behaviour(res);
  });
});
afterAll(() => server.close());

const lifesci = () =>
  createLifesci({
    maxRetries: 0,
    emulator: { baseUrls: addressesAt(server.url) },
    trials: { rateLimit: false },
    gwas: { rateLimit: false },
    structures: { rateLimit: false },
  });

async function drain(rows: AsyncIterable<unknown>): Promise<{ rows: number; error?: unknown }> {
  let count = 0;
  try {
    for await (const _ of rows) count += 1;
    return { rows: count };
  } catch (error) {
    return { rows: count, error };
  }
}

const HTML =
  '<!DOCTYPE html>\n<html><head><title>Maintenance</title></head>\n<body>Back soon</body></html>\n';
const TSV_HEADER = 'chromosome\tbase_pair_location\tp_value\n';
const TSV_ROWS = '1\t100\t0.5\n1\t200\t1e-8\n';

const tables: [string, (l: ReturnType<typeof lifesci>) => AsyncIterable<unknown>][] = [
  ['trials.studies.streamCsv', (l) => l.trials.studies.streamCsv()],
  ['gwas.sumstats.stream', (l) => l.gwas.sumstats.stream('GCST90000123')],
  ['gwas.sumstats.streamFile', (l) => l.gwas.sumstats.streamFile('/GCST90000123/x.tsv')],
];

const figures: Record<string, string> = {};

describe.each(tables)('%s: an HTML page with status 200', (name, read) => {
  it('labelled text/html is a ParseError, not zero rows', async () => {
    behaviour = (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HTML);
    const result = await drain(read(lifesci()));
    figures[`${name} html`] = (result.error as Error)?.name ?? `${result.rows} rows`;
    expect(result.error).toBeInstanceOf(ParseError);
  });

  it('labelled as nothing in particular is a ParseError from its header line', async () => {
    behaviour = (res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(HTML);
    const result = await drain(read(lifesci()));
    expect(result.error).toBeInstanceOf(ParseError);
  });
});

describe('gwas summary statistics: corrupt or truncated gzip', () => {
  const whole = gzipSync(Buffer.from(TSV_HEADER + TSV_ROWS.repeat(2000)));
  const cases: [string, Buffer][] = [
    [
      'gzip magic then garbage',
      Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('not gzip at all, no')]),
    ],
    ['a flipped byte in the data', Buffer.from(whole.map((b, i) => (i === 40 ? b ^ 0xff : b)))],
    ['truncated to half (served whole, Content-Length of the half)', whole.subarray(0, whole.length >> 1)],
    ['a damaged checksum', Buffer.from(whole.map((b, i) => (i === whole.length - 6 ? b ^ 0x01 : b)))],
  ];
  it.each(cases)('%s is the SDK ParseError', async (label, bytes) => {
    behaviour = (res) =>
      res
        .writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(bytes.length) })
        .end(bytes);
    const result = await drain(lifesci().gwas.sumstats.stream('GCST90000123'));
    figures[`gzip ${label}`] = `${(result.error as Error)?.name} after ${result.rows} rows`;
    expect(result.error).toBeInstanceOf(LifesciError);
    expect(result.error).toBeInstanceOf(ParseError);
  });

  it('the whole file reads (the check refuses only what is broken)', async () => {
    behaviour = (res) => res.writeHead(200, { 'content-type': 'application/gzip' }).end(whole);
    const result = await drain(lifesci().gwas.sumstats.stream('GCST90000123'));
    expect(result).toEqual({ rows: 4000 });
  });
});

describe('structures.files.sequences: an endless body', () => {
  it('ends in a BodyTooLargeError at the whole-body bound; the client stops reading', async () => {
    behaviour = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('>1ABC_1|Chain A\n');
      const line = Buffer.from(`${'ACDEFGHIKLMNPQRSTVWY'.repeat(3)}\n`.repeat(16 * 1024));
      const pump = () => {
        while (!res.destroyed && served < 2048 * MiB) {
          served += line.length;
          if (!res.write(line)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    };
    const before = process.memoryUsage().rss;
    const error = await lifesci()
      .structures.files.sequences('4HHB')
      .catch((e: unknown) => e);
    figures['sequences endless'] =
      `${(error as Error).name} after ${Math.round(served / MiB)} MiB served, rss +${Math.round((process.memoryUsage().rss - before) / MiB)} MiB`;
    expect(error).toBeInstanceOf(BodyTooLargeError);
    // 48 MiB is the bound; the socket buffers a little beyond it.
    expect(served).toBeLessThan(256 * MiB);
  });

  it('figures', () => {
    console.info(`hostile-stream figures: ${JSON.stringify(figures)}`);
    expect(Object.keys(figures).length).toBeGreaterThan(0);
  });
});
