// One load worker (a separate process) on the E-utilities client, every process spending one
// budget kept in Redis. Job as JSON in argv[2]. It loads, opens its connection to the server and
// says `{"ready":true}`; it fires all its calls at once when a line arrives on stdin, so four
// processes starting up (seconds of module compiling on two cores) are not part of the load.
// Prints a JSON line of progress when each call is sent and when it ends, so the test can kill it
// mid-run. With `job.trace` the lines also carry, per call, the Redis grant and fetch stamps.
import { createInterface } from 'node:readline';
import { EutilsClient } from '@lifesci/eutils';
import { traceFetch, traceRedis } from './trace.mjs';

const job = JSON.parse(process.argv[2] ?? '{}');
const trace = job.trace ? { grants: [], fetches: new Map(), confirms: new Map() } : undefined;
const redis = trace ? await traceRedis(job.redis, trace.grants, trace.confirms) : job.redis;
let sent = 0;
let done = 0;
let failed = 0;
const report = (extra) =>
  process.stdout.write(`${JSON.stringify({ worker: job.worker, sent, done, failed, ...extra })}\n`);
const send = trace ? traceFetch(trace.fetches) : fetch;
const client = new EutilsClient({
  baseUrls: { eutils: job.eutilsUrl },
  apiKey: job.apiKey,
  ...(job.timeoutMs ? { timeout: job.timeoutMs } : {}),
  // The documented 10/s with a key, as one budget for every process on this Redis and id.
  rateLimit: { redis, id: job.budgetId, ...(job.concurrency ? { concurrency: job.concurrency } : {}) },
  fetch: (url, init) => {
    sent++;
    report();
    return send(url, init);
  },
});
await (await client.limiter()).ready();
// A first request pays for the connection and the HTTP parser's setup; a path no limit counts.
if (job.warm !== false) await (await fetch(new URL('/', job.eutilsUrl))).text();
report({ ready: true });
await new Promise((go) => createInterface({ input: process.stdin }).once('line', go));

await Promise.all(
  Array.from({ length: job.calls }, async (_, i) => {
    const term = `w${job.worker}c${i}[All Fields]`;
    try {
      await client.esearch({ db: 'gene', term, retmax: 1 });
      done++;
    } catch {
      failed++;
    }
    report(trace ? { term, fetches: trace.fetches.get(term) } : {});
  }),
);
if (trace) report({ grants: trace.grants.map((g) => ({ ...g, confirmed: trace.confirms.get(g.member) })) });
await (await client.limiter()).stop();
// A client we made ourselves stays open after the limiter stops (the limiter leaves it to us).
if (typeof redis !== 'string') await redis.quit();
process.exit(0);
