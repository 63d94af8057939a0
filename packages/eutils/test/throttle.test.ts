import { BaseClient, BottleneckLimiter } from '@lifesci/core';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { eutilsServiceConfig } from '../src/config.js';
import { ncbiRateLimitThrottle } from '../src/throttle.js';

const h = (o: Record<string, string>, now = Date.UTC(2026, 0, 1)) => ({
  status: 200,
  headers: new Headers(o),
  now,
});
const at = (limit: number, remaining: number) => ({
  'x-ratelimit-limit': String(limit),
  'x-ratelimit-remaining': String(remaining),
});

describe("NCBI's X-RateLimit headers", () => {
  it('do nothing when our own pace explains them', () => {
    // Remaining 0 after our 10th answer in a window is our own full pace.
    const own = ncbiRateLimitThrottle();
    let last: unknown;
    for (let i = 1; i <= 10; i++) last = own(h(at(10, 10 - i), i * 100));
    expect(last).toBeUndefined();
    expect(own(h({}))).toBeUndefined();
  });

  it('pause a window when none are left to us, and slow in proportion when few are', () => {
    // Someone else on the same key: none left after our first answer...
    expect(ncbiRateLimitThrottle()(h(at(10, 0)))).toEqual({ pauseMs: 1_000 });
    // ...and few left.
    expect(ncbiRateLimitThrottle()(h(at(10, 3)))).toEqual({ slowTo: 0.4, slowForMs: 5_000 });
  });
});

describe('the E-utilities budget reads them (loopback server)', () => {
  let server: LocalServer | undefined;
  const limiters: BottleneckLimiter[] = [];
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await Promise.all(limiters.splice(0).map((l) => l.stop()));
  });

  async function client(headers: Record<string, string>, status = 200) {
    server = await startServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end('{"einforesult":{"dblist":["pubmed"]}}');
    });
    const limiter = new BottleneckLimiter({ perSecond: 10, id: `eutils-throttle-${Math.random()}` });
    limiters.push(limiter);
    const config = eutilsServiceConfig('eutils', v.object({}));
    const c = new BaseClient(config, { baseUrl: server.url, rateLimit: limiter, maxRetries: 0 });
    return { c, limiter };
  }

  it('pauses the whole budget when another process spent it, before any 429', async () => {
    const { c, limiter } = await client(at(10, 0));
    await c.request({ path: '/einfo.fcgi' });
    const paused = await limiter.pausedForMs();
    expect(paused).toBeGreaterThan(0);
    expect(paused).toBeLessThanOrEqual(1_000);
  });

  it('slows the pace when few requests are left to us', async () => {
    const { c, limiter } = await client(at(10, 4));
    await c.request({ path: '/einfo.fcgi' });
    expect(limiter.currentMinTimeMs).toBeGreaterThan(limiter.minTimeMs);
    expect(await limiter.pausedForMs()).toBe(0);
  });
});
