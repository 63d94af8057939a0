import { ERROR_BRAND, errorKinds } from './brand.js';
import { defaultRedactor, type Redactor } from './redact.js';

interface ErrorClassLike {
  readonly kind?: string;
  readonly prototype: unknown;
}

/** Base of every error lifesci throws. `instanceof` and `isLifesciError` work across copies of core. */
export class LifesciError extends Error {
  /** The stable name of this error class, also used for the cross-copy brand. */
  static readonly kind: string = 'LifesciError';
  declare readonly [ERROR_BRAND]: readonly string[];

  constructor(message: string, options?: { cause?: unknown; redactor?: Redactor }) {
    super(
      (options?.redactor ?? defaultRedactor).text(message),
      options?.cause === undefined ? {} : { cause: options.cause },
    );
    const kinds: string[] = [];
    for (let c = new.target as unknown as ErrorClassLike | null; c; c = Object.getPrototypeOf(c)) {
      if (Object.hasOwn(c, 'kind') && typeof c.kind === 'string') kinds.push(c.kind);
      if ((c as unknown) === LifesciError) break;
    }
    Object.defineProperty(this, ERROR_BRAND, { value: Object.freeze(kinds), enumerable: false });
    this.name = kinds[0] ?? 'LifesciError';
  }

  // Classes that declare their own `kind` are matched by brand, so an error from another copy of
  // core passes `instanceof`; subclasses without one (a service's own) use the prototype chain.
  static override [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the class on the right of instanceof.
    const cls = this as ErrorClassLike;
    if (Object.hasOwn(cls, 'kind')) {
      const kinds = errorKinds(value);
      if (kinds) return kinds.includes(cls.kind as string);
    }
    return Function.prototype[Symbol.hasInstance].call(cls, value);
  }
}

/** True for any error thrown by any copy of @lifesci/core. */
export function isLifesciError(value: unknown): value is LifesciError {
  return errorKinds(value)?.includes('LifesciError') ?? false;
}

/** A bad argument or option, detected before any request is sent. */
export class InputError extends LifesciError {
  static override readonly kind: string = 'InputError';
  /** The parameter (or option) that was wrong, e.g. `nctId` or `options.timeout`. */
  readonly param: string;
  /** What it had to satisfy, e.g. `NCT followed by 8 digits`. */
  readonly rule: string;

  constructor(param: string, rule: string, options?: { cause?: unknown; message?: string }) {
    super(options?.message ?? `Invalid ${param}: ${rule}`, options);
    this.param = param;
    this.rule = rule;
  }
}

export interface ApiErrorInit {
  status: number;
  service: string;
  method: string;
  url: string;
  body?: unknown;
  message?: string | undefined;
  retryAfterMs?: number | undefined;
  headers?: Record<string, string>;
  cause?: unknown;
  redactor?: Redactor;
}

/** The service answered with an error status (or reported one inside a 200 body). */
export class ApiError extends LifesciError {
  static override readonly kind: string = 'ApiError';
  readonly status: number;
  readonly service: string;
  readonly method: string;
  /** The request URL with secrets removed. */
  readonly url: string;
  /** The parsed error body (JSON value, or text), secrets removed. */
  readonly body: unknown;
  /** How long the service asked us to wait (from `Retry-After`), when it said. */
  readonly retryAfterMs?: number;
  /** Response headers, secret ones removed. */
  readonly headers: Record<string, string>;

