import {
  AbortError,
  type ApiError,
  BodyTooLargeError,
  isLifesciError,
  NetworkError,
  ParseError,
  RateLimitError,
  TimeoutError,
} from '../errors/classes.js';
import { apiErrorFromStatus } from '../errors/from-status.js';
import type { Redactor } from '../errors/redact.js';
import { DEFAULT_SLOW_FOR_MS, type ThrottleReader } from '../limits/throttle.js';
import type { RateLimiter, ScheduleOptions } from '../limits/types.js';
import type { Clock } from '../retry/clock.js';
import { isRetryable, parseRetryAfter, type RetryPolicy, retryDelay } from '../retry/policy.js';
import { setRecordGaps } from '../streams/record-gaps.js';
import type { XmlParser } from '../xml/parser.js';
import { decodeText, defaultErrorMessage, parseErrorBody, parseJsonText, parseXmlBody } from './body.js';
import { PEEK_BYTES, peekBody } from './peek.js';
import { BodyLimitExceeded, ERROR_BODY_BYTES, readBody, readPrefix } from './read-body.js';
import { rebuildResponse } from './rebuild-response.js';
import { recordGapsOf } from './record-gap-limits.js';
import { BadRedirect, fetchFollowingRedirects, TooManyRedirects } from './redirect.js';
import type { BodyCheckContext, Logger, ResponseType, ServiceConfig } from './types.js';

const EMPTY = new Uint8Array(0);

/** Everything one request's attempts share; `state` carries results out of the limiter job. */
export interface AttemptContext {
  config: ServiceConfig;
  method: string;
  /** Redacted URL. */
  url: string;
  endpoint: string;
  responseType: ResponseType;
  timeoutMs: number;
  fetch: typeof globalThis.fetch;
  limiter: RateLimiter;
  xml: () => XmlParser | Promise<XmlParser>;
  clock: Clock;
  policy: RetryPolicy;
  redactor: Redactor;
  logger: Logger | undefined;
  skipBodyCheck: boolean;
  callSignal: AbortSignal | undefined;
  /** Largest body (decompressed bytes) read or handed out; past it a BodyTooLargeError. */
  maxBodyBytes: number;
  /** The URL (with secrets) and init as core built them: what each attempt sends. */
  target: { url: string; init: RequestInit };
  /** Retries after the first attempt, for logs. */
  maxRetries: number;
  /** How each limiter job is scheduled (caller signal, expiration). */
  schedule: ScheduleOptions;
  state: { attempt: number; result?: unknown; nextDelayMs?: number };
}

/**
 * The ApiError an error status was mapped to, by the Response handed to ky. ky turns a non-2xx
 * Response into its own `HTTPError` (so its `retry.statusCodes` decide), and its hooks and
 * `shouldRetry` find the lifesci error (with the parsed, bounded, redacted body) here.
 */
const apiErrors = new WeakMap<Response, ApiError>();

/** The lifesci error behind one of ky's `HTTPError`s (undefined for any other error). */
export function apiErrorOf(error: unknown): ApiError | undefined {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? apiErrors.get(response) : undefined;
}

const BUFFERED: ReadonlySet<ResponseType> = new Set(['json', 'xml', 'text', 'bytes', 'bufferedResponse']);

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const detail = cause?.code ?? cause?.message;
  return detail && !error.message.includes(detail) ? `${error.message} (${detail})` : error.message;
}

function apiErrorFor(
  ctx: AttemptContext,
  status: number,
  headers: Headers,
  body: unknown,
  message?: string,
): ApiError {
  const retryAfterMs = parseRetryAfter(headers.get('retry-after'), ctx.clock.now());
  return apiErrorFromStatus({
    status,
    service: ctx.config.service,
    method: ctx.method,
    url: ctx.url,
    body,
    message: message ?? ctx.config.errorMessage?.(body, status) ?? defaultErrorMessage(body),
    retryAfterMs,
    headers: Object.fromEntries(headers),
    redactor: ctx.redactor,
  });
}

// Services send JSON and XML under many text types (text/plain, hal+json, text/xml...), so only
// types that cannot be a document are refused: a picture or PDF where JSON was asked for is a
// misrouted answer (a proxy, a CDN), never data, even when its bytes happen to parse.
const NOT_A_DOCUMENT = /^\s*(image|audio|video|font)\/|^\s*application\/(pdf|zip|gzip|x-tar)\b/i;

