import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient, MAIN_APP } from './emulator-helpers.js';

const FAULTS = { rate: 0.25, kinds: ['429', '500', '503', 'reset', 'truncate'] as const, seed: 11 };

let clean: Emulator;
let faulty: Emulator;
beforeAll(async () => {
  [clean, faulty] = await Promise.all([
    startEmulator({ services: ['protocols'], limits: 'off' }),
    startEmulator({
      services: ['protocols'],
      limits: 'off',
      faults: { ...FAULTS, kinds: [...FAULTS.kinds] },
    }),
  ]);
});
afterAll(() => Promise.all([clean?.close(), faulty?.close()]));

// A fast clock for retry waits keeps the test short; the waits themselves are core's policy.
const clock = { now: () => Date.now(), random: () => 0.5, sleep: async () => {} };

describe('integration: reading through injected faults', () => {
  it('a full listing and every protocol’s steps come out the same with 25% 429/500/503/reset/truncate', async () => {
    const read = async (emulator: Emulator) => {
      const client = emulatorClient(emulator, undefined, {
        accessToken: MAIN_APP.clientAccessToken,
        maxRetries: 8,
        clock,
      });
      const listed = await client.protocols.list({ pageSize: 10, orderField: 'id' }).toArray();
      const steps = await Promise.all(listed.slice(0, 12).map((p) => client.protocols.steps(p.id)));
      return { ids: listed.map((p) => p.id), steps: steps.map((s) => s.length) };
    };
    const [expected, got] = await Promise.all([read(clean), read(faulty)]);
    expect(faulty.requests.filter((r) => r.fault !== undefined).length).toBeGreaterThan(0);
    expect(got).toEqual(expected);
  });
});
