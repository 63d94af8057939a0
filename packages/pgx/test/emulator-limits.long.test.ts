import { startEmulator } from '@lifesci/emulator';
import { describe, expect, it } from 'vitest';
import { PgxClient } from '../src/index.js';
import { pgxBaseUrl } from './helpers.js';

// The client's default budget against the emulator's enforcement of the documented limit, in
// real time: the arrival times at the server are counted per 1 s window.
describe('the documented limit: 2 requests per second', () => {
  it('50 concurrent calls never put more than 2 requests into any 1 s window, and get no 429', async () => {
    const limited = await startEmulator({ services: ['pgx'] });
    try {
      // The client's own default budget, as a user gets it.
      const pgx = new PgxClient({ baseUrl: pgxBaseUrl(limited) });
      const symbols = ['CYP2C19', 'CYP2D6', 'CYP2C9', 'TPMT', 'DPYD'];
      const got = await Promise.all(
        Array.from({ length: 50 }, (_, i) => pgx.genes.get(symbols[i % symbols.length] ?? 'CYP2D6')),
      );
      expect(got.map((g) => g.symbol)).toEqual(
        Array.from({ length: 50 }, (_, i) => symbols[i % symbols.length]),
      );
      const log = limited.requests.filter((r) => r.service === 'pgx');
      expect(log).toHaveLength(50);
      expect(log.filter((r) => r.status !== 200 || r.limited)).toEqual([]);
      const times = log.map((r) => r.time).sort((a, b) => a - b);
      for (let i = 2; i < times.length; i++) {
        // Any three consecutive starts span at least one second: no window holds three.
        expect((times[i] as number) - (times[i - 2] as number)).toBeGreaterThanOrEqual(1000);
      }
    } finally {
      await limited.close();
    }
  }, 60_000);
});
