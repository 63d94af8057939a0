import { isDeepStrictEqual } from 'node:util';
import { ClinicalVariantsClient } from '@lifesci/clinical-variants';
import type { BatchResult } from '@lifesci/core';
import { GenesClient } from '@lifesci/genes';
import { spread } from '../stats.js';
import type { Benchmark, BenchResult } from '../types.js';
import { startEmulatorThread } from './genes-emulator-thread.js';

const CALLS = 40;

interface Lookup {
  /** Ids for the concurrent single-id calls. */
  ids(): Promise<string[]>;
  /** One call's answer for these ids, by id. */
  summaries(ids: string[]): Promise<BatchResult<string, unknown>>;
}

interface CoalescingRun {
  requests: number;
  tooMany: number;
  ms: number;
  identical: boolean;
}

/**
 * Issue 17: 40 concurrent single-id `summaries([id])` calls behind a 3/s budget go out as a few
 * batched ESummary requests, each caller getting its own record. Measured against the emulator
 * on its own thread with NCBI's documented limit enforced (429 above 3/s).
 */
async function measure(make: (baseUrls: Record<string, string>) => Lookup): Promise<CoalescingRun> {
  const emulator = await startEmulatorThread({ services: ['eutils'], limits: 'documented' });
  try {
    const lookup = make(emulator.baseUrls);
    const ids = (await lookup.ids()).slice(0, CALLS);
    // Every reference value lines up with its id: no failures in the one call.
    if (ids.length < CALLS) throw new Error(`the emulator gave only ${ids.length} ids`);
    // One call to compare against; then the 40 arrive 10 ms apart (not in one tick) while the
    // budget is being spent, so they merge because they wait for a slot, not because they
    // happened to start together.
    const reference = await lookup.summaries(ids);
    if (reference.failures.length) throw new Error('the reference call had per-id failures');
    const before = (await emulator.requests()).length;
    const started = performance.now();
    const answers = await Promise.all(
      ids.map(
        (id, i) =>
          new Promise<BatchResult<string, unknown>>((resolve, reject) =>
            setTimeout(() => lookup.summaries([id]).then(resolve, reject), i * 10),
          ),
      ),
    );
    const ms = performance.now() - started;
    const log = (await emulator.requests()).slice(before).filter((e) => e.path.startsWith('/esummary'));
    const identical = answers.every(
      (answer, i) => answer.failures.length === 0 && isDeepStrictEqual(answer.values[0], reference.values[i]),
    );
    return { requests: log.length, tooMany: log.filter((e) => e.status === 429).length, ms, identical };
  } finally {
    await emulator.close();
  }
}

const row = (what: string, r: CoalescingRun): BenchResult => ({
  name: `${CALLS} concurrent ${what}([oneId]) at 3 requests/s, arriving 10 ms apart`,
  measured: `${r.requests} ESummary request(s), ${(r.ms / 1000).toFixed(2)} s; ${r.tooMany} × 429; answers ${r.identical ? 'identical to' : 'DIFFERENT from'} one summaries(ids) call`,
  target: '≤ 4 requests, < 2 s, identical answers',
  pass: r.requests <= 4 && r.ms < 2_000 && r.identical && r.tooMany === 0,
  ...spread([r.ms / 1000], 's'),
  notes: 'before coalescing: 40 requests, 13.5 s (issue 17)',
});

export const coalescing: Benchmark = {
  id: 'coalescing',
  async run() {
    const genes = await measure((baseUrls) => {
      const client = new GenesClient({ baseUrls });
      return {
        ids: () => client.search({ organism: 'Homo sapiens' }, { retmax: CALLS }).toArray({ limit: CALLS }),
        summaries: (ids) => client.summaries(ids),
      };
    });
    const variants = await measure((baseUrls) => {
      const client = new ClinicalVariantsClient({ baseUrls });
      return {
        ids: () => client.search('BRCA1[gene]', { retmax: CALLS }).toArray({ limit: CALLS }),
        summaries: (ids) => client.summaries(ids),
      };
    });
    return [row('genes.summaries', genes), row('clinicalVariants.summaries', variants)];
  },
};
