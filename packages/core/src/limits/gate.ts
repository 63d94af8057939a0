import { nextTurn } from '../retry/clock.js';
import type { LimitSpec } from './types.js';
import { WindowGuard } from './window.js';

/**
 * Decides, at the moment a job is about to start, whether the budget's windows and the floor
 * under the gap between starts allow it: 0 to start now (the start is recorded), or the ms to
 * wait before asking again. `floorMs` is read on every call, so a throttle signal can widen it.
 */
export interface StartGate {
  tryStart(floorMs: number): number | Promise<number>;
  /**
   * Called once the job has begun: corrects the recorded start if the event loop lagged. May
   * return what to call when the job has finished (its request can no longer arrive later).
   */
  started?(): (() => void) | undefined;
}

// A lag this long between the recorded start and the next turn of the event loop is treated as
// a late send; shorter ones are ordinary scheduling noise.
const LAG_MS = 2;

/** The gate of a budget in this process; `now` is the limiter's clock. */
export function localStartGate(limits: LimitSpec, now: () => number): StartGate {
  const guard = new WindowGuard(limits);
  return {
    tryStart: (floorMs) => guard.tryStart(now(), floorMs),
    // A request gated while the loop is busy (say, parsing another response) may only reach the
    // socket after that work: when the next check phase comes late, count the start from then.
    started() {
      const at = guard.lastStart;
      const ids = guard.lastIds;
      nextTurn(() => {
        const later = now();
        if (later - at > LAG_MS) guard.restamp(at, later);
      });
      return guard.hasWindows ? () => guard.finished(ids, at, now()) : undefined;
    },
  };
}
