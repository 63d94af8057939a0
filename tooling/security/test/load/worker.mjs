// One load worker (a separate process): fires all its calls at once on the E-utilities client,
// every process spending one budget kept in Redis. Job as JSON in argv[2]; prints a JSON line of
// progress after each answer, so the test can kill one worker mid-run.
import { EutilsClient } from '@lifesci/eutils';

const job = JSON.parse(process.argv[2] ?? '{}');
const client = new EutilsClient({
  baseUrls: { eutils: job.eutilsUrl },
  apiKey: job.apiKey,
  // The documented 10/s with a key, as one budget for every process on this Redis and id.
  rateLimit: { redis: job.redis, id: job.budgetId },
});
await (await fetch('data:text/plain,warm')).text();
let done = 0;
let failed = 0;
await Promise.all(
  Array.from({ length: job.calls }, async (_, i) => {
    try {
      await client.esearch({ db: 'gene', term: `w${job.worker}c${i}[All Fields]`, retmax: 1 });
      done++;
    } catch {
      failed++;
    }
    process.stdout.write(`${JSON.stringify({ worker: job.worker, done, failed })}\n`);
  }),
);
await (await client.limiter()).stop();