function refuseBinaryType(ctx: AttemptContext, contentType: string | null): void {
  if (
    (ctx.responseType === 'json' || ctx.responseType === 'xml') &&
    contentType &&
    NOT_A_DOCUMENT.test(contentType)
  )
    throw new ParseError(ctx.endpoint, `a ${contentType} body where ${ctx.responseType} was expected`, {
      redactor: ctx.redactor,
    });
}

// Only an XML body waits for its parser (loaded on first use); JSON and text take no extra tick.
function parseText(ctx: AttemptContext, text: string): unknown {
  switch (ctx.responseType) {
    case 'json':
      return parseJsonText(text, ctx.endpoint, ctx.redactor);
    case 'xml': {
      const parser = ctx.xml();
      return parser instanceof Promise
        ? parser.then((loaded) => parseXmlBody(text, loaded, ctx.endpoint, ctx.redactor))
        : parseXmlBody(text, parser, ctx.endpoint, ctx.redactor);
    }
    default:
      return text;
  }
}

/** The start of a binary body as text, for `checkBody` (an error document in place of the bytes). */
function headText(bytes: Uint8Array): { text: string; partial: boolean } {
  const partial = bytes.length > PEEK_BYTES;
  const decoder = new TextDecoder('utf-8');
  return {
    text: decoder.decode(partial ? bytes.subarray(0, PEEK_BYTES) : bytes, { stream: partial }),
    partial,
  };
}

/**
 * The body as handed out: the chunks already read for `checkBody` first, then the rest from the
 * same reader, with a failure mid-stream (after the attempt returned) mapped to a lifesci error.
 */
