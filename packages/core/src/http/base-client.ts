import type * as v from 'valibot';
import { AbortError, AuthError, InputError, isLifesciError, NetworkError } from '../errors/classes.js';
import { createRedactor, type Redactor } from '../errors/redact.js';
import type { RateLimiter } from '../limits/types.js';
import { type PageFetcher, PagePromise, type PaginateOptions } from '../pagination/page-promise.js';
import { type Clock, systemClock } from '../retry/clock.js';
import { DEFAULT_MAX_RETRIES, DEFAULT_RETRY_POLICY, isRetryable, type RetryPolicy } from '../retry/policy.js';
import { type DownloadOptions, download } from '../streams/download.js';
import { createXmlParser, type XmlParser } from '../xml/parser.js';
import { type AttemptContext, runAttempt } from './attempt.js';
import { defaultBaseKey, resolveBaseUrls } from './base-urls.js';
import { resolveLimiter } from './budgets.js';
import { checkCallOptions, checkClientOptions } from './options.js';
import { parseResponse } from './parse-response.js';
import type {
  AuthProvider,
  BodyOf,
  CallOptions,
  ClientOptions,
  RequestSpec,
  ResponseType,
  ServiceConfig,
} from './types.js';
import { encodeQuery, joinUrl, type Query } from './url.js';

export const DEFAULT_TIMEOUT_MS = 30_000;

const IDEMPOTENT: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

const ACCEPT: Record<ResponseType, string> = {
  json: 'application/json',
  xml: 'application/xml, text/xml;q=0.9, */*;q=0.1',
  text: '*/*',
  bytes: '*/*',
  stream: '*/*',
  response: '*/*',
  bufferedResponse: '*/*',
};

function isBodyInit(body: unknown): boolean {
  return (
    typeof body === 'string' ||
    body instanceof URLSearchParams ||
    body instanceof Uint8Array ||
    body instanceof ArrayBuffer ||
    body instanceof Blob ||
    body instanceof FormData ||
    body instanceof ReadableStream
  );
}

/**
 * The engine under every lifesci client. A service subclasses it, describes requests with
 * `RequestSpec`, and calls `request()`; core checks options, builds the URL, waits for the rate
 * limiter, fetches, retries, maps errors, parses and validates.
 */
export class BaseClient {
  protected readonly config: ServiceConfig;
  protected readonly options: Readonly<ClientOptions>;
  protected readonly baseUrls: Readonly<Record<string, string>>;
  protected readonly redactor: Redactor;
  readonly #policy: RetryPolicy;
  readonly #clock: Clock;
  readonly #limiters = new Map<string, Promise<RateLimiter>>();
  readonly #resolvedLimiters = new Map<string, RateLimiter>();
  readonly #baseHeaders: Record<string, string>;
  readonly #defaultBase: string;
  #xmlParser: XmlParser | undefined;

  constructor(config: ServiceConfig, options: ClientOptions = {}) {
    checkClientOptions(options);
    this.config = config;
    this.options = options;
    this.#defaultBase = defaultBaseKey(config);
    this.baseUrls = Object.freeze(resolveBaseUrls(config, options));
    this.redactor = createRedactor({
      names: config.secretParams ?? [],
      secrets: [options.apiKey],
    });
    this.#policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.#clock = options.clock ?? systemClock;
    this.#baseHeaders = {};
    for (const [name, value] of Object.entries(options.headers ?? {}))
      this.#baseHeaders[name.toLowerCase()] = value;
  }

  /** The service's short name. */
  get service(): string {
    return this.config.service;
  }

  /**
   * The resolved address of one base (default: the default base), e.g. for building links to
   * files a user will open elsewhere. Never includes credentials.
   */
  baseUrlOf(key?: string): string {
    const name = key === undefined || key === 'default' ? this.#defaultBase : key;
    const found = this.baseUrls[name];
    if (found === undefined)
      throw new InputError('base', `${this.config.service} has no base address named "${name}"`);
    return found;
  }

  /** The user's API key, for services that must place it themselves. */
  protected get apiKey(): string | undefined {
    return this.options.apiKey;
  }

  /** The rate limiter a budget spends (default budget without a name). Created on first use. */
  limiter(budget?: string): Promise<RateLimiter> {
    const key = budget ?? '';
    let found = this.#limiters.get(key);
    if (!found) {
      found = resolveLimiter(this.config, this.options, budget);
      this.#limiters.set(key, found);
      found.then(
        (limiter) => this.#resolvedLimiters.set(key, limiter),
        () => this.#limiters.delete(key),
      );
    }
    return found;
  }

