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
    // they stay at 4/s, measured at the server: a request counts in the shared window until its
    // answer shows it has arrived, so late arrivals on a busy machine cannot bunch up.
    const times = log.map((r) => r.time);
    expect(maxInWindow(times, 1000)).toBeLessThanOrEqual(perSecond);
    // Over the whole crawl: at most 4 in any second means 24 study requests span at least 5 s
    // (request i and i + 4 are a second apart); a window's allowance may go out at once.
    const crawl = times.slice(1);
    const span = (crawl.at(-1) ?? 0) - (crawl[0] ?? 0);
    expect(span).toBeGreaterThanOrEqual(Math.floor((crawl.length - 1) / perSecond) * 1000);
  }, 120_000);

  it('counts the most arrivals in any window', () => {
    expect(maxInWindow([0, 100, 999, 1000, 1500, 1999], 1000)).toBe(3);
    expect(maxInWindow([], 1000)).toBe(0);
  });
});
