import { randomBytes } from 'node:crypto';
import {
  BadRequestError,
  BaseClient,
  type BodyCheckContext,
  type ClientOptions,
  RateLimitError,
  type RateLimiter,
  type ServiceConfig,
} from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock, type LocalServer, startServer } from './helpers.js';

const IN_BODY_ERROR = /^\s*(?:<\?xml[^>]*\?>\s*)?<(\w+)>\s*<ERROR>([^<]*)<\/ERROR>\s*<\/\1>/;

/** What a service's check sees, and an NCBI-like check: `<Root><ERROR>` or the rate-limit JSON. */
function checkingClient(url: string, options: ClientOptions = {}) {
  const seen: { body: unknown; partial: boolean }[] = [];
  const config: ServiceConfig = {
    service: 'ncbi',
    baseUrls: { default: url },
    limiterId: 'stream-check',
    limits: {},
    checkBody(body: unknown, ctx: BodyCheckContext) {
      seen.push({ body, partial: ctx.partial });
      if (typeof body !== 'string') return;
      const xml = IN_BODY_ERROR.exec(body);
      if (xml) throw ctx.error(400, xml[2]);
      if (/^\s*\{"error":"API rate limit exceeded"/.test(body))
        throw ctx.error(429, 'API rate limit exceeded');
    },
  };
  const client = new BaseClient(config, { rateLimit: false, clock: fakeClock(), ...options });
  return { client, seen };
}

function spyLimiter(): RateLimiter & { pauses: number[] } {
  return {
    pauses: [],
    schedule: (fn) => fn(),
    pauseFor(ms) {
      this.pauses.push(ms);
    },
    async stop() {},
  };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("checkBody on streamed bodies ('stream' and 'response')", () => {
  it('an <ERROR> in a 200 streamed body is the mapped error, not a body to read', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(
        '<?xml version="1.0"?>\n<eFetchResult>\n\t<ERROR>Invalid uid 0 at position=0</ERROR>\n</eFetchResult>\n',
      );
    });
    const { client, seen } = checkingClient(server.url);
    const error = await client.request({ path: '/efetch', responseType: 'stream' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).status).toBe(400);
    expect((error as BadRequestError).message).toContain('Invalid uid 0 at position=0');
    expect((error as BadRequestError).body).toContain('<eFetchResult>');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.partial).toBe(false);
    expect(server.requests).toHaveLength(1); // a 400 is not retried
  });

  it('the rate-limit JSON in a 200 streamed body pauses the limiter and is retried, then the body arrives', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      if (calls === 1)
        res.end('{"error":"API rate limit exceeded","api-key":"1.2.3.4","count":"4","limit":"3"}');
      else res.end('<Entrezgene-Set><Entrezgene>1</Entrezgene></Entrezgene-Set>');
    });
    const limiter = spyLimiter();
    const clock = fakeClock();
    const { client } = checkingClient(server.url, { rateLimit: limiter, clock });
    const stream = await client.request({ path: '/efetch', responseType: 'stream' });
    expect((await bytesOf(stream)).toString('utf8')).toBe(
      '<Entrezgene-Set><Entrezgene>1</Entrezgene></Entrezgene-Set>',
    );
    expect(server.requests).toHaveLength(2);
    expect(limiter.pauses).toHaveLength(1);
    expect(clock.sleeps).toHaveLength(1);
  });

  it('the rate-limit body every time ends in RateLimitError after the retries', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"error":"API rate limit exceeded","count":"4","limit":"3"}');
    });
    const { client } = checkingClient(server.url, { maxRetries: 2 });
    await expect(client.request({ path: '/efetch', responseType: 'response' })).rejects.toThrow(
      RateLimitError,
    );
    expect(server.requests).toHaveLength(3);
  });

  it('a large streamed body is handed out byte-identical; the check saw only its start', async () => {
    const payload = randomBytes(1_500_000);
    server = await startServer(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let at = 0; at < payload.length; at += 65_536) {
        const part = payload.subarray(at, at + 65_536);
        if (!res.write(part)) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end();
    });
    const { client, seen } = checkingClient(server.url);
    const stream = await client.request({ path: '/big', responseType: 'stream' });
    expect((await bytesOf(stream)).equals(payload)).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.partial).toBe(true);
    expect(String(seen[0]?.body ?? '').length).toBeGreaterThan(0);
  });

  it("a 'response' keeps status and headers, and its text is the whole body after the peek", async () => {
    const text = `<Entrezgene-Set>${'<Entrezgene>é</Entrezgene>'.repeat(5_000)}</Entrezgene-Set>`;
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8', etag: '"v2"' });
      // Small writes, so the peek gathers several chunks and one may split the 2-byte é.
      const bytes = Buffer.from(text);
      let at = 0;
      const next = () => {
        if (at >= bytes.length) return void res.end();
        res.write(bytes.subarray(at, at + 999), next);
        at += 999;
      };
      next();
    });
    const { client, seen } = checkingClient(server.url);
    const response = await client.request({ path: '/doc', responseType: 'response' });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"v2"');
    expect(await response.text()).toBe(text);
    const prefix = seen[0]?.body as string;
    expect(seen[0]?.partial).toBe(true);
    expect(text.startsWith(prefix)).toBe(true);
    expect(Buffer.byteLength(prefix)).toBeGreaterThanOrEqual(8_192 - 1);
  });

  it('a reset while the start is read is retried inside the attempt', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(200, { 'content-type': 'text/xml', 'content-length': '100000' });
        res.write('<Entrezgene-Set>', () => setTimeout(() => res.socket?.destroy(), 10));
      } else {
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end('<Entrezgene-Set></Entrezgene-Set>');
      }
    });
    const { client } = checkingClient(server.url);
    const stream = await client.request({ path: '/doc', responseType: 'stream' });
    expect((await bytesOf(stream)).toString()).toBe('<Entrezgene-Set></Entrezgene-Set>');
    expect(server.requests).toHaveLength(2);
  });

  it('skipBodyCheck hands the body out unchecked', async () => {
    const body = '<eFetchResult><ERROR>Empty id list</ERROR></eFetchResult>';
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(body);
    });
    const { client, seen } = checkingClient(server.url);
    const stream = await client.request({ path: '/x', responseType: 'stream', skipBodyCheck: true });
    expect((await bytesOf(stream)).toString()).toBe(body);
    expect(seen).toHaveLength(0);
  });
});
