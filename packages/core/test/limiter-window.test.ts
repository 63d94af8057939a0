import { BaseClient, type BottleneckLimiter, type ClientOptions, limiterRegistry } from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock, type LocalServer, startServer } from './helpers.js';

// Every figure here is in the clients' virtual time (core's injectable clock): the limiter's
// waits advance it at once, and the referee stamps arrivals with the same clock.

/**
 * The kit's fake clock, advanced only once no request is on its way: a request then reaches the
 * referee at the virtual time it was sent, however many run at once.
 */
function wireClock() {
  const base = fakeClock();
  let inFlight = 0;
  return {
    ...base,
    async sleep(ms: number, signal?: AbortSignal) {
      while (inFlight > 0) await new Promise((r) => setImmediate(r));
      await base.sleep(ms, signal);
    },
    /** Moves the clock on while a request is on its way (it reaches the server that much later). */
    async sleepWhileSending(ms: number) {
      inFlight += 1;
      try {
        await base.sleep(ms);
      } finally {
        inFlight -= 1;
      }
    },
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      inFlight += 1;
      return fetch(input, init).finally(() => {
        inFlight -= 1;
      });
    }) as typeof fetch,
  };
}
type Clock = ReturnType<typeof wireClock>;
const servers: LocalServer[] = [];

