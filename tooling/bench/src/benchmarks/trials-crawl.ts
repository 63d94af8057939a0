import { limiterRegistry } from '@lifesci/core';
import { startEmulator } from '@lifesci/emulator';
import { TRIALS_LIMITS, TrialsClient, type TrialsClientOptions } from '@lifesci/trials';
import { formatFigure, median, spread } from '../stats.js';
import type { Benchmark } from '../types.js';

const PAGE_SIZE = 100;
const ROUNDS = 5;

interface Crawl {
  wallMs: number;
  requests: number;
  tooMany: number;
  studies: number;
  distinct: number;
}

/**
 * One crawl of every study of a fresh emulated registry (documented limits on: 50 in any 60 s
 * window, 429 above it) at pageSize 100, as a user would: 25 full pages plus the empty page behind
 * the trailing token. A fresh emulator per crawl, so no crawl starts on a window another filled.
 */
async function crawl(rateLimit: TrialsClientOptions['rateLimit'], run: number): Promise<Crawl> {
  const emulator = await startEmulator({ services: ['trials'], limits: 'documented' });
  try {
    const baseUrl = emulator.baseUrls.trials;
    if (baseUrl === undefined) throw new Error('the emulator hands out no trials address');
    const limit = rateLimit === false ? false : { id: `bench-trials-crawl-${run}`, ...rateLimit };
    const trials = new TrialsClient({ baseUrl, rateLimit: limit });
    const started = performance.now();
    const ids = new Set<string>();
    let studies = 0;
    for await (const s of trials.studies.list({ pageSize: PAGE_SIZE, fields: ['NCTId'] })) {
      studies += 1;
      ids.add(s.protocolSection?.identificationModule?.nctId ?? '');
    }
    const wallMs = performance.now() - started;
    const log = emulator.requests.filter((r) => r.service === 'trials');
    return {
      wallMs,
      requests: log.length,
      tooMany: log.filter((r) => r.status === 429).length,
      studies,
      distinct: ids.size,
    };
  } finally {
    await emulator.close();
    await limiterRegistry.clear();
  }
}

/**
 * The trials crawl with the default budget (50/minute spent as a window: the crawl's 26 requests
 * fit in one window, so none waits) against the same crawl with limiting off, in alternating
 * rounds; then once with `pacing: 'even'` (every request 1.2 s after the one before, the former
 * default), for the side-by-side figure.
 */
export const trialsCrawl: Benchmark = {
  id: 'trials-crawl',
  async run() {
    const windowed: Crawl[] = [];
    const off: Crawl[] = [];
    // Warm the process (JIT, the emulator's data) once, outside the figures.
    await crawl(false, -1);
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % 2 === 0;
      (first ? off : windowed).push(await crawl(first ? false : {}, round));
      (first ? windowed : off).push(await crawl(first ? {} : false, round + ROUNDS));
    }
    const even = await crawl({ pacing: 'even' }, 2 * ROUNDS);
    const ratios = windowed.map((w, i) => w.wallMs / (off[i] as Crawl).wallMs);
    const s = spread(ratios, '×');
    const requests = windowed[0]?.requests ?? 0;
    const walls = (runs: Crawl[]) => runs.map((c) => (c.wallMs / 1000).toFixed(3)).join(', ');
    const complete = [...windowed, ...off, even].every((c) => c.distinct === c.studies && c.studies > 0);
    const tooMany = [...windowed, ...off, even].reduce((sum, c) => sum + c.tooMany, 0);
    const evenMinimumMs = (even.requests - 1) * (60_000 / TRIALS_LIMITS.perMinute);
    return [
      {
        name: `Trials crawl: ${windowed[0]?.studies ?? 0} studies, pageSize ${PAGE_SIZE}, ${requests} requests, default budget (50 per 60 s window) against limiting off`,
        measured: `median ${formatFigure(median(windowed.map((c) => c.wallMs)) / 1000, 's')} vs ${formatFigure(median(off.map((c) => c.wallMs)) / 1000, 's')} off = ${formatFigure(s.median, '×')} (median round)`,
        target: '≤ 1.5× limiting off',
        pass: s.median <= 1.5 && complete,
        ...s,
        notes: `rounds alternate which crawl goes first; each crawl on a fresh emulator; walls (s), window: ${walls(windowed)}; off: ${walls(off)}`,
      },
      {
        name: `Trials crawl, same ${even.requests} requests with pacing: 'even' (1.2 s between starts, the former default)`,
        measured: `${formatFigure(even.wallMs / 1000, 's')} = ${formatFigure(even.wallMs / median(windowed.map((c) => c.wallMs)), '×')} the window-paced crawl; ${formatFigure(even.wallMs / evenMinimumMs, '×')} its (requests − 1) × 1.2 s minimum`,
        target: 'reference',
        pass: true,
        ...spread([even.wallMs / evenMinimumMs], '×'),
        notes: 'one crawl of about 30 s, in the same run as the row above',
      },
      {
        name: 'Trials crawl: 429 answers from the emulator',
        measured: String(tooMany),
        target: '0',
        pass: tooMany === 0,
        runs: windowed.length + off.length + 1,
        notes: 'the emulator enforces 50 per any 60 s window; every crawl above counted',
      },
    ];
  },
};
