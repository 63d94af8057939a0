import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Preprint, PreprintsClient, type PreprintsClientOptions } from '../src/index.js';

// A whole year at the client's default pacing (the spec's 0.5 s between requests), in real time.
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['preprints'] });
});

afterAll(async () => {
  await emulator?.close();
});

/** A client on the emulator: its whole address map (API and site), as any client takes it. */
function client(options: PreprintsClientOptions = {}): PreprintsClient {
  return new PreprintsClient({ baseUrls: emulator.baseUrls, ...options });
}

const key = (p: Preprint) => `${p.doi}v${p.version}`;

function months(): [string, string][] {
  return Array.from({ length: 12 }, (_, m) => {
    const from = `2025-${String(m + 1).padStart(2, '0')}-01`;
    const last = new Date(Date.UTC(2025, m + 1, 0)).getUTCDate();
    return [from, `2025-${String(m + 1).padStart(2, '0')}-${last}`];
  });
}

describe('details.list against the emulator, paced', () => {
  it('a crawl of a full year yields every record exactly once, at the documented pacing', async () => {
    const list = client().details.list({ from: '2025-01-01', to: '2025-12-31' });
    const keys: string[] = [];
    const dates: string[] = [];
    for await (const p of list) {
      keys.push(key(p));
      dates.push(p.date);
    }
    expect(keys.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(keys).size).toBe(keys.length);
    expect(dates.every((d) => d >= '2025-01-01' && d <= '2025-12-31')).toBe(true);
    // The service's total overcounts (withdrawn records are counted, never served).
    const first = await list;
    expect(first.total).toBeGreaterThan(keys.length);

    // The same records as twelve month-by-month crawls: none lost at page boundaries.
    const fast = client({ rateLimit: false });
    const byMonth: string[] = [];
    for (const [from, to] of months()) {
      for await (const p of fast.details.list({ from, to })) byMonth.push(key(p));
    }
    expect(new Set(byMonth).size).toBe(byMonth.length);
    expect([...byMonth].sort()).toEqual([...keys].sort());

    // Every category is represented.
    const categories = new Set<string>();
    for await (const p of fast.details.list({ from: '2025-01-01', to: '2025-12-31' }))
      categories.add(p.category);
    expect(categories.size).toBe(27);
  }, 120_000);
});
