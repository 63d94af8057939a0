import { limiterRegistry } from '@lifesci/core';
import { startEmulator } from '@lifesci/emulator';
import { TRIALS_LIMITS, TrialsClient } from '@lifesci/trials';
import { spread } from '../stats.js';
import type { Benchmark } from '../types.js';

const PAGE_SIZE = 100;
const GAP_MS = 60_000 / TRIALS_LIMITS.perMinute;

/**
 * Issue 3: crawl every study of the emulated registry (documented limits on) at pageSize 100, as
 * a user would (no countTotal: 25 full pages plus the empty page behind the trailing token), and
 * compare the wall time with the minimum an even 50/minute pace allows: (requests − 1) × 1.2 s.
 * Even pacing is what keeps a long crawl inside every 60 s window; a burst would only look faster
 * for the first 50 requests.
 */
export const trialsCrawl: Benchmark = {
  id: 'trials-crawl',
  async run() {
    const emulator = await startEmulator({ services: ['trials'], limits: 'documented' });
    try {
      const baseUrl = emulator.baseUrls.trials;
      if (baseUrl === undefined) throw new Error('the emulator hands out no trials address');
      // A budget of its own, at the client's default 50/minute, so nothing else spent from it.
      const trials = new TrialsClient({ baseUrl, rateLimit: { id: 'bench-trials-crawl' } });
      const started = performance.now();
      const ids = new Set<string>();
      let studies = 0;
      for await (const s of trials.studies.list({ pageSize: PAGE_SIZE, fields: ['NCTId'] })) {
        studies += 1;
        ids.add(s.protocolSection?.identificationModule?.nctId ?? '');
      }
      const wallMs = performance.now() - started;
      const log = emulator.requests.filter((r) => r.service === 'trials');
      const tooMany = log.filter((r) => r.status === 429).length;
      const minimumMs = (log.length - 1) * GAP_MS;
      const ratio = wallMs / minimumMs;
      return [
        {
          name: `Trials crawl: ${studies} studies, pageSize ${PAGE_SIZE}, ${log.length} requests at 50/min`,
          measured: `${(wallMs / 1000).toFixed(2)} s = ${ratio.toFixed(3)}× the ${(minimumMs / 1000).toFixed(1)} s minimum`,
          target: '≤ 1.05× the minimum',
          pass: ratio <= 1.05 && ids.size === studies,
          // One crawl (about 30 s): the figure of a single run.
          ...spread([ratio], '×'),
          notes: `${ids.size} distinct studies; minimum = (requests − 1) × 1.2 s`,
        },
        {
          name: 'Trials crawl: 429 answers from the emulator',
          measured: String(tooMany),
          target: '0',
          pass: tooMany === 0,
          runs: 1,
          notes: 'the emulator enforces 50 per any 60 s window',
        },
      ];
    } finally {
      await emulator.close();
      await limiterRegistry.clear();
    }
  },
};
