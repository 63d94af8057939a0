import {
  BaseClient,
  BottleneckLimiter,
  minTimeFor,
  type ServiceConfig,
  type ThrottleReader,
} from '@lifesci/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function client(
  url: string,
  readers: Pick<ServiceConfig, 'throttle' | 'budgetThrottle'>,
  limiter?: BottleneckLimiter,
) {
  const budget = limiter ?? new BottleneckLimiter({ perSecond: 10, id: `throttle-${Math.random()}` });
  limiters.push(budget);
  const c = new BaseClient(
    { service: 't', baseUrls: { default: url }, limiterId: 'throttle.test', limits: {}, ...readers },
    { rateLimit: budget, maxRetries: 0 },
  );
  return { c, limiter: budget };
}

/** A service's rate header, as a test reader: `x-hold: <ms>` pauses, `x-pace: <fraction>` slows. */
const reader: ThrottleReader = ({ headers }) => {
  const hold = Number(headers.get('x-hold') ?? 0);
  const pace = headers.get('x-pace');
  if (hold > 0) return { pauseMs: hold };
  if (pace !== null) return { slowTo: Number(pace), slowForMs: 100 };
  return undefined;
};

describe('throttle readers on a live budget (loopback server)', () => {
  it('pauses the whole budget when the reader asks, before any 429', async () => {
    const url = await serve({ 'x-hold': '1000' });
    const { c, limiter } = client(url, { throttle: reader });
    expect(await c.request({ path: '/a' })).toEqual({ ok: true });
    const paused = await limiter.pausedForMs();
    expect(paused).toBeGreaterThan(0);
    expect(paused).toBeLessThanOrEqual(1_000);
  });

  it('slows the pace for the time the signal names, then restores it', async () => {
    const url = await serve({ 'x-pace': '0.5' });
    const { c, limiter } = client(url, { throttle: reader });
    await c.request({ path: '/a' });
    // window pacing: no burst while slowed, at least twice the budget's even gap between starts
    expect(limiter.currentMinTimeMs).toBeCloseTo(minTimeFor({ perSecond: 10 }) * 2);
    expect(await limiter.pausedForMs()).toBe(0);
    // Restored by a timer: waited for, not timed, so a busy machine's late timer cannot fail it.
    await vi.waitFor(() => expect(limiter.currentMinTimeMs).toBe(limiter.minTimeMs), { timeout: 10_000 });
  });

  it('with even pacing, widens the gap between starts for that time', async () => {
    const url = await serve({ 'x-pace': '0.5' });
    const even = new BottleneckLimiter({
      perSecond: 10,
      pacing: 'even',
      id: `throttle-even-${Math.random()}`,
    });
    const { c, limiter } = client(url, { throttle: reader }, even);
    await c.request({ path: '/a' });
    expect(limiter.currentMinTimeMs).toBeCloseTo(limiter.minTimeMs * 2);
    // Restored by a timer: waited for, not timed, so a busy machine's late timer cannot fail it.
    await vi.waitFor(() => expect(limiter.currentMinTimeMs).toBe(limiter.minTimeMs), { timeout: 10_000 });
  });

  it('reads the headers of error answers too', async () => {
    const url = await serve({ 'x-hold': '1000' }, 404);
    const { c, limiter } = client(url, { throttle: reader });
    await expect(c.request({ path: '/missing' })).rejects.toThrow(/404/);
    expect(await limiter.pausedForMs()).toBeGreaterThan(0);
  });

  it('makes one budgetThrottle reader per budget, shared by every client spending it', async () => {
    const url = await serve({});
    const counts: number[] = [];
    const made: ThrottleReader[] = [];
    const budgetThrottle = () => {
      let seen = 0;
      const counting: ThrottleReader = () => {
        seen += 1;
        counts.push(seen);
        return undefined;
      };
      made.push(counting);
      return counting;
    };
    const shared = new BottleneckLimiter({ perSecond: 100, id: `throttle-shared-${Math.random()}` });
    const first = client(url, { budgetThrottle }, shared);
    const second = client(url, { budgetThrottle }, shared);
    await first.c.request({ path: '/a' });
    await second.c.request({ path: '/b' });
    await first.c.request({ path: '/c' });
    expect(made).toHaveLength(1);
    expect(counts).toEqual([1, 2, 3]);
    // Another budget gets its own reader.
    await client(url, { budgetThrottle }).c.request({ path: '/d' });
    expect(made).toHaveLength(2);
  });
});
