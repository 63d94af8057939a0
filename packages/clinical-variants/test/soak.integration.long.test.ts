import { startEmulator } from '@lifesci/emulator';
import { describe, expect, it } from 'vitest';
import { ClinicalVariantsClient } from '../src/index.js';

// Issue 15 item 3: under 20% injected faults (429, 500, 503, connection reset, truncated body,
// slow body), streamRecords() loses and duplicates nothing: a body broken mid-way is fetched again and
// read on after the records already handed out. Four fault seeds, against a fault-free reference.

const IDS = 1500;
// Seeds whose fault sequence truncates a body within the first three requests (mid-body breaks).
const SEEDS = [9, 17, 34, 38];

describe('ClinVar streamRecords() under faults', () => {
  it(`4 seeds x ${IDS} ids (rettype vcv): every record once, nothing lost`, async () => {
    const clean = await startEmulator({ services: ['eutils'], limits: 'off' });
    let ids: string[];
    let reference: string[];
    try {
      const client = new ClinicalVariantsClient({ baseUrls: clean.baseUrls, rateLimit: false });
      ids = await client.search('human[organism]', { retmax: 5000 }).toArray({ limit: IDS });
      reference = (await client.streamRecords(ids, { rettype: 'vcv' })).map((r) => r.accession);
    } finally {
      await clean.close();
    }
    expect(ids).toHaveLength(IDS);
    expect(reference).toHaveLength(IDS);

    const faulted: string[] = [];
    for (const seed of SEEDS) {
      const emulator = await startEmulator({
        services: ['eutils'],
        limits: 'off',
        faults: { rate: 0.2, seed },
      });
      try {
        const client = new ClinicalVariantsClient({
          baseUrls: emulator.baseUrls,
          rateLimit: false,
          retry: { baseDelayMs: 10, maxDelayMs: 50 },
        });
        const stream = client.streamRecords(ids, { rettype: 'vcv' });
        const accessions: string[] = [];
        for await (const record of stream) accessions.push(record.accession);
        expect(stream.failures).toEqual([]);
        expect(new Set(accessions).size).toBe(accessions.length);
        expect(accessions).toEqual(reference);
        faulted.push(
          ...emulator.requests
            .filter((r) => r.path.includes('efetch') && r.fault !== undefined)
            .map((r) => `${seed}:${r.fault}`),
        );
      } finally {
        await emulator.close();
      }
    }
    // Bodies were really cut mid-way (truncated), at least once per seed.
    expect(faulted.filter((f) => f.endsWith('truncate')).length).toBeGreaterThanOrEqual(SEEDS.length);
  }, 600_000);
});
