import { InputError } from '../errors/classes.js';
import { nextTurn } from '../retry/clock.js';
import { BottleneckLimiter, type LimiterBackend } from './bottleneck-limiter.js';
import type { StartGate } from './gate.js';
import type { PauseStore } from './pause.js';
import { minTimeFor } from './spacing.js';
import type { LimitSpec } from './types.js';
import { ARRIVAL_BOUND_MS, windowsOf } from './window.js';

export interface RedisLimiterOptions extends LimitSpec {
  /** An ioredis client (left open on stop) or a `redis://` URL (a client is made and closed). */
  redis: string | { duplicate(): unknown };
  /** Budget id: every process using this id on this Redis shares the budget. */
  id: string;
  /** Forget the budget's Redis keys after this long unused (default 10 minutes). */
  idleTtlMs?: number;
}

/** The part of an ioredis client used here. */
interface RedisClient {
  duplicate(): unknown;
  quit(): Promise<unknown>;
  pttl(key: string): Promise<number>;
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
}

type RedisClass = new (url: string, options?: object) => RedisClient;

async function loadIoRedis(): Promise<RedisClass> {
  // A variable specifier keeps bundlers from pulling ioredis into builds that never cluster.
  const specifier = 'ioredis';
  let mod: { default?: RedisClass; Redis?: RedisClass };
  try {
    mod = (await import(specifier)) as typeof mod;
  } catch (error) {
    throw new InputError('rateLimit.redis', 'shared budgets need the ioredis package (npm install ioredis)', {
      cause: error,
    });
  }
  const Redis = mod.Redis ?? mod.default;
  if (!Redis) throw new InputError('rateLimit.redis', 'the installed ioredis exports no Redis class');
  return Redis;
}

// Extends the pause only if it is longer than what is left, atomically.
const PAUSE_SCRIPT = `local left = redis.call('pttl', KEYS[1])
if left < tonumber(ARGV[1]) then redis.call('set', KEYS[1], '1', 'PX', ARGV[1]) end
return 1`;

/** A pause every process sees; the key's TTL is the pause, so it ends even if its author dies. */
function redisPauseStore(client: RedisClient, id: string): PauseStore {
  const key = `lifesci_pause_${id}`;
  return {
    remaining: async () => Math.max(0, await client.pttl(key)),
    pause: async (ms) => {
      await client.eval(PAUSE_SCRIPT, 1, key, Math.ceil(ms));
    },
  };
}

// The start log of a shared budget, kept on the Redis clock so processes on different machines
// agree: refuse (and say how long to wait) while the gap floor or any window is full, else record.
// A granted start is first only pending (KEYS[3], scored by when it stops counting if its process
// dies before sending): it fills a slot of every window until its process confirms it with the
// time it actually left (CONFIRM_SCRIPT). Counting it from the grant instead was wrong by the
// time between the grant and the send (the reply's way back, the worker's event loop, fetch's own
// work): 0.5 ms typically, but on a loaded 2-core machine over 100 ms for 1 start in 100 and up
// to 1.1 s, far past the window's 34 ms allowance, and the server counted 11 in one second.
const START_SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local pendingMs = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
local pending = redis.call('ZCARD', KEYS[3])
local wait = 0
local last = tonumber(redis.call('GET', KEYS[2]))
if last then wait = math.max(wait, last + tonumber(ARGV[1]) - now) end
local longest = 1000
for i = 5, #ARGV, 2 do
  local limit = tonumber(ARGV[i])
  local span = tonumber(ARGV[i + 1])
  if span > longest then longest = span end
  local count = redis.call('ZCOUNT', KEYS[1], '(' .. (now - span), '+inf')
  if count + pending >= limit then
    if pending >= limit then
      wait = math.max(wait, tonumber(ARGV[4]))
    else
      local oldest = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - span), '+inf', 'WITHSCORES', 'LIMIT', count + pending - limit, 1)
      wait = math.max(wait, tonumber(oldest[2]) + span - now)
    end
  end
