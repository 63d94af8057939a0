import { InputError } from '@lifesci/core';
import { startEmulator } from '@lifesci/emulator';
import { describe, expect, it } from 'vitest';
import { TrialsClient } from '../src/index.js';

describe('TrialsClient base addresses', () => {
  it("takes its 'trials' address from the emulator's whole baseUrls map", async () => {
    const emulator = await startEmulator({ services: ['trials'] });
    try {
      const client = new TrialsClient({
        baseUrls: emulator.baseUrls,
        rateLimit: { id: 'trials-base-urls-test' },
      });
      expect(client.baseUrlOf()).toBe(emulator.baseUrls.trials);
      const page = await client.studies.list({ pageSize: 2, fields: ['NCTId'] });
      expect(page.items).toHaveLength(2);
      expect(emulator.requests.map((r) => [r.mount, r.path])).toEqual([['trials', '/api/v2/studies']]);
    } finally {
      await emulator.close();
    }
  });

  it('refuses a misspelt address key instead of falling back to the live service', () => {
    expect(() => new TrialsClient({ baseUrls: { trails: 'http://127.0.0.1:1' } })).toThrow(InputError);
  });
});
