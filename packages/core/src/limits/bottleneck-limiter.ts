// Types only: the library itself is imported when the first limiter that needs it is built.
import type Bottleneck from 'bottleneck';
import { type Clock, sleep } from '../retry/clock.js';
import { abortReason } from './abort.js';
import { localStartGate, type StartGate } from './gate.js';
import { memoryPauseStore, type PauseStore } from './pause.js';
import { minTimeFor } from './spacing.js';
import type { LimitSpec, RateLimiter, ScheduleOptions } from './types.js';
import { windowsOf } from './window.js';

export interface BottleneckLimiterOptions extends LimitSpec {
  /** Identifies the budget (and, clustered, its Redis keys). */
  id?: string;
  /** `pacing: 'even'` only: extra spacing as a fraction of the gap (default: `minTimeFor`'s rule). */
  margin?: number;
  /** Round the gap up to whole milliseconds. */
  wholeMs?: boolean;
  /**
   * The time the limiter waits on (default: `performance.now` and timers). Tests inject core's
   * `Clock` so a budget's windows are checked in virtual time, exactly and at once.
   */
  clock?: Pick<Clock, 'now' | 'sleep'>;
}

/** A Bottleneck (when the budget needs one) plus where its pauses and start log live. */
export interface LimiterBackend {
  /** Absent when the budget has nothing for it to keep (window pacing in one process). */
  bottleneck?: Bottleneck | undefined;
  pauses: PauseStore;
  /** Window and gap checks at start time; none when the budget has no time limits. */
  gate?: StartGate | undefined;
  /** Releases connections. */
  close(): Promise<void>;
}

/** A caller waiting for a slot. */
interface Waiter {
  fn: (arrived?: () => void) => Promise<unknown>;
  options: ScheduleOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
  onAbort?: () => void;
}

interface Slot {
  started: boolean;
  served?: Waiter;
}

const performanceClock: Pick<Clock, 'now' | 'sleep'> = { now: () => performance.now(), sleep };