  request<S extends v.GenericSchema>(
    spec: RequestSpec & { schema: S },
    call?: CallOptions,
  ): Promise<v.InferOutput<S>>;
  request<R extends ResponseType = 'json'>(
    spec: RequestSpec & { responseType?: R; schema?: undefined },
    call?: CallOptions,
  ): Promise<BodyOf<R>>;
  request<T>(spec: RequestSpec, call?: CallOptions): Promise<T>;
  async request(spec: RequestSpec, call: CallOptions = {}): Promise<unknown> {
    const auth = this.options.auth;
    if (!auth) return this.#send(spec, call, undefined);
    checkCallOptions(call);
    const sent = await this.#authHeaders(auth, spec);
    try {
      return await this.#send(spec, call, sent);
    } catch (error) {
      // Credentials the service refused (401, or an auth error its checkBody raised) are renewed
      // once, shared by whoever else is waiting on the same provider, and the request sent again.
      const resendable = !(spec.body instanceof ReadableStream) && !call.signal?.aborted;
      if (!(error instanceof AuthError) || !auth.refresh || !resendable) throw error;
      if (!(await auth.refresh(error, sent))) throw error;
      return this.#send(spec, call, await this.#authHeaders(auth, spec));
    }
  }

  async #authHeaders(auth: AuthProvider, spec: RequestSpec): Promise<Record<string, string>> {
    const given = await auth.headers({ service: this.config.service, base: spec.base ?? this.#defaultBase });
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(given)) {
      if (typeof value !== 'string' || /[\r\n\0]/.test(value) || /[\r\n\0:]/.test(name)) {
        throw new InputError('auth.headers', 'header names and values must be strings without CR, LF or NUL');
      }
      out[name.toLowerCase()] = value;
      // Whatever the provider hands out is a credential: never shown in errors or logs.
      this.redactor.addSecret(value);
      const token = value.split(' ').pop();
      if (token !== value) this.redactor.addSecret(token);
    }
    return out;
  }

