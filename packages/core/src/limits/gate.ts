import type { LimitSpec } from './types.js';
import { WindowGuard } from './window.js';

/**
 * Decides, at the moment a job is about to start, whether the budget's windows and the floor
 * under the gap between starts allow it: 0 to start now (the start is recorded), or the ms to
 * wait before asking again (`Infinity`: until `changed` resolves). `floorMs` is read on every
 * call, so a throttle signal can widen it.
 */
export interface StartGate {
  tryStart(floorMs: number): number | Promise<number>;
  /**
   * Called once the job has begun, for the start just granted: returns what to call when its
   * answer began or the job ended (the request can no longer arrive later than that).
   */
  started?(): (() => void) | undefined;
  /** Resolves when something the gate waits for has happened (a request in flight was answered). */
  changed?(): Promise<void>;
}

/** The gate of a budget in this process; `now` is the limiter's clock. */
export function localStartGate(limits: LimitSpec, now: () => number): StartGate {
  const guard = new WindowGuard(limits);
  return {
    tryStart: (floorMs) => guard.tryStart(now(), floorMs),
    started() {
      const finished = guard.started();
      return finished ? () => finished(now()) : undefined;
    },
    changed: () => guard.changed(),
  };
}
