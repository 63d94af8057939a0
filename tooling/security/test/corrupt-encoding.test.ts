import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { LifesciError, NetworkError } from '@lifesci/core';
import type { LifesciClients } from '@lifesci/sdk';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyClient, umbrellaAt } from './every-client.js';
import { drain, READERS } from './streamed-readers.js';

// A body sent with `Content-Encoding: gzip` that is not gzip (garbage after the magic bytes, a
// flipped data byte) or is cut at half while its HTTP framing is complete (a Content-Length that
// matches the cut body): every client of the umbrella, read whole through core's `request()`, and
// every streamed reader must end in a typed lifesci error, never a raw zlib or fetch error and
// never data. Text read as it is (no parse to catch a cut) must fail too, in every coding fetch
// knows: Node's fetch inflates leniently and would end such a body quietly at the cut, so core
// decodes content codings itself. hostile-streams.test.ts does the same for gzip files
// (`.tsv.gz`) that are not content-encoded.

const TEXT = Array.from({ length: 5000 }, (_, i) => `row${i},value${i}`).join('\n');
const WHOLE = gzipSync(Buffer.from(JSON.stringify({ rows: TEXT.split('\n') })));
const CORRUPT: [string, Buffer][] = [
  ['gzip magic then garbage', Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('not gzip at all, no')])],
  ['a flipped byte in the data', Buffer.from(WHOLE.map((b, i) => (i === 40 ? b ^ 0xff : b)))],
  ['cut at half', WHOLE.subarray(0, Math.floor(WHOLE.length / 2))],
];
const halfOf = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));
const ENCODE: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
};

let server: LocalServer;
let body: Buffer = WHOLE;
let coding = 'gzip';

beforeAll(async () => {
  server = await startServer((_req, res) => {
    res
      .writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': coding,
        'content-length': String(body.length),
      })
      .end(body);
  });
});
afterAll(() => server.close());

const lifesci = (): LifesciClients => umbrellaAt(server.url);

const figures = { cases: 0, typed: 0 };

describe.each(CORRUPT)('a content-encoded body: %s', (_kind, bytes) => {
  it('every client, read whole: a typed lifesci error', async () => {
    body = bytes;
    for (const [name, client] of everyClient(server.url)) {
      const error = await client.request({ path: '/x' }).then(
        () => undefined,
        (e: unknown) => e,
      );
      figures.cases += 1;
      if (error instanceof LifesciError) figures.typed += 1;
      expect(error, name).toBeInstanceOf(LifesciError);
    }
  });

  it.each(Object.keys(READERS))('%s: a typed lifesci error', async (name) => {
    body = bytes;
    const result = await drain((READERS[name] as (typeof READERS)[string]).read(lifesci(), {}));
    figures.cases += 1;
    if (result.error instanceof LifesciError) figures.typed += 1;
    expect(result.error).toBeInstanceOf(LifesciError);
  });
});

describe.each(Object.keys(ENCODE))('a %s content-encoded text cut at half', (name) => {
  it('every client, text read as it is: a NetworkError, not the text before the cut', async () => {
    coding = name;
    body = halfOf((ENCODE[name] as (bytes: Buffer) => Buffer)(Buffer.from(TEXT)));
    try {
      for (const [client, c] of everyClient(server.url)) {
        const error = await c.request({ path: '/x', responseType: 'text' }).then(
          () => undefined,
          (e: unknown) => e,
        );
        figures.cases += 1;
        if (error instanceof LifesciError) figures.typed += 1;
        // Retryable, so resumable walks resume after a cut (soak.long.test.ts for the walks).
        expect(error, client).toBeInstanceOf(NetworkError);
        expect((error as Error).message, client).toContain(`${name} content encoding cut short`);
      }
    } finally {
      coding = 'gzip';
    }
  });
});

describe('figures', () => {
  it('are printed for RESULTS.md', () => {
    console.info(`corrupt content-encoding figures: ${JSON.stringify(figures)}`);
    expect(figures.cases).toBeGreaterThan(0);
    expect(figures.typed).toBe(figures.cases);
  });
});
