import { InputError } from '../errors/classes.js';
import { BottleneckLimiter, type LimiterBackend } from './bottleneck-limiter.js';
import type { StartGate } from './gate.js';
import type { PauseStore } from './pause.js';
import { minTimeFor } from './spacing.js';
import type { LimitSpec } from './types.js';
import { windowsOf } from './window.js';

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
  sendCommand(...args: unknown[]): unknown;
  on(event: 'connect', listener: () => void): unknown;
  /** The connection's socket (absent before the first connect). */
  readonly stream?: { ref?(): unknown; unref?(): unknown };
}

/** The events of a Bottleneck used here. */
interface JobEvents {
  on(event: 'received' | 'done' | 'dropped', listener: () => void): unknown;
}

/**
 * The connections the SDK opened keep the process alive only while the budget has work: a job
 * received and not yet done or dropped, or a command on its way to Redis (a start logged after
 * its answer must reach Redis). Idle, their sockets are unref'd, so a program whose calls are
 * done or aborted exits by itself, without `limiterRegistry.clear()`.
 */
function holdOnlyWhileBusy(connections: RedisClient[], jobs: JobEvents): void {
  let running = 0;
  let commands = 0;
  const apply = () => {
    const busy = running > 0 || commands > 0;
    for (const connection of connections) {
      if (busy) connection.stream?.ref?.();
      else connection.stream?.unref?.();
    }
  };
  for (const connection of connections) {
    const send = connection.sendCommand.bind(connection);
    connection.sendCommand = (...args: unknown[]) => {
      commands += 1;
      apply();
      const settled = () => {
        commands -= 1;
        apply();
      };
      const result = send(...args);
      Promise.resolve(result).then(settled, settled);
      return result;
    };
    // A reconnect brings a new socket, held or not as the budget is.
    connection.on('connect', apply);
  }
  jobs.on('received', () => {
    running += 1;
    apply();
  });
  const finished = () => {
    running -= 1;
    apply();
  };
  jobs.on('done', finished);
  jobs.on('dropped', finished);
  apply();
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
// agree, with the same rule as a local budget's log (window.ts): refuse (and say how long to
// wait) while the gap floor or any window is full, else grant. A granted start stays pending
// (KEYS[2], scored by when it stops counting if its process dies before its answer) until its
// answer: in flight, it may reach the server any moment, so it fills a slot of every window and
// holds the floor. Answered, it is logged in KEYS[1] at the time of its answer (FINISH_SCRIPT).
const START_SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
local floor = tonumber(ARGV[1])
local pendingMs = tonumber(ARGV[3])
local poll = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local pending = redis.call('ZCARD', KEYS[2])
local wait = 0
if floor > 0 then
  if pending > 0 then wait = poll end
  local newest = redis.call('ZREVRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if newest[2] then wait = math.max(wait, tonumber(newest[2]) + floor - now) end
end
local longest = 1000
for i = 5, #ARGV, 2 do
  local limit = tonumber(ARGV[i])
  local span = tonumber(ARGV[i + 1])
  if span > longest then longest = span end
  local count = redis.call('ZCOUNT', KEYS[1], '(' .. (now - span), '+inf')
  if count + pending >= limit then
    if pending >= limit then
      wait = math.max(wait, poll)
    else
      local oldest = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. (now - span), '+inf', 'WITHSCORES', 'LIMIT', count + pending - limit, 1)
      wait = math.max(wait, tonumber(oldest[2]) + span - now)
    end
  end
end
if wait > 0 then return tostring(wait) end
redis.call('ZADD', KEYS[2], now + pendingMs, ARGV[2])
redis.call('PEXPIRE', KEYS[2], pendingMs + 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - math.max(longest, floor))
return '0'`;

// An answered start: it reached the server before its answer began, so it counts from now (Redis
// clock, no earlier than the answer). One whose pending entry lapsed is still logged.
const FINISH_SCRIPT = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;

// How long a granted start counts while its answer has not come: a process that dies in between
// (kill -9) holds one slot of the window this long, like a Bottleneck job's expiration. A request
// in flight longer than this stops counting until its answer (then it is logged).
const PENDING_MS = 30_000;
// How soon to ask again when a window or the floor waits for a start still in flight.
const PENDING_POLL_MS = 10;

function redisStartGate(client: RedisClient, id: string, limits: LimitSpec): StartGate | undefined {
  const windows = windowsOf(limits);
  if (windows.length === 0 && minTimeFor(limits) <= 0) return undefined;
  const [starts, pendingKey] = [`lifesci_starts_${id}`, `lifesci_pending_starts_${id}`];
  const keepMs = Math.max(1000, limits.minTimeMs ?? 0, ...windows.map(([, span]) => span)) + 1000;
  let counter = 0;
  const token = Math.random().toString(36).slice(2);
  // Granted starts not yet taken by `started`, oldest first.
  const granted: string[] = [];
  return {
    async tryStart(floorMs) {
      counter += 1;
      const member = `${token}${counter}`;
      const answer = await client.eval(
        START_SCRIPT,
        2,
        starts,
        pendingKey,
        floorMs,
        member,
        PENDING_MS,
        PENDING_POLL_MS,
        ...windows.flat(),
      );
      const wait = Number(answer);
      if (wait <= 0) granted.push(member);
      return wait;
    },
    started() {
      const member = granted.shift();
      if (member === undefined) return undefined;
      return () => {
        void client.eval(FINISH_SCRIPT, 2, starts, pendingKey, member, keepMs).catch(() => undefined);
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
      // Bottleneck's subscriber is always the SDK's; the command client only when made from a URL.
      const subscriber = (connection as unknown as { subscriber?: RedisClient }).subscriber;
      const opened = [...(ownsClient ? [client] : []), ...(subscriber ? [subscriber] : [])];
      holdOnlyWhileBusy(opened, bottleneck as unknown as JobEvents);
      return {
        bottleneck,
        pauses: redisPauseStore(client, id),
        gate: redisStartGate(client, id, limits),
        async close() {
          // A client the user passed in stays theirs: only the subscriber Bottleneck made is closed.
          await subscriber?.quit().catch(() => undefined);
          if (ownsClient) await client.quit().catch(() => undefined);
        },
      };
    },
  );
}
