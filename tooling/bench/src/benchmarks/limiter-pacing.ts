import { BaseClient, limiterRegistry, minTimeFor, WINDOW_JITTER_MS } from '@lifesci/core';
import { startBenchServer } from '../server.js';
import type { Benchmark } from '../types.js';

const N = 2_000;
const RPS = 100;

/** 2,000 sequential GETs through a 100 rps budget: the limit implies 20 s. */
export const limiterPacing: Benchmark = {
  id: 'limiter',
  async run() {
    const server = await startBenchServer();
    const client = new BaseClient(
      {
        service: 'bench',
        baseUrls: { default: server.url },
        limiterId: 'bench-100rps',
        limits: { perSecond: RPS },
      },
      {},
    );
    const t0 = performance.now();
    for (let i = 0; i < N; i++) await client.request({ path: '/ping' });
    const ms = performance.now() - t0;
    await server.close();
    await limiterRegistry.clear();
    const ideal = (N / RPS) * 1000;
    const ratio = ms / ideal;
    return [
      {
        name: `${N} sequential GETs, limiter at ${RPS} rps`,
        measured: `${(ms / 1000).toFixed(2)} s = ${ratio.toFixed(3)}× the ${ideal / 1000} s the limit implies`,
        target: 'within 5% of 20 s (≤ 21 s)',
        pass: ratio >= 1 - 0.001 && ratio <= 1.05,
        notes: `requests start ${minTimeFor({ perSecond: RPS }).toFixed(2)} ms apart (the 10 ms gap + 3.5%: every 1 s window keeps ${WINDOW_JITTER_MS} ms of slack for late arrivals), so a sliding-window server never sees a burst`,
      },
    ];
  },
};
