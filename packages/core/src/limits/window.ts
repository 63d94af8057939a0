import { WINDOW_JITTER_MS } from './spacing.js';
import type { LimitSpec } from './types.js';

/**
 * How much longer than the server's window the gate checks it: `max(WINDOW_JITTER_MS, 1 %)` (less
 * 1 ms), so 34 ms for per-second windows (it was 1 %, 10 ms) and 599 ms for per-minute ones.
 *
 * Why: after a stall Bottleneck fires overdue starts back to back and the gate is what holds
 * them; with a 10 ms allowance such a catch-up window reached the server with only 10 ms to
 * spare, and arrivals that drifted further under load (> 35 ms was seen) made a sliding-window
 * server count one request too many. Now a caught-up window keeps the same slack as a paced one.
 * Why not wider (e.g. 5 % of a second): the gate binds whenever a full window of starts is
 * shorter than it. The spacing makes 100 starts at 100 rps span 100 × 10.35 ms = 1035 ms, so a
 * 35 ms allowance never binds in steady state, while 50 ms would pace every window at 1050 ms:
 * 5 % slower at full rate, which the 100 rps bench (target ≤ 1.05×, 1.048× today) cannot absorb.
 * Drift beyond 35 ms at full rate is the case `started()` restamping covers (a late send is
 * counted from when it really left).
 */
export function gateWindowMs(windowMs: number): number {
  // 1 ms under the paced span (W + 35 ms per full window): float rounding and sub-ms timer noise
  // must not hold paced starts.
  return windowMs + Math.max(WINDOW_JITTER_MS, windowMs * 0.01) - 1;
}

/** `[limit, windowMs]` pairs for the per-second and per-minute limits, as the gate checks them. */
export function windowsOf(limits: LimitSpec): [number, number][] {
  const out: [number, number][] = [];
  if (limits.perSecond && limits.perSecond >= 1) out.push([Math.floor(limits.perSecond), gateWindowMs(1000)]);
  if (limits.perMinute && limits.perMinute >= 1)
    out.push([Math.floor(limits.perMinute), gateWindowMs(60_000)]);
  return out;
}

/**
 * The last `limit` start times, to answer "how long until one more start fits in the window".
 * Bottleneck spaces starts on an ideal schedule, so after the event loop stalls it fires the
 * overdue jobs back to back; against a server counting a sliding window that catch-up is a burst.
 * This log is the guard that holds such a start until the window has room.
 */
class WindowLog {
  readonly #starts: Float64Array;
  #head = 0;
  #count = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {
    this.#starts = new Float64Array(limit);
  }

  delay(now: number): number {
    if (this.#count < this.limit) return 0;
    return Math.max(0, (this.#starts[this.#head] as number) + this.windowMs - now);
  }

  /** Moves the newest start from `from` to `to`, if it is still the newest. */
  restamp(from: number, to: number): void {
    const newest = (this.#head + this.limit - 1) % this.limit;
    if (this.#count > 0 && this.#starts[newest] === from) this.#starts[newest] = to;
  }

  record(now: number): void {
    this.#starts[this.#head] = now;
    this.#head = (this.#head + 1) % this.limit;
    this.#count = Math.min(this.#count + 1, this.limit);
  }
}

/**
 * Sliding-window guards for the per-second and per-minute limits of one budget (this process),
 * plus a floor under the gap between two actual starts: after a stall, held jobs leave at half
 * the usual gap or more, never back to back (a burst is what arrival jitter turns into a 429).
 * The floor is loose enough that ordinary timer lateness never binds, so pacing does not drift.
 */
export class WindowGuard {
  readonly #logs: WindowLog[] = [];
  readonly #minGapMs: number;
  #lastStart = Number.NEGATIVE_INFINITY;

  constructor(limits: LimitSpec, gapMs = 0) {
    this.#minGapMs = gapMs / 2;
    for (const [limit, span] of windowsOf(limits)) this.#logs.push(new WindowLog(limit, span));
  }

  get active(): boolean {
    return this.#logs.length > 0 || this.#minGapMs > 0;
  }

  /** The time of the newest recorded start. */
  get lastStart(): number {
    return this.#lastStart;
  }

  /**
   * The start recorded at `from` really went out at `to` (the event loop was busy in between, e.g.
   * while a new connection opened): later decisions count it from then, as the server will.
   */
  restamp(from: number, to: number): void {
    if (this.#lastStart !== from || to <= from) return;
    this.#lastStart = to;
    for (const log of this.#logs) log.restamp(from, to);
  }

  /** Ms to wait before a start fits every window and the gap floor; records the start when it is 0. */
  tryStart(now: number): number {
    let wait = Math.max(0, this.#lastStart + this.#minGapMs - now);
    for (const log of this.#logs) wait = Math.max(wait, log.delay(now));
    if (wait === 0) {
      for (const log of this.#logs) log.record(now);
      this.#lastStart = now;
    }
    return wait;
  }
}
