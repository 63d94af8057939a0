import Bottleneck from 'bottleneck';
import { abortReason } from './abort.js';
import { minTimeFor, SPACING_MARGIN } from './spacing.js';
import type { LimitSpec, RateLimiter, ScheduleOptions } from './types.js';

export interface BottleneckLimiterOptions extends LimitSpec {
  /** Identifies the budget (and, clustered, the Redis keys). */
  id?: string;
  /** Extra spacing as a fraction of the gap (default 0.02). */
  margin?: number;
  /** Extra Bottleneck settings (clustering: `datastore`, `connection`...). */
  bottleneck?: Bottleneck.ConstructorOptions;
}

// A reservoir this large never runs dry; it is what a paused (reservoir 0) limiter refills to.
const OPEN_RESERVOIR = 1_000_000_000;

/**
 * Per-second, per-minute and concurrency limits together on one Bottleneck: the time limits become
 * one even spacing (`minTime`, the strictest of them), concurrency is `maxConcurrent`, and a pause
 * empties the reservoir, which also holds every process sharing a clustered budget.
 */
export class BottleneckLimiter implements RateLimiter {
  readonly id: string;
  readonly minTimeMs: number;
  #bottleneck: Bottleneck | undefined;
  #ready: Promise<Bottleneck>;
  #pausedUntil = 0;
  #resumeTimer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  /** `create` builds the Bottleneck asynchronously (clustered limiters load ioredis first). */
  constructor(
    options: BottleneckLimiterOptions,
    create?: (settings: Bottleneck.ConstructorOptions) => Promise<Bottleneck>,
  ) {
    this.id = options.id ?? 'lifesci';
    this.minTimeMs = minTimeFor(options, options.margin ?? SPACING_MARGIN);
    const settings: Bottleneck.ConstructorOptions = {
      id: this.id,
      minTime: this.minTimeMs,
      maxConcurrent: options.concurrency ?? null,
      ...options.bottleneck,
    };
    if (create) {
      this.#ready = create(settings);
      this.#ready.then(
        (b) => {
          this.#bottleneck = b;
        },
        () => undefined,
      );
    } else {
      this.#bottleneck = new Bottleneck(settings);
      this.#ready = Promise.resolve(this.#bottleneck);
    }
  }

  schedule<T>(fn: () => Promise<T>, options: ScheduleOptions = {}): Promise<T> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (this.#stopped) return Promise.reject(new Error(`rate limiter ${this.id} was stopped`));
    const jobOptions: Bottleneck.JobOptions = {
      weight: options.weight ?? 1,
      expiration: options.expirationMs ?? null,
    };
    // Bottleneck cannot take a queued job back, so an aborted caller is answered at once and the
    // job, when its turn comes, returns without calling `fn`.
    const job = () => (signal?.aborted ? Promise.resolve(undefined as T) : fn());
    const run = this.#bottleneck
      ? this.#bottleneck.schedule(jobOptions, job)
      : this.#ready.then((b) => b.schedule(jobOptions, job));
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
    const until = Date.now() + ms;
    if (until <= this.#pausedUntil) return;
    this.#pausedUntil = until;
    // The refresh settings reopen the reservoir by themselves even if this process dies mid-pause
    // (in Redis the refresh is evaluated by the server-side scripts); the timer is the fast path.
    void this.#ready
      .then((b) =>
        b.updateSettings({
          reservoir: 0,
          reservoirRefreshInterval: ms,
          reservoirRefreshAmount: OPEN_RESERVOIR,
        }),
      )
      .catch(() => undefined);
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    this.#resumeTimer = setTimeout(() => this.#resume(), ms);
  }

  /** Ms until a pause ends (0 when not paused). */
  get pausedForMs(): number {
    return Math.max(0, this.#pausedUntil - Date.now());
  }

  #resume(): void {
    this.#resumeTimer = undefined;
    this.#pausedUntil = 0;
    void this.#ready
      .then((b) =>
        b.updateSettings({ reservoir: null, reservoirRefreshInterval: null, reservoirRefreshAmount: null }),
      )
      .catch(() => undefined);
  }

  /** Jobs waiting for a slot (local count). */
  queued(): number {
    return this.#bottleneck?.queued() ?? 0;
  }

  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    if (this.#resumeTimer) clearTimeout(this.#resumeTimer);
    const b = await this.#ready.catch(() => undefined);
    await b?.stop({ dropWaitingJobs: true }).catch(() => undefined);
    await b?.disconnect?.(true);
  }
}
