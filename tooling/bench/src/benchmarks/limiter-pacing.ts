import { BaseClient, limiterRegistry, minTimeFor, WINDOW_JITTER_MS } from '@lifesci/core';
import { startBenchServer } from '../server.js';
import { formatFigure, spread } from '../stats.js';
import type { Benchmark } from '../types.js';

const N = 2_000;
const RPS = 100;
const RUNS = 5;
const IDEAL_MS = (N / RPS) * 1000;

/** 2,000 sequential GETs through a 100 rps budget, five times: the limit implies 20 s a run. */
export const limiterPacing: Benchmark = {
  id: 'limiter',
  async run() {
    const server = await startBenchServer();
    const walls: number[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        // A budget of its own per run, so no run starts on the window the one before it filled.
        const client = new BaseClient(
          {
            service: 'bench',
            baseUrls: { default: server.url },
            limiterId: `bench-100rps-${run}`,
            limits: { perSecond: RPS },
          },
          {},
        );
        const t0 = performance.now();
        for (let i = 0; i < N; i++) await client.request({ path: '/ping' });
        walls.push(performance.now() - t0);
      }
    } finally {
      await server.close();
      await limiterRegistry.clear();
    }
    const ratios = walls.map((ms) => ms / IDEAL_MS);
    const s = spread(ratios, '×');
    return [
      {
        name: `${N} sequential GETs, limiter at ${RPS} rps`,
        measured: `median ${formatFigure(s.median * (IDEAL_MS / 1000), 's')} = ${formatFigure(s.median, '×')} the ${IDEAL_MS / 1000} s the limit implies (worst ${formatFigure(Math.max(...ratios), '×')})`,
        target: 'median within 5% of 20 s (≤ 21 s), none faster than 20 s',
        pass: Math.min(...ratios) >= 1 - 0.001 && s.median <= 1.05,
        ...s,
        notes: `runs (s): ${walls.map((ms) => (ms / 1000).toFixed(2)).join(', ')}; requests start ${minTimeFor({ perSecond: RPS }).toFixed(2)} ms apart (the 10 ms gap + 3.5%: every 1 s window keeps ${WINDOW_JITTER_MS} ms of slack for late arrivals), so a sliding-window server never sees a burst`,
      },
    ];
  },
};
