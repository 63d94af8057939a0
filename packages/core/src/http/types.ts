import type { GenericSchema, ObjectEntries } from 'valibot';
import type { ApiError } from '../errors/classes.js';
import type { Redactor } from '../errors/redact.js';
import type { ThrottleReader } from '../limits/throttle.js';
import type { LimitSpec, RateLimiter } from '../limits/types.js';
import type { Clock } from '../retry/clock.js';
import type { RetryPolicy } from '../retry/policy.js';
import type { XmlParser, XmlParserOptions } from '../xml/parser.js';
import type { Query } from './url.js';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
/**
 * How a response body is read. `json`, `xml`, `text`, `bytes` and `bufferedResponse` are read
 * whole inside the attempt (a reset, truncation or timeout mid-body is retried); `stream` and
 * `response` hand the body out unread once the headers are in.
 */
export type ResponseType = 'json' | 'xml' | 'text' | 'bytes' | 'stream' | 'response' | 'bufferedResponse';

/** A budget with its own registry id, and higher limits when the user has an API key. */
export interface BudgetSpec extends LimitSpec {
  /** Registry key; defaults to `<limiterId>/<name>` for named budgets. */
  id?: string;
  /** Limits that apply instead when an `apiKey` is set (or a credential scopes the budget). */
  withApiKey?: LimitSpec;
}

/** Where the user's API key goes on a request. */
export type ApiKeyPlacement = { query: string } | { header: string };

export interface BodyCheckContext {
  service: string;
  method: string;
  /** Redacted request URL. */
  url: string;
  status: number;
  headers: Headers;
  /** The client's redactor, for an error the check builds itself (its message may echo input). */
  redactor: Redactor;
  /**
   * `true` when `body` is only the start of a streamed body (`stream`/`response`): its first
   * 8 KiB or more, as text, with more to follow. `false` for a whole body (buffered types, or a
   * streamed body shorter than the peek). A check should then only throw on what it can see.
   */
  partial: boolean;
  /**
   * `true` when `body` is the raw text, before any parsing. Every response's text is checked
   * first (a body in another format than asked for, e.g. NCBI's rate-limit JSON answering an XML
   * request, cannot hide behind a parse); `json` and `xml` bodies are then checked again parsed
   * (`raw: false`), for checks that read the structure.
   */
  raw?: boolean;
  /** Builds the ApiError subclass for `status` with this request's details filled in. */
  error(status: number, message?: string, body?: unknown): ApiError;
}

/**
 * A service's own client options: a valibot object schema of its keys (`v.object({...})`, or one
 * piped with checks across keys), whose output the client gets as `serviceOptions`.
 */
export type ServiceOptionsSchema<O extends object = object> = GenericSchema<unknown, O> & {
  readonly entries: ObjectEntries;
};

