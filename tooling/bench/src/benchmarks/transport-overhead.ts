import { BaseClient } from '@lifesci/core';
import { startBenchServer } from '../server.js';
import type { Benchmark } from '../types.js';

const N = 2_000;
const BLOCK = 100;
const ROUNDS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * 2,000 sequential GETs to a loopback server: BaseClient (limiter off) against raw fetch. The two
 * run in alternating blocks of 100 so that load from elsewhere on the machine hits both alike,
 * five times over; the ratio compares the fastest run of each (the run least disturbed by other
 * processes), and the median ratio is reported next to it.
 */
export const transportOverhead: Benchmark = {
  id: 'transport',
  async run() {
    const server = await startBenchServer();
    const client = new BaseClient(
      { service: 'bench', baseUrls: { default: server.url }, limiterId: 'bench', limits: {} },
      { rateLimit: false },
    );
    const url = `${server.url}/studies/NCT02576665`;
    const raw = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const response = await fetch(url);
        await response.json();
      }
    };
    const core = async (n: number) => {
      for (let i = 0; i < n; i++) await client.request({ path: '/studies/NCT02576665' });
    };
    const timed = async (fn: (n: number) => Promise<void>) => {
      const t0 = performance.now();
      await fn(BLOCK);
      return performance.now() - t0;
    };
    // Warm both paths (JIT, keep-alive sockets) before measuring.
    await raw(300);
    await core(300);
    const rawTotals: number[] = [];
    const coreTotals: number[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let rawMs = 0;
      let coreMs = 0;
      for (let block = 0; block < N / BLOCK; block++) {
        if (block % 2 === 0) {
          rawMs += await timed(raw);
          coreMs += await timed(core);
        } else {
          coreMs += await timed(core);
          rawMs += await timed(raw);
        }
      }
      rawTotals.push(rawMs);
      coreTotals.push(coreMs);
      ratios.push(coreMs / rawMs);
    }
    await server.close();
    const rawMs = Math.min(...rawTotals);
    const coreMs = Math.min(...coreTotals);
    const ratio = coreMs / rawMs;
    return [
      {
        name: `${N} sequential GETs, raw fetch (fastest of ${ROUNDS} runs)`,
        measured: `${rawMs.toFixed(0)} ms (${((rawMs * 1000) / N).toFixed(0)} µs/request)`,
        target: 'baseline',
        pass: true,
      },
      {
        name: `${N} sequential GETs, BaseClient, limiter off (fastest of ${ROUNDS} runs)`,
        measured: `${coreMs.toFixed(0)} ms (${((coreMs * 1000) / N).toFixed(0)} µs/request) = ${ratio.toFixed(2)}× raw (median run ratio ${median(ratios).toFixed(2)}×)`,
        target: '≤ 1.30× raw fetch',
        pass: ratio <= 1.3,
      },
    ];
  },
};
