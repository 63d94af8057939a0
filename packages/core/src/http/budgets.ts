import { InputError } from '../errors/classes.js';
import { BottleneckLimiter } from '../limits/bottleneck-limiter.js';
import { createRedisLimiter } from '../limits/redis.js';
import { limiterRegistry } from '../limits/registry.js';
import { isRateLimiter, type LimitSpec, type RateLimiter } from '../limits/types.js';
import { unlimited } from '../limits/unlimited.js';
import type { BudgetSpec, ClientOptions, RateLimitSettings, ServiceConfig } from './types.js';

function limitsOf(spec: BudgetSpec, hasKey: boolean): LimitSpec {
  const { id: _id, withApiKey, ...base } = spec;
  return hasKey && withApiKey ? { ...base, ...withApiKey } : base;
}

function pickLimits(settings: RateLimitSettings): LimitSpec {
  const out: LimitSpec = {};
  if (settings.perSecond !== undefined) out.perSecond = settings.perSecond;
  if (settings.perMinute !== undefined) out.perMinute = settings.perMinute;
  if (settings.concurrency !== undefined) out.concurrency = settings.concurrency;
  if (settings.minTimeMs !== undefined) out.minTimeMs = settings.minTimeMs;
  if (settings.pacing !== undefined) out.pacing = settings.pacing;
  return out;
}

export async function credentialTag(apiKey: string): Promise<string> {
  // Budget ids can end up in Redis and logs, so the key is only ever present as a short hash.
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Finds (or creates, in the registry) the limiter for one budget of a client. */
export async function resolveLimiter(
  config: ServiceConfig,
  options: ClientOptions,
  budget: string | undefined,
  /** Hash of the credential the request carries (`credentialScopesLimiter`). */
  credential?: string,
): Promise<RateLimiter> {
  const setting = options.rateLimit;
  if (setting === false) return unlimited;
  if (isRateLimiter(setting)) return setting;
  const user: RateLimitSettings = setting ?? {};
  const hasKey = options.apiKey !== undefined || credential !== undefined;

  let spec: BudgetSpec;
  let id: string;
  let limits: LimitSpec;
  if (budget === undefined) {
    spec = config.limits;
    const overrides = pickLimits(user);
    limits = { ...limitsOf(spec, hasKey), ...overrides };
    id = user.id ?? config.limiterId;
    // Limits changed without naming a budget make a budget of their own, not a change to the shared one.
    if (user.id === undefined && Object.keys(overrides).length > 0) id += `|${JSON.stringify(overrides)}`;
  } else {
    const named = config.namedLimits?.[budget];
    if (!named) throw new InputError('limiter', `unknown budget "${budget}" for ${config.service}`);
    spec = named;
    limits = limitsOf(spec, hasKey);
    id = user.id ? `${user.id}/${budget}` : (spec.id ?? `${config.limiterId}/${budget}`);
  }
  if (options.apiKey !== undefined && config.apiKeyScopesLimiter !== false)
    id += `#${await credentialTag(options.apiKey)}`;
  if (credential !== undefined) id += `#${credential}`;

  const key = user.redis ? `redis:${id}` : id;
  return limiterRegistry.get(key, () =>
    user.redis
      ? createRedisLimiter({ ...limits, id, redis: user.redis })
      : // The client's clock drives the budget's waits too (tests: windows in virtual time).
        new BottleneckLimiter({ ...limits, id, ...(options.clock ? { clock: options.clock } : {}) }),
  );
}
