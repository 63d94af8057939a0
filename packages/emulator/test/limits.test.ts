import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';
import { SlidingWindowLimiter } from '../src/sliding-window.js';
import { echoService } from './helpers/echo-service.js';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function hit(url: string, n: number): Promise<Response[]> {
  const out: Response[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(url);
    await res.arrayBuffer();
    out.push(res);
  }
  return out;
}

describe('documented limits over HTTP', () => {
  it('answers the 51st request within a minute with the service 429 body and a Retry-After from the window', async () => {
    let clock = 0;
    emulator = await startEmulator({ services: [echoService(50)], now: () => clock });
    const url = `${emulator.baseUrls.echo}/x`;
    for (let i = 0; i < 50; i++) {
      clock = i * 100; // 50 requests over 4.9 s
      const [res] = await hit(url, 1);
      expect(res?.status).toBe(200);
    }
    clock = 5_000;
    const limited = await fetch(url);
    expect(limited.status).toBe(429);
    // The first request (t=0) leaves the window at t=60 000: 55 s from now.
    expect(limited.headers.get('retry-after')).toBe('55');
    expect(await limited.json()).toEqual({ error: { code: 429, message: 'slow down' } });

    clock = 59_999;
    expect((await fetch(url)).status).toBe(429);
    clock = 60_000; // exactly one window after the first hit: one slot is free again
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(429); // the second hit (t=100) is still inside

    const statuses = emulator.requests.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(emulator.requests.filter((r) => r.limited)).toHaveLength(3);
  });

  it("enforces nothing with limits: 'off'", async () => {
    emulator = await startEmulator({ services: [echoService(3)], limits: 'off' });
    const responses = await hit(`${emulator.baseUrls.echo}/x`, 10);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
  });
});

describe('SlidingWindowLimiter', () => {
  it('is a sliding window: no burst of twice the limit across a minute boundary', () => {
    const limiter = new SlidingWindowLimiter();
    const rule = [{ key: 'k', limit: 50, windowMs: 60_000 }];
    for (let i = 0; i < 50; i++) expect(limiter.check(rule, 59_000 + i).allowed).toBe(true);
    // A fixed window would reset at t=60 000; the sliding one keeps counting the last 60 s.
    expect(limiter.check(rule, 60_500)).toEqual({ allowed: false, retryAfterMs: 58_500 });
    expect(limiter.check(rule, 119_000).allowed).toBe(true);
  });

  it('checks every rule and reports the longest wait', () => {
    const limiter = new SlidingWindowLimiter();
    const rules = [
      { key: 'k', limit: 2, windowMs: 1_000 },
      { key: 'k', limit: 3, windowMs: 60_000 },
    ];
    expect(limiter.check(rules, 0).allowed).toBe(true);
    expect(limiter.check(rules, 10).allowed).toBe(true);
    expect(limiter.check(rules, 20)).toEqual({ allowed: false, retryAfterMs: 980 });
    expect(limiter.check(rules, 1_000).allowed).toBe(true);
    expect(limiter.check(rules, 2_500)).toEqual({ allowed: false, retryAfterMs: 57_500 });
  });

  it('keeps separate windows per key', () => {
    const limiter = new SlidingWindowLimiter();
    expect(limiter.check([{ key: 'a', limit: 1, windowMs: 1_000 }], 0).allowed).toBe(true);
    expect(limiter.check([{ key: 'b', limit: 1, windowMs: 1_000 }], 0).allowed).toBe(true);
    expect(limiter.check([{ key: 'a', limit: 1, windowMs: 1_000 }], 1).allowed).toBe(false);
  });
});
