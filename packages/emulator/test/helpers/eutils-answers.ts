import { afterAll, beforeAll } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';

/**
 * An E-utilities emulator (seed 1, limits off) for the calling test file, started before its
 * tests and closed after them; the returned function reads the text of one query
 * (`'esearch.fcgi?db=gene&term=...'`).
 */
export function eutilsAnswers(): (query: string) => Promise<string> {
  let emulator: Emulator;
  let eutils: string;
  beforeAll(async () => {
    emulator = await startEmulator({ services: ['eutils'], seed: 1, limits: 'off' });
    eutils = emulator.baseUrls.eutils!;
  });
  afterAll(() => emulator.close());
  return async (query) => (await fetch(`${eutils}/${query}`)).text();
}
