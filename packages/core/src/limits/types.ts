/** A request budget. All given limits hold at once. */
export interface LimitSpec {
  /** Requests per second. */
  perSecond?: number;
  /** Requests per minute. */
  perMinute?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** A fixed gap between request starts, in ms (for services that recommend a delay between requests). */
  minTimeMs?: number;
  /**
   * How the per-second and per-minute limits are spent. `'window'` (the default): as the service
   * counts them, a full window's allowance may start at once and later requests wait until the
   * window has room, so a short job is not slowed and a long one runs at the window's rate.
   * `'even'`: every request waits an even gap (`minTimeFor`) after the one before, never a burst.
   */
  pacing?: 'window' | 'even';
}

export interface ScheduleOptions {
  /** Abort while waiting for a slot: the job is dropped and the promise rejects with the reason. */
  signal?: AbortSignal | undefined;
  /** How many concurrency slots the job takes (default 1). */
  weight?: number | undefined;
  /** A job still running after this many ms frees its slot (clustered limiters: a crashed worker cannot hold one). */
  expirationMs?: number | undefined;
}

/**
 * What core needs from a rate limiter. Every HTTP attempt (retries too) runs through `schedule`.
 * Implement it to plug in another limiter.
 */
export interface RateLimiter {
  /**
   * Runs `fn` when the budget allows. A limiter may pass `arrived`, which the job calls once its
   * request has certainly reached the service (the answer's headers came): a window then counts
   * it from that moment rather than from when the whole job finished.
   */
  schedule<T>(fn: (arrived?: () => void) => Promise<T>, options?: ScheduleOptions): Promise<T>;
  /** Hold every queued and future job for `ms` (after a 429 / Retry-After). Overlapping pauses extend. */
  pauseFor(ms: number): void;
  /**
   * Run at `fraction` (0 < fraction < 1) of the budget's pace for `ms` (a service's throttle
   * header asked for room); a later call replaces it. Optional: limiters without it only pause.
   */
  slowFor?(fraction: number, ms: number): void;
  /** Stop the limiter and release its resources (timers, Redis connections). */
  stop(): Promise<void>;
}

export function isRateLimiter(value: unknown): value is RateLimiter {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RateLimiter).schedule === 'function' &&
    typeof (value as RateLimiter).pauseFor === 'function' &&
    typeof (value as RateLimiter).stop === 'function'
  );
}
