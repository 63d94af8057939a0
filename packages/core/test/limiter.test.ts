import {
  BaseClient,
  BottleneckLimiter,
  type ClientOptions,
  limiterRegistry,
  minTimeFor,
  type ServiceConfig,
  WINDOW_JITTER_MS,
} from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { SPACING_MARGIN } from '../src/limits/spacing.js';

afterEach(async () => {
  await limiterRegistry.clear();
});

/** Start times of `n` jobs scheduled at once on `limiter`, each taking `workMs`. */
async function starts(limiter: BottleneckLimiter, n: number, workMs = 0): Promise<number[]> {
  const t0 = performance.now();
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: n }, () =>
      limiter.schedule(async () => {
        times.push(performance.now() - t0);
        if (workMs) await new Promise((r) => setTimeout(r, workMs));
      }),
    ),
  );
  return times.sort((a, b) => a - b);
}

function maxInWindow(times: number[], windowMs: number): number {
  let best = 0;
  for (let i = 0; i < times.length; i++) {
    let j = i;
    while (j < times.length && (times[j] as number) - (times[i] as number) < windowMs) j++;
    best = Math.max(best, j - i);
  }
  return best;
}

describe('spacing', () => {
  it('turns per-second and per-minute limits into the strictest even gap, plus its margin', () => {
    // per-second limits: 3.5 % (WINDOW_JITTER_MS / 1 s); per-minute limits: 2 % (SPACING_MARGIN)
    expect(minTimeFor({ perSecond: 10 })).toBeCloseTo(103.5);
    expect(minTimeFor({ perSecond: 3 })).toBeCloseTo(345);
    expect(minTimeFor({ perMinute: 30 })).toBeCloseTo(2040);
    expect(minTimeFor({ perMinute: 50 })).toBeCloseTo(1224);
    expect(minTimeFor({ perSecond: 5, perMinute: 400 })).toBeCloseTo(207);
    expect(minTimeFor({ perSecond: 10, perMinute: 100 })).toBeCloseTo(612);
    expect(minTimeFor({ perSecond: 0.5 })).toBeCloseTo(2040);
    expect(minTimeFor({ minTimeMs: 500 })).toBe(500);
    expect(minTimeFor({})).toBe(0);
    expect(SPACING_MARGIN).toBe(0.02);
  });

  it('an explicit margin is a plain fraction of the gap', () => {
    expect(minTimeFor({ perSecond: 10 }, 0)).toBeCloseTo(100);
    expect(minTimeFor({ perSecond: 10 }, 0.05)).toBeCloseTo(105);
    expect(minTimeFor({ perMinute: 60 }, 0.1)).toBeCloseTo(1100);
  });

  it('leaves every window enough slack for arrivals up to WINDOW_JITTER_MS late', () => {
    for (const perSecond of [1, 2, 3, 5, 10, 20, 50, 100, 1000]) {
      const gap = minTimeFor({ perSecond });
      // Arrival k delayed by the full jitter, arrival k + n on time: still a full second apart.
      expect(perSecond * gap - WINDOW_JITTER_MS, `${perSecond}/s`).toBeGreaterThanOrEqual(1000 - 1e-9);
    }
    for (const perMinute of [1, 3, 50, 300, 6000]) {
      expect(perMinute * minTimeFor({ perMinute }) - WINDOW_JITTER_MS).toBeGreaterThan(60_000);
    }
  });

  it('keeps the pace within 5 % of the limit (2,000 requests at 100/s in under 21 s)', () => {
    expect(1999 * minTimeFor({ perSecond: 100 })).toBeLessThan(21_000 * 0.99);
    expect(minTimeFor({ perMinute: 50 }) / 1200).toBeLessThan(1.05);
  });
});

