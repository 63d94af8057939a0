import * as v from 'valibot';
import { InputError } from '../errors/classes.js';
import { fieldPath } from '../input/field-path.js';
import { parseInput } from '../input/parse-input.js';
import { isRateLimiter } from '../limits/types.js';
import type { CallOptions, ServiceOptionsSchema } from './types.js';

const isFunction = (value: unknown): boolean => typeof value === 'function';
// Node's timers overflow above 2^31-1 ms and fire at once.
const MAX_TIMER_MS = 2_147_483_647;

const HttpUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//i, 'must be an http(s) URL'),
);
const Positive = v.pipe(v.number(), v.finite(), v.gtValue(0, 'must be greater than 0'));
const Timeout = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TIMER_MS));
const Retries = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20));
const NonNegative = v.pipe(v.number(), v.finite(), v.minValue(0));
const MaxBodyBytes = v.pipe(
  v.number(),
  v.check(
    (n) => n === Number.POSITIVE_INFINITY || (Number.isSafeInteger(n) && n >= 1),
    'must be a whole number of bytes (at least 1) or Infinity',
  ),
);
// CR, LF or NUL in a header value would split the request (or make fetch refuse it after retries).
const NO_CRLF = /^[^\r\n\0]*$/;
/**
 * What fetch sends as a header value: Latin-1 text without control characters (tab allowed).
 * Anything else makes every request fail in fetch (a retried NetworkError), so a credential or
 * header holding it is refused where it is given.
 */
export const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
export const HEADER_VALUE_RULE = 'must be Latin-1 text without control characters';
const HeaderValue = v.pipe(v.string(), v.regex(HEADER_VALUE, HEADER_VALUE_RULE));
const HeaderName = v.pipe(
  v.string(),
  v.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be a header name (token characters)'),
);

const RateLimitSettingsSchema = v.strictObject({
  perSecond: v.optional(Positive),
  perMinute: v.optional(Positive),
  concurrency: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  minTimeMs: v.optional(NonNegative),
  pacing: v.optional(v.picklist(['window', 'even'])),
  redis: v.optional(
    v.union([
      v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
      v.custom<object>(
        (x) => typeof x === 'object' && x !== null && isFunction((x as { duplicate?: unknown }).duplicate),
        'must be an ioredis client or a redis:// URL',
      ),
    ]),
  ),
  id: v.optional(v.pipe(v.string(), v.minLength(1))),
});

// Loose: service packages add their own options next to these.
const ClientOptionsSchema = v.looseObject({
  baseUrl: v.optional(HttpUrl),
  baseUrls: v.optional(v.record(v.string(), HttpUrl)),
  apiKey: v.optional(
    v.pipe(
      v.string(),
      v.regex(HEADER_VALUE, HEADER_VALUE_RULE),
      v.trim(),
      v.minLength(1, 'must not be empty'),
    ),
  ),
  timeout: v.optional(Timeout),
  maxRetries: v.optional(Retries),
  rateLimit: v.optional(
    v.union([
      v.literal(false),
      v.custom<object>(isRateLimiter, 'must be a RateLimiter'),
      RateLimitSettingsSchema,
    ]),
  ),
  fetch: v.optional(v.custom<typeof fetch>(isFunction, 'must be a function')),
  logger: v.optional(
    v.looseObject({
      debug: v.optional(v.custom(isFunction, 'must be a function')),
      info: v.optional(v.custom(isFunction, 'must be a function')),
      warn: v.optional(v.custom(isFunction, 'must be a function')),
      error: v.optional(v.custom(isFunction, 'must be a function')),
    }),
  ),
  userAgent: v.optional(v.pipe(v.string(), v.minLength(1), v.regex(HEADER_VALUE, HEADER_VALUE_RULE))),
  validate: v.optional(v.boolean()),
  headers: v.optional(v.record(HeaderName, HeaderValue)),
  maxBodyBytes: v.optional(MaxBodyBytes),
  retry: v.optional(
    v.strictObject({
      baseDelayMs: v.optional(NonNegative),
      maxDelayMs: v.optional(NonNegative),
      maxRetryAfterMs: v.optional(NonNegative),
      rateLimitPauseMs: v.optional(NonNegative),
    }),
  ),
  auth: v.optional(
    v.looseObject({
      headers: v.custom(isFunction, 'must be a function'),
      refresh: v.optional(v.custom(isFunction, 'must be a function')),
    }),
  ),
  clock: v.optional(
    v.looseObject({
      now: v.custom(isFunction, 'must be a function'),
      sleep: v.custom(isFunction, 'must be a function'),
      random: v.custom(isFunction, 'must be a function'),
    }),
  ),
});

// Strict: a misspelt option (`maxretries`) is refused, not silently ignored.
const CallOptionsSchema = v.strictObject({
  signal: v.optional(v.instance(AbortSignal)),
  timeout: v.optional(Timeout),
  maxRetries: v.optional(Retries),
  maxBodyBytes: v.optional(MaxBodyBytes),
});

/** Every option core itself reads; a service adds its own with `ServiceConfig.options`. */
const CORE_OPTION_KEYS: ReadonlySet<string> = new Set(Object.keys(ClientOptionsSchema.entries));

function isEmpty(value: object): boolean {
  for (const _ in value) return false;
  return true;
}

function check(schema: v.GenericSchema, value: unknown, prefix: string): void {
  const result = v.safeParse(schema, value);
  if (result.success) return;
  const issue = result.issues[0];
  // Expected/received wording from valibot, without echoing the value (it may be a secret).
  const rule = issue.expected && issue.kind === 'schema' ? `expected ${issue.expected}` : issue.message;
  throw new InputError(fieldPath(prefix, issue), rule);
}

/**
 * Checks a client's options at construction and returns the service's own, parsed by `own`
 * (its `ServiceConfig.options`; none without it): a key that is neither core's nor the
 * service's is refused first, then the service's values (in its schema's words), then core's.
 */
export function checkClientOptions<O extends object = object>(
  options: unknown,
  own?: ServiceOptionsSchema<O>,
): O {
  const given = options === undefined ? {} : options;
  if (typeof given !== 'object' || given === null) check(ClientOptionsSchema, given, 'options');
  const record = given as Record<string, unknown>;
  const ownKeys = own?.entries ?? {};
  for (const key of Object.keys(record)) {
    if (!CORE_OPTION_KEYS.has(key) && !Object.hasOwn(ownKeys, key))
      throw new InputError(`options.${key}`, 'unknown option');
  }
  let parsed = {} as O;
  if (own) {
    const mine: Record<string, unknown> = {};
    for (const key of Object.keys(ownKeys)) if (Object.hasOwn(record, key)) mine[key] = record[key];
    parsed = parseInput(own, mine, 'options');
  }
  check(ClientOptionsSchema, record, 'options');
  return parsed;
}

/** A header value a service or caller set for one request: CR/LF/NUL would split the request. */
export function checkHeaderValues(headers: Record<string, string>, param: string): void {
  for (const name in headers) {
    const value = headers[name] as string;
    if (typeof value !== 'string' || !HEADER_VALUE.test(value) || !NO_CRLF.test(name))
      throw new InputError(`${param}.${name}`, HEADER_VALUE_RULE);
  }
}

export function checkCallOptions(options: unknown): asserts options is CallOptions {
  if (options === undefined) return;
  // The common case, `{}`, skips schema validation: this runs on every request.
  if (typeof options === 'object' && options !== null && isEmpty(options)) return;
  check(CallOptionsSchema, options, 'callOptions');
}
