import { fileURLToPath } from 'node:url';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { distributedCrawl, maxInWindow } from '../src/crawl.js';

// The workers are separate Node processes, so they run the built worker (the test script builds it).
const workerPath = fileURLToPath(new URL('../dist/worker.js', import.meta.url));

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['trials'] });
});
afterAll(async () => {
  await emulator.close();
});

describe('distributed-crawl', () => {
  it('two worker processes on one Redis budget never exceed it together', async () => {
    const perSecond = 4;
    const results = await distributedCrawl({
      trialsUrl: emulator.baseUrls.trials ?? '',
      redis: inject('redisUrl'),
      workers: 2,
      studies: 24,
      perSecond,
      budgetId: `distributed-crawl-test-${process.pid}`,
      workerPath,
    });
    expect(results.map((r) => r.worker)).toEqual([0, 1]);
    expect(results.map((r) => r.fetched)).toEqual([12, 12]);

    const log = emulator.requests.filter((r) => r.service === 'trials');
    expect(log).toHaveLength(25); // the listing + 24 studies
    expect(log.every((r) => r.status === 200)).toBe(true);
    // Each worker alone would be allowed 4/s, so together they could send 8/s; sharing the budget
    // they stay at 4/s. Measured at the server, so one request of arrival jitter is allowed in a
    // window (on this 2-core machine, shared by ~8 busy builds, arrivals drift up to ~60 ms from
    // the limiter's starts); a second budget's worth (8/s) would show as 7-8.
    const times = log.map((r) => r.time);
    expect(maxInWindow(times, 1000)).toBeLessThanOrEqual(perSecond + 1);
    // Over the whole crawl: the 23 gaps between the 24 study requests take at least 23/4 s (5 % slack).
    const crawl = times.slice(1);
    const span = (crawl.at(-1) ?? 0) - (crawl[0] ?? 0);
    expect(span).toBeGreaterThanOrEqual(((crawl.length - 1) / perSecond) * 1000 * 0.95);
  }, 120_000);

  it('counts the most arrivals in any window', () => {
    expect(maxInWindow([0, 100, 999, 1000, 1500, 1999], 1000)).toBe(3);
    expect(maxInWindow([], 1000)).toBe(0);
  });
});
