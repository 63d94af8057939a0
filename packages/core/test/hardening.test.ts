import { gzipSync } from 'node:zlib';
import {
  ApiError,
  BaseClient,
  BodyTooLargeError,
  type ClientOptions,
  InputError,
  parseInput,
  RateLimitError,
  type ServiceConfig,
  TimeoutError,
} from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock, type LocalServer, startServer } from './helpers.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Reads a stream to its end, counting bytes (rejects as the stream errors). */
async function drain(
  stream: ReadableStream<Uint8Array>,
  onChunk: (n: number) => void = () => {},
): Promise<void> {
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onChunk(value.length);
  }
}

function config(url: string, extra: Partial<ServiceConfig> = {}): ServiceConfig {
  return {
    service: 'h',
    baseUrls: { default: url },
    limiterId: 'hardening.test',
    limits: {},
    xmlParser: createXmlParser,
    ...extra,
  };
}

function client(url: string, options: ClientOptions = {}, extra: Partial<ServiceConfig> = {}) {
  return new BaseClient(config(url, extra), { rateLimit: false, clock: fakeClock(), ...options });
}

describe('bounded bodies (issue 15 item 1)', () => {
  it('stops reading a body past maxBodyBytes, with a BodyTooLargeError that is not retried', async () => {
    const chunk = Buffer.alloc(64 * 1024, 97);
    server = await startServer((_req, res) => {
      // No content-length: the limit must be enforced while reading.
      res.writeHead(200, { 'content-type': 'application/json' });
      let sent = 0;
      const pump = () => {
        while (sent < 200 && res.write(chunk)) sent++;
        if (sent < 200) res.once('drain', pump);
        else res.end();
      };
      pump();
    });
    const error = await client(server.url, { maxBodyBytes: 1024 * 1024 })
      .request({ path: '/big' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect((error as BodyTooLargeError).limitBytes).toBe(1024 * 1024);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses a declared length over the limit before reading, per call', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(10_000) });
      res.end('x'.repeat(10_000));
    });
    const c = client(server.url);
    await expect(c.request({ path: '/t', responseType: 'text' }, { maxBodyBytes: 1000 })).rejects.toThrow(
      BodyTooLargeError,
    );
    expect(await c.request({ path: '/t', responseType: 'text' })).toHaveLength(10_000);
  });

  it('counts decompressed bytes: a gzip bomb is stopped at the limit', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100_000);
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    await expect(
      client(server.url, { maxBodyBytes: 2 * 1024 * 1024 }).request({ path: '/bomb' }),
    ).rejects.toThrow(BodyTooLargeError);
  });

  it('bounds a streamed body when asked, and reads only the start of an error body', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/err') {
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end(`<html>${'e'.repeat(2 * 1024 * 1024)}</html>`);
        return;
      }
      res.writeHead(200);
      res.end(Buffer.alloc(300_000));
    });
    const c = client(server.url, { maxRetries: 0 });
    const stream = await c.request({ path: '/s', responseType: 'stream' }, { maxBodyBytes: 100_000 });
    const reading = drain(stream);
    await expect(reading).rejects.toThrow(BodyTooLargeError);
    const error = (await c.request({ path: '/err' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(String(error.body).length).toBeLessThanOrEqual(8_193);
  });

  it('refuses a bad maxBodyBytes', () => {
    expect(() => client('http://127.0.0.1:1', { maxBodyBytes: 0 })).toThrow(InputError);
    expect(() => client('http://127.0.0.1:1', { maxBodyBytes: 1.5 })).toThrow(InputError);
  });
});

describe('stalling streams (issue 15 item 2)', () => {
  it('times out a streamed body that stops between chunks', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write(`a,b\n${'1,2\n'.repeat(5000)}`);
      // ...and never another byte.
    });
    const stream = await client(server.url).request(
      { path: '/csv', responseType: 'stream' },
      { timeout: 300 },
    );
    let bytes = 0;
    const error = await drain(stream, (n) => {
      bytes += n;
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(bytes).toBeGreaterThan(0);
  });
});

describe('header injection (issue 15 item 5)', () => {
  it('refuses CR/LF in headers, userAgent and apiKey at construction, and in request headers at call', async () => {
    const url = 'http://127.0.0.1:1';
    expect(() => client(url, { headers: { 'x-a': 'ok\r\nx-b: evil' } })).toThrow(InputError);
    expect(() => client(url, { headers: { 'bad name': 'v' } })).toThrow(InputError);
    expect(() => client(url, { userAgent: 'tool/1\nx: y' })).toThrow(InputError);
    expect(() => client(url, { apiKey: 'KEY123456\r\n' })).toThrow(InputError);
    const refused = await client(url)
      .request({ path: '/x', headers: { 'x-id': 'a\nb' } })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InputError);
    expect((refused as InputError).param).toBe('headers.x-id');
  });
});

