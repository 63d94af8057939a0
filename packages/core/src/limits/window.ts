import { WINDOW_JITTER_MS } from './spacing.js';
import type { LimitSpec } from './types.js';

/**
 * How much longer than the server's window the gate checks it: `max(WINDOW_JITTER_MS, 1 %)` (less
 * 1 ms), so 34 ms for per-second windows and 599 ms for per-minute ones.
 *
 * Why: a window's first request may reach the server late (a new connection, a busy event loop)
 * while the first request of the next window arrives on time; with the gate checking the window
 * this much longer, the server still counts at most the limit in any of its windows as long as
 * arrivals drift less than that relative to each other. Drift beyond it is the case `started()`
 * restamping covers (a late send is counted from when it really left).
 */
export function gateWindowMs(windowMs: number): number {
  // 1 ms under the paced span (W + 35 ms per full window): float rounding and sub-ms timer noise
  // must not hold evenly paced starts.
  return windowMs + Math.max(WINDOW_JITTER_MS, windowMs * 0.01) - 1;
}

/**
 * One sliding window as the gate checks it: `[limit, windowMs]`. A whole-number limit is that many
 * per window; a fraction is rounded down (2.5/s allows 2 in any second, never 3), and a limit under
 * one becomes one request per `window / limit` (0.5/s: 1 in any 2 s).
 */
function windowOf(count: number, windowMs: number): [number, number] {
  if (count >= 1) return [Math.floor(count), gateWindowMs(windowMs)];
  return [1, gateWindowMs(windowMs / count)];
}

/** `[limit, windowMs]` pairs for the per-second and per-minute limits, as the gate checks them. */
export function windowsOf(limits: LimitSpec): [number, number][] {
  const out: [number, number][] = [];
  if (limits.perSecond && limits.perSecond > 0) out.push(windowOf(limits.perSecond, 1000));
  if (limits.perMinute && limits.perMinute > 0) out.push(windowOf(limits.perMinute, 60_000));
  return out;
}

/**
 * The starts of the last `windowMs`, at most `limit` of them, to answer "how long until one more
 * start fits in the window". Kept as a queue of times that drops what left the window, so a very
 * high limit costs only the starts that really happened within one window.
 */
class WindowLog {
  #starts: number[] = [];
  #head = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  #prune(now: number): void {
    const starts = this.#starts;
    let head = this.#head;
    // Starts that left the window no longer count; never more than `limit` are needed.
    while (
      head < starts.length &&
      ((starts[head] as number) <= now - this.windowMs || starts.length - head > this.limit)
    )
      head++;
    if (head > 1024 && head * 2 > starts.length) {
      this.#starts = starts.slice(head);
      head = 0;
    }
    this.#head = head;
  }

  delay(now: number): number {
    this.#prune(now);
    if (this.#starts.length - this.#head < this.limit) return 0;
    return Math.max(0, (this.#starts[this.#head] as number) + this.windowMs - now);
  }

  /** Moves the newest start from `from` to `to`, if it is still the newest. */
  restamp(from: number, to: number): void {
    const last = this.#starts.length - 1;
    if (last >= this.#head && this.#starts[last] === from) this.#starts[last] = to;
  }

  record(now: number): void {
    this.#starts.push(now);
  }
}

/**
 * Sliding-window guards for the per-second and per-minute limits of one budget (this process),
 * plus a floor under the gap between two actual starts (`tryStart`'s `floorMs`: the spacing a
 * service recommends, or half the even gap after a stall). A full window's worth may start at
 * once; the next start waits until the oldest one leaves the window.
 */
export class WindowGuard {
  readonly #logs: WindowLog[] = [];
  #lastStart = Number.NEGATIVE_INFINITY;

  constructor(limits: LimitSpec) {
    for (const [limit, span] of windowsOf(limits)) this.#logs.push(new WindowLog(limit, span));
  }

  /** Whether any window is checked (a floor alone can still make the gate useful). */
  get hasWindows(): boolean {
    return this.#logs.length > 0;
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

  /** Ms to wait before a start fits every window and the floor; records the start when it is 0. */
  tryStart(now: number, floorMs = 0): number {
    let wait = Math.max(0, this.#lastStart + floorMs - now);
    for (const log of this.#logs) wait = Math.max(wait, log.delay(now));
    if (wait === 0) {
      for (const log of this.#logs) log.record(now);
      this.#lastStart = now;
    }
    return wait;
  }
}
