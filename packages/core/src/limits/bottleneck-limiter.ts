import Bottleneck from 'bottleneck';
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

type Outcome<T> = { skipped: true } | { waitMs: number } | { value: T };

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
  #currentMinTimeMs: number;

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
      const bottleneck = new Bottleneck(settings);
      this.#backend = {
        bottleneck,
        pauses: memoryPauseStore(),
        gate: localStartGate(options, this.minTimeMs),
        close: async () => undefined,
      };
      this.#ready = Promise.resolve(this.#backend);
    }
  }

  async #turn<T>(backend: LimiterBackend, fn: () => Promise<T>, options: ScheduleOptions): Promise<T> {
    const { signal } = options;
    const jobOptions: Bottleneck.JobOptions = {
      weight: options.weight ?? 1,
      expiration: options.expirationMs ?? null,
    };
    for (;;) {
      const outcome = await backend.bottleneck.schedule(jobOptions, async (): Promise<Outcome<T>> => {
        // Bottleneck cannot take a queued job back; an aborted caller was answered already.
        if (signal?.aborted) return { skipped: true as const };
        const waitMs = await backend.pauses.remaining();
        if (waitMs > 0) return { waitMs };
        if (backend.gate) await startWhenAllowed(backend.gate, signal);
        const running = fn();
        backend.gate?.started?.();
        return { value: await running };
      });
      if ('value' in outcome) return outcome.value;
      if ('skipped' in outcome) throw abortReason(signal as AbortSignal);
      await sleep(outcome.waitMs, signal);
    }
  }

  schedule<T>(fn: () => Promise<T>, options: ScheduleOptions = {}): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (this.#stopped) return Promise.reject(new Error(`rate limiter ${this.id} was stopped`));
    const run = this.#backend
      ? this.#turn(this.#backend, fn, options)
      : this.#ready.then((backend) => this.#turn(backend, fn, options));
    if (!signal) return run;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(abortReason(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      run.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  pauseFor(ms: number): void {
    if (this.#stopped || !(ms > 0)) return;
    // With the backend at hand (always, locally) the pause is in force before this returns.
    const apply = (backend: LimiterBackend) =>
      Promise.resolve(backend.pauses.pause(ms)).catch(() => undefined);
    if (this.#backend) void apply(this.#backend);
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
    const backend = await this.#ready.catch(() => undefined);
    if (!backend) return;
    await backend.bottleneck.stop({ dropWaitingJobs: true }).catch(() => undefined);
    await backend.close();
  }
}
