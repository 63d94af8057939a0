import type { KyInstance } from 'ky';
import { isLifesciError } from '../errors/classes.js';
import type { Clock } from '../retry/clock.js';
import { isRetryable, RETRYABLE_STATUSES, type RetryPolicy } from '../retry/policy.js';
import { type AttemptContext, apiErrorOf, runAttempt } from './attempt.js';
import type { Logger } from './types.js';

/** The per-request context, carried to the scheduled fetch as an option ky does not know. */
export interface TransportInit extends RequestInit {
  lifesci: AttemptContext;
}

export interface TransportOptions {
  policy: RetryPolicy;
  clock: Clock;
  logger: Logger | undefined;
  service: string;
}

/**
 * ky passes options it does not know to its `fetch` (its `findUnknownOptions`), which is how the
 * request's context reaches the scheduled attempt without a second lookup table.
 */
function scheduledFetch(_request: string | URL | Request, init?: RequestInit): Promise<Response> {
  const ctx = (init as TransportInit).lifesci;
  // Every attempt, ky's retries included, takes a slot of the shared budget.
  return ctx.limiter.schedule((arrived) => runAttempt(ctx, arrived), ctx.schedule);
}

/**
 * One ky instance per client. ky owns the retry loop: the count (`limit`), which methods may be
 * retried (`methods`, set per request: read-only POSTs and `retry: 'always'` join, `'never'`
 * empties it), which statuses (`statusCodes`), and the `beforeRetry`/`beforeError` hooks.
 *
 * What ky lacks, and stays in core:
 * - ky's timer starts before its `fetch`, so it would count limiter queueing: `timeout: false`,
 *   and each attempt times itself inside `scheduledFetch` (`runAttempt`).
 * - ky's waits are bare `setTimeout`s on the wall clock, and it reads HTTP-date `Retry-After`
 *   against `Date.now()`: core's public `clock` option (injected in tests, exact and instant)
 *   must drive retry waits. So ky's own delay is 0 (`afterStatusCodes: []`, `delay: () => 0`)
 *   and `beforeRetry` waits on the clock for the delay the attempt computed (equal-jitter
 *   backoff, or `Retry-After`). ky also clamps a too-long `Retry-After` to `maxRetryAfter`
 *   instead of failing; `shouldRetry` fails such a call at once.
 * - ky only knows HTTP statuses and its own TimeoutError; errors thrown by the attempt (a reset,
 *   a truncated body, an in-body rate limit from `checkBody`) are judged by `shouldRetry`.
 * - `beforeRetry` runs after ky's delay: the shared-budget pause on a 429 is set inside the
 *   attempt. `afterResponse` hooks would get a tee'd clone of every body: none are used, the
 *   attempt reads (and peeks) the body itself. `beforeError` sees only `HTTPError`: the rest is
 *   mapped by the client.
 */
export function createTransport(options: TransportOptions): Transport {
  let base: KyInstance | undefined;
  // ky deep-merges per-call options into its defaults on every call (its largest cost per request
  // after building the Request): the retry shape of a call (how many attempts, whether its method
  // may be retried) takes one of a few values, so each gets its own instance, made once.
  const instances = new Map<string, KyInstance>();
  return async (url, init, limit, retryMethod) => {
    base ??= createKy(await loadKy(), options);
    const key = `${limit} ${retryMethod ?? ''}`;
    let instance = instances.get(key);
    if (!instance) {
      instance = base.extend({ retry: { limit, methods: retryMethod ? [retryMethod] : [] } });
      instances.set(key, instance);
    }
    return instance(url, init as Parameters<KyInstance>[1]);
  };
}

type Ky = typeof import('ky');
let ky: Promise<Ky> | undefined;

/** ky, imported by the first request rather than with core: importing a service stays cheap. */
function loadKy(): Promise<Ky> {
  ky ??= import('ky');
  return ky;
}

/**
 * Sends one request through ky: `limit` retries after the first attempt, `retryMethod` the
 * lower-case method when ky may retry it (undefined: never retried).
 */
export type Transport = (
  url: string,
  init: TransportInit,
  limit: number,
  retryMethod: string | undefined,
) => Promise<Response>;

function createKy(lib: Ky, options: TransportOptions): KyInstance {
  const { policy, clock, logger, service } = options;
  const { HTTPError } = lib;
  return lib.default.create({
    fetch: scheduledFetch,
    timeout: false,
    throwHttpErrors: true,
    retry: {
      limit: 0,
      statusCodes: [...RETRYABLE_STATUSES],
      afterStatusCodes: [],
      delay: () => 0,
      shouldRetry: ({ error }) => {
        if (error instanceof HTTPError) {
          // ky's statusCodes decide; a Retry-After beyond the cap fails now (ky would clamp it).
          const failure = apiErrorOf(error);
          return failure && !isRetryable(failure, policy) ? false : undefined;
        }
        // Thrown by the attempt: ky has no notion of these. Anything else (an abort) is final.
        return isLifesciError(error) && isRetryable(error, policy);
      },
    },
    hooks: {
      beforeRetry: [
        async ({ options: normalized, error, retryCount }) => {
          const ctx = (normalized as unknown as TransportInit).lifesci;
          const failure = apiErrorOf(error) ?? error;
          const wait = ctx.state.nextDelayMs ?? 0;
          logger?.warn?.(
            `${ctx.endpoint}: ${(failure as Error).message}; retry ${retryCount}/${ctx.maxRetries} in ${wait} ms`,
            { service, retry: retryCount, waitMs: wait },
          );
          await clock.sleep(wait, ctx.callSignal);
        },
      ],
      // The HTTPError carries ky's own view; callers get the lifesci ApiError built in the attempt.
      beforeError: [(error) => (apiErrorOf(error) as unknown as typeof error | undefined) ?? error],
    },
  });
}
