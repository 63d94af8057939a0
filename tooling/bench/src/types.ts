import type { Unit } from './stats.js';

/** The 1-minute load average (`os.loadavg()[0]`) sampled while one benchmark ran. */
export interface LoadAverage {
  /** Median of the samples (taken at the start, every few seconds, and at the end). */
  median: number;
  max: number;
}

/** One line of RESULTS.md. */
export interface BenchResult {
  name: string;
  /** The headline: the median where there are several runs, never the best one. */
  measured: string;
  target: string;
  pass: boolean;
  notes?: string;
  /** How many runs the figure comes from (a count such as 429 answers: the runs it was counted over). */
  runs?: number;
  /** Fastest (smallest) and median of the per-run figures, in `unit`; absent for counts and sizes. */
  min?: number;
  median?: number;
  unit?: Unit;
  /** Filled by the runner for every row of a benchmark, so no benchmark reports it its own way. */
  loadAverage?: LoadAverage;
  /** Set by the runner when the benchmark threw instead of returning rows. */
  error?: string;
}

export interface Benchmark {
  /** Short id used to pick benchmarks on the command line. */
  id: string;
  run(): Promise<BenchResult[]>;
}
