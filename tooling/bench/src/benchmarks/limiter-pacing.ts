import { BaseClient, limiterRegistry } from '@lifesci/core';
import { startBenchServer } from '../server.js';
import { formatFigure, spread } from '../stats.js';
import type { Benchmark } from '../types.js';

const N = 2_000;
const RPS = 100;
const RUNS = 5;
/**
 * The least a sliding 1 s window allows: 20 windows of 100, the last one starting no sooner than
 * 19 s after the first (its 100 requests then go out as fast as loopback answers).
 */
const IDEAL_MS = (Math.ceil(N / RPS) - 1) * 1000;

/** 2,000 sequential GETs through a 100 rps budget (window pacing), five times. */
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
        target: `median within 5% of ${IDEAL_MS / 1000} s, none faster`,
        pass: Math.min(...ratios) >= 1 - 0.001 && s.median <= 1.05,
        ...s,
        notes: `runs (s): ${walls.map((ms) => (ms / 1000).toFixed(2)).join(', ')}; each window's 100 go out as fast as loopback answers, the next when the first has left the window (checked 10 ms long, a request counted from its answer)`,
      },
    ];
  },
};
