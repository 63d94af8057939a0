import { BottleneckLimiter } from '@lifesci/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

const limiters: BottleneckLimiter[] = [];
afterEach(async () => {
  await Promise.all(limiters.splice(0).map((l) => l.stop()));
});

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('aborted queued jobs (issue 15 item 6)', () => {
  it('300 queued calls aborted leave the limiter at once: no turns taken later, no timers left', async () => {
    const limiter = new BottleneckLimiter({ perSecond: 3, id: `abort-${Math.random()}` });
    limiters.push(limiter);
    const before = timers();
    let ran = 0;
    const controller = new AbortController();
    const calls = Array.from({ length: 300 }, () =>
      limiter.schedule(
        async () => {
          ran += 1;
          // Aborted while the first call runs, whatever the machine's speed: 299 still queued.
          controller.abort();
        },
        { signal: controller.signal },
      ),
    );
    const settled = await Promise.allSettled(calls);
    expect(settled.filter((s) => s.status === 'rejected').length).toBeGreaterThanOrEqual(299);
    // Within two gaps the budget is free again: a new call is served next, not after 299 turns.
    let served = false;
    await limiter.schedule(async () => {
      served = true;
    });
    expect(served).toBe(true);
    expect(ran).toBeLessThanOrEqual(2);
    await vi.waitFor(() => expect(timers()).toBeLessThanOrEqual(before + 1), { timeout: 10_000 });
  });

  it('a caller aborted during a pause leaves; the others run after it', async () => {
    const limiter = new BottleneckLimiter({ perSecond: 50, id: `pause-${Math.random()}` });
    limiters.push(limiter);
    limiter.pauseFor(300);
    const controller = new AbortController();
    const order: string[] = [];
    const a = limiter.schedule(async () => void order.push('a'), { signal: controller.signal });
    const b = limiter.schedule(async () => void order.push('b'));
    controller.abort();
    await expect(a).rejects.toBeDefined();
    await b;
    expect(order).toEqual(['b']);
  });
});
