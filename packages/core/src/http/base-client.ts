import type * as v from 'valibot';
import {
  AbortError,
  ApiError,
  AuthError,
  InputError,
  isLifesciError,
  NetworkError,
} from '../errors/classes.js';
import { createRedactor, type Redactor } from '../errors/redact.js';
import type { RateLimiter } from '../limits/types.js';
import { type PageFetcher, PagePromise, type PaginateOptions } from '../pagination/page-promise.js';
import { type Clock, systemClock } from '../retry/clock.js';
import { DEFAULT_MAX_RETRIES, DEFAULT_RETRY_POLICY, type RetryPolicy } from '../retry/policy.js';
import { type DownloadOptions, download } from '../streams/download.js';
import { setRecordGaps } from '../streams/record-gaps.js';
import type { XmlParser } from '../xml/parser.js';
import type { AttemptContext } from './attempt.js';
import { defaultBaseKey, resolveBaseUrls } from './base-urls.js';
import { credentialTag, resolveLimiter } from './budgets.js';
import {
  checkCallOptions,
  checkClientOptions,
  checkHeaderValues,
  HEADER_VALUE,
  HEADER_VALUE_RULE,
} from './options.js';
import { parseResponse } from './parse-response.js';
import { DEFAULT_MAX_BODY_BYTES } from './read-body.js';
import { recordGapsOf } from './record-gap-limits.js';
import { createTransport, type Transport } from './transport.js';
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

let strictFetch: typeof fetch | undefined;
let loading: Promise<typeof fetch> | undefined;

/**
 * `fetchDecodingStrictly`, loaded by the first request rather than with core (as ky is); later
 * requests call it directly, without a wait on the import.
 */
const platformFetch: typeof fetch = (url, init) => {
  if (strictFetch) return strictFetch(url, init);
  loading ??= import('./content-coding.js').then((module) => {
    strictFetch = module.fetchDecodingStrictly;
    return strictFetch;
  });
  return loading.then((loaded) => loaded(url, init));
};

/**
 * The engine under every lifesci client. A service subclasses it, describes requests with
 * `RequestSpec`, and calls `request()`; core checks options, builds the URL, waits for the rate
 * limiter, fetches, retries, maps errors, parses and validates.
 */
export class BaseClient<O extends object = object> {
  protected readonly config: ServiceConfig<O>;
  protected readonly options: Readonly<ClientOptions>;
  /**
   * The service's own options (`ServiceConfig.options`), parsed at construction with defaults
   * filled in: a client reads them here instead of checking them again.
   */
  protected readonly serviceOptions: Readonly<O>;
  protected readonly baseUrls: Readonly<Record<string, string>>;
  protected readonly redactor: Redactor;
  readonly #policy: RetryPolicy;
  readonly #clock: Clock;
  readonly #limiters = new Map<string, Promise<RateLimiter>>();
  readonly #resolvedLimiters = new Map<string, RateLimiter>();
  readonly #baseHeaders: Record<string, string>;
  readonly #defaultBase: string;
  readonly #transport: Transport;
  /** Credential value -> its budget hash (hashing is async; tokens change rarely). */
  readonly #credentialTags = new Map<string, Promise<string>>();
  #xmlParser: XmlParser | Promise<XmlParser> | undefined;

