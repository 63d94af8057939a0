import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';
import { nctOf, type Page, studiesUrl } from './helpers.js';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

describe('trials limit: about 50 requests per minute per client address', () => {
  it('answers the 51st request in a minute with 429, the error body and Retry-After from the window', async () => {
    let clock = 10_000;
    emulator = await startEmulator({ services: ['trials'], now: () => clock });
    const url = studiesUrl(emulator, { pageSize: 1, fields: 'NCTId' });
    for (let i = 0; i < 50; i++) {
      clock = 10_000 + i * 200;
      const res = await fetch(url);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
    }
    clock = 20_000;
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('50');
    expect(await limited.json()).toEqual({
      error: {
        code: 429,
        message: 'Too many requests: the limit is about 50 requests per minute per IP address',
      },
    });
    clock = 70_000; // the first request left the window
    expect((await fetch(url)).status).toBe(200);

    const log = emulator.requests;
    expect(log).toHaveLength(52);
    expect(
      log.every((r) => r.service === 'trials' && r.mount === 'trials' && r.path === '/api/v2/studies'),
    ).toBe(true);
    expect(log.filter((r) => r.limited).map((r) => r.time)).toEqual([20_000]);
  });
});

describe('a crawl through injected faults', () => {
  it('sees the same studies as a clean crawl when every faulted request is retried', async () => {
    emulator = await startEmulator({
      services: ['trials'],
      limits: 'off',
      faults: {
        rate: 0.2,
        kinds: ['429', '500', '503', 'reset', 'truncate'],
        seed: 11,
        retryAfterSeconds: 0,
      },
    });
    const ids: string[] = [];
    let token: string | undefined;
    let attempts = 0;
    do {
      attempts++;
      let page: Page;
      try {
        const res = await fetch(
          studiesUrl(emulator, token ? { pageSize: 100, pageToken: token } : { pageSize: 100 }),
        );
        if (res.status !== 200) continue;
        page = (await res.json()) as Page;
      } catch {
        continue; // reset or truncated: retry the same page
      }
      ids.push(...page.studies.map(nctOf));
      token = page.nextPageToken;
      if (!token) break;
    } while (attempts < 200);
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
    const faulted = emulator.requests.filter((r) => r.fault);
    expect(faulted.length).toBeGreaterThan(0);
    expect(emulator.requests).toHaveLength(attempts);
  });
});
