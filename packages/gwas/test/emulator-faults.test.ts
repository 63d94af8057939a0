import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GwasClient } from '../src/index.js';

// The same crawl with 20% injected 429/500/503/reset faults: core's retries make it return the
// very same records.

let clean: Emulator;
let faulty: Emulator;

beforeAll(async () => {
  [clean, faulty] = await Promise.all([
    startEmulator({ services: ['gwas'], seed: 3 }),
    startEmulator({
      services: ['gwas'],
      seed: 3,
      faults: { rate: 0.2, kinds: ['429', '500', '503', 'reset'], seed: 9 },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([clean?.close(), faulty?.close()]);
});

const crawl = async (emulator: Emulator) => {
  const client = new GwasClient({ baseUrls: emulator.baseUrls, rateLimit: false, maxRetries: 8 });
  return (await client.associations.list({ size: 500 }).toArray()).map((a) => a.association_id);
};

describe('faults', () => {
  it('yields every association once despite injected faults', async () => {
    const [a, b] = await Promise.all([crawl(clean), crawl(faulty)]);
    expect(a.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(b).size).toBe(b.length);
    expect([...b].sort((x, y) => x - y)).toEqual([...a].sort((x, y) => x - y));
    expect(faulty.requests.filter((r) => r.fault !== undefined).length).toBeGreaterThan(0);
  }, 180_000);
});
