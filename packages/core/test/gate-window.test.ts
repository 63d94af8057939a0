import { minTimeFor } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { gateWindowMs, WindowGuard } from '../src/limits/window.js';

const WINDOW = gateWindowMs(1000);

/** Starts one request at `now` if the gate allows it; returns the wait, and how to answer it. */
function start(guard: WindowGuard, now: number, floor = 0) {
  const wait = guard.tryStart(now, floor);
  return { wait, answer: wait === 0 ? guard.started() : undefined };
}

describe('the start gate after a stall', () => {
  it('holds a caught-up window to the server window plus its 1 % (10 ms a second)', () => {
    const guard = new WindowGuard({ perSecond: 10 });
    const floor = minTimeFor({ perSecond: 10 }) / 2;
    // A stalled loop releases 10 overdue starts as fast as the gap floor allows; each is answered at once.
    let now = 0;
    const starts: number[] = [];
    while (starts.length < 11) {
      const { wait, answer } = start(guard, now, floor);
      if (wait === 0) {
        starts.push(now);
        answer?.(now);
      } else now += wait;
    }
    expect((starts[10] as number) - (starts[0] as number)).toBeGreaterThanOrEqual(WINDOW);
  });

  it('does not bind on a paced schedule: 100 rps starts spaced by minTimeFor, answered at once, are never held', () => {
    const gap = minTimeFor({ perSecond: 100 });
    const guard = new WindowGuard({ perSecond: 100 });
    let held = 0;
    for (let i = 0; i < 1000; i++) {
      const { wait, answer } = start(guard, i * gap, gap / 2);
      if (wait !== 0) held += 1;
      answer?.(i * gap);
    }
    expect(held).toBe(0);
  });
});

describe('a request in its window', () => {
  it('holds its slot while in flight: it may reach the server any moment', () => {
    const guard = new WindowGuard({ perSecond: 2 });
    const a = start(guard, 0);
    start(guard, 0);
    // long after the window, both still unanswered: no room, and no time can be given
    expect(start(guard, 5_000).wait).toBe(Number.POSITIVE_INFINITY);
    // answered at 5,000: it counts from then, and leaves the window a window later
    a.answer?.(5_000);
    expect(start(guard, 5_000).wait).toBe(WINDOW);
  });

  it('counts from its answer, so a late arrival in a burst cannot overflow the window', () => {
    const guard = new WindowGuard({ perSecond: 3 });
    const burst = [start(guard, 0), start(guard, 0), start(guard, 0)];
    // the third of the burst answered 300 ms after it was let out: it may have arrived at 299
    burst[0]?.answer?.(1);
    burst[1]?.answer?.(1);
    burst[2]?.answer?.(300);
    // the 4th and 5th wait for the first two to leave the window, the 6th for the third
    expect(start(guard, 10).wait).toBe(WINDOW + 1 - 10);
    expect(start(guard, WINDOW + 1).wait).toBe(0);
    expect(start(guard, WINDOW + 1).wait).toBe(0);
    expect(start(guard, WINDOW + 1).wait).toBe(299);
  });

  it('wakes a caller that waits for an answer', async () => {
    const guard = new WindowGuard({ perSecond: 1 });
    const a = start(guard, 0);
    let woken = false;
    const changed = guard.changed().then(() => {
      woken = true;
    });
    expect(start(guard, 2_000).wait).toBe(Number.POSITIVE_INFINITY);
    await Promise.resolve();
    expect(woken).toBe(false);
    a.answer?.(2_000);
    await changed;
    expect(woken).toBe(true);
  });
});

describe('the floor between starts (a recommended spacing)', () => {
  it('is kept from the previous answer, and held while a request is in flight', () => {
    const guard = new WindowGuard({});
    const a = start(guard, 0, 500);
    expect(start(guard, 100, 500).wait).toBe(Number.POSITIVE_INFINITY);
    a.answer?.(200);
    expect(start(guard, 200, 500).wait).toBe(500);
    expect(start(guard, 700, 500).wait).toBe(0);
  });
});
