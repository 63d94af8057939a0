// Diagnostics for the load test only: stamps a shared budget's grants and each fetch.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const epoch = () => performance.timeOrigin + performance.now();

/**
 * An ioredis client whose start-gate script also returns the Redis clock of a granted start
 * ('0' becomes '0:<ms>', turned back into '0' for the limiter). Each grant is recorded as
 * { redis: Redis TIME ms, asked: worker ms when sent, got: worker ms when the answer was in }.
 */
export async function traceRedis(url, grants, confirms = new Map()) {
  // ioredis is core's dependency, not this package's: load it from where core finds it.
  const require = createRequire(fileURLToPath(import.meta.resolve('@lifesci/core')));
  const { Redis } = require('ioredis');
  const client = new Redis(url, { maxRetriesPerRequest: 3 });
  const evalScript = client.eval.bind(client);
  client.eval = async (script, ...args) => {
    if (script.includes("redis.call('ZREM'")) {
      // core's confirm of a pending start (the load14 patch): when it left this worker.
      const member = String(args[1 + Number(args[0])]);
      confirms.set(member, epoch());
      return evalScript(script, ...args);
    }
    if (!script.includes("redis.call('TIME')")) return evalScript(script, ...args);
    const member = String(args[2 + Number(args[0])]);
    const asked = epoch();
    const answer = String(
      await evalScript(script.replace("return '0'", "return '0:' .. tostring(now)"), ...args),
    );
    const got = epoch();
    if (!answer.startsWith('0:')) return answer;
    grants.push({ redis: Number(answer.slice(2)), asked, got, member });
    return '0';
  };
  return client;
}

/** A fetch that records, per search term, the worker's clock at each call. */
export function traceFetch(fetches) {
  return (url, init) => {
    const term = new URL(url).searchParams.get('term') ?? '';
    const list = fetches.get(term) ?? [];
    list.push(epoch());
    fetches.set(term, list);
    return fetch(url, init);
  };
}
