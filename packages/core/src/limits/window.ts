import type { LimitSpec } from './types.js';

/**
 * How much longer than the server's window the gate checks it: 1 % (10 ms for a second, 600 ms
 * for a minute). Requests count from their answers (below), so late arrivals need no room here;
 * this is for the two clocks (ours and the server's) and a server that keeps time coarsely.
 */
export const WINDOW_SLACK = 0.01;

export function gateWindowMs(windowMs: number): number {
  return windowMs * (1 + WINDOW_SLACK);
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

/** A start in a budget's log. */
interface Start {
  /** When the gate let it out. */
  readonly at: number;
  /** Once its answer began (or its job ended): the time it counts from in its windows. */
  answered?: number;
}

/**
 * Sliding-window guards for the per-second and per-minute limits of one budget (this process),
 * plus a floor under the gap between two starts as the server sees them (`tryStart`'s `floorMs`:
 * the spacing a service recommends, or half the even gap after a stall).
 *
 * The server counts a request when it arrives, which is after the gate let it out and before its
 * answer began; the client cannot see when in between. So a request counts from its answer: while
 * it is in flight it holds a slot of every window (and the floor), and once answered it counts
 * from then. However late a request reaches the server (a busy event loop, a new connection, a
 * server that takes requests one by one), the server never counts more than a window's limit.
 * A full window's worth may start at once; the next start waits until the oldest answer has left
 * the window, or, when every slot is held by a request in flight, until one is answered.
 */
export class WindowGuard {
  readonly #windows: [number, number][];
  /** In start order; answered starts leave once no window or floor can hold them any more. */
  #starts: Start[] = [];
  #keepMs = 0;
  #granted: Start | undefined;
  #waiting: (() => void)[] = [];

  constructor(limits: LimitSpec) {
    this.#windows = windowsOf(limits);
    for (const [, span] of this.#windows) this.#keepMs = Math.max(this.#keepMs, span);
  }

  #prune(now: number): void {
    const starts = this.#starts;
    let head = 0;
    while (head < starts.length) {
      const answered = (starts[head] as Start).answered;
      if (answered === undefined || answered > now - this.#keepMs) break;
      head++;
    }
    if (head > 0) starts.splice(0, head);
  }

  /**
   * Ms to wait before a start fits every window and the floor (`Infinity`: until a request in
   * flight is answered, see `changed`); records the start when it is 0.
   */
  tryStart(now: number, floorMs = 0): number {
    // A floor longer than every window must still see the answers before it.
    this.#keepMs = Math.max(this.#keepMs, floorMs);
    this.#prune(now);
    let wait = 0;
    if (floorMs > 0)
      for (const start of this.#starts) {
        if (start.answered === undefined) return Number.POSITIVE_INFINITY;
        wait = Math.max(wait, start.answered + floorMs - now);
      }
    for (const [limit, span] of this.#windows) wait = Math.max(wait, this.#windowWait(now, limit, span));
    if (wait > 0) return wait;
    const start: Start = { at: now };
    this.#starts.push(start);
    this.#granted = start;
    return 0;
  }

  /** Ms until one more start fits `limit` per `span`. */
  #windowWait(now: number, limit: number, span: number): number {
    if (this.#starts.length < limit) return 0;
    // When each start still in the window leaves it (one in flight: not before its answer).
    const leaves: number[] = [];
    for (const start of this.#starts) {
      const leave = start.answered === undefined ? Number.POSITIVE_INFINITY : start.answered + span;
      if (leave > now) leaves.push(leave);
    }
    if (leaves.length < limit) return 0;
    leaves.sort((a, b) => a - b);
    // Room comes when all but limit − 1 of them have left.
    return (leaves[leaves.length - limit] as number) - now;
  }

  /**
   * Takes the start `tryStart` just granted, for its request to report its answer: call the
   * returned function with the time the answer began (or the request ended).
   */
  started(): ((now: number) => void) | undefined {
    const start = this.#granted;
    this.#granted = undefined;
    if (!start) return undefined;
    return (now) => {
      if (start.answered !== undefined) return;
      start.answered = Math.max(start.at, now);
      for (const wake of this.#waiting.splice(0)) wake();
    };
  }

  /** Resolves when a request in flight is answered: a wait of `Infinity` ends then. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
}
