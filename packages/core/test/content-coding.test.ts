import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { BaseClient, NetworkError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock, type LocalServer, startServer } from './helpers.js';

// Content codings are decoded by core with zlib's defaults (not fetch's lenient Z_SYNC_FLUSH), so
// a compressed body cut short while its HTTP framing is complete is a retryable NetworkError,
// never a quiet end. Local servers, since the behaviour lives in Node's fetch itself.

const TEXT = Array.from({ length: 3000 }, (_, i) => `row${i}\tvalue${i}`).join('\n');
const ENCODE: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: (b) => gzipSync(b),
  deflate: (b) => deflateSync(b),
  br: (b) => brotliCompressSync(b),
};
const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  nock.cleanAll();
});

interface Answer {
  body: Buffer;
  coding: string;
  /** Chunked framing (no Content-Length) instead of a Content-Length matching the bytes sent. */
  chunked?: boolean;
}

/** Serves `answers` in turn (the last one again after), counting the requests. */
async function serve(...answers: Answer[]) {
  const seen = { requests: 0 };
  server = await startServer((_req, res) => {
    const answer = answers[Math.min(seen.requests, answers.length - 1)] as Answer;
    seen.requests += 1;
    const headers: Record<string, string> = {
      'content-type': 'text/plain',
      'content-encoding': answer.coding,
    };
    if (!answer.chunked) headers['content-length'] = String(answer.body.length);
    res.writeHead(200, headers).end(answer.body);
  });
  return seen;
}

function client(url: string, options: { maxRetries?: number; fetch?: typeof fetch } = {}) {
  return new BaseClient(
    { service: 'files', baseUrls: { default: url }, limiterId: 'files', limits: {} },
    { rateLimit: false, maxRetries: 0, clock: fakeClock(), ...options },
  );
}

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('content codings decoded strictly by core', () => {
  it.each(Object.keys(ENCODE))('a whole %s body is decoded, its headers as sent', async (coding) => {
    await serve({ body: (ENCODE[coding] as (b: Buffer) => Buffer)(Buffer.from(TEXT)), coding });
    const c = client((server as LocalServer).url);
    expect(await c.request({ path: '/t', responseType: 'text' })).toBe(TEXT);
    const response = await c.request({ path: '/t', responseType: 'response' });
    expect(response.headers.get('content-encoding')).toBe(coding);
    expect(await response.text()).toBe(TEXT);
  });

  it('a raw deflate body (no zlib header, as some servers send) is decoded as fetch does', async () => {
    await serve({ body: deflateRawSync(Buffer.from(TEXT)), coding: 'deflate' });
    expect(await client((server as LocalServer).url).request({ path: '/t', responseType: 'text' })).toBe(
      TEXT,
    );
  });

  it('codings applied in turn are undone last first', async () => {
    await serve({ body: brotliCompressSync(gzipSync(Buffer.from(TEXT))), coding: 'gzip, br' });
    expect(await client((server as LocalServer).url).request({ path: '/t', responseType: 'text' })).toBe(
      TEXT,
    );
  });

  it.each([...Object.keys(ENCODE).map((coding) => [coding, false] as const), ['gzip', true] as const])(
    'a %s body cut at half (chunked framing: %s), read whole: a NetworkError, not the text before the cut',
    async (coding, chunked) => {
      const seen = await serve({
        body: half((ENCODE[coding] as (b: Buffer) => Buffer)(Buffer.from(TEXT))),
        coding,
        chunked,
      });
      const error = await failureOf(
        client((server as LocalServer).url).request({ path: '/t', responseType: 'text' }),
      );
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toContain(`${coding} content encoding cut short`);
      expect(seen.requests).toBe(1);
    },
  );

  it('a coding sent as two header fields is undone whole, and the header is kept as sent', async () => {
    const body = brotliCompressSync(gzipSync(Buffer.from(TEXT)));
    server = await startServer((_req, res) => {
      res
        .writeHead(200, [
          'Content-Encoding',
          'GZIP',
          'Content-Encoding',
          'br',
          'Content-Length',
          String(body.length),
        ])
        .end(body);
    });
    const response = await client(server.url).request({ path: '/t', responseType: 'response' });
    expect(response.headers.get('content-encoding')).toBe('GZIP, br');
    expect(await response.text()).toBe(TEXT);
  });

  it('a cut body is retried like any broken transfer: the next whole answer is the result', async () => {
    const whole = gzipSync(Buffer.from(TEXT));
    const seen = await serve({ body: half(whole), coding: 'gzip' }, { body: whole, coding: 'gzip' });
    const text = await client((server as LocalServer).url, { maxRetries: 2 }).request({
      path: '/t',
      responseType: 'text',
    });
    expect(text).toBe(TEXT);
    expect(seen.requests).toBe(2);
  });

  it("a cut body handed out as a 'stream' errors its reader with a NetworkError after what was decoded", async () => {
    await serve({ body: half(gzipSync(Buffer.from(TEXT))), coding: 'gzip' });
    const body = await client((server as LocalServer).url).request({ path: '/t', responseType: 'stream' });
    const reader = body.getReader();
    let bytes = 0;
    const error = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return undefined;
        bytes += value.length;
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('body interrupted: gzip content encoding cut short');
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(TEXT.length);
  });

  it('a corrupt gzip body is a NetworkError naming the coding', async () => {
    const whole = gzipSync(Buffer.from(TEXT));
    await serve({ body: Buffer.from(whole.map((b, i) => (i === 40 ? b ^ 0xff : b))), coding: 'gzip' });
    const error = await failureOf(
      client((server as LocalServer).url).request({ path: '/t', responseType: 'text' }),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/gzip content encoding (corrupt|cut short)/);
  });

  it('a coding core does not decode is left to fetch: the bytes as sent, the header kept', async () => {
    await serve({ body: Buffer.from('abc'), coding: 'compress' });
    const response = await client((server as LocalServer).url).request({
      path: '/t',
      responseType: 'response',
    });
    expect(response.headers.get('content-encoding')).toBe('compress');
    expect(await response.text()).toBe('abc');
  });

  it('a HEAD answer carrying a content-encoding has no body to decode', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': '100' }).end();
    });
    const response = await client(server.url).request({
      path: '/t',
      method: 'HEAD',
      responseType: 'response',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it("a `fetch` given as an option gets no dispatcher: decoding its answers is that fetch's own", async () => {
    await serve({ body: gzipSync(Buffer.from(TEXT)), coding: 'gzip' });
    const inits: RequestInit[] = [];
    const given: typeof fetch = (url, init) => {
      inits.push(init as RequestInit);
      return fetch(url, init);
    };
    const text = await client((server as LocalServer).url, { fetch: given }).request({
      path: '/t',
      responseType: 'text',
    });
    expect(text).toBe(TEXT);
    expect(inits).toHaveLength(1);
    expect('dispatcher' in (inits[0] as RequestInit)).toBe(false);
  });

  it('an answer nock intercepts (it replaces global fetch) is read as before', async () => {
    nock('http://gz.test')
      .get('/t')
      .reply(200, gzipSync(Buffer.from(TEXT)), { 'content-encoding': 'gzip' });
    expect(await client('http://gz.test').request({ path: '/t', responseType: 'text' })).toBe(TEXT);
  });
});
