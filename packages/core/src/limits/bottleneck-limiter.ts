// Types only: the library itself is imported when the first limiter is built (see the constructor).
import type Bottleneck from 'bottleneck';
import { sleep } from '../retry/clock.js';
import { abortReason } from './abort.js';
import { localStartGate, type StartGate } from './gate.js';
import { memoryPauseStore, type PauseStore } from './pause.js';
import { minTimeFor } from './spacing.js';
import type { LimitSpec, RateLimiter, ScheduleOptions } from './types.js';

export interface BottleneckLimiterOptions extends LimitSpec {
  /** Identifies the budget (and, clustered, its Redis keys). */
  id?: string;
  /** Extra spacing as a fraction of the gap (default: `minTimeFor`'s rule, 2 %, 3.5 % for per-second limits). */
  margin?: number;
  /** Round the gap up to whole milliseconds. */
  wholeMs?: boolean;
}

/** A Bottleneck plus where its pauses and start log live; built asynchronously for clustered budgets. */
export interface LimiterBackend {
  bottleneck: Bottleneck;
  pauses: PauseStore;
  /** Window and gap checks at start time; none when the budget has no time limits. */
  gate?: StartGate | undefined;
  /** Releases connections. */
  close(): Promise<void>;
}

async function startWhenAllowed(gate: StartGate, signal: AbortSignal | undefined): Promise<void> {
  for (;;) {
    const answer = gate.tryStart();
    const wait = typeof answer === 'number' ? answer : await answer;
    if (wait <= 0) return;
    await sleep(Math.ceil(wait), signal);
  }
}

/** A caller waiting for a slot. */
interface Waiter {
  fn: () => Promise<unknown>;
  options: ScheduleOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
  onAbort?: () => void;
}

/**
 * Per-second, per-minute and concurrency limits together on one Bottleneck. The time limits become
 * one even spacing between starts (`minTime`, the strictest of them) and concurrency is
 * `maxConcurrent`. At start time a gate (local, or in Redis for a shared budget) checks a
 * sliding-window log of starts and a floor of half a gap, so a catch-up after a stalled event loop
 * never becomes a burst. A pause is checked when a job's turn comes: a paused job goes back to the
 * queue after the pause instead of firing, so a pause never ends in a burst.
 */
export class BottleneckLimiter implements RateLimiter {
  readonly id: string;
  readonly minTimeMs: number;
  readonly maxConcurrent: number | null;
  #backend: LimiterBackend | undefined;
  readonly #ready: Promise<LimiterBackend>;
  #stopped = false;
  #slowTimer: ReturnType<typeof setTimeout> | undefined;
  #queue: Waiter[] = [];
  #slotQueued = false;
  #awaitingReady = false;
  #resumeTimer: ReturnType<typeof setTimeout> | undefined;
  #currentMinTimeMs: number;
  /** A local limiter's pause store, there before its backend. */
  #localPauses: LimiterBackend['pauses'] | undefined;

