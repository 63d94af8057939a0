import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TrialsClient } from '@lifesci/trials';
import { budget } from './budget.js';
import type { WorkerJob } from './worker.js';

const run = promisify(execFile);

export interface DistributedCrawlOptions {
  /** Base address of ClinicalTrials.gov (an emulator's `baseUrls.trials`). */
  trialsUrl: string;
  /** `redis://host:port` shared by every worker. */
  redis: string;
  /** Worker processes (default 2). */
  workers?: number;
  /** How many studies to crawl (default 24). */
  studies?: number;
  /** The shared budget in requests per second (default: the documented 50/minute). */
  perSecond?: number;
  /** Budget id (default 'distributed-crawl'); every process using it shares one budget. */
  budgetId?: string;
  /** The built worker script (default: worker.js next to this file). */
  workerPath?: string;
}

/** Lists `studies` NCT numbers, deals them round-robin to worker processes, waits for them all. */
export async function distributedCrawl(
  options: DistributedCrawlOptions,
): Promise<{ worker: number; fetched: number }[]> {
  const budgetId = options.budgetId ?? 'distributed-crawl';
  const shared = { redis: options.redis, id: budgetId, ...budget(options.perSecond) };
  const lister = new TrialsClient({ baseUrls: { trials: options.trialsUrl }, rateLimit: shared });
  let ids: string[];
  try {
    const studies = await lister.studies.list({ pageSize: options.studies ?? 24, fields: ['NCTId'] });
    ids = studies.items
      .map((study) => study.protocolSection?.identificationModule?.nctId ?? '')
      .filter(Boolean);
  } finally {
    await (await lister.limiter()).stop();
  }
  const count = options.workers ?? 2;
  const script = options.workerPath ?? fileURLToPath(new URL('./worker.js', import.meta.url));
  const jobs = Array.from(
    { length: count },
    (_, worker): WorkerJob => ({
      worker,
      trialsUrl: options.trialsUrl,
      redis: options.redis,
      budgetId,
      ...(options.perSecond ? { perSecond: options.perSecond } : {}),
      ids: ids.filter((_, i) => i % count === worker),
    }),
  );
  const outputs = await Promise.all(jobs.map((job) => run(process.execPath, [script, JSON.stringify(job)])));
  return outputs.map(({ stdout }) => JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}'));
}

/** The most request arrivals (ms timestamps) inside any window of `windowMs`. */
export function maxInWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}