describe('BottleneckLimiter', () => {
  it('never lets more than the budget start within any sliding window', async () => {
    const limiter = new BottleneckLimiter({ perSecond: 50 });
    const times = await starts(limiter, 60);
    expect(maxInWindow(times, 1000)).toBeLessThanOrEqual(50);
    // 51 starts cannot fit in one second, whatever the event loop did in between
    expect((times[50] as number) - (times[0] as number)).toBeGreaterThanOrEqual(1000);
    await limiter.stop();
  });

  it('after the event loop stalls, lets held jobs out half a gap apart or more, not in a burst', async () => {
    const limiter = new BottleneckLimiter({ perSecond: 5 });
    const t0 = performance.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        limiter.schedule(async () => {
          times.push(performance.now() - t0);
          if (i === 1) {
            const end = performance.now() + 700; // a 700 ms stall, as a busy process would have
            while (performance.now() < end);
          }
        }),
      ),
    );
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(limiter.minTimeMs / 2 - 5);
    expect(maxInWindow(times, 1000)).toBeLessThanOrEqual(5);
    await limiter.stop();
  });

  it('counts a start from when the busy event loop let it out, not from when it was allowed', async () => {
    const limiter = new BottleneckLimiter({ perSecond: 3 });
    const t0 = performance.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 2 }, (_, i) =>
        limiter.schedule(async () => {
          times.push(performance.now() - t0);
          if (i === 0) {
            // the loop stays busy right after the first send (another response being parsed)
            await Promise.resolve();
            const end = performance.now() + 300;
            while (performance.now() < end);
          }
        }),
      ),
    );
    // the second start keeps half a gap from the first as the server saw it (~300 ms late)
    expect((times[1] as number) - (times[0] as number)).toBeGreaterThanOrEqual(
      300 + limiter.minTimeMs / 2 - 10,
    );
    await limiter.stop();
  });

  it('holds concurrency and rate together', async () => {
    const limiter = new BottleneckLimiter({ perSecond: 200, concurrency: 2 });
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        limiter.schedule(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 20));
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    await limiter.stop();
  });

  it('counts weight against concurrency, and runs a job heavier than the limit alone', async () => {
    const limiter = new BottleneckLimiter({ concurrency: 3 });
    let running = 0;
    const seen: number[] = [];
    const job = (weight: number) =>
      limiter.schedule(
        async () => {
          running += weight;
          seen.push(running);
          await new Promise((r) => setTimeout(r, 5));
          running -= weight;
        },
        { weight },
      );
    await Promise.all([job(2), job(2), job(1), job(5), job(1)]);
    // never over 3 together; the weight-5 job ran with nothing else beside it
    expect(Math.max(...seen.filter((w) => w !== 5))).toBeLessThanOrEqual(3);
    expect(seen).toContain(5);
    await limiter.stop();
  });

  it('pauses every queued and future job, then resumes without a burst', async () => {
    const limiter = new BottleneckLimiter({ perSecond: 10 });
    await limiter.schedule(async () => undefined);
    limiter.pauseFor(300);
    expect(await limiter.pausedForMs()).toBeGreaterThan(0);
    const times = await starts(limiter, 4);
    expect(times[0]).toBeGreaterThanOrEqual(280);
    // the held jobs come back one gap apart, not all at once
    expect((times[3] as number) - (times[0] as number)).toBeGreaterThanOrEqual(3 * limiter.minTimeMs - 30);
    await limiter.stop();
  });

  it('drops a job whose caller aborts while it waits, without running it', async () => {
    const limiter = new BottleneckLimiter({ perSecond: 5 });
    await limiter.schedule(async () => undefined);
    const controller = new AbortController();
    let ran = false;
    const waiting = limiter.schedule(
      async () => {
        ran = true;
      },
      { signal: controller.signal },
    );
    controller.abort(new Error('changed my mind'));
    await expect(waiting).rejects.toThrow('changed my mind');
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toBe(false);
    await limiter.stop();
  });
});

const eutils: ServiceConfig = {
  service: 'eutils',
  baseUrls: { default: 'https://eutils.example.test' },
  limiterId: 'ncbi-eutils',
  limits: { perSecond: 3, withApiKey: { perSecond: 10 } },
  namedLimits: { datasets: { id: 'ncbi-datasets', perSecond: 5, withApiKey: { perSecond: 10 } } },
  baseLimits: { datasets: 'datasets' },
};

