import { writeFileSync } from 'node:fs';
import { isLifesciError } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences } from './record-diff.js';
import { BATCHES, CALLER_READ_BODIES, PAGED_AND_STREAMED, type Walk } from './soak-cases.js';
import { clientsFor, texts, waited } from './soak-clients.js';

// Fault soak: every paged or streamed method of the umbrella (found by what it returns, so a new
// one fails soak-coverage.test.ts, in the fast lane, until it has a case), and the batch lookups, walked to the end
// against the emulator with 20 % of requests faulted (429 with Retry-After, 500, 503, connection
// reset, truncated body, slow body), must hand out exactly what a fault-free walk hands out: every
// record once, in order. Retry waits (Retry-After, backoff) are the clients' injected clock, which
// answers at once, so nothing here waits on real seconds. Emulator limits and client budgets are
// off: the soak measures recovery, not pacing (pacing has its own tests and benches).

/** Faults that break a request (a slow body only delays it). */
const BREAKING = new Set(['429', '500', '503', 'reset', 'truncate']);
/** Each case is walked once per seed, then again round the seeds until it met this many breaking faults. */
const MIN_FAULTS = 3;
const MAX_WALKS = 64;
/** Per case: walks, and the faults its walks met by kind. */
const perCase: Record<string, { walks: number; faults: Record<string, number> }> = {};

let clean: Emulator;
const SEEDS = [14, 15, 16, 17];
let faulty: Emulator[] = [];
const totals = {
  methods: 0,
  records: 0,
  lost: 0,
  duplicated: 0,
  outOfOrder: 0,
  brokenBodies: 0,
  /** Requests the same walks take without faults. */
  cleanRequests: 0,
};
const started = performance.now();

beforeAll(async () => {
  clean = await startEmulator({ limits: 'off' });
  faulty = await Promise.all(
    SEEDS.map((seed) =>
      startEmulator({
        limits: 'off',
        faults: { rate: 0.2, seed, retryAfterSeconds: 1, slowChunkDelayMs: 2 },
      }),
    ),
  );
});
afterAll(async () => {
  const requests = faulty.flatMap((e) => e.requests);
  const faults = requests.filter((r) => r.fault !== undefined);
  const kinds: Record<string, number> = {};
  for (const f of faults) kinds[String(f.fault)] = (kinds[String(f.fault)] ?? 0) + 1;
  // The figures for RESULTS.md: printed, and written where tooling/bench's fault-soak run asks.
  const figures = {
    methods: totals.methods,
    seeds: SEEDS.length,
    records: totals.records,
    lost: totals.lost,
    duplicated: totals.duplicated,
    outOfOrder: totals.outOfOrder,
    brokenBodies: totals.brokenBodies,
    requests: requests.length,
    cleanRequests: totals.cleanRequests,
    faulted: faults.length,
    kinds,
    simulatedWaitMs: waited.ms,
    perCase,
    wallMs: Math.round(performance.now() - started),
  };
  if (process.env.LIFESCI_SOAK_FIGURES)
    writeFileSync(process.env.LIFESCI_SOAK_FIGURES, JSON.stringify(figures));
  console.info(`fault soak figures: ${JSON.stringify(figures)}`);
  await Promise.all([clean.close(), ...faulty.map((e) => e.close())]);
});

const CASES: [string, Walk, boolean][] = [
  ...Object.entries(PAGED_AND_STREAMED).map(([name, walk]): [string, Walk, boolean] => [name, walk, false]),
  ...Object.entries(BATCHES).map(([name, walk]): [string, Walk, boolean] => [name, walk, false]),
  ...Object.entries(CALLER_READ_BODIES).map(([name, walk]): [string, Walk, boolean] => [name, walk, true]),
];

/** A walk's records, or the error that ended it where the caller reads the bodies. */
async function walkOn(emulator: Emulator, walk: Walk, mayBreak: boolean): Promise<string[] | Error> {
  try {
    return texts(await walk(clientsFor(emulator)), emulator.origin);
  } catch (error) {
    if (mayBreak && isLifesciError(error)) return error;
    throw error;
  }
}

describe('fault soak at rate 0.2: the same records as a fault-free walk, each once, in order', () => {
  it.each(CASES)(
    '%s',
    async (name, walk, mayBreak) => {
      const cleanBefore = clean.requests.length;
      const expected = texts(await walk(clientsFor(clean)), clean.origin);
      const cleanRequests = clean.requests.length - cleanBefore;
      expect(expected.length).toBeGreaterThan(0);
      const met: Record<string, number> = {};
      let breaking = 0;
      let walks = 0;
      while (walks < SEEDS.length || (breaking < MIN_FAULTS && walks < MAX_WALKS)) {
        const emulator = faulty[walks % faulty.length] as Emulator;
        const before = emulator.requests.length;
        const got = await walkOn(emulator, walk, mayBreak);
        walks += 1;
        for (const request of emulator.requests.slice(before)) {
          if (request.fault === undefined) continue;
          met[request.fault] = (met[request.fault] ?? 0) + 1;
          if (BREAKING.has(request.fault)) breaking += 1;
        }
        if (got instanceof Error) {
          // A body the caller was reading broke: a typed error, never other records.
          totals.brokenBodies += 1;
          continue;
        }
        const { lost, duplicated } = differences(expected, got);
        totals.lost += lost;
        totals.duplicated += duplicated;
        if (lost === 0 && duplicated === 0 && got.join('\n') !== expected.join('\n')) totals.outOfOrder += 1;
        totals.records += got.length;
        expect({ lost, duplicated }).toEqual({ lost: 0, duplicated: 0 });
        expect(got).toEqual(expected);
      }
      perCase[name] = { walks, faults: met };
      totals.cleanRequests += walks * cleanRequests;
      // A case no fault reached soaked nothing.
      expect(breaking).toBeGreaterThanOrEqual(MIN_FAULTS);
      totals.methods += 1;
    },
    120_000,
  );
});