afterEach(async () => {
  await limiterRegistry.clear();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/**
 * A referee like the real services: counts arrivals in every sliding window (any span of
 * `windowMs`, not fixed buckets) and answers 429 above the limit.
 */
async function referee(clock: Clock, rules: { limit: number; windowMs: number }[]) {
  const arrivals: number[] = [];
  let refused = 0;
  const server = await startServer((_req, res) => {
    const now = clock.now();
    const over = rules.some(
      ({ limit, windowMs }) => arrivals.filter((t) => t > now - windowMs).length >= limit,
    );
    if (over) {
      refused += 1;
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end('{"error":"rate limited"}');
      return;
    }
    arrivals.push(now);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  servers.push(server);
  return {
    url: server.url,
    arrivals,
    get refused() {
      return refused;
    },
  };
}

function client(url: string, limits: ServiceLimits, clock: Clock, options: ClientOptions = {}) {
  return new BaseClient(
    { service: 'window', baseUrls: { default: url }, limiterId: `window-${Math.random()}`, limits },
    { clock, fetch: clock.fetch, maxRetries: 0, ...options },
  );
}
type ServiceLimits = ConstructorParameters<typeof BaseClient>[0]['limits'];

const sequential = async (c: BaseClient, n: number) => {
  for (let i = 0; i < n; i++) await c.request({ path: '/x' });
};

describe('window pacing against a sliding-window referee (virtual time)', () => {
  it('lets a full window go out at once, then holds the next start until the window has room', async () => {
    const clock = wireClock();
    const t0 = clock.now();
    const ref = await referee(clock, [{ limit: 50, windowMs: 60_000 }]);
    const c = client(ref.url, { perMinute: 50 }, clock);
    // 26 requests (a 2,500-study crawl at pageSize 100): no wait at all
    await sequential(c, 26);
    expect(clock.sleeps).toEqual([]);
    await Promise.all(Array.from({ length: 24 }, () => c.request({ path: '/x' })));
    expect(clock.now()).toBe(t0);
    // the 51st waits for the first to leave the window (checked 600 ms long)
    await c.request({ path: '/x' });
    expect(clock.now() - t0).toBe(60_600);
    expect(ref.arrivals).toHaveLength(51);
    expect(ref.refused).toBe(0);
  });

  it('runs a long crawl at the window rate: 500 requests at 50/min within 1.05x the window minimum', async () => {
    const clock = wireClock();
    const t0 = clock.now();
    const ref = await referee(clock, [{ limit: 50, windowMs: 60_000 }]);
    await sequential(client(ref.url, { perMinute: 50 }, clock), 500);
    // ten full windows: the last starts no sooner than nine windows after the first
    const minimum = 9 * 60_000;
    expect(clock.now() - t0).toBeGreaterThanOrEqual(minimum);
    expect(clock.now() - t0).toBeLessThanOrEqual(minimum * 1.05);
    expect(ref.arrivals).toHaveLength(500);
    expect(ref.refused).toBe(0);
  });

  it('keeps a per-second limit within a per-minute one (5/s within 400/min)', async () => {
    const clock = wireClock();
    const ref = await referee(clock, [
      { limit: 5, windowMs: 1_000 },
      { limit: 400, windowMs: 60_000 },
    ]);
    const c = client(ref.url, { perSecond: 5, perMinute: 400 }, clock);
    await Promise.all(Array.from({ length: 5 }, () => c.request({ path: '/x' })));
    expect(clock.sleeps).toEqual([]);
    await sequential(c, 995);
    expect(ref.refused).toBe(0);
    expect(ref.arrivals).toHaveLength(1000);
    // 1,000 at 5 per second: 199 s at least; each second checked 10 ms long
    expect(clock.now() - (ref.arrivals[0] as number)).toBeLessThanOrEqual(199_000 * 1.05);
  });

  it('keeps a recommended spacing between every two starts, as written (500 ms)', async () => {
    const clock = wireClock();
    const ref = await referee(clock, [{ limit: 2, windowMs: 1_000 }]);
    const c = client(ref.url, { perSecond: 2, minTimeMs: 500 }, clock);
    await Promise.all(Array.from({ length: 12 }, () => c.request({ path: '/x' })));
    const gaps = ref.arrivals.slice(1).map((t, i) => t - (ref.arrivals[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(500);
    expect(ref.refused).toBe(0);
  });

  it('shares one window between every client on the budget', async () => {
    const clock = wireClock();
    const t0 = clock.now();
    const ref = await referee(clock, [{ limit: 10, windowMs: 1_000 }]);
    const config = {
      service: 'w',
      baseUrls: { default: ref.url },
      limiterId: 'window-shared',
      limits: { perSecond: 10 },
    };
    const a = new BaseClient(config, { clock, fetch: clock.fetch, maxRetries: 0 });
    const b = new BaseClient(config, { clock, fetch: clock.fetch, maxRetries: 0 });
    expect(await a.limiter()).toBe(await b.limiter());
    await Promise.all([
      ...Array.from({ length: 15 }, () => a.request({ path: '/x' })),
      ...Array.from({ length: 15 }, () => b.request({ path: '/x' })),
    ]);
    expect(ref.arrivals.filter((t) => t === t0)).toHaveLength(10);
    expect(ref.arrivals).toHaveLength(30);
    expect(ref.refused).toBe(0);
  });

  it('paces evenly when asked (pacing: even): no burst', async () => {
    const clock = wireClock();
    const ref = await referee(clock, [{ limit: 3, windowMs: 1_000 }]);
    const c = client(ref.url, { perSecond: 3 }, clock, { rateLimit: { pacing: 'even' } });
    const limiter = (await c.limiter()) as BottleneckLimiter;
    expect(limiter.pacing).toBe('even');
    expect(limiter.minTimeMs).toBeCloseTo(345);
  });
});

describe('requests delayed on their way to the server (virtual time)', () => {
  it('a stall of 200 ms between the gate and the server never makes the server count one too many', async () => {
    const clock = wireClock();
    const ref = await referee(clock, [{ limit: 2, windowMs: 1_000 }]);
    let sent = 0;
    // Every fifth request reaches the server 200 ms after the gate let it out (a busy event loop,
    // a new connection): the clock moves on while it is on its way.
    const stalling = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent += 1;
      if (sent % 5 === 0) await clock.sleepWhileSending(200);
      return clock.fetch(input, init);
    }) as typeof fetch;
    const c = client(ref.url, { perSecond: 2 }, clock, { fetch: stalling });
    await Promise.all(Array.from({ length: 40 }, () => c.request({ path: '/x' })));
    expect(ref.arrivals).toHaveLength(40);
    expect(ref.refused).toBe(0);
    const sorted = [...ref.arrivals].sort((a, b) => a - b);
    for (let i = 2; i < sorted.length; i++)
      expect((sorted[i] as number) - (sorted[i - 2] as number)).toBeGreaterThanOrEqual(1_000);
  });
});
