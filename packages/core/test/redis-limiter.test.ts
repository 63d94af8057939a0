import { BaseClient, type BottleneckLimiter, limiterRegistry } from '@lifesci/core';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createRedisLimiter } from '../src/limits/redis.js';

const redisUrl = inject('redisUrl');
let counter = 0;
const uniqueId = () => `test-${process.pid}-${Date.now()}-${++counter}`;
const stopping: BottleneckLimiter[] = [];

/** Two limiters on one id with separate connections stand for two processes. */
function processes(id: string, limits: { perSecond?: number; perMinute?: number; concurrency?: number }) {
  const a = createRedisLimiter({ redis: redisUrl, id, ...limits });
  const b = createRedisLimiter({ redis: redisUrl, id, ...limits });
  stopping.push(a, b);
  return [a, b] as const;
}

afterEach(async () => {
  await Promise.all(stopping.splice(0).map((l) => l.stop()));
  await limiterRegistry.clear();
});

describe('Redis-shared budgets (real redis-server)', () => {
  it('spaces the starts of two processes as one budget', async () => {
    const [a, b] = processes(uniqueId(), { perSecond: 20 });
    await Promise.all([a.ready(), b.ready()]);
    const t0 = performance.now();
    const starts: number[] = [];
    const job = () => async () => {
      starts.push(performance.now() - t0);
    };
    await Promise.all([
      ...Array.from({ length: 12 }, () => a.schedule(job())),
      ...Array.from({ length: 12 }, () => b.schedule(job())),
    ]);
    starts.sort((x, y) => x - y);
    // 21 starts cannot fit in one second, whichever process sent them
    expect((starts[20] as number) - (starts[0] as number)).toBeGreaterThanOrEqual(1000);
    let peak = 0;
    for (let i = 0; i < starts.length; i++) {
      peak = Math.max(
        peak,
        starts.filter((t) => t >= (starts[i] as number) && t < (starts[i] as number) + 1000).length,
      );
    }
    expect(peak).toBeLessThanOrEqual(20);
  });

  it('a pause by one process holds the other', async () => {
    const [a, b] = processes(uniqueId(), { perSecond: 100 });
    await Promise.all([a.ready(), b.ready()]);
    a.pauseFor(1_000);
    await new Promise((r) => setTimeout(r, 20));
    // Bounds from what b itself saw, so a slow machine only makes the figures larger.
    const t0 = performance.now();
    const remaining = await b.pausedForMs();
    expect(remaining).toBeGreaterThan(0);
    await b.schedule(async () => undefined);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(remaining - 20);
  });

  it('frees the slot of a job that never finishes once it expires (a crashed worker)', async () => {
    const [a, b] = processes(uniqueId(), { concurrency: 1 });
    await Promise.all([a.ready(), b.ready()]);
    // Timed from before the stuck job was scheduled: b cannot start before that job expires.
    const t0 = performance.now();
    const stuck = a.schedule(() => new Promise<void>(() => undefined), { expirationMs: 250 });
    stuck.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 30));
    await b.schedule(async () => undefined);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(240);
    await expect(stuck).rejects.toThrow(/timed out/);
  });

  it('logs a start once it is on its way, with nothing left pending', async () => {
    const id = uniqueId();
    const [a] = processes(id, { perSecond: 5 });
    await a.schedule(async () => undefined);
    await new Promise((r) => setTimeout(r, 50));
    const redis = new Redis(redisUrl);
    expect(await redis.zcard(`lifesci_pending_starts_${id}`)).toBe(0);
    expect(await redis.zcard(`lifesci_starts_${id}`)).toBe(1);
    await redis.quit();
  });

  it('counts a request from its answer (it reached the server by then)', async () => {
    const id = uniqueId();
    const [a] = processes(id, { perSecond: 5 });
    await a.ready();
    const redis = new Redis(redisUrl);
    const [seconds, micros] = await redis.time();
    const t0 = Number(seconds) * 1000 + Number(micros) / 1000;
    await a.schedule(() => new Promise((r) => setTimeout(r, 60)));
    // the answer is logged on its way back: wait until it is
    let logged = 0;
    for (let i = 0; i < 100 && logged === 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
      const [, at] = await redis.zrevrange(`lifesci_starts_${id}`, 0, 0, 'WITHSCORES');
      logged = Number(at ?? 0);
    }
    // at least the 60 ms the job ran after its start, which was no earlier than t0
    expect(logged).toBeGreaterThanOrEqual(t0 + 59);
    await redis.quit();
  });

  it('holds a window slot for a request still in flight', async () => {
    const id = uniqueId();
    const [a, b] = processes(id, { perSecond: 1 });
    await Promise.all([a.ready(), b.ready()]);
    let answer!: () => void;
    let began!: () => void;
    const running = new Promise<void>((r) => (began = r));
    const inFlight = a.schedule(() => {
      began();
      return new Promise<void>((r) => (answer = r));
    });
    await running;
    let secondRan = false;
    const second = b.schedule(async () => {
      secondRan = true;
    });
    // well past the window, the first is still unanswered: the second still waits
    await new Promise((r) => setTimeout(r, 1_300));
    expect(secondRan).toBe(false);
    answer();
    await Promise.all([inFlight, second]);
    expect(secondRan).toBe(true);
  });

  it('counts a granted start its process never confirmed (killed between grant and send) until it lapses', async () => {
    const id = uniqueId();
    const [, b] = processes(id, { perSecond: 1 });
    await b.ready();
    // What a process killed right after its grant leaves behind: a pending start, here one that
    // lapses 300 ms from now (Redis clock) instead of the real 10 s.
    const redis = new Redis(redisUrl);
    // Timed from before Redis's clock is read, so the lapse is at least 300 ms after t0.
    const t0 = performance.now();
    const [seconds, micros] = await redis.time();
    await redis.zadd(
      `lifesci_pending_starts_${id}`,
      Number(seconds) * 1000 + Number(micros) / 1000 + 300,
      'dead1',
    );
    await b.schedule(async () => undefined);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    await redis.quit();
  });

  it('leaves a client the user passed open when stopped', async () => {
    const client = new Redis(redisUrl);
    const limiter = createRedisLimiter({ redis: client, id: uniqueId(), perSecond: 50 });
    expect(await limiter.schedule(async () => 'ran')).toBe('ran');
    await limiter.stop();
    expect(await client.ping()).toBe('PONG');
    await client.quit();
  });

  it('is what a client with rateLimit.redis uses, created only at the first request', async () => {
    const id = uniqueId();
    const fetch = async () => Response.json({ ok: true });
    const client = new BaseClient(
      {
        service: 's',
        baseUrls: { default: 'http://127.0.0.1:9' },
        limiterId: 'svc',
        limits: { perSecond: 50 },
      },
      { rateLimit: { redis: redisUrl, id }, fetch },
    );
    expect(limiterRegistry.keys()).toEqual([]);
    expect(await client.request({ path: '/x' })).toEqual({ ok: true });
    expect(limiterRegistry.keys()).toEqual([`redis:${id}`]);
    const limiter = (await client.limiter()) as BottleneckLimiter;
    expect(limiter.pacing).toBe('window');
    expect(limiter.windows).toEqual([[50, 1010]]);
  });

  it('lets two processes spend one window at once, then holds both (counted, not timed)', async () => {
    const [a, b] = processes(uniqueId(), { perMinute: 20 });
    await Promise.all([a.ready(), b.ready()]);
    let started = 0;
    let allowanceSpent!: () => void;
    const spent = new Promise<void>((resolve) => {
      allowanceSpent = resolve;
    });
    const job = () => async () => {
      started += 1;
      if (started === 20) allowanceSpent();
    };
    const runs = [
      ...Array.from({ length: 15 }, () => a.schedule(job())),
      ...Array.from({ length: 15 }, () => b.schedule(job())),
    ];
    for (const run of runs) run.catch(() => undefined);
    // The window's whole allowance goes out without waiting for it to pass...
    await spent;
    // ...and the other ten wait for the window to pass (about a minute): none starts meanwhile.
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toBe(20);
    await Promise.all([a.stop(), b.stop()]);
    const settled = await Promise.allSettled(runs);
    expect(settled.filter((r) => r.status === 'rejected')).toHaveLength(10);
  });
});
