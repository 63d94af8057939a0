import { ARRIVAL_BOUND_MS, minTimeFor, WINDOW_JITTER_MS } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { WindowGuard } from '../src/limits/window.js';

describe('the start gate after a stall', () => {
  it('holds a caught-up window to the server window plus the jitter allowance (34 ms a second)', () => {
    const guard = new WindowGuard({ perSecond: 10 });
    const floor = minTimeFor({ perSecond: 10 }) / 2;
    // A stalled loop releases 10 overdue starts as fast as the gap floor allows.
    let now = 0;
    const starts: number[] = [];
    while (starts.length < 11) {
      const wait = guard.tryStart(now, floor);
      if (wait === 0) starts.push(now);
      else now += wait;
    }
    expect((starts[10] as number) - (starts[0] as number)).toBeGreaterThanOrEqual(
      1000 + WINDOW_JITTER_MS - 1,
    );
  });

  it('does not bind on a paced schedule: 100 rps starts spaced by minTimeFor are never held', () => {
    const gap = minTimeFor({ perSecond: 100 });
    const guard = new WindowGuard({ perSecond: 100 });
    let held = 0;
    for (let i = 0; i < 1000; i++) if (guard.tryStart(i * gap, gap / 2) !== 0) held += 1;
    expect(held).toBe(0);
  });
});

describe('a finished request in its window', () => {
  it('counts from when its answer came, so a late arrival in a burst cannot overflow the window', () => {
    const guard = new WindowGuard({ perSecond: 3 });
    const window = 1000 + WINDOW_JITTER_MS - 1;
    const ids: (readonly number[])[] = [];
    for (let i = 0; i < 3; i++) {
      expect(guard.tryStart(0)).toBe(0);
      ids.push(guard.lastIds);
    }
    // the third of the burst answered 40 ms after it was let out: it reached the server by then
    guard.finished(ids[2] as readonly number[], 0, 40);
    guard.finished(ids[0] as readonly number[], 0, 1);
    guard.finished(ids[1] as readonly number[], 0, 1);
    // the 4th waits for the first of them to leave the window
    expect(guard.tryStart(window)).toBe(1);
    expect(guard.tryStart(window + 1)).toBe(0);
    // the 5th and 6th: the second (at 1 ms) leaves, then the third (counted at 40 ms)
    expect(guard.tryStart(window + 1)).toBe(0);
    expect(guard.tryStart(window + 1)).toBe(39);
  });

  it('counts a slow answer from ARRIVAL_BOUND_MS after its start at most', () => {
    const guard = new WindowGuard({ perSecond: 1 });
    expect(guard.tryStart(0)).toBe(0);
    guard.finished(guard.lastIds, 0, 5_000);
    expect(guard.tryStart(5_000)).toBe(0);
    const late = new WindowGuard({ perSecond: 1 });
    late.tryStart(0);
    late.finished(late.lastIds, 0, 900);
    expect(late.tryStart(1000 + WINDOW_JITTER_MS - 1)).toBe(ARRIVAL_BOUND_MS);
  });
});