end
if wait > 0 then return tostring(wait) end
if pendingMs > 0 then
  redis.call('ZADD', KEYS[3], now + pendingMs, ARGV[2])
  redis.call('PEXPIRE', KEYS[3], pendingMs + 1000)
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - longest)
redis.call('SET', KEYS[2], tostring(now), 'PX', longest + 1000)
return '0'`;

// A pending start is on its way: it counts from now (Redis clock), which is no earlier than when
// it left. Late (its pending entry already dropped) it is still logged: the request did go out.
const CONFIRM_SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;

// A request that finished reached the server no later than that: its start moves there (Redis
// clock), at most ARRIVAL_BOUND_MS after it was confirmed, as in a local budget's log.
const FINISH_SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local at = tonumber(redis.call('ZSCORE', KEYS[1], ARGV[1]))
if at then
  local to = math.min(now, at + tonumber(ARGV[2]))
  if to > at then redis.call('ZADD', KEYS[1], 'XX', to, ARGV[1]) end
end
return 1`;

// How long a granted start counts while its process has not confirmed it: a process that dies in
// between (kill -9) holds one slot of the window this long, like a Bottleneck job's expiration.
const PENDING_MS = 10_000;
// How soon to ask again when every slot of a window is a pending start (they confirm within ms).
const PENDING_POLL_MS = 10;

function redisStartGate(client: RedisClient, id: string, limits: LimitSpec): StartGate | undefined {
  const windows = windowsOf(limits);
  if (windows.length === 0 && minTimeFor(limits) <= 0) return undefined;
  const keys = [`lifesci_starts_${id}`, `lifesci_last_start_${id}`, `lifesci_pending_starts_${id}`];
  const keepMs = Math.max(1000, ...windows.map(([, span]) => span)) + 1000;
  // Without windows there is nothing for a pending start to count in.
  const pendingMs = windows.length > 0 ? PENDING_MS : 0;
  let counter = 0;
  const token = Math.random().toString(36).slice(2);
  // Granted starts not yet confirmed, oldest first.
  const granted: string[] = [];
  return {
    async tryStart(floorMs) {
      counter += 1;
      const member = `${token}${counter}`;
      const answer = await client.eval(
        START_SCRIPT,
        3,
        ...keys,
        floorMs,
        member,
        pendingMs,
        PENDING_POLL_MS,
        ...windows.flat(),
      );
      const wait = Number(answer);
      if (wait <= 0 && pendingMs > 0) granted.push(member);
      return wait;
    },
    started() {
      const member = granted.shift();
      if (member === undefined) return undefined;
      nextTurn(() => {
        void client.eval(CONFIRM_SCRIPT, 3, ...keys, member, keepMs).catch(() => undefined);
      });
      // Sent after the confirmation on the same connection, so Redis runs them in that order.
      return () => {
        nextTurn(() => {
          void client
            .eval(FINISH_SCRIPT, 1, keys[0] as string, member, ARRIVAL_BOUND_MS)
            .catch(() => undefined);
        });
      };
    },
  };
}

/**
 * A budget shared by every process that uses the same `id` on the same Redis, through Bottleneck
 * clustering: spacing and concurrency live in Redis, and so do pauses. Jobs get an expiration so a
 * crashed worker cannot hold a slot. ioredis is loaded only here, on first use.
 */
export function createRedisLimiter(options: RedisLimiterOptions): BottleneckLimiter {
  const { redis, id, idleTtlMs, ...limits } = options;
  // Bottleneck's Redis scripts keep times as integers (a fractional gap makes them fail).
  return new BottleneckLimiter(
    { ...limits, id, wholeMs: true },
    async (settings): Promise<LimiterBackend> => {
      const Redis = await loadIoRedis();
      const { default: Bottleneck } = await import('bottleneck');
      const ownsClient = typeof redis === 'string';
      const client = ownsClient
        ? new Redis(redis, { maxRetriesPerRequest: 3 })
        : (redis as unknown as RedisClient);
      const connection = new Bottleneck.IORedisConnection({ client, Redis });
      connection.on('error', () => undefined);
      const bottleneck = new Bottleneck({
        ...settings,
        datastore: 'ioredis',
        connection,
        clearDatastore: false,
        timeout: idleTtlMs ?? 600_000,
      });
      bottleneck.on('error', () => undefined);
      await bottleneck.ready();
      return {
        bottleneck,
        pauses: redisPauseStore(client, id),
        gate: redisStartGate(client, id, limits),
        async close() {
          // A client the user passed in stays theirs: only the subscriber Bottleneck made is closed.
          const subscriber = (connection as unknown as { subscriber?: RedisClient }).subscriber;
          await subscriber?.quit().catch(() => undefined);
          if (ownsClient) await client.quit().catch(() => undefined);
        },
      };
    },
  );
}
