import { suiteFigures } from '../suite-figures.js';
import type { Benchmark } from '../types.js';

interface SoakFigures {
  methods: number;
  seeds: number;
  records: number;
  lost: number;
  duplicated: number;
  requests: number;
  cleanRequests: number;
  faulted: number;
  kinds: Record<string, number>;
}

/**
 * Issue 14's fault-soak figures for RESULTS.md. The soak is a test (tooling/security
 * test/soak.long.test.ts: every paged or streamed method of the umbrella, and the batch lookups,
 * against the emulator with 20 % of requests faulted, must return exactly the fault-free records);
 * this runs that same suite and records what it counted, so the figures and the assertions cannot
 * drift apart.
 */
export const faultSoak: Benchmark = {
  id: 'fault-soak',
  async run() {
    const { figures, passed, ms } = suiteFigures<SoakFigures>(
      'test/soak.long.test.ts',
      'LIFESCI_SOAK_FIGURES',
    );
    const retries = figures.requests - figures.cleanRequests;
    return [
      {
        name: `fault soak: ${figures.methods} paged, streamed and batch methods (every service) x at least ${figures.seeds} fault seeds at rate 0.2`,
        measured: `${passed ? 'same records as the fault-free run in every run' : 'FAILED: a run differed'}; ${figures.records.toLocaleString('en-US')} records checked, ${figures.lost} lost, ${figures.duplicated} duplicated`,
        target: 'identical records, none lost or duplicated',
        pass: passed,
        // Counts, not timings: runs is the fault seeds they were counted over.
        runs: figures.seeds,
        notes: `suite tooling/security/test/soak.long.test.ts, ${(ms / 1000).toFixed(0)} s`,
      },
      {
        name: 'fault soak: faults injected and retries made',
        measured: `${figures.faulted} of ${figures.requests} requests faulted (${Object.entries(figures.kinds)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}); ${retries} requests beyond the ${figures.cleanRequests} of fault-free runs`,
        target: 'all six fault kinds injected',
        pass: Object.keys(figures.kinds).length >= 6,
        runs: figures.seeds,
        notes: 'emulator limits and client budgets off: the soak measures recovery, not pacing',
      },
    ];
  },
};
