import { AbortError, InputError, isLifesciError, TimeoutError } from '../errors/classes.js';
import { type Clock, systemClock } from '../retry/clock.js';

/** One check's outcome: the value when ready, or not yet (optionally with the wait the service asked for). */
export type PollStep<T> = { done: true; value: T } | { done: false; delayMs?: number };

export interface PollOptions {
  /** Give up with a TimeoutError once this much time (ms) has passed (default 60 000). */
  timeoutMs?: number;
  /** Wait before the second check (default 1 000 ms); later waits grow by `factor`. */
  intervalMs?: number;
  /** Growth of the wait per check (default 1.5). */
  factor?: number;
  /** Longest wait between checks (default 10 000 ms). */
  maxIntervalMs?: number;
  signal?: AbortSignal | undefined;
  /** Time source; tests inject one. */
  clock?: Clock;
  /** What is awaited, for the TimeoutError's message (`'PubChem ListKey 123'`). */
  what?: string;
}

function positive(name: string, value: number | undefined, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  if (!(Number.isFinite(value) && value >= min))
    throw new InputError(name, `a finite number of at least ${min}`);
  return value;
}

/**
 * Checks until `check` says done, waiting between checks with exponential backoff, and never
 * longer than `timeoutMs` in all: an asynchronous job (a PubChem ListKey, a queued export) that
 * never finishes ends in a TimeoutError instead of a loop that polls forever. Aborting `signal`
 * rejects with an AbortError at once, also during a wait.
 */
export async function poll<T>(
  check: (attempt: number, signal: AbortSignal | undefined) => Promise<PollStep<T>>,
  options: PollOptions = {},
): Promise<T> {
  const clock = options.clock ?? systemClock;
  const timeoutMs = positive('timeoutMs', options.timeoutMs, 60_000, 1);
  let wait = positive('intervalMs', options.intervalMs, 1_000);
  const factor = positive('factor', options.factor, 1.5, 1);
  const maxWait = positive('maxIntervalMs', options.maxIntervalMs, 10_000);
  const what = options.what ?? 'the job';
  const deadline = clock.now() + timeoutMs;
  const aborted = (cause: unknown) => new AbortError(`polling ${what} was aborted`, { cause });

  for (let attempt = 1; ; attempt++) {
    if (options.signal?.aborted) throw aborted(options.signal.reason);
    const step = await check(attempt, options.signal);
    if (step.done) return step.value;
    const next = Math.min(Math.max(step.delayMs ?? wait, 0), maxWait);
    const left = deadline - clock.now();
    if (next >= left) {
      throw new TimeoutError(`${what} was not ready after ${timeoutMs} ms (${attempt} checks)`, timeoutMs);
    }
    try {
      await clock.sleep(next, options.signal);
    } catch (error) {
      throw isLifesciError(error) ? error : aborted(error);
    }
    wait = Math.min(wait * factor, maxWait);
  }
}
