import { AbortError, type Clock, systemClock, TimeoutError } from '@lifesci/core';

// TODO(core): replace with core's `poll()` (bounded polling with backoff, TimeoutError,
// AbortSignal) once it lands on main; requested in /work/wt/requests/compounds.md.

export interface PollSettings {
  /** Give up after this many ms (TimeoutError). */
  timeoutMs: number;
  /** First wait between attempts. */
  intervalMs: number;
  /** Longest wait between attempts (the wait doubles up to it). */
  maxIntervalMs: number;
  signal?: AbortSignal | undefined;
  clock?: Clock | undefined;
  /** Says what was being waited for, in the TimeoutError. */
  what: string;
  /** Wait before the first attempt too (the caller was just told "not ready"). */
  delayFirst?: boolean | undefined;
}

/** Calls `attempt` until it returns a value (not `undefined`), waiting with backoff in between. */
export async function pollUntil<T>(
  attempt: () => Promise<T | undefined>,
  settings: PollSettings,
): Promise<T> {
  const clock = settings.clock ?? systemClock;
  const deadline = clock.now() + settings.timeoutMs;
  let wait = settings.intervalMs;
  let skip = settings.delayFirst === true;
  for (;;) {
    if (settings.signal?.aborted)
      throw new AbortError(`${settings.what} was aborted`, { cause: settings.signal.reason });
    if (!skip) {
      const value = await attempt();
      if (value !== undefined) return value;
    }
    skip = false;
    const left = deadline - clock.now();
    if (left <= 0) {
      throw new TimeoutError(
        `${settings.what} was not ready after ${settings.timeoutMs} ms`,
        settings.timeoutMs,
      );
    }
    try {
      await clock.sleep(Math.min(wait, left), settings.signal);
    } catch (error) {
      if (settings.signal?.aborted)
        throw new AbortError(`${settings.what} was aborted`, { cause: settings.signal.reason });
      throw error;
    }
    wait = Math.min(wait * 2, settings.maxIntervalMs);
  }
}
