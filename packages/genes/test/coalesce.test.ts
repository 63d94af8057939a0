import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenesClient } from '../src/index.js';

// Core's coalesce under genes: concurrent one-id calls share requests while they wait for the
// E-utilities / Datasets budgets (the emulator enforces NCBI's documented limits).
describe('coalesced lookups against the emulator', () => {
  let emulator: Emulator;
  let ids: string[];
  beforeAll(async () => {
    emulator = await startEmulator({ services: ['eutils', 'datasets'] });
    const lister = new GenesClient({ baseUrls: emulator.baseUrls, email: 'tests@example.org' });
    ids = await lister.search({ organism: 'Homo sapiens' }, { retmax: 40 }).toArray({ limit: 40 });
  });
  afterAll(async () => {
    await emulator?.close();
  });

  const count = (start: number, mount: string, prefix: string) =>
    emulator.requests.slice(start).filter((entry) => entry.mount === mount && entry.path.startsWith(prefix))
      .length;

  it('40 concurrent summaries([oneId]) take at most 4 requests, each answer the same as one batched call', async () => {
    expect(ids).toHaveLength(40);
    const genes = new GenesClient({ baseUrls: emulator.baseUrls, email: 'tests@example.org' });
    const whole = await genes.summaries(ids);
    const start = emulator.requests.length;
    const single = await Promise.all(ids.map((id) => genes.summaries([id])));
    expect(count(start, 'eutils', '/esummary')).toBeGreaterThan(0);
    expect(count(start, 'eutils', '/esummary')).toBeLessThanOrEqual(4);
    expect(single.map((r) => r.values[0])).toEqual(whole.values);
    expect(single.every((r) => r.failures.length === 0)).toBe(true);
  });

  it('an unknown id among coalesced calls fails only its own caller', async () => {
    const genes = new GenesClient({ baseUrls: emulator.baseUrls, email: 'tests@example.org' });
    const answers = await Promise.all(
      [ids[0], '999999999', ids[1]].map((id) => genes.summaries([id as string])),
    );
    expect(answers[0]?.values[0]?.uid).toBe(ids[0]);
    expect(answers[1]?.values).toEqual([]);
    expect(answers[1]?.failures).toHaveLength(1);
    expect(answers[2]?.values[0]?.uid).toBe(ids[1]);
  });

  it('concurrent Datasets reports lookups share POSTs', async () => {
    const genes = new GenesClient({ baseUrls: emulator.baseUrls, email: 'tests@example.org' });
    const some = ids.slice(0, 12);
    const start = emulator.requests.length;
    const answers = await Promise.all(some.map((id) => genes.datasets.reports(id)));
    expect(count(start, 'datasets', '/gene')).toBeGreaterThan(0);
    expect(count(start, 'datasets', '/gene')).toBeLessThanOrEqual(4);
    expect(answers.map((a) => a.values[0]?.gene_id ?? a.failures[0]?.id)).toEqual(some);
  });
});
