import {
  AbortError,
  BaseClient,
  type ClientOptions,
  NetworkError,
  NotFoundError,
  RateLimitError,
  type RateLimiter,
  ServerError,
  TimeoutError,
} from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_RETRY_POLICY, isRetryable, parseRetryAfter } from '../src/retry/policy.js';
import { fakeClock, type LocalServer, startServer } from './helpers.js';

const BASE = 'https://retry.example.test';

function client(options: ClientOptions = {}, baseUrl = BASE) {
  return new BaseClient(
    { service: 'r', baseUrls: { default: baseUrl }, limiterId: 'retry.test', limits: {} },
    { rateLimit: false, ...options },
  );
}

/** A limiter that runs jobs at once and records what core asked of it. */
function spyLimiter(): RateLimiter & { scheduled: number; pauses: number[] } {
  return {
    scheduled: 0,
    pauses: [],
    schedule(fn) {
      this.scheduled += 1;
      return fn();
    },
    pauseFor(ms) {
      this.pauses.push(ms);
    },
    async stop() {},
  };
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('retry policy', () => {
  it('computes exponential backoff with equal jitter, capped', () => {
    const p = DEFAULT_RETRY_POLICY;
    expect([1, 2, 3].map((n) => backoffDelay(n, p, () => 0))).toEqual([250, 500, 1000]);
    expect([1, 2, 3].map((n) => backoffDelay(n, p, () => 0.999999))).toEqual([500, 1000, 2000]);
    expect(backoffDelay(20, p, () => 1)).toBe(p.maxDelayMs);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('retries network errors, timeouts and 408/429/5xx, and nothing else', () => {
    const api = (status: number, retryAfterMs?: number) =>
      new ServerError({ status, service: 's', method: 'GET', url: 'u', retryAfterMs });
    expect(isRetryable(new NetworkError('reset'), DEFAULT_RETRY_POLICY)).toBe(true);
    expect(isRetryable(new TimeoutError('t', 1), DEFAULT_RETRY_POLICY)).toBe(true);
    for (const s of [408, 429, 500, 502, 503, 504])
      expect(isRetryable(api(s), DEFAULT_RETRY_POLICY)).toBe(true);
    for (const s of [400, 401, 403, 404, 413, 501])
      expect(isRetryable(api(s), DEFAULT_RETRY_POLICY)).toBe(false);
    expect(isRetryable(api(429, 10 * 60_000), DEFAULT_RETRY_POLICY)).toBe(false);
    expect(isRetryable(new Error('x'), DEFAULT_RETRY_POLICY)).toBe(false);
  });
});

describe('request retries', () => {
  it('retries 5xx with backoff waits taken from the injected clock', async () => {
    nock(BASE).get('/a').reply(503).get('/a').reply(502).get('/a').reply(200, { ok: true });
    const clock = fakeClock(undefined, 0.5);
    expect(await client({ clock }).request({ path: '/a' })).toEqual({ ok: true });
    expect(clock.sleeps).toEqual([375, 750]);
  });

  it('honours Retry-After in seconds and as a date, and pauses the whole limiter on 429', async () => {
    const clock = fakeClock(Date.UTC(2026, 0, 1));
    const limiter = spyLimiter();
    nock(BASE)
      .get('/b')
      .reply(429, { error: 'slow down' }, { 'Retry-After': '2' })
      .get('/b')
      .reply(503, '', { 'Retry-After': 'Thu, 01 Jan 2026 00:00:09 GMT' })
      .get('/b')
      .reply(200, { ok: 1 });
    expect(await client({ clock, rateLimit: limiter }).request({ path: '/b' })).toEqual({ ok: 1 });
    // the date is 9 s after the clock's start, which had advanced by the first 2 s wait
    expect(clock.sleeps).toEqual([2000, 7000]);
    expect(limiter.scheduled).toBe(3);
    expect(limiter.pauses).toEqual([2000, 7000]);
  });

  it('pauses the limiter after a 429 without Retry-After too', async () => {
    const limiter = spyLimiter();
    nock(BASE).get('/c').reply(429).get('/c').reply(200, {});
    await client({ clock: fakeClock(), rateLimit: limiter }).request({ path: '/c' });
    expect(limiter.pauses).toEqual([DEFAULT_RETRY_POLICY.rateLimitPauseMs]);
  });

  it('fails at once when Retry-After is longer than the cap, keeping retryAfterMs', async () => {
    const scope = nock(BASE).get('/d').reply(429, {}, { 'Retry-After': '3600' });
    const clock = fakeClock();
    const error = await client({ clock })
      .request({ path: '/d' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(3_600_000);
    expect(clock.sleeps).toEqual([]);
    expect(scope.isDone()).toBe(true);
  });

  it('gives up after maxRetries (client default 3, per call override)', async () => {
    nock(BASE).get('/e').times(4).reply(500, { message: 'boom' });
    const clock = fakeClock();
    const error = await client({ clock })
      .request({ path: '/e' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toContain('boom');
    expect(clock.sleeps).toHaveLength(3);
    expect(nock.pendingMocks()).toEqual([]);

    const limiter = spyLimiter();
    nock(BASE).get('/e').times(2).reply(500);
    await expect(
      client({ clock: fakeClock(), rateLimit: limiter, maxRetries: 5 }).request(
        { path: '/e' },
        { maxRetries: 1 },
      ),
    ).rejects.toThrow(ServerError);
    expect(limiter.scheduled).toBe(2);
  });

  it('does not retry 4xx answers', async () => {
    const scope = nock(BASE).get('/f').reply(404);
    await expect(client({ clock: fakeClock() }).request({ path: '/f' })).rejects.toThrow(NotFoundError);
    expect(scope.isDone()).toBe(true);
  });

  it('retries POST only when it is read-only or retry is "always"; "never" turns GET retries off', async () => {
    const limiter = spyLimiter();
    const c = client({ clock: fakeClock(), rateLimit: limiter });
    nock(BASE).post('/p').reply(503);
    await expect(c.request({ method: 'POST', path: '/p', body: { x: 1 } })).rejects.toThrow(ServerError);
    expect(limiter.scheduled).toBe(1);

    nock(BASE).post('/p').reply(503).post('/p', { x: 1 }).reply(200, { ok: 'read' });
    expect(await c.request({ method: 'POST', path: '/p', body: { x: 1 }, readOnly: true })).toEqual({
      ok: 'read',
    });
    nock(BASE).post('/p').reply(503).post('/p').reply(200, { ok: 'always' });
    expect(await c.request({ method: 'POST', path: '/p', retry: 'always' })).toEqual({ ok: 'always' });

    limiter.scheduled = 0;
    nock(BASE).get('/g').reply(503);
    await expect(c.request({ path: '/g', retry: 'never' })).rejects.toThrow(ServerError);
    expect(limiter.scheduled).toBe(1);
  });

  it('retries a connection reset and a truncated body, which surface as NetworkError', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.socket?.destroy();
        return;
      }
      if (calls === 2) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '40' });
        res.write('{"partial":');
        setTimeout(() => res.socket?.destroy(), 5);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"whole":true}');
    });
    const clock = fakeClock();
    expect(await client({ clock }, server.url).request({ path: '/t' })).toEqual({ whole: true });
    expect(calls).toBe(3);
    expect(clock.sleeps).toHaveLength(2);

    const always = await startServer((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"cut');
      setTimeout(() => res.socket?.destroy(), 5);
    });
    const error = await client({ clock: fakeClock(), maxRetries: 1 }, always.url)
      .request({ path: '/t' })
      .catch((e: unknown) => e);
    await always.close();
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(/terminated|other side closed|socket/i);
  });

  it('times out each attempt, retries it, and reports TimeoutError at the end', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls += 1;
      // The first attempt is never answered; the timeout only has to outlast a healthy answer.
      if (calls > 1) res.end('{"n":1}');
    });
    expect(await client({ clock: fakeClock(), timeout: 1_000 }, server.url).request({ path: '/s' })).toEqual({
      n: 1,
    });
    expect(calls).toBe(2);

    const slow = await startServer((_req, res) => {
      setTimeout(() => res.end('{}'), 500);
    });
    const error = await client({ clock: fakeClock() }, slow.url)
      .request({ path: '/s' }, { timeout: 40, maxRetries: 0 })
      .catch((e: unknown) => e);
    await slow.close();
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(40);
  });

  it('aborts on the caller signal: before sending, and during a retry wait', async () => {
    const limiter = spyLimiter();
    const c = client({ rateLimit: limiter, clock: fakeClock() });
    const aborted = AbortSignal.abort();
    await expect(c.request({ path: '/x' }, { signal: aborted })).rejects.toThrow(AbortError);
    expect(limiter.scheduled).toBe(0);

    const controller = new AbortController();
    const clock = fakeClock();
    const waiting = client({
      clock: {
        ...clock,
        sleep: async (ms, signal) => {
          controller.abort();
          return clock.sleep(ms, signal);
        },
      },
    });
    nock(BASE).get('/y').reply(503);
    await expect(waiting.request({ path: '/y' }, { signal: controller.signal })).rejects.toThrow(AbortError);
  });

  it('aborts a request in flight', async () => {
    // Never answered: the abort is the only way out, however late its timer runs.
    server = await startServer(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const error = await client({ clock: fakeClock() }, server.url)
      .request({ path: '/z' }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
  });

  it('logs retries without secrets', async () => {
    const lines: string[] = [];
    const logger = {
      warn: (m: string) => lines.push(m),
      debug: (m: string, f?: Record<string, unknown>) => lines.push(m + JSON.stringify(f)),
    };
    nock(BASE).get('/l').query(true).reply(500).get('/l').query(true).reply(200, {});
    const c = new BaseClient(
      {
        service: 'r',
        baseUrls: { default: BASE },
        limiterId: 'retry.log',
        limits: {},
        apiKeyPlacement: { query: 'api_key' },
      },
      { rateLimit: false, clock: fakeClock(), logger, apiKey: 'TOPSECRET99' },
    );
    await c.request({ path: '/l' });
    expect(lines.some((l) => l.includes('retry 1/3'))).toBe(true);
    expect(lines.some((l) => l.includes('-> 200'))).toBe(true);
    expect(lines.join('\n')).not.toContain('TOPSECRET99');
  });
});