  async #send(
    spec: RequestSpec,
    call: CallOptions,
    authHeaders: Record<string, string> | undefined,
  ): Promise<unknown> {
    checkCallOptions(call);
    if (call.signal?.aborted) throw new AbortError('aborted before sending', { cause: call.signal.reason });
    const responseType = spec.responseType ?? 'json';
    let method = (spec.method ?? 'GET').toUpperCase();
    const baseName = spec.base === undefined || spec.base === 'default' ? this.#defaultBase : spec.base;
    const base = this.baseUrls[baseName];
    if (!base) throw new InputError('base', `${this.config.service} has no base address named "${baseName}"`);

    // A plain object (lower-case names) is measurably cheaper for fetch than a Headers instance.
    const headers: Record<string, string> = { ...this.#baseHeaders };
    headers.accept = ACCEPT[responseType];
    const userAgent = this.options.userAgent ?? this.config.userAgent;
    if (userAgent) headers['user-agent'] = userAgent;
    if (spec.headers)
      for (const [name, value] of Object.entries(spec.headers)) headers[name.toLowerCase()] = value;
    if (authHeaders) Object.assign(headers, authHeaders);

    const query: Query = { ...spec.query };
    const apiKey = this.options.apiKey;
    if (apiKey) {
      const placement =
        typeof this.config.apiKeyPlacement === 'function'
          ? this.config.apiKeyPlacement(baseName)
          : this.config.apiKeyPlacement;
      if (placement && 'query' in placement) query[placement.query] = apiKey;
      else if (placement && 'header' in placement) headers[placement.header.toLowerCase()] = apiKey;
    }

    let url = joinUrl(base, spec.path, encodeQuery(query));
    let body = spec.body;
    let readOnly = spec.readOnly ?? false;
    if (method === 'GET' && spec.postIfUrlLonger !== undefined && url.length > spec.postIfUrlLonger) {
      // Long id lists overflow URL limits; the same query as a form POST reads the same data.
      method = 'POST';
      readOnly = true;
      url = joinUrl(base, spec.path);
      body = new URLSearchParams(encodeQuery(query));
    }

    const maxRetries =
      spec.retry === 'never' ? 0 : (call.maxRetries ?? this.options.maxRetries ?? DEFAULT_MAX_RETRIES);
    const methodRetries =
      spec.retry === 'always' || IDEMPOTENT.has(method) || (readOnly && method === 'POST');
    const budget = spec.limiter ?? this.config.baseLimits?.[baseName];
    const limiter = this.#resolvedLimiters.get(budget ?? '') ?? (await this.limiter(budget));
    const safeUrl = this.redactor.url(url);
    const ctx: AttemptContext = {
      config: this.config,
      method,
      url: safeUrl,
      endpoint: `${this.config.service} ${method} ${safeUrl}`,
      responseType,
      timeoutMs: call.timeout ?? this.options.timeout ?? DEFAULT_TIMEOUT_MS,
      fetch: this.options.fetch ?? globalThis.fetch,
      limiter,
      xml: () => (spec.xml ? createXmlParser(spec.xml) : this.#defaultXmlParser()),
      clock: this.#clock,
      policy: this.#policy,
      redactor: this.redactor,
      logger: this.options.logger,
      skipBodyCheck: spec.skipBodyCheck ?? false,
      callSignal: call.signal,
      state: { attempt: 0 },
    };

    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      if (isBodyInit(body)) init.body = body as BodyInit;
      else {
        init.body = JSON.stringify(body);
        headers['content-type'] ??= 'application/json';
      }
    }
    // A stream body can be sent once only.
    const replayable = !(init.body instanceof ReadableStream);
    if (!replayable) (init as { duplex?: string }).duplex = 'half';
    const schedule = { signal: call.signal, expirationMs: ctx.timeoutMs + 10_000 };

    // The attempt loop is written here rather than left to ky: every decision in it is core's
    // (waits from an injectable clock, Retry-After that pauses a shared limiter, timeouts that do
    // not count limiter queueing), and ky's per-call Request construction and cloning cost ~65 µs
    // a request, 1.65x a raw fetch on loopback against the 1.3x budget (tooling/bench).
    for (let retry = 0; ; retry++) {
      try {
        await limiter.schedule(() => runAttempt(url, init, ctx), schedule);
        break;
      } catch (error) {
        const failure = this.#finalError(error, ctx, call);
        const retryable = methodRetries && replayable && isRetryable(failure, this.#policy);
        if (retry >= maxRetries || !retryable) throw failure;
        const wait = ctx.state.nextDelayMs ?? 0;
        this.options.logger?.warn?.(
          `${ctx.endpoint}: ${(failure as Error).message}; retry ${retry + 1}/${maxRetries} in ${wait} ms`,
          { service: this.config.service, retry: retry + 1, waitMs: wait },
        );
        try {
          await this.#clock.sleep(wait, call.signal);
        } catch (abort) {
          throw this.#finalError(abort, ctx, call);
        }
      }
    }
    const result = ctx.state.result;
    if (spec.schema && this.options.validate !== false && PARSED_TYPES.has(responseType)) {
      return parseResponse(spec.schema, result, ctx.endpoint, { redactor: this.redactor });
    }
    return result;
  }

  /**
   * A list as a `PagePromise`: `await` it for the first page, `for await` it for every item.
   * `fetchPage` gets the cursor (undefined first) and the call options to pass to `request`; the
   * `raw` it returns types `page.raw`. `options.maxItems` caps what iteration yields.
   */
  paginate<Item, Cursor = unknown, Raw = unknown>(
    fetchPage: PageFetcher<Item, Cursor, Raw>,
    call: CallOptions = {},
    options: PaginateOptions = {},
  ): PagePromise<Item, Cursor, Raw> {
    checkCallOptions(call);
    const { maxItems } = options;
    if (maxItems !== undefined && !(maxItems >= 0 && (Number.isInteger(maxItems) || maxItems === Infinity))) {
      throw new InputError('maxItems', 'a whole number of items, 0 or more');
    }
    return new PagePromise(fetchPage, call, options);
  }

  /**
   * A large body as a stream that resumes with HTTP Range requests when the connection drops
   * (each attempt and resumption goes through the limiter and retry policy like any request).
   */
  download(
    spec: Omit<RequestSpec, 'responseType' | 'schema'>,
    options: Omit<DownloadOptions, 'signal'> = {},
    call: CallOptions = {},
  ): Promise<ReadableStream<Uint8Array>> {
    return download(
      (from) =>
        this.request(
          {
            ...spec,
            responseType: 'response',
            headers: {
              // Byte offsets must count the bytes on the wire, so no transparent decompression.
              'accept-encoding': 'identity',
              ...spec.headers,
              ...(from ? { range: `bytes=${from.start}-` } : {}),
              ...(from?.validator ? { 'if-range': from.validator } : {}),
            },
          },
          call,
        ),
      { ...options, signal: call.signal },
    );
  }

  #defaultXmlParser(): XmlParser {
    this.#xmlParser ??= createXmlParser();
    return this.#xmlParser;
  }

  #finalError(error: unknown, ctx: AttemptContext, call: CallOptions): unknown {
    if (call.signal?.aborted && !(error instanceof AbortError)) {
      return new AbortError(`${ctx.endpoint} was aborted`, { cause: call.signal.reason ?? error });
    }
    if (isLifesciError(error)) return error;
    // Anything else failed before a request could be sent (e.g. a header value fetch refuses).
    if (ctx.state.attempt === 0) {
      return new InputError('request', (error as Error).message ?? String(error), { cause: error });
    }
    return new NetworkError(`${ctx.endpoint}: ${String((error as Error).message ?? error)}`, {
      cause: error,
      redactor: this.redactor,
    });
  }
}

/** The types whose result is a parsed body, the only ones a `schema` is checked against. */
const PARSED_TYPES: ReadonlySet<ResponseType> = new Set(['json', 'xml', 'text', 'bytes']);