/** Waits for `event`, or rejects with the signal's reason once it aborts. */
function untilOrAbort(event: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    void event.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/**
 * Per-second, per-minute, spacing and concurrency limits of one budget.
 *
 * `pacing: 'window'` (the default) spends the limits as the service counts them: a gate keeps a
 * sliding-window log of starts per limit (each window checked 1 % longer
 * than the server's) and lets a start through whenever every window has room, so a full window's
 * allowance goes out at once and a long crawl runs at the window's rate. The gate also keeps a
 * recommended spacing (`minTimeMs`); in one process a count of running jobs keeps concurrency, so
 * the budget runs on the gate alone, without a Bottleneck job (and
 * its timers) per request.
 *
 * `pacing: 'even'` turns the time limits into one even gap between starts (`minTimeFor`, the
 * strictest of them, Bottleneck's `minTime`); the gate then only holds a catch-up after a stalled
 * event loop (a floor of half a gap, and the windows).
 *
 * Callers queue here, FIFO, and one at a time take a turn at the gate; a pause is checked when a
 * caller's turn comes: a paused caller goes back to the head of the queue until the pause is over.
 */
export class BottleneckLimiter implements RateLimiter {
  readonly id: string;
  readonly pacing: 'window' | 'even';
  /** The gap kept between every two starts (ms): the even gap, or a service's recommended spacing. */
  readonly minTimeMs: number;
  readonly maxConcurrent: number | null;
  /** The sliding windows the gate checks, `[limit, windowMs]` (window taken slightly long). */
  readonly windows: readonly (readonly [number, number])[];
  readonly #clock: Pick<Clock, 'now' | 'sleep'>;
  readonly #clustered: boolean;
  /** The even gap of the budget's limits: what a throttle signal slows in window pacing. */
  readonly #evenGapMs: number;
  readonly #baseFloorMs: number;
  #floorMs: number;
  #backend: LimiterBackend | undefined;
  readonly #ready: Promise<LimiterBackend>;
  #stopped = false;
  /** Aborted by `stop`: ends a wait at the gate (which can last a window, a minute). */
  readonly #stopping = new AbortController();
  #slowTimer: ReturnType<typeof setTimeout> | undefined;
  #queue: Waiter[] = [];
  #slotQueued = false;
  /** Weight of the jobs running, for a concurrency limit kept without Bottleneck. */
  #running = 0;
  #awaitingReady = false;
  /** Cancels the wait for the end of a pause (set while one runs). */
  #resume: AbortController | undefined;
  #currentMinTimeMs: number;
  /** A local limiter's pause store, there before its backend. */
  #localPauses: LimiterBackend['pauses'] | undefined;

  /** `setup` builds the backend asynchronously (clustered budgets load ioredis first). */
  constructor(
    options: BottleneckLimiterOptions,
    setup?: (settings: Bottleneck.ConstructorOptions) => Promise<LimiterBackend>,
  ) {
    this.id = options.id ?? 'lifesci';
    this.pacing = options.pacing ?? 'window';
    this.#clock = options.clock ?? performanceClock;
    this.#clustered = setup !== undefined;
    const round = (ms: number) => (options.wholeMs ? Math.ceil(ms) : ms);
    this.#evenGapMs = round(minTimeFor(options, options.margin));
    this.windows = windowsOf(options);
    if (this.pacing === 'even') {
      this.minTimeMs = this.#evenGapMs;
      this.#baseFloorMs = this.minTimeMs / 2;
    } else {
      // As written: the recommended spacing, no margin (the windows carry the jitter allowance).
      this.minTimeMs = round(options.minTimeMs ?? 0);
      this.#baseFloorMs = this.minTimeMs;
    }
    this.#floorMs = this.#baseFloorMs;
    this.maxConcurrent = options.concurrency ?? null;
    this.#currentMinTimeMs = this.minTimeMs;
    const settings: Bottleneck.ConstructorOptions = {
      id: this.id,
      // Window pacing: the gate keeps the spacing; Bottleneck (when there is one) concurrency only.
      minTime: this.pacing === 'even' ? this.minTimeMs : 0,
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
      return;
    }
    // Pauses and the start gate exist at once, so a pause set before Bottleneck arrives is in force.
    const now = this.#clock.now;
    const pauses = memoryPauseStore(now);
    const gate = this.windows.length > 0 || this.#evenGapMs > 0 ? localStartGate(options, now) : undefined;
    this.#localPauses = pauses;
    if ((settings.minTime ?? 0) <= 0) {
      // Nothing for Bottleneck to keep in one process (window pacing): the gate and a count of
      // the jobs running keep every limit, with no Bottleneck job or timer per request.
      const backend: LimiterBackend = { pauses, gate, close: async () => undefined };
      this.#backend = backend;
      this.#ready = Promise.resolve(backend);
      return;
    }
    // bottleneck (60 kB minified, CommonJS so never tree-shaken) is loaded here rather than at
    // import: a bundled app keeps it out of its start chunk.
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

  /**
   * Gives the caller at the head of the queue its turn: through a Bottleneck job when the budget
   * has even spacing, or concurrency across processes, for it to keep; else once a concurrency
   * slot is free. One turn is under way at a time, so
   * callers pass the gate in order and only one of them waits on a timer; an aborted caller leaves
   * the queue at once, without a Bottleneck job that would still take its turn later.
   */
  #feed(): void {
    if (this.#slotQueued || this.#queue.length === 0 || this.#stopped || this.#resume) return;
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
    const bottleneck = backend.bottleneck;
    if (!bottleneck) {
      // The concurrency limit: the head waits for a running job to end (one heavier than the
      // whole limit runs alone rather than never).
      const weight = head.options.weight ?? 1;
      if (this.maxConcurrent !== null && this.#running > 0 && this.#running + weight > this.maxConcurrent)
        return;
      this.#slotQueued = true;
      this.#running += weight;
      const done = () => {
        this.#running -= weight;
        this.#feed();
      };
      void this.#slot(backend, { started: false }).then(done, done);
      return;
    }
    this.#slotQueued = true;
    const slot: Slot = { started: false };
    // An expiration frees the slot of a crashed worker in a shared budget; a local budget dies
    // with its process, so it needs no timer per job.
    const expiration = this.#clustered ? (head.options.expirationMs ?? null) : null;
    bottleneck
      .schedule({ weight: head.options.weight ?? 1, expiration }, () => this.#slot(backend, slot))
      .catch((error: unknown) => {
        // Dropped before it started (stop), or expired while running: its caller gets the error.
        if (!slot.started) this.#slotQueued = false;
        if (slot.served) this.#settle(slot.served, undefined, error);
      });
  }

  async #slot(backend: LimiterBackend, slot: Slot): Promise<void> {
    slot.started = true;
    const waiter = this.#queue.shift();
    if (!waiter) {
      this.#slotQueued = false;
      return;
    }
    const waitMs = await backend.pauses.remaining();
    if (waitMs > 0) {
      // Paused: the caller keeps its place, and nothing starts until the pause is over.
      if (!waiter.settled) this.#queue.unshift(waiter);
      this.#slotQueued = false;
      this.#resumeAfter(waitMs);
      return;
    }
    if (waiter.settled) {
      this.#slotQueued = false;
      this.#feed();
      return;
    }
    slot.served = waiter;
    try {
      if (backend.gate) await this.#startWhenAllowed(backend.gate, waiter.options);
    } catch (error) {
      this.#slotQueued = false;
      this.#feed();
      this.#settle(waiter, undefined, error);
      return;
    }
    // The start just granted, taken before anything else can be: its request counts in its
    // windows from when its answer began (or the job ended) at the latest.
    let finished = backend.gate?.started?.();
    const arrived = () => {
      const done = finished;
      finished = undefined;
      done?.();
    };
    // The next caller's turn begins now, spaced from this start.
    this.#slotQueued = false;
    this.#feed();
    try {
      this.#settle(waiter, await waiter.fn(arrived));
    } catch (error) {
      this.#settle(waiter, undefined, error);
    } finally {
      arrived();
    }
  }

  async #startWhenAllowed(gate: StartGate, options: ScheduleOptions): Promise<void> {
    const callerSignal = options.signal;
    const signal = callerSignal
      ? AbortSignal.any([callerSignal, this.#stopping.signal])
      : this.#stopping.signal;
    for (;;) {
      signal.throwIfAborted();
      const answer = gate.tryStart(this.#floorMs);
      const wait = typeof answer === 'number' ? answer : await answer;
      if (wait <= 0) return;
      if (wait === Number.POSITIVE_INFINITY) {
        // Only the local gate waits for an answer, and it answers synchronously: nothing can be
        // answered between its "no" and this subscription.
        if (!gate.changed) throw new TypeError('a start gate waited for an answer it cannot report');
        await untilOrAbort(gate.changed(), signal);
      } else await this.#clock.sleep(Math.ceil(wait), signal);
    }
  }

  #resumeAfter(ms: number): void {
    const resume = new AbortController();
    this.#resume = resume;
    this.#clock.sleep(ms, resume.signal).then(
      () => {
        if (this.#resume !== resume) return;
        this.#resume = undefined;
        this.#feed();
      },
      () => undefined,
    );
  }

  #cancelResume(): void {
    this.#resume?.abort();
    this.#resume = undefined;
  }

  #settle(waiter: Waiter, value: unknown, error?: unknown): void {
    if (waiter.settled) return;
    waiter.settled = true;
    if (waiter.onAbort) waiter.options.signal?.removeEventListener('abort', waiter.onAbort);
    if (error === undefined) waiter.resolve(value);
    else waiter.reject(error);
  }

  schedule<T>(fn: (arrived?: () => void) => Promise<T>, options: ScheduleOptions = {}): Promise<T> {
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
          if (this.#queue.length === 0) this.#cancelResume();
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
   * Runs the budget at `fraction` of its pace for `ms`, then restores it. Even pacing widens the
   * gap between starts to `minTimeMs / fraction`; window pacing keeps at least the budget's even
   * gap divided by `fraction` between starts (no burst while the service asks for room). A
   * budget with no time limit has no pace to slow: pauses are its only throttle.
   */
  slowFor(fraction: number, ms: number): void {
    if (this.#stopped || !(fraction > 0 && fraction < 1) || !(ms > 0) || this.#evenGapMs <= 0) return;
    const apply = (slowed: boolean) => {
      if (this.pacing === 'window') {
        this.#floorMs = slowed ? Math.max(this.#baseFloorMs, this.#evenGapMs / fraction) : this.#baseFloorMs;
        this.#currentMinTimeMs = slowed ? this.#floorMs : this.minTimeMs;
        return;
      }
      const minTime = slowed ? this.minTimeMs / fraction : this.minTimeMs;
      this.#currentMinTimeMs = minTime;
      const backend = this.#backend;
      if (backend) backend.bottleneck?.updateSettings({ minTime });
      else
        void this.#ready.then(
          (b) => b.bottleneck?.updateSettings({ minTime }),
          () => undefined,
        );
    };
    apply(true);
    clearTimeout(this.#slowTimer);
    this.#slowTimer = setTimeout(() => {
      this.#slowTimer = undefined;
      if (!this.#stopped) apply(false);
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
    const stopped = new Error(`rate limiter ${this.id} was stopped`);
    this.#stopping.abort(stopped);
    clearTimeout(this.#slowTimer);
    this.#cancelResume();
    for (const waiter of this.#queue.splice(0)) this.#settle(waiter, undefined, stopped);
    const backend = await this.#ready.catch(() => undefined);
    if (!backend) return;
    await backend.bottleneck?.stop({ dropWaitingJobs: true }).catch(() => undefined);
    await backend.close();
  }
}
