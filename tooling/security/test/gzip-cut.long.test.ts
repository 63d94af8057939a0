import { request as httpRequest, type IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import { isLifesciError } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences } from './record-diff.js';
import { BATCHES, CALLER_READ_BODIES, PAGED_AND_STREAMED, type Walk } from './soak-cases.js';
import { clientsFor, texts } from './soak-clients.js';

// Compressed answers cut short: every paged or streamed method and batch lookup (the soak's
// cases), walked through a proxy in front of the emulator that gzip-encodes each 200 answer and
// cuts the first, fourth, seventh... compressed body of each walk at half, with a Content-Length
// that matches the cut (the HTTP framing is complete: only the gzip stream ends early). Each walk
// must hand out exactly what a walk on the emulator itself hands out: every record once, in order
// (core refuses the cut stream, the request is retried and record readers resume). Before core
// decoded content codings itself, fetch ended such a body quietly at the cut.

/** Every `CUT_EVERY`-th compressed answer of a walk is cut, starting with its first. */
const CUT_EVERY = 3;

let emulator: Emulator;
let proxy: LocalServer;
const counts = { answers: 0, cut: 0 };

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

beforeAll(async () => {
  emulator = await startEmulator({ limits: 'off' });
  const upstream = new URL(emulator.origin);
  // The kit's server has read the request body already (`req.body`, as text: forms and JSON).
  proxy = await startServer(async (req, res) => {
    const body = (req as typeof req & { body: string }).body;
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const out = httpRequest(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
        resolve,
      );
      out.on('error', reject);
      out.end(body);
    });
    const raw = await readAll(answer);
    const sent = { ...answer.headers };
    delete sent['content-length'];
    delete sent['transfer-encoding'];
    // Only whole 200 answers with a body are compressed (a 206 range, a HEAD, an error pass as they are).
    if (answer.statusCode !== 200 || req.method === 'HEAD' || raw.length === 0) {
      res.writeHead(answer.statusCode ?? 502, { ...sent, 'content-length': String(raw.length) }).end(raw);
      return;
    }
    let gz = gzipSync(raw);
    if (counts.answers % CUT_EVERY === 0) {
      gz = gz.subarray(0, Math.floor(gz.length / 2));
      counts.cut += 1;
    }
    counts.answers += 1;
    res.writeHead(200, { ...sent, 'content-encoding': 'gzip', 'content-length': String(gz.length) }).end(gz);
  });
});

afterAll(async () => {
  await Promise.all([proxy?.close(), emulator?.close()]);
});

/** The emulator's addresses with its origin replaced by the proxy's. */
function throughProxy(): { baseUrls: Record<string, string> } {
  return {
    baseUrls: Object.fromEntries(
      Object.entries(emulator.baseUrls).map(([key, url]) => [key, url.replace(emulator.origin, proxy.url)]),
    ),
  };
}

const CASES: [string, Walk, boolean][] = [
  ...Object.entries(PAGED_AND_STREAMED).map(([name, walk]): [string, Walk, boolean] => [name, walk, false]),
  ...Object.entries(BATCHES).map(([name, walk]): [string, Walk, boolean] => [name, walk, false]),
  ...Object.entries(CALLER_READ_BODIES).map(([name, walk]): [string, Walk, boolean] => [name, walk, true]),
];

const figures = { cases: 0, records: 0, lost: 0, duplicated: 0, brokenBodies: 0, answers: 0, cut: 0 };

describe('gzip answers cut at half, framing complete: the same records as a walk without the proxy', () => {
  it.each(CASES)(
    '%s',
    async (_name, walk, mayBreak) => {
      const expected = texts(await walk(clientsFor(emulator)), emulator.origin);
      expect(expected.length).toBeGreaterThan(0);
      counts.answers = 0;
      counts.cut = 0;
      let got: string[] | undefined;
      try {
        got = texts(await walk(clientsFor(throughProxy())), emulator.origin);
      } catch (error) {
        // Bodies the caller reads (efetchBytes) are not resumed: a typed error, never other bytes.
        if (!(mayBreak && isLifesciError(error))) throw error;
        figures.brokenBodies += 1;
      }
      figures.answers += counts.answers;
      figures.cut += counts.cut;
      // A walk no cut reached tested nothing.
      expect(counts.cut).toBeGreaterThan(0);
      figures.cases += 1;
      if (got === undefined) return;
      const { lost, duplicated } = differences(expected, got);
      figures.lost += lost;
      figures.duplicated += duplicated;
      figures.records += got.length;
      expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
      expect(got).toEqual(expected);
    },
    120_000,
  );
});

describe('figures', () => {
  it('are printed for RESULTS.md', () => {
    console.info(`gzip cut figures: ${JSON.stringify(figures)}`);
    expect(figures.cases).toBe(CASES.length);
    expect(figures.lost + figures.duplicated).toBe(0);
  });
});
