import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompoundsClient } from '../src/index.js';

// Injected 500/503 (ServerBusy Fault), connection resets and truncated bodies: the client retries
// them and every answer still arrives whole.
let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({
    services: ['compounds'],
    faults: { rate: 0.3, kinds: ['500', '503', 'reset', 'truncate'], seed: 11 },
  });
});
afterAll(async () => {
  await emulator.close();
});

describe('compounds under injected faults', () => {
  it('properties, synonyms, streamed molecules and annotations arrive despite 30% faults', async () => {
    const client = new CompoundsClient({
      baseUrls: emulator.baseUrls,
      maxRetries: 8,
      retry: { baseDelayMs: 10, maxDelayMs: 200 },
      rateLimit: { id: 'compounds-faults-test' },
    });
    const cids = [2244, 2519, 60606, 54678486, 3672, 1983];
    const properties = await client.compounds.properties(cids, { properties: ['MolecularFormula'] });
    expect(properties.failures).toEqual([]);
    expect(properties.values.map((p) => p.MolecularFormula)).toEqual([
      'C9H8O4',
      'C8H10N4O2',
      'C16H16ClNO2S',
      'C19H16O4',
      'C13H18O2',
      'C8H9NO2',
    ]);
    for (const cid of cids) {
      const synonyms = await client.compounds.synonyms(cid);
      expect(synonyms.failures).toEqual([]);
      const record = await client.annotations.get(cid, { heading: 'Toxicity' });
      expect(record.RecordNumber).toBe(cid);
    }
    const faults = emulator.requests.filter((r) => r.fault !== undefined);
    expect(faults.length).toBeGreaterThan(0);
  }, 120_000);
});
