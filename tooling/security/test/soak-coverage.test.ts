import { NotFoundError } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { createLifesci, type LifesciClients, SERVICE_NAMES } from '@lifesci/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagedAndStreamed } from './paged-methods.js';
import { CALLER_READ_BODIES, NOT_EMULATED, PAGED_AND_STREAMED } from './soak-cases.js';

// The fault soak (soak.long.test.ts, long lane) walks a case per paged or streamed method of the
// umbrella. Here, in the fast lane: a method without a case fails at once, and a method named as
// not emulated fails the day the emulator serves it (its case must then join the soak).

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], limits: 'off' });
});
afterAll(() => emulator.close());

describe('every paged or streamed method of the umbrella', () => {
  it('has a soak case, or is named as not emulated', async () => {
    const found = Object.keys(await pagedAndStreamed()).sort();
    const cases = [PAGED_AND_STREAMED, CALLER_READ_BODIES, NOT_EMULATED].flatMap((table) =>
      Object.keys(table),
    );
    expect(found).toEqual(cases.sort());
  });

  it.each(Object.entries(NOT_EMULATED))('%s is still not served by the emulator', async (_name, { walk }) => {
    const own = Object.fromEntries(SERVICE_NAMES.map((name) => [name, { rateLimit: false as const }]));
    const lifesci = createLifesci({ emulator, maxRetries: 0, ...own } as never) as LifesciClients;
    await expect(walk(lifesci)).rejects.toBeInstanceOf(NotFoundError);
  });
});
