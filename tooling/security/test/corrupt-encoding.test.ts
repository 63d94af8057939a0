import { gzipSync } from 'node:zlib';
import { LifesciError } from '@lifesci/core';
import type { LifesciClients } from '@lifesci/sdk';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyClient, umbrellaAt } from './every-client.js';
import { drain, READERS } from './streamed-readers.js';

// A body sent with `Content-Encoding: gzip` that is not gzip (garbage after the magic bytes, a
// flipped data byte): every client of the umbrella, read whole through core's `request()`, and
// every streamed reader must end in a typed lifesci error, never a raw zlib or fetch error and
// never data. A body cut at half is a typed error where the text is parsed whole (JSON); but
// fetch inflates content encodings leniently (a gzip stream that ends early ends the body
// without an error), so text read as it is, or streamed, ends quietly at the cut: an open
// defect, held below until core refuses it. hostile-streams.test.ts does the same for gzip
// files (`.tsv.gz`) that are not content-encoded.

const TEXT = Array.from({ length: 5000 }, (_, i) => `row${i},value${i}`).join('\n');
const WHOLE = gzipSync(Buffer.from(JSON.stringify({ rows: TEXT.split('\n') })));
const CORRUPT: [string, Buffer][] = [
  ['gzip magic then garbage', Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('not gzip at all, no')])],
  ['a flipped byte in the data', Buffer.from(WHOLE.map((b, i) => (i === 40 ? b ^ 0xff : b)))],
];
const halfOf = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

let server: LocalServer;
let body: Buffer = WHOLE;

beforeAll(async () => {
  server = await startServer((_req, res) => {
    res
      .writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(body.length),
      })
      .end(body);
  });
});
afterAll(() => server.close());

const lifesci = (): LifesciClients => umbrellaAt(server.url);

const figures = { cases: 0, typed: 0, quietlyCut: 0, linesAtCut: 0 };

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

describe('a content-encoded body cut at half', () => {
  it('every client, JSON read whole: a typed lifesci error (the cut JSON does not parse)', async () => {
    body = halfOf(WHOLE);
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

  it('open defect: text read whole ends quietly at the cut, its last line cut short', async () => {
    body = halfOf(gzipSync(Buffer.from(TEXT)));
    for (const [name, client] of everyClient(server.url)) {
      const text = await client.request({ path: '/x', responseType: 'text' });
      // When core refuses a content encoding that ends early, this fails: make it expect a
      // typed error, and the streamed readers above can take this body too.
      expect(typeof text, name).toBe('string');
      const lines = String(text).split('\n');
      expect(lines.length, name).toBeLessThan(5000);
      expect(TEXT.split('\n'), name).not.toContain(lines.at(-1));
      figures.quietlyCut += 1;
      figures.linesAtCut = lines.length;
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
