// One load worker (a separate process): fires all its calls at once on the E-utilities client,
// every process spending one budget kept in Redis. Job as JSON in argv[2]; prints a JSON line of
// progress after each answer, so the test can kill one worker mid-run. With `job.trace`, each
// progress line also carries, for that call, when Redis granted its start (Redis clock), when the
// worker had the grant, and when fetch was called (worker epoch clock): the evidence for where
// time goes between a grant and the server's arrival stamp.
import { EutilsClient } from '@lifesci/eutils';
import { traceRedis, traceFetch } from './trace.mjs';

const job = JSON.parse(process.argv[2] ?? '{}');
const trace = job.trace ? { grants: [], fetches: new Map() } : undefined;
const redis = trace ? await traceRedis(job.redis, trace.grants) : job.redis;
const client = new EutilsClient({
  baseUrls: { eutils: job.eutilsUrl },
  apiKey: job.apiKey,
  // The documented 10/s with a key, as one budget for every process on this Redis and id.
  rateLimit: { redis, id: job.budgetId },
  ...(trace ? { fetch: traceFetch(trace.fetches) } : {}),
});
await (await fetch('data:text/plain,warm')).text();
let done = 0;
let failed = 0;
await Promise.all(
  Array.from({ length: job.calls }, async (_, i) => {
    const term = `w${job.worker}c${i}[All Fields]`;
    try {
      await client.esearch({ db: 'gene', term, retmax: 1 });
      done++;
    } catch {
      failed++;
    }
    const line = { worker: job.worker, done, failed };
    if (trace) Object.assign(line, { term, fetches: trace.fetches.get(term) });
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }),
);
if (trace) process.stdout.write(`${JSON.stringify({ worker: job.worker, grants: trace.grants })}\n`);
await (await client.limiter()).stop();
// A client we made ourselves stays open after the limiter stops (the limiter leaves it to us).
if (typeof redis !== 'string') await redis.quit();
