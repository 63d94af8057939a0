import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompoundsClient } from '../src/index.js';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['compounds'] });
});

afterAll(async () => {
  await emulator.close();
});

describe('concurrent single-CID calls (core coalesce)', () => {
  it('40 concurrent synonyms(cid) go out in at most 4 requests, each caller with its own answer', async () => {
    const client = new CompoundsClient({
      baseUrls: emulator.baseUrls,
      rateLimit: { id: 'compounds-coalesce-synonyms', perSecond: 5 },
    });
    const cids = [2244, 2519, ...Array.from({ length: 38 }, (_, i) => 900000001 + i)];
    const before = emulator.requests.length;
    const answers = await Promise.all(cids.map((cid) => client.compounds.synonyms([cid])));
    const sent = emulator.requests.slice(before).filter((r) => r.path.includes('/synonyms/'));
    expect(sent.length).toBeLessThanOrEqual(4);
    answers.forEach((answer, i) => {
      expect(answer.items).toHaveLength(1);
      expect(answer.items[0]?.id).toBe(cids[i]);
      expect(answer.items[0]?.ok).toBe(true);
    });
    expect(answers[0]?.values[0]).toContain('aspirin');
    // The same answers one by one.
    const alone = await client.compounds.synonyms([2519]);
    expect(alone.values[0]).toEqual(answers[1]?.values[0]);
  }, 60_000);

  it('coalesced property lookups keep per-id failures apart', async () => {
    const client = new CompoundsClient({
      baseUrls: emulator.baseUrls,
      rateLimit: { id: 'compounds-coalesce-props', perSecond: 5 },
    });
    const [aspirin, unknown] = await Promise.all([
      client.compounds.properties([2244], { properties: ['MolecularFormula'] }),
      client.compounds.properties([899999999], { properties: ['MolecularFormula'] }),
    ]);
    expect(aspirin.values[0]?.MolecularFormula).toBe('C9H8O4');
    expect(unknown.values).toEqual([]);
    expect(unknown.failures).toHaveLength(1);
  }, 60_000);
});