  constructor(init: ApiErrorInit) {
    const redactor = init.redactor ?? defaultRedactor;
    const url = redactor.url(init.url);
    const detail = init.message ? `: ${init.message}` : '';
    super(`${init.service} ${init.method} ${url} failed with ${init.status}${detail}`, {
      cause: init.cause,
      redactor,
    });
    this.status = init.status;
    this.service = init.service;
    this.method = init.method;
    this.url = url;
    this.body = redactor.value(init.body);
    this.headers = init.headers ? redactor.value(init.headers) : {};
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

/** 400: the service rejected the request's parameters. */
export class BadRequestError extends ApiError {
  static override readonly kind: string = 'BadRequestError';
}
/** 401 or 403: missing, wrong or insufficient credentials. */
export class AuthError extends ApiError {
  static override readonly kind: string = 'AuthError';
}
/** 404: no such resource. */
export class NotFoundError extends ApiError {
  static override readonly kind: string = 'NotFoundError';
}
/** 429: the rate limit was exceeded (after retries). */
export class RateLimitError extends ApiError {
  static override readonly kind: string = 'RateLimitError';
}
/** 5xx: the service failed. */
export class ServerError extends ApiError {
  static override readonly kind: string = 'ServerError';
}

export interface ValidationIssue {
  /** Dotted path into the body, e.g. `studies.0.protocolSection`. Empty for the root. */
  path: string;
  message: string;
}

/** The response body did not have the documented shape. */
export class ResponseValidationError extends LifesciError {
  static override readonly kind: string = 'ResponseValidationError';
  readonly issues: readonly ValidationIssue[];
  /** `service METHOD url` (redacted) of the request whose body failed. */
  readonly endpoint: string;

  constructor(
    endpoint: string,
    issues: readonly ValidationIssue[],
    options?: { cause?: unknown; redactor?: Redactor; message?: string },
  ) {
    const redactor = options?.redactor ?? defaultRedactor;
    const safeEndpoint = redactor.text(endpoint);
    const safeIssues = issues.map((i) => ({ path: i.path, message: redactor.text(i.message) }));
    const shown = safeIssues
      .slice(0, 5)
      .map((i) => `${i.path || '(root)'}: ${i.message}`)
      .join('; ');
    const more = safeIssues.length > 5 ? ` (+${safeIssues.length - 5} more)` : '';
    super(options?.message ?? `Unexpected response from ${safeEndpoint}: ${shown}${more}`, {
      cause: options?.cause,
      redactor,
    });
    this.issues = safeIssues;
    this.endpoint = safeEndpoint;
  }
}

/** The body could not be parsed at all (malformed JSON/XML, or an unsafe XML document). */
export class ParseError extends ResponseValidationError {
  static override readonly kind: string = 'ParseError';

  constructor(endpoint: string, reason: string, options?: { cause?: unknown; redactor?: Redactor }) {
    super(endpoint, [{ path: '', message: reason }], {
      ...options,
      message: `Could not parse the response from ${endpoint}: ${reason}`,
    });
  }
}

/** The `timeout` elapsed before the service answered. */
export class TimeoutError extends LifesciError {
  static override readonly kind: string = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(message: string, timeoutMs: number, options?: { cause?: unknown; redactor?: Redactor }) {
    super(message, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The connection failed or was reset, or the body arrived truncated. */
export class NetworkError extends LifesciError {
  static override readonly kind: string = 'NetworkError';
}

/**
 * The body was larger than `maxBodyBytes` (decompressed bytes, counted while reading; the read
 * stops there). Not retried: the same request would bring the same body.
 */
export class BodyTooLargeError extends LifesciError {
  static override readonly kind: string = 'BodyTooLargeError';
  /** The limit in force. */
  readonly limitBytes: number;
  /** `service METHOD url` (redacted). */
  readonly endpoint: string;

  constructor(
    endpoint: string,
    limitBytes: number,
    options?: {
      cause?: unknown;
      redactor?: Redactor;
      /** What exceeded the limit, when it is not the whole body (e.g. the bytes between two records). */
      what?: string;
    },
  ) {
    const redactor = options?.redactor ?? defaultRedactor;
    const safe = redactor.text(endpoint);
    const what =
      options?.what === undefined
        ? `the response body is larger than maxBodyBytes (${limitBytes} bytes)`
        : `${options.what} (limit ${limitBytes} bytes)`;
    super(`${safe}: ${what}`, {
      cause: options?.cause,
      redactor,
    });
    this.limitBytes = limitBytes;
    this.endpoint = safe;
  }
}

/** The caller's AbortSignal aborted the call. */
export class AbortError extends LifesciError {
  static override readonly kind: string = 'AbortError';
}

/**
 * A batch answer left this id out: the service said nothing about it (no record, no error). Not an
 * HTTP failure, so it carries no status or URL; `id` is the input as the caller gave it.
 */
export class MissingItemError extends LifesciError {
  static override readonly kind: string = 'MissingItemError';
  readonly id: string;
  readonly service: string;

  constructor(
    service: string,
    id: unknown,
    options?: { cause?: unknown; redactor?: Redactor; message?: string },
  ) {
    super(options?.message ?? `${service}: ${String(id)} was not in the response`, options);
    this.service = service;
    this.id = (options?.redactor ?? defaultRedactor).text(String(id));
  }
}