/** What a service package tells core about itself (`O`: its own client options, parsed). */
export interface ServiceConfig<O extends object = object> {
  /** Short name used in errors and logs (`'trials'`). */
  service: string;
  /**
   * Every base address the service has, by interface key (the emulator's names: `trials`,
   * `eutils`, `datasets`, `structureData`, ...). `undefined`: no public address, so the user must
   * give one (option or `LIFESCI_<KEY>_URL`).
   */
  baseUrls: Record<string, string | undefined>;
  /** The key a request uses when it names none (default: the first key of `baseUrls`). */
  defaultBase?: string;
  /** Registry key of the budget this service spends. The API key (hashed) is appended when one is set. */
  limiterId: string;
  /** The documented default budget (`withApiKey`: the budget with a key). */
  limits: BudgetSpec;
  /** Extra budgets, picked per request with `limiter: '<name>'` (e.g. `{ pdf: { perMinute: 3 } }`). */
  namedLimits?: Record<string, BudgetSpec>;
  /** A base address that always spends a named budget (e.g. `{ datasets: 'datasets' }`). */
  baseLimits?: Record<string, string>;
  /** Where the API key goes, per base address name or for all. Without it the key only scopes the budget. */
  apiKeyPlacement?: ApiKeyPlacement | ((base: string) => ApiKeyPlacement | undefined);
  /** Whether the API key selects its own budget (default true). */
  apiKeyScopesLimiter?: boolean;
  /**
   * Whether the credentials an `auth` provider puts on a request select their own budget (a
   * per-user limit such as protocols.io's): the budget id gets `#<hash>` of the credential, and
   * `withApiKey` limits apply. Unsigned requests (no auth headers) share the plain budget.
   */
  credentialScopesLimiter?: boolean;
  /**
   * Types an ApiError built from a non-2xx answer the service's way (e.g. a token error sent
   * with a 400 becomes an AuthError subclass, so core's one refresh-on-auth-error covers it).
   * Return undefined to keep the error as it is.
   */
  typeError?(error: ApiError, context: { redactor: Redactor }): ApiError | undefined;
  /** Pulls a human message out of the service's error body. */
  errorMessage?(body: unknown, status: number): string | undefined;
  /**
   * Throws for errors the service reports inside a successful response. Called with the raw text
   * of every response first (`context.raw`; for `stream`, `response`, `bytes` and
   * `bufferedResponse` its first 8 KiB, `context.partial` when more follows), then, for `json`
   * and `xml`, with the parsed body.
   */
  checkBody?(body: unknown, context: BodyCheckContext): void;
  /**
   * Reads the service's rate headers on every response (any status, before the body) and slows
   * or pauses the whole budget before a 429 (compounds reads PubChem's `X-Throttling-Control`).
   */
  throttle?: ThrottleReader;
  /**
   * A throttle reader made once per budget (limiter) rather than per client, for readers that
   * keep state about the budget (eutils' reader of NCBI's `X-RateLimit-*` headers counts every
   * answer the budget got, from every client spending it). Applied after `throttle`.
   */
  budgetThrottle?: () => ThrottleReader;
  /**
   * The XML parser factory for `responseType: 'xml'`: `loadXmlParser` (the XML stack loads on
   * the first XML answer) or `createXmlParser`. Only services that read XML name it, so an app
   * using JSON services only never bundles fast-xml-parser and its dependencies. Without it an
   * `xml` request is an InputError.
   */
  xmlParser?: (options?: XmlParserOptions) => XmlParser | Promise<XmlParser>;
  /**
   * The service's own client options, as a valibot object schema (`v.object({})` when it has
   * none). Core parses them together with its own at construction: a key that is neither core's
   * nor the schema's is an InputError naming it (`options.<key>`: unknown option), a bad value
   * one naming its path, and the parsed output (defaults filled in) is the client's
   * `serviceOptions`. The schema may also name a core option to narrow it, e.g.
   * `apiKey: v.optional(v.never('... has no API key'))`. Without it the client has no own options.
   */
  options?: ServiceOptionsSchema<O>;
  /**
   * Credentials the client manages itself (e.g. OAuth tokens it keeps and refreshes), used when
   * the user gives no `auth` option.
   */
  auth?: AuthProvider;
  /** Extra query/header/body names whose values are secrets. */
  secretParams?: readonly string[];
  /** Default user agent. */
  userAgent?: string;
}

export interface Logger {
  debug?(message: string, fields?: Record<string, unknown>): void;
  info?(message: string, fields?: Record<string, unknown>): void;
  warn?(message: string, fields?: Record<string, unknown>): void;
  error?(message: string, fields?: Record<string, unknown>): void;
}

/** A Redis connection for budgets shared across processes: an ioredis client or a `redis://` URL. */
export type RedisLike = string | { duplicate(): unknown };

export interface RateLimitSettings extends LimitSpec {
  /** Shares the budget across processes through Redis (requires the `ioredis` package). */
  redis?: RedisLike;
  /** The budget's id; clients (and processes, with `redis`) using one id share one budget. */
  id?: string;
}

/**
 * Credentials that are not a fixed API key: an OAuth bearer token that expires, a signed header.
 * Core asks for the headers before every request and, when the service refuses them (401, or an
 * `AuthError` from the service's `checkBody`), calls `refresh` once and sends the request again.
 * Every header value handed out is registered with the client's redactor.
 */
export interface AuthProvider {
  /** Headers to add to a request (e.g. `{ authorization: 'Bearer …' }`); `{}` sends none. */
  headers(request: {
    service: string;
    base: string;
  }): Record<string, string> | Promise<Record<string, string>>;
  /**
   * The service refused the credentials (`refused`: the headers that request carried). Resolve
   * `true` once fresh ones are available (the request is sent once more), `false` to let the error
   * through. Concurrent callers should share one refresh, and a caller refused with credentials
   * that were already replaced needs none.
   */
  refresh?(error: ApiError, refused: Readonly<Record<string, string>>): Promise<boolean>;
}

