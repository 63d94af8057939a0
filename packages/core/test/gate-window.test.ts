import { minTimeFor, WINDOW_JITTER_MS } from '@lifesci/core';
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
