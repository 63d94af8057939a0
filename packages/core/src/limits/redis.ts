import Bottleneck from 'bottleneck';
import { InputError } from '../errors/classes.js';
import { BottleneckLimiter } from './bottleneck-limiter.js';
import type { LimitSpec } from './types.js';

export interface RedisLimiterOptions extends LimitSpec {
  /** An ioredis client (left open on stop) or a `redis://` URL (a client is made and closed). */
  redis: string | { duplicate(): unknown };
  /** Budget id: every process using this id on this Redis shares the budget. */
  id: string;
  /** Forget the budget's Redis keys after this long unused (default 10 minutes). */
  idleTtlMs?: number;
}

interface IoRedisModule {
  default?: new (url: string, options?: object) => { quit(): Promise<unknown>; duplicate(): unknown };
  Redis?: new (url: string, options?: object) => { quit(): Promise<unknown>; duplicate(): unknown };
}

async function loadIoRedis(): Promise<NonNullable<IoRedisModule['default']>> {
  // A variable specifier keeps bundlers from pulling ioredis into builds that never cluster.
  const specifier = 'ioredis';
  let mod: IoRedisModule;
  try {
    mod = (await import(specifier)) as IoRedisModule;
  } catch (error) {
    throw new InputError('rateLimit.redis', 'shared budgets need the ioredis package (npm install ioredis)', {
      cause: error,
    });
  }
  const Redis = mod.default ?? mod.Redis;
  if (!Redis) throw new InputError('rateLimit.redis', 'the installed ioredis exports no Redis class');
  return Redis;
}

/**
 * A budget shared by every process that uses the same `id` on the same Redis, through Bottleneck
 * clustering (spacing, concurrency and pauses are kept in Redis). ioredis is loaded only here.
 */
export function createRedisLimiter(options: RedisLimiterOptions): BottleneckLimiter {
  const { redis, id, idleTtlMs, ...limits } = options;
  return new BottleneckLimiter({ ...limits, id }, async (settings) => {
    const Redis = await loadIoRedis();
    const ownsClient = typeof redis === 'string';
    const client = ownsClient ? new Redis(redis, { maxRetriesPerRequest: 3 }) : redis;
    const connection = new Bottleneck.IORedisConnection({ client, Redis });
    const limiter = new Bottleneck({
      ...settings,
      datastore: 'ioredis',
      connection,
      clearDatastore: false,
      timeout: idleTtlMs ?? 600_000,
    });
    limiter.on('error', () => undefined);
    await limiter.ready();
    const disconnect = limiter.disconnect.bind(limiter);
    // A client the user passed in stays theirs: only the subscriber Bottleneck duplicated is closed.
    limiter.disconnect = ((flush?: boolean) => {
      if (ownsClient) return disconnect(flush);
      const subscriber = (connection as unknown as { subscriber?: { quit(): Promise<unknown> } }).subscriber;
      return Promise.resolve(subscriber?.quit()).then(() => limiter);
    }) as typeof limiter.disconnect;
    return limiter;
  });
}
