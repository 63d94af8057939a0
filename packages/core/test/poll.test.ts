import { AbortError, InputError, poll, TimeoutError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { fakeClock } from './helpers.js';

describe('poll', () => {
  it('checks until ready, waiting with backoff capped at maxIntervalMs', async () => {
    const clock = fakeClock();
    let checks = 0;
    const value = await poll(
      async () => (++checks < 5 ? { done: false } : { done: true, value: 'listkey ready' }),
      { clock, intervalMs: 100, factor: 2, maxIntervalMs: 300, timeoutMs: 10_000 },
    );
    expect(value).toBe('listkey ready');
    expect(checks).toBe(5);
    expect(clock.sleeps).toEqual([100, 200, 300, 300]);
  });

  it('waits what the service asked for when a check says so', async () => {
    const clock = fakeClock();
    let checks = 0;
    await poll(async () => (++checks < 3 ? { done: false, delayMs: 50 } : { done: true, value: 1 }), {
      clock,
      intervalMs: 1_000,
    });
    expect(clock.sleeps).toEqual([50, 50]);
  });

  it('ends in a TimeoutError instead of polling forever', async () => {
    const clock = fakeClock();
    const start = clock.now();
    let checks = 0;
    const run = poll(
      async () => {
        checks += 1;
        return { done: false };
      },
      { clock, intervalMs: 1_000, factor: 1, timeoutMs: 5_500, what: 'PubChem ListKey 42' },
    );
    await expect(run).rejects.toThrow(TimeoutError);
    await expect(run).rejects.toThrow(/PubChem ListKey 42 was not ready after 5500 ms/);
    expect(checks).toBe(6);
    expect(clock.now() - start).toBeLessThanOrEqual(5_500);
  });

  it('stops at once when aborted, also during a wait', async () => {
    const controller = new AbortController();
    const run = poll(async () => ({ done: false }), {
      intervalMs: 60_000,
      timeoutMs: 120_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(run).rejects.toThrow(AbortError);
    await expect(
      poll(async () => ({ done: true, value: 1 }), { signal: AbortSignal.abort() }),
    ).rejects.toThrow(AbortError);
  });

  it('refuses nonsense timing', async () => {
    await expect(poll(async () => ({ done: true, value: 1 }), { timeoutMs: Number.NaN })).rejects.toThrow(
      InputError,
    );
    await expect(poll(async () => ({ done: true, value: 1 }), { factor: 0.5 })).rejects.toThrow(InputError);
  });
});
