import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIALS_LIMITS, TrialsClient } from '../src/index.js';
import { trialsBaseUrl } from './helpers.js';

// Two full crawls (pageSize 100 over every emulated study) at the documented 50 requests/minute
// take ~30 s each, so they run at the same time against two emulators, each client on a budget
// id of its own (the shared 'clinicaltrials.gov' budget would serialise them).
const FAULTS = { rate: 0.2, kinds: ['429', '500', '503', 'reset'] as const, seed: 7 };
const WINDOW_MS = 60_000;

interface Crawl {
  emulator: Emulator;
  ids: string[];
  total: number | undefined;
}

async function crawl(emulator: Emulator, budgetId: string, countTotal: boolean): Promise<Crawl> {
  const baseUrl = trialsBaseUrl(emulator);
  const client = new TrialsClient({
    baseUrl,
    rateLimit: { id: budgetId },
    // A 0.2 fault rate makes 3 failures in a row on one page likely somewhere in a crawl.
    maxRetries: 6,
  });
  // With countTotal the walk stops at the total; without it, at the empty page behind the
  // trailing token of the exactly full last page (2,500 = 25 x 100).
  const list = client.studies.list({ pageSize: 100, countTotal, fields: ['NCTId'] });
  const ids: string[] = [];
  for await (const s of list) ids.push(s.protocolSection?.identificationModule?.nctId ?? '');
  return { emulator, ids, total: (await list).total };
}

/** Most requests that started inside any 60 s window, from the emulator's own log. */
function busiestWindow(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] as number) - (sorted[start] as number) >= WINDOW_MS) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

let clean: Crawl;
let faulty: Crawl;

beforeAll(async () => {
  const [a, b] = await Promise.all([
    startEmulator({ services: ['trials'], seed: 1 }),
    startEmulator({ services: ['trials'], seed: 1, faults: { ...FAULTS, kinds: [...FAULTS.kinds] } }),
  ]);
  [clean, faulty] = await Promise.all([
    crawl(a, 'emulator-test-clean', true),
    crawl(b, 'emulator-test-faulty', false),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([clean?.emulator.close(), faulty?.emulator.close()]);
});

describe('integration: crawling every study of the emulator', () => {
  it('yields each study exactly once', () => {
    expect(clean.ids.length).toBeGreaterThanOrEqual(2500);
    expect(new Set(clean.ids).size).toBe(clean.ids.length);
    expect(clean.ids.every((id) => /^NCT\d{8}$/.test(id))).toBe(true);
    expect(clean.total).toBe(clean.ids.length);
  });

  it('ends on the total (countTotal) or on the empty page behind the trailing token', () => {
    const ok = (run: Crawl) =>
      run.emulator.requests.filter((r) => r.service === 'trials' && r.status === 200);
    // 2,500 studies = 25 full pages: the total ends the walk without asking for more...
    expect(ok(clean)).toHaveLength(25);
    // ...and without countTotal the 25th page still carries a token, whose page is empty.
    expect(ok(faulty)).toHaveLength(26);
  });

  it('yields exactly the same set with 20% injected 429/500/503/reset faults', () => {
    const faults = faulty.emulator.requests.filter((r) => r.fault !== undefined);
    expect(faults.length).toBeGreaterThan(0);
    expect(new Set(faulty.ids).size).toBe(faulty.ids.length);
    expect([...faulty.ids].sort()).toEqual([...clean.ids].sort());
  });

  it('never exceeds the documented 50 requests in any 60 s window (emulator request log)', () => {
    for (const run of [clean, faulty]) {
      const log = run.emulator.requests.filter((r) => r.service === 'trials');
      expect(log.length).toBeGreaterThanOrEqual(25);
      expect(busiestWindow(log.map((r) => r.time))).toBeLessThanOrEqual(TRIALS_LIMITS.perMinute);
      // The emulator's own limit never had to answer: every 429 seen was an injected fault.
      expect(log.filter((r) => r.limited)).toEqual([]);
    }
  });
});
