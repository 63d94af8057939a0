import type { LimitSpec } from './types.js';

// Windows are checked 1% long: an observer timing starts a hair later than the gate did must
// still never count one too many (the spacing itself is 2% wide, so this never binds in steady state).
const WINDOW_MARGIN = 1.01;

/** `[limit, windowMs]` pairs for the per-second and per-minute limits. */
export function windowsOf(limits: LimitSpec): [number, number][] {
  const out: [number, number][] = [];
  if (limits.perSecond && limits.perSecond >= 1)
    out.push([Math.floor(limits.perSecond), 1000 * WINDOW_MARGIN]);
  if (limits.perMinute && limits.perMinute >= 1)
    out.push([Math.floor(limits.perMinute), 60_000 * WINDOW_MARGIN]);
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
