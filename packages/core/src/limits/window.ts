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
 * How much later than its start a finished request's place in the window may be counted: up to
 * the moment its answer came back, at most this long after the start.
 *
 * Why: a window's allowance goes out at once, and the requests of a burst reach the server spread
 * out (a new connection each, a busy event loop, a server that reads them one by one): on a loaded
 * machine the last one of a burst arrived over 40 ms after the first, past the window's 34 ms of
 * slack, and the server counted one request too many. A request cannot arrive after its answer
 * began (BaseClient reports the headers through `schedule`'s `arrived`; otherwise the job's end
 * is used), so counting it from then is always safe; the cap keeps a slow answer (the server's own work)
 * from holding the window longer than arrival could take. It costs a full window's wait at most
 * this much; a job that fits in one window never waits.
 */
export const ARRIVAL_BOUND_MS = 100;

/**
 * The starts of the last `windowMs`, to answer "how long until one more start fits in the window".
 * A start can be moved later (its request finished: see ARRIVAL_BOUND_MS), so the times are not
 * kept sorted; a start is forgotten once it cannot be in any window any more.
 */
class WindowLog {
  #starts: number[] = [];
  #head = 0;
  /** Absolute index of `#starts[0]`, so ids stay valid when the array is compacted. */
  #base = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  #prune(now: number): void {
    const starts = this.#starts;
    let head = this.#head;
    // A start moves at most ARRIVAL_BOUND_MS later, so one this old has left the window for good.
    const gone = now - this.windowMs - ARRIVAL_BOUND_MS;
    while (head < starts.length && (starts[head] as number) <= gone) head++;
    if (head > 1024 && head * 2 > starts.length) {
      this.#starts = starts.slice(head);
      this.#base += head;
      head = 0;
    }
    this.#head = head;
  }

  delay(now: number): number {
    this.#prune(now);
    const starts = this.#starts;
    if (starts.length - this.#head < this.limit) return 0;
    const inWindow: number[] = [];
    for (let i = this.#head; i < starts.length; i++) {
      const t = starts[i] as number;
      if (t > now - this.windowMs) inWindow.push(t);
    }
    if (inWindow.length < this.limit) return 0;
    inWindow.sort((a, b) => a - b);
    // Room comes when all but limit − 1 of them have left the window.
    return Math.max(0, (inWindow[inWindow.length - this.limit] as number) + this.windowMs - now);
  }

  /** Moves the start `id` later, to `to`. */
  move(id: number, to: number): void {
    const at = id - this.#base;
    if (at >= this.#head && at < this.#starts.length && (this.#starts[at] as number) < to)
      this.#starts[at] = to;
  }

  /** Records a start; its id for `move`. */
  record(now: number): number {
    this.#starts.push(now);
    return this.#base + this.#starts.length - 1;
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
    for (let i = 0; i < this.#logs.length; i++)
      (this.#logs[i] as WindowLog).move(this.#lastIds[i] as number, to);
  }

  #lastIds: number[] = [];

  /** The ids of the newest start in each window, for `finished`. */
  get lastIds(): readonly number[] {
    return this.#lastIds;
  }

  /**
   * The start recorded at `at` (ids from `lastIds` then) finished at `now`: it reached the server
   * no later than that, so it counts from then, or from ARRIVAL_BOUND_MS after its start if sooner.
   */
  finished(ids: readonly number[], at: number, now: number): void {
    const to = Math.min(now, at + ARRIVAL_BOUND_MS);
    for (let i = 0; i < this.#logs.length; i++) (this.#logs[i] as WindowLog).move(ids[i] as number, to);
  }

  /** Ms to wait before a start fits every window and the floor; records the start when it is 0. */
  tryStart(now: number, floorMs = 0): number {
    let wait = Math.max(0, this.#lastStart + floorMs - now);
    for (const log of this.#logs) wait = Math.max(wait, log.delay(now));
    if (wait === 0) {
      this.#lastIds = this.#logs.map((log) => log.record(now));
      this.#lastStart = now;
    }
    return wait;
  }
}