/** What users pass to a client. Checked at construction: a bad option is an InputError. */
export interface ClientOptions {
  /** Replaces the default base address. */
  baseUrl?: string;
  /**
   * Base addresses by interface key (`{ datasets: 'http://...' }`). Keys that are not the
   * client's are other interfaces' and ignored, so `emulator.baseUrls` can be passed whole; but
   * one that looks like a misspelling of the client's own (`structureDta`, `Compounds`) is refused.
   * Without an option, `LIFESCI_<KEY>_URL` from the environment is used.
   */
  baseUrls?: Record<string, string>;
  apiKey?: string;
  /**
   * Per attempt, in ms (default 30 000). A streamed body is also given this long, in all, to
   * bring each next record (row, element, molecule): a body trickling a byte at a time is a
   * TimeoutError once that wait passes it, however often a byte arrives.
   */
  timeout?: number;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** `false` (no limiting), your own `RateLimiter`, or limits/Redis settings. */
  rateLimit?: false | RateLimiter | RateLimitSettings;
  /** The fetch to use, looked up at each call (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
  logger?: Logger;
  userAgent?: string;
  /** Check response bodies against the schemas (default true). */
  validate?: boolean;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /**
   * Largest response body read, in decompressed bytes (default per response type: 48 MiB for
   * bodies read whole, none for streams). Larger is a BodyTooLargeError, not retried. A streamed
   * body without a limit may run on as long as it brings records, but at most 48 MiB (or this
   * limit) between two records: endless text without one is a BodyTooLargeError.
   */
  maxBodyBytes?: number;
  /** Retry timing (backoff base/cap, longest Retry-After waited out). */
  retry?: Partial<RetryPolicy>;
  /** Time source for retry waits; inject one in tests. */
  clock?: Clock;
  /** Credentials asked for per request and refreshed once when refused (OAuth bearer tokens). */
  auth?: AuthProvider;
}

/** Per-call options, always the last argument of a client method. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  timeout?: number | undefined;
  maxRetries?: number | undefined;
  /** This call's `maxBodyBytes` (see ClientOptions). */
  maxBodyBytes?: number | undefined;
}

export type RequestBody = unknown;

/** One request, described by a service method and executed by core. */
export interface RequestSpec {
  method?: HttpMethod;
  /** Key of the service's `baseUrls` (default: its `defaultBase`; `'default'` means the same). */
  base?: string;
  /** Built with the `path` tag, so every segment is percent-encoded. */
  path?: string;
  query?: Query;
  /** A JSON value, `URLSearchParams` (form), string, or bytes. */
  body?: RequestBody;
  headers?: Record<string, string>;
  /** How to read the body (default `'json'`). */
  responseType?: ResponseType;
  /** valibot schema for the parsed body; skipped when the client has `validate: false`. */
  schema?: GenericSchema;
  /** `'auto'`: GET/HEAD/PUT/DELETE/OPTIONS and `readOnly` POSTs; `'never'`; `'always'`. */
  retry?: 'auto' | 'never' | 'always';
  /** A POST that only reads (search, batch fetch) and may be retried. */
  readOnly?: boolean;
  /** A GET whose URL would be longer than this is sent as a form-encoded POST of its query. */
  postIfUrlLonger?: number;
  /** A `namedLimits` budget to spend instead of the default. */
  limiter?: string;
  /** XML parser options for `responseType: 'xml'`. */
  xml?: XmlParserOptions;
  /** The endpoint's own body limit, used when neither the call nor the client sets one. */
  maxBodyBytes?: number;
  /** Skip the service's `checkBody` for this request. */
  skipBodyCheck?: boolean;
  /** Send without the client's `auth` credentials, and never refresh them (e.g. a token endpoint). */
  unsigned?: boolean;
}

export type BodyOf<R> = R extends 'text'
  ? string
  : R extends 'bytes'
    ? Uint8Array
    : R extends 'stream'
      ? ReadableStream<Uint8Array>
      : R extends 'response' | 'bufferedResponse'
        ? Response
        : unknown;
