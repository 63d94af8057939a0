import {
  BaseClient,
  BottleneckLimiter,
  combineThrottles,
  ncbiRateLimitThrottle,
  parseThrottlingControl,
  pubchemThrottle,
  retryAfterThrottle,
  type ThrottleReader,
} from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startServer } from './helpers.js';

let server: LocalServer | undefined;
const limiters: BottleneckLimiter[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(limiters.splice(0).map((l) => l.stop()));
});

/** A loopback server answering every request with `headers` (status 200 unless given). */
async function serve(headers: Record<string, string>, status = 200): Promise<string> {
  server = await startServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end('{"ok":true}');
  });
  return server.url;
}

function client(url: string, throttle: ThrottleReader, perSecond = 10) {
  const limiter = new BottleneckLimiter({ perSecond, id: `throttle-${Math.random()}` });
  limiters.push(limiter);
  const c = new BaseClient(
    { service: 't', baseUrls: { default: url }, limiterId: 'throttle.test', limits: {}, throttle },
    { rateLimit: limiter, maxRetries: 0 },
  );
  return { c, limiter };
}

const PUBCHEM_GREEN =
  'Request Count status: Green (0%), Request Time status: Green (0%), Service status: Green (20%)';

describe('throttle readers', () => {
  it("parses PubChem's X-Throttling-Control as documented", () => {
    expect(parseThrottlingControl(PUBCHEM_GREEN)).toEqual({
      'request count': { colour: 'green', percent: 0 },
      'request time': { colour: 'green', percent: 0 },
      service: { colour: 'green', percent: 20 },
    });
    const read = pubchemThrottle();
    const at = (value: string) =>
      read({ status: 200, headers: new Headers({ 'x-throttling-control': value }), now: 0 });
    expect(at(PUBCHEM_GREEN)).toBeUndefined();
    expect(
      at('Request Count status: Yellow (60%), Request Time status: Green (5%), Service status: Green (10%)'),
    ).toBeUndefined();
    // The worst of the three wins, the service (concurrency) status included.
    expect(
      at('Request Count status: Green (10%), Request Time status: Yellow (55%), Service status: Red (80%)'),
    ).toEqual({ slowTo: 0.5, slowForMs: 60_000 });
    expect(at('Request Count status: Black (100%)')?.pauseMs).toBe(10_000);
    // Red in our own request count is our own full pace: nothing to slow.
    expect(
      at('Request Count status: Red (100%), Request Time status: Green (5%), Service status: Green (10%)'),
    ).toBeUndefined();
  });

  it("reads NCBI's X-RateLimit headers and Retry-After on any status, and combines readers", () => {
    const h = (o: Record<string, string>, now = Date.UTC(2026, 0, 1)) => ({
      status: 200,
      headers: new Headers(o),
      now,
    });
    const at = (limit: number, remaining: number) => ({
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(remaining),
    });
    // Our own pace explains Remaining 0 after our 10th answer in a window: nothing to do.
    const own = ncbiRateLimitThrottle();
    let last: unknown;
    for (let i = 1; i <= 10; i++) last = own(h(at(10, 10 - i), i * 100));
    expect(last).toBeUndefined();
    expect(own(h({}))).toBeUndefined();
    // Someone else on the same key: none left after our first answer pauses a window...
    expect(ncbiRateLimitThrottle()(h(at(10, 0)))).toEqual({ pauseMs: 1_000 });
    // ...and few left slows in proportion.
    expect(ncbiRateLimitThrottle()(h(at(10, 3)))).toEqual({ slowTo: 0.4, slowForMs: 5_000 });
    expect(retryAfterThrottle(h({ 'retry-after': '2' }))).toEqual({ pauseMs: 2_000 });
    expect(retryAfterThrottle(h({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }))).toEqual({
      pauseMs: 5_000,
    });
    const both = combineThrottles(ncbiRateLimitThrottle(), retryAfterThrottle);
    expect(both(h({ ...at(10, 3), 'retry-after': '3' }))).toEqual({
      pauseMs: 3_000,
      slowTo: 0.4,
      slowForMs: 5_000,
    });
  });
});

describe('throttle signals on a live budget (loopback server)', () => {
  it('pauses the whole budget when NCBI says none are left to us, before any 429', async () => {
    const url = await serve({ 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0' });
    const { c, limiter } = client(url, ncbiRateLimitThrottle());
    expect(await c.request({ path: '/a' })).toEqual({ ok: true });
    const paused = await limiter.pausedForMs();
    expect(paused).toBeGreaterThan(0);
    expect(paused).toBeLessThanOrEqual(1_000);
  });

  it('slows the pace when another client spends the same NCBI budget, and restores it afterwards', async () => {
    const url = await serve({ 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '4' });
    const { c, limiter } = client(url, ncbiRateLimitThrottle(100));
    await c.request({ path: '/a' });
    expect(limiter.currentMinTimeMs).toBeCloseTo(limiter.minTimeMs * 2);
    expect(await limiter.pausedForMs()).toBe(0);
    await new Promise((r) => setTimeout(r, 600));
    expect(limiter.currentMinTimeMs).toBe(limiter.minTimeMs);
  });

  it("slows to PubChem's colour: our own usage only when Black, the service's load from Red", async () => {
    const url = await serve({
      'x-throttling-control':
        'Request Count status: Yellow (60%), Request Time status: Green (0%), Service status: Green (20%)',
    });
    const { c, limiter } = client(url, pubchemThrottle());
    await c.request({ path: '/p' });
    expect(limiter.currentMinTimeMs).toBe(limiter.minTimeMs);
    await server?.close();

    const red = await serve({
      'x-throttling-control':
        'Request Count status: Red (80%), Request Time status: Green (0%), Service status: Red (80%)',
    });
    const second = client(red, pubchemThrottle());
    await second.c.request({ path: '/p' });
    expect(second.limiter.currentMinTimeMs).toBeCloseTo(second.limiter.minTimeMs * 2);
    await server?.close();

    const black = await serve({ 'x-throttling-control': 'Request Count status: Black (100%)' });
    const third = client(black, pubchemThrottle());
    await third.c.request({ path: '/p' });
    expect(third.limiter.currentMinTimeMs).toBeCloseTo(third.limiter.minTimeMs * 4);
    expect(await third.limiter.pausedForMs()).toBeGreaterThan(0);
  });

  it('pauses on Retry-After sent with a 200 (not only after a 429)', async () => {
    const url = await serve({ 'retry-after': '2' });
    const { c, limiter } = client(url, retryAfterThrottle);
    expect(await c.request({ path: '/r' })).toEqual({ ok: true });
    expect(await limiter.pausedForMs()).toBeGreaterThan(1_000);
  });

  it('reads the headers of error answers too', async () => {
    const url = await serve({ 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '0' }, 404);
    const { c, limiter } = client(url, ncbiRateLimitThrottle());
    await expect(c.request({ path: '/missing' })).rejects.toThrow(/404/);
    expect(await limiter.pausedForMs()).toBeGreaterThan(0);
  });
});
