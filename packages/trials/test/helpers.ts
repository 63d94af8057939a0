import type { Clock } from '@lifesci/core';
import type { Emulator } from '@lifesci/emulator';
import nock from 'nock';
import { TrialsClient, type TrialsClientOptions } from '../src/index.js';

export const BASE = 'https://clinicaltrials.gov';

/** The emulator's trials address (its `baseUrls` type allows any key to be missing). */
export function trialsBaseUrl(emulator: Emulator): string {
  const baseUrl = emulator.baseUrls.trials;
  if (baseUrl === undefined) throw new Error('the emulator hands out no trials address');
  return baseUrl;
}

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: TrialsClientOptions = {}): TrialsClient {
  return new TrialsClient({ rateLimit: false, maxRetries: 0, ...options });
}

/** Minimal valid study with the given NCT number. */
export function study(n: number) {
  const nctId = `NCT${String(n).padStart(8, '0')}`;
  return {
    protocolSection: {
      identificationModule: { nctId, briefTitle: `Study ${n}` },
      statusModule: { overallStatus: 'RECRUITING' },
    },
    hasResults: false,
  };
}

/** Records the query of every request to GET /api/v2/studies that matches. */
export function captureList(reply: (q: Record<string, string>) => unknown, times = 1) {
  const seen: Record<string, string>[] = [];
  const scope = nock(BASE)
    .get('/api/v2/studies')
    .times(times)
    .query((q) => {
      seen.push(q as Record<string, string>);
      return true;
    })
    .reply(200, () => reply(seen[seen.length - 1] ?? {}));
  return { seen, scope };
}

/** A clock whose sleeps return at once and are recorded, so retry waits are exact and instant. */
export function recordingClock(): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => Date.now(),
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  };
}
