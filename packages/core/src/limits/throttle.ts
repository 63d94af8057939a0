/**
 * What a service's rate headers ask of the whole budget, read on every response (before any 429):
 * hold every request for a while, run at a fraction of the budget's pace for a while, or both.
 */
export interface ThrottleSignal {
  /** Hold every request on the budget for this many ms (like the pause after a 429). */
  pauseMs?: number;
  /** Run the budget at this fraction of its pace (0 < slowTo < 1): 0.5 doubles the gap between starts. */
  slowTo?: number;
  /** How long `slowTo` lasts (default 10 s); each later signal with `slowTo` replaces it. */
  slowForMs?: number;
}

/** The part of a response a throttle reader sees; `now` is the client's clock (for HTTP dates). */
export interface ThrottleResponse {
  status: number;
  headers: Headers;
  now: number;
}

/**
 * Reads a service's own rate headers (`ServiceConfig.throttle` / `budgetThrottle`): the service
 * package knows their names and meaning, core applies the signal to the whole budget.
 */
export type ThrottleReader = (response: ThrottleResponse) => ThrottleSignal | undefined;

/** How long a `slowTo` lasts when the signal names no `slowForMs`. */
export const DEFAULT_SLOW_FOR_MS = 10_000;
