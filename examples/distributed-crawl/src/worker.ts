// One crawl worker: fetches the studies it was handed, spending the budget every worker shares
// through Redis. Started by crawl.ts with its job as JSON in argv[2]; reports JSON on stdout.
import { TrialsClient } from '@lifesci/trials';
import { budget } from './budget.js';

export interface WorkerJob {
  worker: number;
  trialsUrl: string;
  redis: string;
  budgetId: string;
  perSecond?: number;
  ids: string[];
}

const job = JSON.parse(process.argv[2] ?? '{}') as WorkerJob;
const client = new TrialsClient({
  baseUrls: { trials: job.trialsUrl },
  // One id + one Redis = one budget for every process; without perSecond, the documented 50/minute.
  rateLimit: { redis: job.redis, id: job.budgetId, ...budget(job.perSecond) },
});
// Node loads its fetch (undici) on the first call, tens of ms after the limiter granted that
// request's slot, so a fresh process's first request reaches the server late and bunches up with
// the next. Loading it before taking any slot keeps arrivals as evenly spaced as the starts.
await (await fetch('data:text/plain,warm')).text();
let fetched = 0;
try {
  for (const id of job.ids) {
    const study = await client.studies.get(id);
    if (study.protocolSection?.identificationModule?.nctId === id) fetched++;
  }
} finally {
  // The limiter holds the Redis connection made from the URL; stop() closes it so the process exits.
  await (await client.limiter()).stop();
}
process.stdout.write(`${JSON.stringify({ worker: job.worker, fetched })}\n`);