function guardStream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ctx: AttemptContext,
  peeked: Uint8Array[] = [],
): ReadableStream<Uint8Array> {
  let replay = 0;
  let size = 0;
  for (const chunk of peeked) size += chunk.length;
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: Error) => {
    reader.cancel(error).catch(() => undefined);
    controller.error(error);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = peeked[replay];
      if (chunk !== undefined) {
        peeked[replay++] = EMPTY;
        controller.enqueue(chunk);
        return;
      }
      // A body that stops sending is timed out between chunks (the attempt's timeout no longer
      // runs once the headers are in); the caller's signal still bounds the whole read.
      let idle = false;
      const timer = setTimeout(() => {
        idle = true;
        reader.cancel().catch(() => undefined);
      }, ctx.timeoutMs);
      try {
        const { done, value } = await reader.read();
        if (idle) {
          fail(
            controller,
            new TimeoutError(`${ctx.endpoint}: the body stalled for ${ctx.timeoutMs} ms`, ctx.timeoutMs, {
              redactor: ctx.redactor,
            }),
          );
          return;
        }
        if (done) return controller.close();
        size += value.length;
        if (size > ctx.maxBodyBytes) {
          fail(controller, new BodyTooLargeError(ctx.endpoint, ctx.maxBodyBytes, { redactor: ctx.redactor }));
          return;
        }
        controller.enqueue(value);
      } catch (error) {
        controller.error(
          ctx.callSignal?.aborted
            ? new AbortError(`${ctx.endpoint} was aborted`, { cause: error })
            : new NetworkError(`${ctx.endpoint}: body interrupted: ${describe(error)}`, {
                cause: error,
                redactor: ctx.redactor,
              }),
        );
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * A `stream`/`response` body behind the guard, so a reset or truncation while the caller reads it
 * (after headers were taken) is a `NetworkError`, not a raw fetch error. With a `checkBody`, its
 * first `PEEK_BYTES` (the whole body when shorter) are read here, inside the attempt, and checked
 * as text with `partial` set when more follows: an in-body error is thrown (and retried) exactly
 * as for a buffered body, and the bytes read are handed out again, unchanged, before the rest.
 */
function closedStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

async function streamedResult(response: Response, ctx: AttemptContext): Promise<unknown> {
  const body = response.body;
  // No body (204, HEAD): an already-closed stream, so a reader ends at once instead of waiting.
  if (!body) return ctx.responseType === 'stream' ? closedStream() : response;
  const reader = body.getReader();
  let peeked: Uint8Array[] = [];
  const checkBody = ctx.skipBodyCheck ? undefined : ctx.config.checkBody;
  if (checkBody) {
    try {
      const prefix = await peekBody(reader);
      peeked = prefix.chunks;
      checkBody(prefix.text, bodyCheckContext(ctx, response, prefix.text, prefix.partial, true));
    } catch (error) {
      // The attempt fails here: free the connection rather than leave the rest unread.
      reader.cancel(error).catch(() => undefined);
      throw error;
    }
  }
  const stream = setRecordGaps(guardStream(reader, ctx, peeked), recordGapsOf(ctx));
  return ctx.responseType === 'stream' ? stream : rebuildResponse(response, stream);
}

function bodyCheckContext(
  ctx: AttemptContext,
  response: Response,
  body: unknown,
  partial: boolean,
  raw: boolean,
): BodyCheckContext {
  return {
    raw,
    service: ctx.config.service,
    method: ctx.method,
    url: ctx.url,
    status: response.status,
    headers: response.headers,
    redactor: ctx.redactor,
    partial,
    error: (s, message, errorBody) => apiErrorFor(ctx, s, response.headers, errorBody ?? body, message),
  };
}

function mapFailure(error: unknown, ctx: AttemptContext, timedOut: boolean): unknown {
  if (isLifesciError(error)) return error;
  if (error instanceof BodyLimitExceeded)
    return new BodyTooLargeError(ctx.endpoint, error.limit, { redactor: ctx.redactor });
  // Neither is a passing fault: a loop loops again, a bad Location stays bad.
  if (error instanceof TooManyRedirects) {
    error.response.body?.cancel().catch(() => undefined);
    const { status, headers } = error.response;
    return apiErrorFor(ctx, status, headers, undefined, `${ctx.endpoint}: ${error.message}`);
  }
  if (error instanceof BadRedirect)
    return new ParseError(ctx.endpoint, error.message, { redactor: ctx.redactor });
  const callerAborted = ctx.callSignal?.aborted ?? false;
  if (timedOut && !callerAborted) {
    return new TimeoutError(`${ctx.endpoint} timed out after ${ctx.timeoutMs} ms`, ctx.timeoutMs, {
      cause: error,
      redactor: ctx.redactor,
    });
  }
  if (callerAborted)
    return new AbortError(`${ctx.endpoint} was aborted`, { cause: error, redactor: ctx.redactor });
  return new NetworkError(`${ctx.endpoint}: ${describe(error)}`, { cause: error, redactor: ctx.redactor });
}

/**
 * After a failed attempt, before ky decides: the wait for the next attempt, and the shared-budget
 * pause. The pause is set here, inside the attempt, because ky's `beforeRetry` only runs after its
 * delay: one caller's 429 must hold every caller on the budget at once.
 */
function noteFailure(failure: unknown, ctx: AttemptContext): void {
  if (!isRetryable(failure, ctx.policy)) return;
  const delay = retryDelay(failure, ctx.state.attempt, ctx.policy, ctx.clock.random);
  ctx.state.nextDelayMs = delay;
  const ra = (failure as ApiError).retryAfterMs;
  if (failure instanceof RateLimitError)
    ctx.limiter.pauseFor(ra ?? Math.max(delay, ctx.policy.rateLimitPauseMs));
  else if (ra !== undefined) ctx.limiter.pauseFor(Math.min(ra, ctx.policy.maxRetryAfterMs));
}

/**
 * One HTTP attempt, run inside a limiter slot (this is what the client's ky instance calls as its
 * `fetch`): fetch with a per-attempt timeout started once the slot is granted (ky's own timer
 * starts before its `fetch`, so limiter queueing would count), then read the whole body for
 * buffered types. Reading inside the attempt makes a truncated body or a reset mid-body a
 * retryable NetworkError that ky retries, and keeps the concurrency slot until the body is in.
 * The parsed result goes to `ctx.state.result`; ky gets the Response only for its status.
 * `arrived` (from the limiter) is told when the answer's headers came.
 */
export async function runAttempt(ctx: AttemptContext, arrived?: () => void): Promise<Response> {
  ctx.state.attempt += 1;
  const started = ctx.clock.now();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), ctx.timeoutMs);
  // AbortSignal.any costs a few µs per call; only pay it when the caller gave a signal.
  const signal = ctx.callSignal ? AbortSignal.any([ctx.callSignal, timeout.signal]) : timeout.signal;
  let status: number | undefined;
  try {
    // The url and init core built rather than ky's Request: a user's `fetch` keeps getting
    // (url, init) with plain headers, and a string body keeps its Content-Length.
    // The init is this request's own: each attempt sets its signal on it rather than copying it.
    const init = ctx.target.init;
    init.signal = signal;
    const response = await fetchFollowingRedirects(ctx.fetch, ctx.target.url, init, ctx.redactor);
    status = response.status;
    // Its answer has begun: the request reached the service, which is when a window counts it.
    arrived?.();
    if (ctx.config.throttle || ctx.config.budgetThrottle) applyThrottle(ctx, response);
    if (!response.ok) {
      // Only what a message needs: a huge error page is not read whole.
      const head = await readPrefix(response, ERROR_BODY_BYTES);
      const body = parseErrorBody(head, response.headers.get('content-type'));
      const failure = apiErrorFor(ctx, response.status, response.headers, body);
      noteFailure(failure, ctx);
      apiErrors.set(response, failure);
      logAttempt(ctx, started, response.status);
      return response;
    }
    if (!BUFFERED.has(ctx.responseType)) {
      ctx.state.result = await streamedResult(response, ctx);
    } else {
      const hasBody = response.body !== null;
      // The attempt's timer ends a body read whole even where aborting the fetch does not reach
      // a read already waiting on the socket (a body trickling a byte at a time). Its time is
      // also kept on the client's clock, checked as each chunk comes, so an injected clock ends a
      // trickle as the wall clock does (and a read the abort missed stops at its next chunk).
      const overdue = () => {
        if (ctx.clock.now() - started > ctx.timeoutMs) timeout.abort();
        return timeout.signal.aborted ? abortReasonOf(timeout.signal) : undefined;
      };
      const bytes = await untilAborted(readBody(response, ctx.maxBodyBytes, overdue), timeout.signal);
      const check = ctx.skipBodyCheck ? undefined : ctx.config.checkBody;
      if (ctx.responseType === 'bytes' || ctx.responseType === 'bufferedResponse') {
        if (check) {
          const head = headText(bytes);
          check(head.text, bodyCheckContext(ctx, response, head.text, head.partial, true));
        }
        // A response without a body (204, HEAD) is returned as it is.
        ctx.state.result =
          ctx.responseType === 'bytes'
            ? bytes
            : hasBody
              ? rebuildResponse(response, bytes as BodyInit)
              : response;
      } else {
        // The check sees the raw text before any parsing, so an error document in another format
        // than the one asked for (NCBI's rate-limit JSON answering an XML request) is caught;
        // then the parsed body, for checks that read its structure.
        const text = decodeText(bytes);
        if (check) check(text, bodyCheckContext(ctx, response, text, false, true));
        refuseBinaryType(ctx, response.headers.get('content-type'));
        let result = parseText(ctx, text);
        if (result instanceof Promise) result = await result;
        if (check && ctx.responseType !== 'text')
          check(result, bodyCheckContext(ctx, response, result, false, false));
        ctx.state.result = result;
      }
    }
    logAttempt(ctx, started, response.status);
    return response;
  } catch (error) {
    const failure = mapFailure(error, ctx, timeout.signal.aborted);
    noteFailure(failure, ctx);
    logAttempt(ctx, started, status ?? (failure as Error).name);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

/** Readers made by `ServiceConfig.budgetThrottle`, one per budget (shared by its clients). */
const budgetReaders = new WeakMap<RateLimiter, ThrottleReader>();

/** The service's throttle readers on this response's status and headers, applied to the whole budget. */
function applyThrottle(ctx: AttemptContext, response: Response): void {
  const seen = { status: response.status, headers: response.headers, now: ctx.clock.now() };
  applySignal(ctx, ctx.config.throttle?.(seen));
  const make = ctx.config.budgetThrottle;
  if (!make) return;
  let reader = budgetReaders.get(ctx.limiter);
  if (!reader) {
    reader = make();
    budgetReaders.set(ctx.limiter, reader);
  }
  applySignal(ctx, reader(seen));
}

function applySignal(ctx: AttemptContext, signal: ReturnType<ThrottleReader>): void {
  if (!signal) return;
  if (signal.pauseMs !== undefined && signal.pauseMs > 0)
    ctx.limiter.pauseFor(Math.min(signal.pauseMs, ctx.policy.maxRetryAfterMs));
  if (signal.slowTo !== undefined)
    ctx.limiter.slowFor?.(signal.slowTo, signal.slowForMs ?? DEFAULT_SLOW_FOR_MS);
}

function logAttempt(ctx: AttemptContext, started: number, outcome: number | string): void {
  ctx.logger?.debug?.(`${ctx.method} ${ctx.url} -> ${outcome}`, {
    service: ctx.config.service,
    attempt: ctx.state.attempt,
    ms: ctx.clock.now() - started,
  });
}

/** Why `signal` aborted, as an Error (the DOMException an abort without a reason carries). */
function abortReasonOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error(String(reason));
}

/** `work`, or a rejection as soon as `signal` aborts (the caller maps it as a timeout). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