describe('hostile error bodies and options (issue 15 item 8)', () => {
  it('keeps a "__proto__" key of an error body as a plain field', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"__proto__":{"polluted":true},"message":"bad"}');
    });
    const error = (await client(server.url)
      .request({ path: '/p' })
      .catch((e: unknown) => e)) as ApiError;
    const body = error.body as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
    expect((body as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('refuses unknown call options, and unknown client options of a service that lists its own', async () => {
    const c = client('http://127.0.0.1:1');
    await expect(c.request({ path: '/x' }, { maxretries: 2 } as never)).rejects.toThrow(InputError);
    await expect(c.paginate(async () => ({ items: [] }), { batchsize: 5 } as never)).rejects.toThrow(
      InputError,
    );
    const strict = (options: object) =>
      new BaseClient(
        config('http://127.0.0.1:1', { options: v.object({ email: v.optional(v.string()) }) }),
        options as ClientOptions,
      );
    expect(() => strict({ email: 'a@b.org', timeout: 1000 })).not.toThrow();
    expect(() => strict({ emial: 'a@b.org' })).toThrow(/options\.emial/);
  });
});

describe('raw-text body checks (issue 16 item 1, core part)', () => {
  it("sees NCBI's rate-limit JSON answering an XML request, retries it and pauses the budget", async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"error":"API rate limit exceeded","api-key":"1.2.3.4","count":"11","limit":"10"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end('<eSearchResult><Count>1</Count></eSearchResult>');
    });
    const pauses: number[] = [];
    const limiter = {
      schedule: <T>(fn: () => Promise<T>) => fn(),
      pauseFor: (ms: number) => void pauses.push(ms),
      stop: async () => {},
    };
    const seen: boolean[] = [];
    const c = client(
      server.url,
      { rateLimit: limiter },
      {
        checkBody: (body, ctx) => {
          seen.push(ctx.raw === true);
          if (typeof body === 'string' && /rate limit exceeded/i.test(body))
            throw ctx.error(429, 'API rate limit exceeded');
        },
      },
    );
    expect(await c.request({ path: '/esearch', responseType: 'xml' })).toEqual({
      eSearchResult: { Count: '1' },
    });
    expect(calls).toBe(2);
    expect(pauses.length).toBe(1);
    // raw text of the first answer; raw text then parsed of the second.
    expect(seen).toEqual([true, true, false]);
    const again = client(
      server.url,
      { rateLimit: limiter, maxRetries: 0 },
      {
        checkBody: (body, ctx) => {
          if (typeof body === 'string' && /rate limit/.test(body)) throw ctx.error(429, 'rate limit');
        },
      },
    );
    calls = 0;
    await expect(again.request({ path: '/esearch', responseType: 'xml' })).rejects.toThrow(RateLimitError);
  });
});

describe('small ones (issue 15 item 8)', () => {
  it('toArray({ limit: NaN }) is an InputError, not a walk of everything', async () => {
    let fetched = 0;
    const list = client('http://127.0.0.1:1').paginate(async () => {
      fetched += 1;
      return { items: [1, 2, 3] };
    });
    await expect(list.toArray({ limit: Number.NaN })).rejects.toThrow(InputError);
    await expect(list.toArray({ limit: -1 })).rejects.toThrow(InputError);
    expect(fetched).toBe(0);
  });

  it('toArray({ limt: 5 }) (a misspelt option) is an InputError naming it, before fetching', async () => {
    let fetched = 0;
    const list = client('http://127.0.0.1:1').paginate(async () => {
      fetched += 1;
      return { items: [1, 2, 3] };
    });
    await expect(list.toArray({ limt: 5 } as never)).rejects.toMatchObject({
      name: 'InputError',
      param: 'options.limt',
    });
    await expect(list.toArray(5 as never)).rejects.toMatchObject({ name: 'InputError', param: 'options' });
    expect(fetched).toBe(0);
    expect(await list.toArray({ limit: 2 })).toEqual([1, 2]);
  });

  it('refusals name the field inside the parameter (params.ids[0])', () => {
    const schema = v.strictObject({ ids: v.array(v.pipe(v.string(), v.regex(/^\d+$/))) });
    const error = (() => {
      try {
        parseInput(schema, { ids: ['x1'] }, 'params');
      } catch (e) {
        return e;
      }
    })() as InputError;
    expect(error).toBeInstanceOf(InputError);
    expect(error.param).toBe('params.ids[0]');
  });
});

describe('a mistake inside a union names its field (issue 14 bad-input table)', () => {
  it('params.retmax, not params, when an option of a union got that far', () => {
    const schema = v.union([
      v.strictObject({
        db: v.string(),
        ids: v.array(v.string()),
        retmax: v.optional(v.pipe(v.number(), v.integer())),
      }),
      v.strictObject({ db: v.string(), history: v.string() }),
    ]);
    let caught: unknown;
    try {
      parseInput(schema, { db: 'gene', ids: ['1'], retmax: Number.NaN }, 'params');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    expect((caught as InputError).param).toBe('params.retmax');
  });
});
