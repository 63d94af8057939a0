import { startEmulator } from '@lifesci/emulator';
import { describe, expect, it } from 'vitest';
import { createLifesci, InputError, SERVICE_NAMES, trials } from '../src/index.js';

describe('createLifesci', () => {
  it('builds every client lazily, each pointed at the emulator', async () => {
    const emulator = await startEmulator({ services: ['trials', 'eutils', 'datasets'] });
    try {
      const sdk = createLifesci({ emulator, rateLimit: false } as never);
      expect(Object.keys(sdk)).toEqual(SERVICE_NAMES);
      expect(sdk.trials).toBeInstanceOf(trials.TrialsClient);
      expect(sdk.trials).toBe(sdk.trials);
      expect(sdk.trials.baseUrlOf()).toBe(emulator.baseUrls.trials);
      const page = await sdk.trials.studies.list({ pageSize: 2 });
      expect(page.items).toHaveLength(2);
      const genes = await sdk.genes.summaries(['1565']);
      expect(genes.values[0]?.name).toBe('CYP2D6');
      expect(emulator.requests.every((r) => r.status === 200)).toBe(true);
    } finally {
      await emulator.close();
    }
  });

  it('passes per-service overrides and shared options, and refuses a non-object', () => {
    const sdk = createLifesci({ timeout: 1234, trials: { baseUrl: 'http://127.0.0.1:7/ct' } });
    expect(sdk.trials.baseUrlOf()).toBe('http://127.0.0.1:7/ct');
    expect(() => createLifesci(null as never)).toThrow(InputError);
  });
});