  /** `setup` builds the backend asynchronously (clustered budgets load ioredis first). */
  constructor(
    options: BottleneckLimiterOptions,
    setup?: (settings: Bottleneck.ConstructorOptions) => Promise<LimiterBackend>,
  ) {
    this.id = options.id ?? 'lifesci';
    const gap = minTimeFor(options, options.margin);
    this.minTimeMs = options.wholeMs ? Math.ceil(gap) : gap;
    this.maxConcurrent = options.concurrency ?? null;
    this.#currentMinTimeMs = this.minTimeMs;
    const settings: Bottleneck.ConstructorOptions = {
      id: this.id,
      minTime: this.minTimeMs,
      maxConcurrent: this.maxConcurrent,
    };
    if (setup) {
      this.#ready = setup(settings);
      this.#ready.then(
        (backend) => {
          this.#backend = backend;
        },
        () => undefined,
      );
    } else {
      // bottleneck (60 kB minified, CommonJS so never tree-shaken) is loaded here rather than at
      // import: a bundled app keeps it out of its start chunk. Pauses and the start gate exist at
      // once, so a pause set before the library arrives is already in force.
      const pauses = memoryPauseStore();
      const gate = localStartGate(options, this.minTimeMs);
      this.#localPauses = pauses;
      this.#ready = import('bottleneck').then(({ default: Library }) => {
        const backend: LimiterBackend = {
          bottleneck: new Library(settings),
          pauses,
          gate,
          close: async () => undefined,
        };
        this.#backend = backend;
        return backend;
      });
    }
  }

  /**
   * One Bottleneck job is a slot, not a caller: it serves whoever is first in this limiter's own
   * queue when it starts. Bottleneck cannot take a queued job back, so callers wait here instead,
   * and Bottleneck holds at most one queued slot: an aborted caller leaves the queue at once,
   * without a Bottleneck job that would still take its turn (and keep timers alive) later.
   */
  #feed(): void {
    if (this.#slotQueued || this.#queue.length === 0 || this.#stopped || this.#resumeTimer) return;
    const backend = this.#backend;
    if (!backend) {
      if (this.#awaitingReady) return;
      this.#awaitingReady = true;
      this.#ready.then(
        () => {
          this.#awaitingReady = false;
          this.#feed();
        },
        (error: unknown) => {
          for (const waiter of this.#queue.splice(0)) this.#settle(waiter, undefined, error);
        },
      );
      return;
    }
    const head = this.#queue[0] as Waiter;
    this.#slotQueued = true;
    const slot: { started: boolean; served?: Waiter } = { started: false };
    backend.bottleneck
      .schedule({ weight: head.options.weight ?? 1, expiration: head.options.expirationMs ?? null }, () =>
        this.#slot(backend, slot),
      )
      .catch((error: unknown) => {
        // Dropped before it started (stop), or expired while running: its caller gets the error.
        if (!slot.started) this.#slotQueued = false;
        if (slot.served) this.#settle(slot.served, undefined, error);
      });
  }

  async #slot(backend: LimiterBackend, slot: { started: boolean; served?: Waiter }): Promise<void> {
    slot.started = true;
    this.#slotQueued = false;
    const waiter = this.#queue.shift();
    if (!waiter) return;
    const waitMs = await backend.pauses.remaining();
    if (waitMs > 0) {
      // Paused: the caller keeps its place, and nothing starts until the pause is over.
      if (!waiter.settled) this.#queue.unshift(waiter);
      this.#resumeTimer = setTimeout(() => {
        this.#resumeTimer = undefined;
        this.#feed();
      }, waitMs);
      return;
    }
    // The next caller's slot enters Bottleneck now, spaced from this start.
    this.#feed();
    if (waiter.settled) return;
    slot.served = waiter;
    try {
      if (backend.gate) await startWhenAllowed(backend.gate, waiter.options.signal);
      const running = waiter.fn();
      backend.gate?.started?.();
      this.#settle(waiter, await running);
    } catch (error) {
      this.#settle(waiter, undefined, error);
    }
  }

  #settle(waiter: Waiter, value: unknown, error?: unknown): void {
    if (waiter.settled) return;
    waiter.settled = true;
    if (waiter.onAbort) waiter.options.signal?.removeEventListener('abort', waiter.onAbort);
    if (error === undefined) waiter.resolve(value);
    else waiter.reject(error);
  }

  schedule<T>(fn: () => Promise<T>, options: ScheduleOptions = {}): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (this.#stopped) return Promise.reject(new Error(`rate limiter ${this.id} was stopped`));
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        fn,
        options,
        resolve: resolve as (value: unknown) => void,
        reject,
        settled: false,
      };
      if (signal) {
        waiter.onAbort = () => {
          const at = this.#queue.indexOf(waiter);
          if (at !== -1) this.#queue.splice(at, 1);
          if (this.#queue.length === 0 && this.#resumeTimer) {
            clearTimeout(this.#resumeTimer);
            this.#resumeTimer = undefined;
          }
          this.#settle(waiter, undefined, abortReason(signal));
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.#queue.push(waiter);
      this.#feed();
    });
  }

  pauseFor(ms: number): void {
    if (this.#stopped || !(ms > 0)) return;
    // With the backend at hand (always, locally) the pause is in force before this returns.
    const apply = (backend: LimiterBackend) =>
      Promise.resolve(backend.pauses.pause(ms)).catch(() => undefined);
    if (this.#backend) void apply(this.#backend);
    else if (this.#localPauses) void Promise.resolve(this.#localPauses.pause(ms)).catch(() => undefined);
    else void this.#ready.then(apply, () => undefined);
  }

  /**
   * Widens the gap between starts to `minTimeMs / fraction` for `ms`, then restores it. A budget
   * with no time limit (gap 0) has no pace to slow: pauses are its only throttle.
   */
  slowFor(fraction: number, ms: number): void {
    if (this.#stopped || !(fraction > 0 && fraction < 1) || !(ms > 0) || this.minTimeMs <= 0) return;
    const apply = (minTime: number) => {
      this.#currentMinTimeMs = minTime;
      const backend = this.#backend;
      if (backend) backend.bottleneck.updateSettings({ minTime });
      else
        void this.#ready.then(
          (b) => b.bottleneck.updateSettings({ minTime }),
          () => undefined,
        );
    };
    apply(this.minTimeMs / fraction);
    clearTimeout(this.#slowTimer);
    this.#slowTimer = setTimeout(() => {
      this.#slowTimer = undefined;
      if (!this.#stopped) apply(this.minTimeMs);
    }, ms);
    // A slowed budget must not keep the process alive once its work is done.
    this.#slowTimer.unref?.();
  }

  /** The gap between starts now in force (wider than `minTimeMs` while a throttle signal holds). */
  get currentMinTimeMs(): number {
    return this.#currentMinTimeMs;
  }

  /** Ms left in the current pause (0 when not paused). */
  async pausedForMs(): Promise<number> {
    const backend = await this.#ready;
    return backend.pauses.remaining();
  }

  /** Resolves once the backend (e.g. the Redis connection) is ready. */
  async ready(): Promise<void> {
    await this.#ready;
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    clearTimeout(this.#slowTimer);
    clearTimeout(this.#resumeTimer);
    const stopped = new Error(`rate limiter ${this.id} was stopped`);
    for (const waiter of this.#queue.splice(0)) this.#settle(waiter, undefined, stopped);
    const backend = await this.#ready.catch(() => undefined);
    if (!backend) return;
    await backend.bottleneck.stop({ dropWaitingJobs: true }).catch(() => undefined);
    await backend.close();
  }
}
