import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BaseClient, limiterRegistry } from '@lifesci/core';
import ky from 'ky';
import { startBenchServer } from '../server.js';
import { formatFigure, median, spread } from '../stats.js';
import type { Benchmark } from '../types.js';

const N = 2_000;
/** Requests per second far above what sequential loopback requests reach. */
const HIGH = 1_000_000;
const BLOCK = 100;
const ROUNDS = 5;

type Loop = (n: number) => Promise<void>;

/**
 * Total ms of each loop over N / BLOCK blocks, the order rotated every block so load from
 * elsewhere on the machine hits every loop alike.
 */
async function rotatedBlocks(loops: Loop[], timed: (fn: Loop) => Promise<number>): Promise<number[]> {
  const totals = loops.map(() => 0);
  for (let block = 0; block < N / BLOCK; block++) {
    for (let k = 0; k < loops.length; k++) {
      const at = (k + block) % loops.length;
      totals[at] = (totals[at] as number) + (await timed(loops[at] as Loop));
    }
  }
  return totals;
}

/**
 * 2,000 sequential GETs to a loopback server: BaseClient (limiter off) against raw fetch. The two
 * run in alternating blocks of 100 so that load from elsewhere on the machine hits both alike,
 * five times over; each ratio is taken within a run (the loops shared its load) and the headline
 * is the median run, the fastest beside it.
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
    const bare = async (n: number) => {
      for (let i = 0; i < n; i++) await ky.get(url).json();
    };
    const core = async (n: number) => {
      for (let i = 0; i < n; i++) await client.request({ path: '/studies/NCT02576665' });
    };
    // The limiter at a limit far above what loopback reaches: its own cost per request. Window
    // pacing without a concurrency limit runs on the window gate alone; with one, every request
    // also takes a Bottleneck job (the path of every budget that limits concurrency).
    const limitedClient = (id: string, rateLimit: { perSecond: number; concurrency?: number }) =>
      new BaseClient(
        { service: 'bench', baseUrls: { default: server.url }, limiterId: id, limits: {} },
        { rateLimit: { id, ...rateLimit } },
      );
    const windowClient = limitedClient('bench-high-window', { perSecond: HIGH });
    const bottleneckClient = limitedClient('bench-high-bottleneck', { perSecond: HIGH, concurrency: 1000 });
    const windowed = async (n: number) => {
      for (let i = 0; i < n; i++) await windowClient.request({ path: '/studies/NCT02576665' });
    };
    const bottlenecked = async (n: number) => {
      for (let i = 0; i < n; i++) await bottleneckClient.request({ path: '/studies/NCT02576665' });
    };
    const timed = async (fn: (n: number) => Promise<void>) => {
      const t0 = performance.now();
      await fn(BLOCK);
      return performance.now() - t0;
    };
    // Warm both paths (JIT, keep-alive sockets) before measuring.
    await raw(300);
    await bare(300);
    await core(300);
    await windowed(300);
    await bottlenecked(300);
    const rawTotals: number[] = [];
    const kyTotals: number[] = [];
    const coreTotals: number[] = [];
    const windowTotals: number[] = [];
    const bottleneckTotals: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [rawMs = 0, kyMs = 0, coreMs = 0, windowMs = 0, bottleneckMs = 0] = await rotatedBlocks(
        [raw, bare, core, windowed, bottlenecked],
        timed,
      );
      rawTotals.push(rawMs);
      kyTotals.push(kyMs);
      coreTotals.push(coreMs);
      windowTotals.push(windowMs);
      bottleneckTotals.push(bottleneckMs);
    }
    await limiterRegistry.clear();
    await server.close();
    // A near service: the server answers after 5 ms; BaseClient against raw fetch.
    const slow = createServer((_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      }, 5);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const slowClient = new BaseClient(
      { service: 'bench', baseUrls: { default: slowUrl }, limiterId: 'bench-slow', limits: {} },
      { rateLimit: false },
    );
    const slowRaw = async (n: number) => {
      for (let i = 0; i < n; i++) await (await fetch(`${slowUrl}/x`)).json();
    };
    const slowCore = async (n: number) => {
      for (let i = 0; i < n; i++) await slowClient.request({ path: '/x' });
    };
    const slowKy = async (n: number) => {
      for (let i = 0; i < n; i++) await ky.get(`${slowUrl}/x`).json();
    };
    await slowRaw(50);
    await slowKy(50);
    await slowCore(50);
    const [slowRawMs = 0, slowKyMs = 0, slowCoreMs = 0] = await rotatedBlocks(
      [slowRaw, slowKy, slowCore],
      timed,
    );
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
    const slowRatio = slowCoreMs / slowRawMs;
    const perRound = (a: number[], b: number[]) => a.map((x, i) => x / (b[i] as number));
    const kyOverRaw = median(perRound(kyTotals, rawTotals));
    const coreOverKy = spread(perRound(coreTotals, kyTotals), '×');
    const coreOverRaw = spread(perRound(coreTotals, rawTotals), '×');
    const perRequest = (ms: number) => `${((ms * 1000) / N).toFixed(0)} µs/request`;
    const kyRuns = spread(kyTotals, 'ms');
    const rawRuns = spread(rawTotals, 'ms');
    const coreMs = median(coreTotals);
    // Per request, within each round: (limited client − bare ky) / N, in ms.
    const overhead = (totals: number[]) =>
      spread(
        totals.map((t, i) => (t - (kyTotals[i] as number)) / N),
        'ms',
      );
    const windowOverhead = overhead(windowTotals);
    const bottleneckOverhead = overhead(bottleneckTotals);
    const offOverhead = overhead(coreTotals);
    return [
      {
        name: `${N} sequential GETs, BaseClient with a limit far above the load (${HIGH.toLocaleString('en')}/s, window pacing): cost per request over bare ky`,
        measured: `median ${windowOverhead.median.toFixed(3)} ms/request (limiter off: ${offOverhead.median.toFixed(3)} ms, so the limiter itself ${(windowOverhead.median - offOverhead.median).toFixed(3)} ms)`,
        target: '≤ 0.5 ms/request over bare ky (median round)',
        pass: windowOverhead.median <= 0.5,
        ...windowOverhead,
        notes:
          'the window gate alone: no Bottleneck job or timer per request; rounds of rotated blocks with the rows below',
      },
      {
        name: `${N} sequential GETs, same limit plus concurrency 1000 (kept by a count of running jobs): cost per request over bare ky`,
        measured: `median ${bottleneckOverhead.median.toFixed(3)} ms/request`,
        target: '≤ 0.5 ms/request over bare ky (median round)',
        pass: bottleneckOverhead.median <= 0.5,
        ...bottleneckOverhead,
        notes:
          'the path of budgets with a concurrency limit (structures, compounds, preprints, predicted-structures, gateway): no Bottleneck job or timer per request in one process',
      },
      {
        name: `${N} sequential GETs, bare ky.get().json()`,
        measured: `median ${formatFigure(kyRuns.median, 'ms')} (${perRequest(kyRuns.median)}) = ${formatFigure(kyOverRaw, '×')} raw (median run ratio)`,
        target: 'baseline',
        pass: true,
        ...kyRuns,
      },
      {
        name: `${N} sequential GETs, BaseClient (on ky), limiter off, against bare ky`,
        measured: `median run ratio ${formatFigure(coreOverKy.median, '×')} bare ky`,
        target: '≤ 1.15× bare ky (median run)',
        pass: coreOverKy.median <= 1.15,
        ...coreOverKy,
      },
      {
        name: `${N} sequential GETs, server answering after 5 ms: BaseClient against raw fetch`,
        measured: `${slowCoreMs.toFixed(0)} ms vs ${slowRawMs.toFixed(0)} ms = ${formatFigure(slowRatio, '×')} raw`,
        target: '≤ 1.02× raw fetch',
        pass: slowRatio <= 1.02,
        ...spread([slowRatio], '×'),
        notes: 'one run of rotated blocks, not repeated (2000 requests × 3 loops at ≥ 5 ms each)',
      },
      {
        // The floor ky itself sets under BaseClient (the design card's transport): context for the row above.
        name: `${N} sequential GETs, server answering after 5 ms: bare ky against raw fetch`,
        measured: `${slowKyMs.toFixed(0)} ms vs ${slowRawMs.toFixed(0)} ms = ${formatFigure(slowKyMs / slowRawMs, '×')} raw; BaseClient ${formatFigure(slowCoreMs / slowKyMs, '×')} bare ky`,
        target: 'baseline',
        pass: true,
        ...spread([slowKyMs / slowRawMs], '×'),
        notes: 'the same run as the row above',
      },
      {
        name: `${N} sequential GETs, raw fetch`,
        measured: `median ${formatFigure(rawRuns.median, 'ms')} (${perRequest(rawRuns.median)})`,
        target: 'baseline',
        pass: true,
        ...rawRuns,
      },
      {
        name: `${N} sequential GETs, BaseClient, limiter off, against raw fetch`,
        measured: `median ${formatFigure(coreMs, 'ms')} (${perRequest(coreMs)}); median run ratio ${formatFigure(coreOverRaw.median, '×')} raw`,
        target: '≤ 1.30× raw fetch (median run)',
        pass: coreOverRaw.median <= 1.3,
        ...coreOverRaw,
      },
    ];
  },
};
