import { limiterRegistry } from '@lifesci/core';
import { startEmulator } from '@lifesci/emulator';
import { fakeClock } from '@lifesci/vitest-config/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { TrialsClient } from '../src/index.js';

afterEach(async () => {
  await limiterRegistry.clear();
});

/**
 * The registry's documented 50 requests in any 60 s, on one virtual clock shared by the client's
 * limiter and the emulator (which answers 429 above the window): times are exact, not measured.
 */
describe('the default budget against the emulated registry (virtual time)', () => {
  it('crawls 2,500 studies (26 requests) without waiting and without a 429', async () => {
    const clock = fakeClock();
    const emulator = await startEmulator({ services: ['trials'], limits: 'documented', now: clock.now });
    try {
      const trials = new TrialsClient({
        baseUrl: emulator.baseUrls.trials as string,
        clock,
        rateLimit: { id: `window-crawl-${Math.random()}` },
      });
      const ids = new Set<string>();
      for await (const s of trials.studies.list({ pageSize: 100, fields: ['NCTId'] }))
        ids.add(s.protocolSection?.identificationModule?.nctId ?? '');
      const log = emulator.requests.filter((r) => r.service === 'trials');
      expect(ids.size).toBe(2500);
      expect(log).toHaveLength(26);
      expect(log.filter((r) => r.status === 429)).toHaveLength(0);
      // no request waited for the window
      expect(clock.sleeps).toEqual([]);
    } finally {
      await emulator.close();
    }
  });

  it('a crawl past the window waits for it, and still draws no 429', async () => {
    const clock = fakeClock();
    const t0 = clock.now();
    const emulator = await startEmulator({ services: ['trials'], limits: 'documented', now: clock.now });
    try {
      const trials = new TrialsClient({
        baseUrl: emulator.baseUrls.trials as string,
        clock,
        rateLimit: { id: `window-long-${Math.random()}` },
      });
      // pages of 20: 126 requests, three windows
      let studies = 0;
      for await (const _ of trials.studies.list({ pageSize: 20, fields: ['NCTId'] })) studies += 1;
      const log = emulator.requests.filter((r) => r.service === 'trials');
      expect(studies).toBe(2500);
      expect(log).toHaveLength(126);
      expect(log.filter((r) => r.status === 429)).toHaveLength(0);
      // two full windows waited for (each checked 600 ms long), no more
      expect(clock.now() - t0).toBe(2 * 60_600);
    } finally {
      await emulator.close();
    }
  });
});