  constructor(config: ServiceConfig<O>, options: ClientOptions = {}) {
    this.serviceOptions = Object.freeze(checkClientOptions(options, config.options));
    this.config = config;
    this.options = options;
    this.#defaultBase = defaultBaseKey(config);
    this.baseUrls = Object.freeze(resolveBaseUrls(config, options));
    this.redactor = createRedactor({
      names: config.secretParams ?? [],
      // A header given through `headers` is often a credential (a gateway token, a proxy key).
      secrets: [options.apiKey, ...headerSecrets(options.headers)],
    });
    this.#policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.#clock = options.clock ?? systemClock;
    this.#transport = createTransport({
      policy: this.#policy,
      clock: this.#clock,
      logger: options.logger,
      service: config.service,
    });
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

  /**
   * `value` with this client's secrets removed (its API key, tokens its auth provider handed out,
   * secret-named fields and query parameters): a string, URL or parsed body. For services and
   * users that build a message or error of their own, so none is built outside the redactor.
   */
  redact(value: string | URL): string;
  redact<T>(value: T): T;
  redact(value: unknown): unknown {
    if (typeof value === 'string') return this.redactor.text(value);
    if (value instanceof URL) return this.redactor.url(value);
    return this.redactor.value(value);
  }

  /** The user's API key, for services that must place it themselves. */
  protected get apiKey(): string | undefined {
    return this.options.apiKey;
  }

  /** The rate limiter a budget spends (default budget without a name). Created on first use. */
  limiter(budget?: string): Promise<RateLimiter> {
    return this.#limiter(budget, undefined);
  }

  #limiter(budget: string | undefined, credential: string | undefined): Promise<RateLimiter> {
    const key = credential === undefined ? (budget ?? '') : `${budget ?? ''}#${credential}`;
    let found = this.#limiters.get(key);
    if (!found) {
      found = resolveLimiter(this.config, this.options, budget, credential);
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
  request(spec: RequestSpec, call: CallOptions = {}): Promise<unknown> {
    const auth = spec.unsigned ? undefined : (this.options.auth ?? this.config.auth);
    // Not async on this path: every await (or returned promise) of an async wrapper is a tick.
    if (!auth)
      return this.config.typeError
        ? this.#typed(this.#send(spec, call, undefined))
        : this.#send(spec, call, undefined);
    return this.#signed(spec, call, auth);
  }

  async #signed(spec: RequestSpec, call: CallOptions, auth: AuthProvider): Promise<unknown> {
    checkCallOptions(call);
    const sent = await this.#authHeaders(auth, spec);
    try {
      return await this.#typed(this.#send(spec, call, sent));
    } catch (error) {
      // Credentials the service refused (401, an auth error its checkBody raised, or one its
      // typeError made of another status) are renewed once, shared by whoever else is waiting on
      // the same provider, and the request sent again.
      const resendable = !(spec.body instanceof ReadableStream) && !call.signal?.aborted;
      if (!(error instanceof AuthError) || !auth.refresh || !resendable) throw error;
      if (!(await auth.refresh(error, sent))) throw error;
      return this.#typed(this.#send(spec, call, await this.#authHeaders(auth, spec)));
    }
  }

  /** The service's own type for an ApiError (`ServiceConfig.typeError`). */
  async #typed(sending: Promise<unknown>): Promise<unknown> {
    const typeError = this.config.typeError;
    if (!typeError) return sending;
    try {
      return await sending;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw typeError(error, { redactor: this.redactor }) ?? error;
    }
  }

  async #authHeaders(auth: AuthProvider, spec: RequestSpec): Promise<Record<string, string>> {
    const given = await auth.headers({ service: this.config.service, base: spec.base ?? this.#defaultBase });
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(given)) {
      if (typeof value !== 'string' || !HEADER_VALUE.test(value) || /[\r\n\0:]/.test(name)) {
        throw new InputError('auth.headers', `header names and values: ${HEADER_VALUE_RULE}`);
      }
      out[name.toLowerCase()] = value;
      // Whatever the provider hands out is a credential: never shown in errors or logs.
      this.redactor.addSecret(value);
      const token = value.split(' ').pop();
      if (token !== value) this.redactor.addSecret(token);
    }
    return out;
  }

  /**
   * The hash naming the budget of the credential a request carries (`credentialScopesLimiter`):
   * of the token itself (the last word of each header value, so `Bearer x` and the bare token
   * name one budget), never the token, since budget ids reach Redis and logs.
   */
  #credentialOf(headers: Record<string, string> | undefined): Promise<string> | undefined {
    if (!headers || !this.config.credentialScopesLimiter) return undefined;
    const values = Object.keys(headers)
      .sort()
      .map((name) => (headers[name] as string).split(' ').pop() as string);
    if (values.length === 0) return undefined;
    const credential = values.join('\n');
    let tag = this.#credentialTags.get(credential);
    if (!tag) {
      // A client sees a handful of tokens in its life; the cap only stops an unbounded map.
      if (this.#credentialTags.size >= 64) this.#credentialTags.clear();
      tag = credentialTag(credential);
      this.#credentialTags.set(credential, tag);
    }
    return tag;
  }

  async #send(
    spec: RequestSpec,
    call: CallOptions,
    authHeaders: Record<string, string> | undefined,
  ): Promise<unknown> {
    checkCallOptions(call);
    if (call.signal?.aborted) throw new AbortError('aborted before sending', { cause: call.signal.reason });
    const responseType = spec.responseType ?? 'json';
    if (responseType === 'xml' && !this.config.xmlParser) {
      throw new InputError(
        'responseType',
        `${this.config.service} reads no XML: its ServiceConfig needs xmlParser`,
      );
    }
    let method = (spec.method ?? 'GET').toUpperCase();
    const baseName = spec.base === undefined || spec.base === 'default' ? this.#defaultBase : spec.base;
    const base = this.baseUrls[baseName];
    if (!base) throw new InputError('base', `${this.config.service} has no base address named "${baseName}"`);

    // A plain object (lower-case names) is measurably cheaper for fetch than a Headers instance.
    const headers: Record<string, string> = { ...this.#baseHeaders };
    headers.accept = ACCEPT[responseType];
    const userAgent = this.options.userAgent ?? this.config.userAgent;
    if (userAgent) headers['user-agent'] = userAgent;
    if (spec.headers) {
      checkHeaderValues(spec.headers, 'headers');
      for (const [name, value] of Object.entries(spec.headers)) headers[name.toLowerCase()] = value;
    }
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
    const tagging = this.#credentialOf(authHeaders);
    const credential = tagging === undefined ? undefined : await tagging;
    const limiterKey = credential === undefined ? (budget ?? '') : `${budget ?? ''}#${credential}`;
    const limiter = this.#resolvedLimiters.get(limiterKey) ?? (await this.#limiter(budget, credential));
    const safeUrl = this.redactor.url(url);
    const timeoutMs = call.timeout ?? this.options.timeout ?? DEFAULT_TIMEOUT_MS;
    const ctx: AttemptContext = {
      config: this.config,
      method,
      url: safeUrl,
      endpoint: `${this.config.service} ${method} ${safeUrl}`,
      responseType,
      timeoutMs,
      // The platform's fetch, with content codings decoded strictly by core (a given `fetch`
      // decodes its own answers).
      fetch: this.options.fetch ?? platformFetch,
      limiter,
      xml: () => this.#xml(spec),
      clock: this.#clock,
      policy: this.#policy,
      redactor: this.redactor,
      logger: this.options.logger,
      skipBodyCheck: spec.skipBodyCheck ?? false,
      callSignal: call.signal,
      maxRetries,
      maxBodyBytes:
        call.maxBodyBytes ??
        this.options.maxBodyBytes ??
        spec.maxBodyBytes ??
        DEFAULT_MAX_BODY_BYTES[responseType],
      target: { url, init: {} },
      schedule: { signal: call.signal, expirationMs: timeoutMs + 10_000 },
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
    ctx.target.init = init;
    // ky gets the method only (for its retry.methods): headers and body go with each attempt's own fetch, and
    // ky's Request is never sent (see runAttempt).
    try {
      await this.#transport(
        url,
        { method, lifesci: ctx },
        replayable ? maxRetries : 0,
        methodRetries ? method.toLowerCase() : undefined,
      );
    } catch (error) {
      throw this.#finalError(error, ctx, call);
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
   * `raw` it returns types `page.raw`. `options.maxItems` caps what iteration yields. The call
   * options and `maxItems` are checked on first use: a bad one rejects, it never throws here.
   */
  paginate<Item, Cursor = unknown, Raw = unknown>(
    fetchPage: PageFetcher<Item, Cursor, Raw>,
    call: CallOptions = {},
    options: PaginateOptions = {},
  ): PagePromise<Item, Cursor, Raw> {
    return PagePromise.defer(() => {
      checkCallOptions(call);
      const { maxItems } = options;
      if (
        maxItems !== undefined &&
        !(maxItems >= 0 && (Number.isInteger(maxItems) || maxItems === Infinity))
      ) {
        throw new InputError('maxItems', 'a whole number of items, 0 or more');
      }
      return new PagePromise(fetchPage, call, options);
    });
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
    ).then((stream) =>
      // Its records are read under this client's limits, like a `stream` body's (recordsOf).
      setRecordGaps(
        stream,
        recordGapsOf({
          timeoutMs: call.timeout ?? this.options.timeout ?? DEFAULT_TIMEOUT_MS,
          maxBodyBytes: call.maxBodyBytes ?? this.options.maxBodyBytes ?? spec.maxBodyBytes ?? Infinity,
          clock: this.#clock,
          endpoint: `${this.config.service} GET ${this.redactor.text(spec.path ?? '')}`,
          redactor: this.redactor,
        }),
      ),
    );
  }

  #xml(spec: RequestSpec): XmlParser | Promise<XmlParser> {
    const make = this.config.xmlParser as NonNullable<ServiceConfig['xmlParser']>;
    if (spec.xml) return make(spec.xml);
    this.#xmlParser ??= make();
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

/** Headers that describe content, never a credential: their values would blank ordinary text. */
const DESCRIPTIVE_HEADERS: ReadonlySet<string> = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'content-type',
  'user-agent',
]);

function headerSecrets(headers: Record<string, string> | undefined): string[] {
  return Object.entries(headers ?? {})
    .filter(([name]) => !DESCRIPTIVE_HEADERS.has(name.toLowerCase()))
    .map(([, value]) => value);
}

/** The types whose result is a parsed body, the only ones a `schema` is checked against. */
const PARSED_TYPES: ReadonlySet<ResponseType> = new Set(['json', 'xml', 'text', 'bytes']);
