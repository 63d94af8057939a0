import type { Clock } from '@lifesci/core';
import { OAUTH_APPS } from '@lifesci/emulator';
import { createLifesci, type LifesciClients, SERVICE_NAMES } from '@lifesci/sdk';

// The clients the soaks walk with (soak.long.test.ts, gzip-cut.long.test.ts): budgets off (a
// soak measures recovery, not pacing), 8 retries, and retry waits on a clock that answers at once.

const token = OAUTH_APPS[0]?.clientAccessToken;

/** Retry waits the clients asked for, added up (none is waited for). */
export const waited = { ms: 0 };

/** Wall time as it is, waits answered at once (and added up in `waited`). */
const clock: Clock = {
  now: () => Date.now(),
  random: () => Math.random(),
  sleep: async (ms, signal) => {
    signal?.throwIfAborted();
    waited.ms += ms;
  },
};

/** Every client of the umbrella on `target`'s addresses (an emulator, or a proxy in front of one). */
export function clientsFor(target: { readonly baseUrls: Readonly<Record<string, string>> }): LifesciClients {
  const perService = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      name === 'protocols' ? { rateLimit: false, accessToken: token } : { rateLimit: false },
    ]),
  );
  return createLifesci({ emulator: target, clock, maxRetries: 8, ...perService } as never);
}

/** Records as comparable text: links in them name the emulator that answered (its host). */
export function texts(records: unknown[], origin: string): string[] {
  const host = new URL(origin).host;
  return records.map((record) => JSON.stringify(record).replaceAll(host, 'EMULATOR'));
}
