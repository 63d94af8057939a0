import { type Emulator, type RequestLogEntry, startEmulator } from '@lifesci/emulator';
import { GenesClient } from '@lifesci/genes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicalVariantsClient } from '../src/index.js';

/*
 * The issue's rule: a GenesClient and a ClinicalVariantsClient in one process, with the same
 * key, never exceed 3 requests per second together (10 with a key). Both clients fire at once;
 * the emulator's request log (arrival times, its own clock) is the judge.
 *
 * Long lane: it judges wall-clock arrival times, so on a loaded machine a burst can reach the
 * emulator bunched up and draw a 429 the limiter did not cause. The default lane's proof of the
 * window is core's limiter-window tests and trials' emulator-window test, on a virtual clock.
 */

const WINDOW_MS = 1_000;
const GENES = [
  'TSC2',
  'BRCA1',
  'BRCA2',
  'TP53',
  'CFTR',
  'BRAF',
  'HBB',
  'CYP2D6',
  'CYP2C19',
  'DPYD',
  'TPMT',
  'SLCO1B1',
];

/** Most requests that arrived inside any 1 s window. */
function busiestSecond(entries: readonly RequestLogEntry[]): number {
  const times = entries.map((e) => e.time).sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while (times[end]! - times[start]! >= WINDOW_MS) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

const dbOf = (e: RequestLogEntry) => new URLSearchParams(e.query).get('db');

/** Both clients at once: one search per gene from each, plus summaries from each. */
async function burst(genes: GenesClient, clinvar: ClinicalVariantsClient, count: number): Promise<void> {
  const symbols = GENES.slice(0, count);
  await Promise.all([
    ...symbols.map((symbol) => genes.search(`${symbol}[gene] AND 9606[taxid]`)),
    ...symbols.map((symbol) => clinvar.search({ gene: symbol })),
  ]);
}

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['eutils'], seed: 1 });
  // The emulator builds its Gene and ClinVar data and indexes on first use, synchronously, in
  // this process: that pause would stall one request between the client's limiter and the
  // server and bunch the next ones up on arrival. Build them before measuring, under a key of
  // its own so these requests count in no budget under test.
  const warmUp = { baseUrls: emulator.baseUrls, apiKey: 'warm-up', rateLimit: false } as const;
  await Promise.all([
    new GenesClient(warmUp).search('TSC2[gene]'),
    new ClinicalVariantsClient(warmUp).search({ gene: 'TSC2' }),
  ]);
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

function eutilsRequestsSince(mark: number): RequestLogEntry[] {
  return emulator.requests.slice(mark).filter((e) => e.mount === 'eutils');
}

describe('one E-utilities budget for GenesClient and ClinicalVariantsClient (emulator request log)', () => {
  it('without a key: never more than 3 requests in any second, together, and no 429', async () => {
    const mark = emulator.requests.length;
    const options = { baseUrls: emulator.baseUrls };
    await burst(new GenesClient(options), new ClinicalVariantsClient(options), 6);
    const log = eutilsRequestsSince(mark);
    expect(log.filter((e) => dbOf(e) === 'gene')).toHaveLength(6);
    expect(log.filter((e) => dbOf(e) === 'clinvar')).toHaveLength(6);
    expect(log.every((e) => e.status === 200)).toBe(true);
    expect(busiestSecond(log)).toBeLessThanOrEqual(3);
  }, 30_000);

  it('with the same key: never more than 10 in any second, together, and no 429', async () => {
    const mark = emulator.requests.length;
    const options = { baseUrls: emulator.baseUrls, apiKey: 'shared-test-key' };
    await burst(new GenesClient(options), new ClinicalVariantsClient(options), 12);
    const log = eutilsRequestsSince(mark);
    expect(log).toHaveLength(24);
    expect(log.every((e) => new URLSearchParams(e.query).get('api_key') === 'shared-test-key')).toBe(true);
    expect(log.every((e) => e.status === 200)).toBe(true);
    // The budget was used, not idled: 24 requests at 10/s take at least ~2.3 s.
    expect(busiestSecond(log)).toBeGreaterThan(3);
    expect(busiestSecond(log)).toBeLessThanOrEqual(10);
  }, 30_000);

  it('the measurement can see a breach: two different keys are two budgets and together exceed 10/s', async () => {
    const mark = emulator.requests.length;
    const genes = new GenesClient({ baseUrls: emulator.baseUrls, apiKey: 'key-one' });
    const clinvar = new ClinicalVariantsClient({ baseUrls: emulator.baseUrls, apiKey: 'key-two' });
    await burst(genes, clinvar, 12);
    const log = eutilsRequestsSince(mark);
    // Each key is within its own 10/s here, so any 429 is retried by core; what matters is that
    // the combined traffic shows more than 10 in a second, which a shared budget never would.
    expect(log.filter((e) => e.status === 200)).toHaveLength(24);
    expect(busiestSecond(log)).toBeGreaterThan(10);
  }, 30_000);
});
