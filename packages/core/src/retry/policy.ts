import { ApiError, NetworkError, TimeoutError } from '../errors/classes.js';

/** Statuses worth another attempt: the request may well succeed a moment later. */
export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

export interface RetryPolicy {
  /** First backoff step in ms; each retry doubles it. */
  baseDelayMs: number;
  /** Longest backoff wait in ms. */
  maxDelayMs: number;
  /** Longest `Retry-After` we wait out; a longer one fails the call at once (with `retryAfterMs`). */
  maxRetryAfterMs: number;
  /** Limiter pause after a 429 that gave no `Retry-After`. */
  rateLimitPauseMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
  rateLimitPauseMs: 1_000,
};

export const DEFAULT_MAX_RETRIES = 3;

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries from
 * many clients spread out but never collapse to an immediate retry.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** `Retry-After` as ms from now: delay-seconds or an HTTP date. Undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Whether an attempt that failed with `error` should be tried again under `policy`. */
export function isRetryable(error: unknown, policy: RetryPolicy): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (error instanceof ApiError) {
    if (!RETRYABLE_STATUSES.includes(error.status)) return false;
    return error.retryAfterMs === undefined || error.retryAfterMs <= policy.maxRetryAfterMs;
  }
  return false;
}

/** How long to wait before retry number `retry` (1-based) after `error`. */
export function retryDelay(error: unknown, retry: number, policy: RetryPolicy, random: () => number): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, policy.maxRetryAfterMs);
  }
  return backoffDelay(retry, policy, random);
}
