import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPOUNDS_LIMITS, CompoundsClient } from '../src/index.js';

// 500 calls at PubChem's 5 requests/second take about 100 s: one long test, on its own budget id
// so other test files' clients do not share (and slow) it.
const CALLS = 500;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['compounds'] });
});
afterAll(async () => {
  await emulator.close();
});

/** Most request starts inside any window of `windowMs`, from the emulator's own log. */
function busiest(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] as number) - (sorted[start] as number) >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe('PubChem limits', () => {
  it(`${CALLS} queued calls keep 5/second and 400/minute together: no ServerBusy, every answer arrives`, async () => {
    const client = new CompoundsClient({
      baseUrls: emulator.baseUrls,
      rateLimit: { id: 'compounds-limits-test' },
    });
    const cids = [2244, 2519, 60606, 54678486, 3672, 1983, 5564, 2349];
    // One request per call: calls with different call options never share a request, so the
    // limiter meets all 500 (concurrent identical calls would coalesce: coalesce-throttle.test.ts).
    const results = await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        client.compounds.synonyms(cids[i % cids.length] as number, { timeout: 30_000 + i }),
      ),
    );
    expect(results.every((r) => r.failures.length === 0 && r.values.length === 1)).toBe(true);
    const log = emulator.requests.filter((r) => r.service === 'compounds');
    // Every call answered once; on a loaded machine an arrival can drift past the window edge and
    // be retried (the exact 0 x ServerBusy figure is timing, for tooling/bench).
    const answered = log.filter((r) => r.status === 200);
    expect(answered).toHaveLength(CALLS);
    expect(log.length - answered.length).toBeLessThanOrEqual(5);
    const times = answered.map((r) => r.time);
    expect(busiest(times, 1_000)).toBeLessThanOrEqual(COMPOUNDS_LIMITS.perSecond);
    expect(busiest(times, 60_000)).toBeLessThanOrEqual(COMPOUNDS_LIMITS.perMinute);
  }, 240_000);
});
