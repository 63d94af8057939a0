import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

const recorded = JSON.parse(readFileSync(realFixtureUrl('ncbi-eutils/errors/rate-limit-error.json'), 'utf8'));

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function statuses(urls: string[], init?: (i: number) => RequestInit): Promise<number[]> {
  const out: number[] = [];
  for (const [i, url] of urls.entries()) {
    const res = await fetch(url, init?.(i));
    await res.arrayBuffer();
    out.push(res.status);
  }
  return out;
}

describe('E-utilities rate limits', () => {
  it('allows 3 requests per second per client without a key and answers the 4th with NCBI’s 429 body', async () => {
    let clock = 0;
    emulator = await startEmulator({ services: ['eutils'], now: () => clock });
    const url = `${emulator.baseUrls.eutils}/einfo.fcgi?retmode=json`;
    expect(await statuses([url, url, url])).toEqual([200, 200, 200]);
    clock = 900;
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    const body = await limited.json();
    expect(Object.keys(body)).toEqual(Object.keys(recorded));
    expect(body).toEqual({
      error: recorded.error,
      'api-key': '127.0.0.1',
      count: recorded.count,
      limit: recorded.limit,
    });
    clock = 1_000;
    expect(await statuses([url])).toEqual([200]);
  });

  it('allows 10 per second with an api_key, counted per key, whether the key is in the query or the POST body', async () => {
    const clock = 0;
    emulator = await startEmulator({ services: ['eutils'], now: () => clock });
    const base = emulator.baseUrls.eutils;
    const withKey = Array.from({ length: 10 }, () => `${base}/einfo.fcgi?api_key=k1`);
    expect(await statuses(withKey)).toEqual(Array(10).fill(200));
    const viaPost = await fetch(`${base}/esearch.fcgi`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'db=gene&term=BRCA1&api_key=k1',
    });
    expect(viaPost.status).toBe(429);
    expect(await viaPost.json()).toEqual({
      error: 'API rate limit exceeded',
      'api-key': 'k1',
      count: '11',
      limit: '10',
    });
    // Another key, and the keyless budget, are separate windows.
    expect(await statuses([`${base}/einfo.fcgi?api_key=k2`, `${base}/einfo.fcgi`])).toEqual([200, 200]);
  });

  it('logs every request, limited ones marked, so budgets can be checked from the log', async () => {
    let clock = 0;
    emulator = await startEmulator({ services: ['eutils'], now: () => clock });
    const url = `${emulator.baseUrls.eutils}/einfo.fcgi`;
    for (let i = 0; i < 8; i++) {
      clock = i * 100;
      await (await fetch(url)).arrayBuffer();
    }
    const log = emulator.requests.filter((r) => r.service === 'eutils');
    expect(log).toHaveLength(8);
    expect(log.filter((r) => r.status === 200)).toHaveLength(3);
    expect(log.filter((r) => r.limited)).toHaveLength(5);
  });
});