class Eutils extends BaseClient {
  constructor(options: ClientOptions = {}) {
    super(eutils, options);
  }
}
class Genes extends BaseClient {
  constructor(options: ClientOptions = {}) {
    super(
      { ...eutils, service: 'genes', baseUrls: { ...eutils.baseUrls, datasets: 'https://ds.example.test' } },
      options,
    );
  }
}

describe('limiter registry', () => {
  it('gives every client on one budget and key the same limiter, across services', async () => {
    const a = await new Eutils({ apiKey: 'key-one-123' }).limiter();
    const b = await new Genes({ apiKey: 'key-one-123' }).limiter();
    const c = await new Eutils({ apiKey: 'key-two-456' }).limiter();
    const d = await new Eutils().limiter();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).not.toBe(d);
    expect(limiterRegistry.keys().join(' ')).not.toContain('key-one');
  });

  it('applies the documented limits with and without an API key, as windows', async () => {
    const eutils = (await new Eutils().limiter()) as BottleneckLimiter;
    expect(eutils.pacing).toBe('window');
    // 3 in any second, checked 1 % longer
    expect(eutils.windows).toEqual([[3, 1010]]);
    expect(eutils.minTimeMs).toBe(0);
    expect(((await new Eutils({ apiKey: 'k-123456' }).limiter()) as BottleneckLimiter).windows).toEqual([
      [10, 1010],
    ]);
    const datasets = (await new Genes().limiter('datasets')) as BottleneckLimiter;
    expect(datasets.windows).toEqual([[5, 1010]]);
    expect(datasets.id).toBe('ncbi-datasets');
  });

  it('gives back the even gap with pacing: even', async () => {
    const even = (await new Eutils({ rateLimit: { pacing: 'even' } }).limiter()) as BottleneckLimiter;
    expect(even.pacing).toBe('even');
    expect(even.minTimeMs).toBeCloseTo(345);
    expect(even).not.toBe(await new Eutils().limiter());
  });

  it('keeps user-changed limits apart unless they name the budget', async () => {
    const custom = (await new Eutils({ rateLimit: { perSecond: 1 } }).limiter()) as BottleneckLimiter;
    expect(custom.windows).toEqual([[1, 1010]]);
    expect(custom).not.toBe(await new Eutils().limiter());
    const named1 = await new Eutils({ rateLimit: { id: 'team', perSecond: 2 } }).limiter();
    const named2 = await new Genes({ rateLimit: { id: 'team' } }).limiter();
    expect(named1).toBe(named2);
  });

  it('spends the base address budget, and one 429 pauses every client on the budget', async () => {
    const genes = new Genes({ maxRetries: 1 });
    const eutilsClient = new Eutils({ maxRetries: 0 });
    nock('https://ds.example.test').get('/gene').reply(200, {});
    await genes.request({ base: 'datasets', path: '/gene' });
    expect(limiterRegistry.keys()).toContain('ncbi-datasets');

    nock('https://eutils.example.test')
      .get('/a')
      .reply(429, {}, { 'Retry-After': '0.4' })
      .get('/a')
      .reply(200, { first: true })
      .get('/b')
      .reply(200, { second: true });
    const budget = (await genes.limiter()) as BottleneckLimiter;
    expect(await eutilsClient.limiter()).toBe(budget);
    const first = genes.request({ path: '/a' });
    // Once the 429 has paused the budget (however long that took), the other client's call waits
    // out what is left of the pause.
    let left = 0;
    while (left === 0) {
      await new Promise((r) => setTimeout(r, 5));
      left = await budget.pausedForMs();
    }
    const t0 = performance.now();
    const secondDone = eutilsClient.request({ path: '/b' }).then(() => performance.now() - t0);
    await first;
    expect(await secondDone).toBeGreaterThanOrEqual(left - 10);
  });

  it('uses no limiter with rateLimit: false and a given RateLimiter as is', async () => {
    const mine = new BottleneckLimiter({ perSecond: 1 });
    expect(await new Eutils({ rateLimit: mine }).limiter()).toBe(mine);
    const none = await new Eutils({ rateLimit: false }).limiter();
    expect(none).not.toBeInstanceOf(BottleneckLimiter);
    expect(limiterRegistry.keys()).toEqual([]);
    await mine.stop();
  });
});
