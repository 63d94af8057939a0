import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  BodyTooLargeError,
  LifesciError,
  ParseError,
  ResponseValidationError,
  TimeoutError,
} from '@lifesci/core';
import { EutilsClient } from '@lifesci/eutils';
import { PgxClient } from '@lifesci/pgx';
import { StructuresClient } from '@lifesci/structures';
import { TrialsClient } from '@lifesci/trials';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedTrickle } from './simulated-trickle.js';

// Issue 14, hostile responses: real sockets from a local server, the clients' public methods.
// Each answer must end in a typed lifesci error (never a raw TypeError/RangeError, never data),
// the client must stop reading an endless body, and nothing may reach Object.prototype.
// Memory and time figures for the same bodies are measured in tooling/bench, not asserted here.

const MiB = 1024 * 1024;
let behaviour: (res: ServerResponse) => void = (res) => res.end();
let served = 0;
let server: LocalServer;

/** Writes `chunk` until the client goes away or `limit` bytes are out; counts what was sent. */
function endless(res: ServerResponse, chunk: Buffer, limit = 2048 * MiB): void {
  const pump = () => {
    while (served < limit && !res.destroyed) {
      served += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}

// The clients' clock, moved a second per byte the trickle sends.
const { clock, restart, trickle } = simulatedTrickle(() => {
  served += 1;
});

beforeAll(async () => {
  server = await startServer((_req, res) => {
    served = 0;
    behaviour(res);
  });
});
afterAll(() => server.close());

const json = { 'content-type': 'application/json' };
// The default timeout, on the clients' clock (the wall clock's timer never fires in these tests).
const opts = () => ({
  baseUrl: server.url,
  rateLimit: false as const,
  maxRetries: 0,
  timeout: 30_000,
  clock,
});
const calls: [string, () => Promise<unknown>][] = [
  ['trials.studies.get', () => new TrialsClient(opts()).studies.get('NCT04280705')],
  ['pgx.genes.get', () => new PgxClient(opts()).genes.get('CYP2C19')],
  ['structures.entries.get', () => new StructuresClient(opts()).entries.get('4HHB')],
];

// 128 MiB of spaces inside a JSON string, gzipped once (about 128 KiB): twice the default bound.
let bomb: Buffer;
beforeAll(() => {
  bomb = gzipSync(
    Buffer.concat([Buffer.from('{"padding":"'), Buffer.alloc(128 * MiB, 0x20), Buffer.from('"}')]),
    {
      level: 9,
    },
  );
});

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    (value) => ({ returned: value }),
    (error: unknown) => error,
  );
}

describe.each(calls)('%s against hostile JSON answers', (name, run) => {
  it('invalid JSON with status 200 is a ParseError', async () => {
    behaviour = (res) => res.writeHead(200, json).end('{"data": [1, 2,');
    expect(await outcome(run)).toBeInstanceOf(ParseError);
  });

  it('an HTML error page with status 200 is a ParseError, not data', async () => {
    behaviour = (res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body><h1>Service unavailable</h1></body></html>');
    expect(await outcome(run)).toBeInstanceOf(ResponseValidationError);
  });

  it('a JSON body under a wrong content type is read or refused as a typed error', async () => {
    behaviour = (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('[]');
    const result = await outcome(run);
    expect(result).toBeInstanceOf(LifesciError);
  });

  it('"__proto__" keys in the body reach no prototype', async () => {
    behaviour = (res) =>
      res
        .writeHead(200, json)
        .end('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}');
    await outcome(run);
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('a 2 GiB body is cut at maxBodyBytes with a BodyTooLargeError; the client stops reading', async () => {
    behaviour = (res) => {
      res.writeHead(200, json);
      res.write('{"padding": "');
      endless(res, Buffer.alloc(MiB, 0x61));
    };
    expect(await outcome(run)).toBeInstanceOf(BodyTooLargeError);
    // 48 MiB is the default bound for whole bodies; the socket buffers a little beyond it.
    expect(served).toBeLessThan(256 * MiB);
  });

  it('a gzip bomb (128 KiB inflating to 128 MiB) is cut at maxBodyBytes, counted decompressed', async () => {
    behaviour = (res) => res.writeHead(200, { ...json, 'content-encoding': 'gzip' }).end(bomb);
    expect(await outcome(run)).toBeInstanceOf(BodyTooLargeError);
  });

  it("a body that never ends (a byte a second) ends in a TimeoutError at the attempt's timeout", async () => {
    behaviour = (res) => {
      res.writeHead(200, json);
      trickle(res);
    };
    restart();
    const started = performance.now();
    const result = await run().then(
      () => undefined,
      (error: unknown) => error,
    );
    console.info(
      `${name} trickle: ${(result as Error)?.name} after ${served} bytes, ${Math.round(performance.now() - started)} ms`,
    );
    expect(result).toBeInstanceOf(TimeoutError);
    expect((result as TimeoutError).timeoutMs).toBe(30_000);
    // The read ends once 30 s have passed on the clock, long before the 600 bytes the server
    // would send (bytes already on their way when it ends are counted too).
    expect(served).toBeGreaterThanOrEqual(30);
    expect(served).toBeLessThan(600);
  });
});

describe('E-utilities against hostile XML', () => {
  const eutils = () => new EutilsClient({ ...opts(), baseUrls: { eutils: server.url } });
  const fetchXml = async () => {
    for await (const batch of eutils().efetchXml({ db: 'gene', ids: ['672'], retmode: 'xml' })) return batch;
  };

  it('entity expansion ("billion laughs") is refused as a ParseError', async () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [<!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`),
      ']>',
      '<Entrezgene-Set><Entrezgene>&lol9;</Entrezgene></Entrezgene-Set>',
    ].join('\n');
    behaviour = (res) => res.writeHead(200, { 'content-type': 'text/xml' }).end(lol);
    expect(await outcome(fetchXml)).toBeInstanceOf(ParseError);
  });

  it('an external entity is refused as a ParseError, nothing read from disk', async () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Entrezgene-Set><Entrezgene>&xxe;</Entrezgene></Entrezgene-Set>';
    behaviour = (res) => res.writeHead(200, { 'content-type': 'text/xml' }).end(xxe);
    const result = await outcome(fetchXml);
    expect(result).toBeInstanceOf(ParseError);
    expect(JSON.stringify(result)).not.toContain('root:');
  });
});
