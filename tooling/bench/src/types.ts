/** One line of RESULTS.md. */
export interface BenchResult {
  name: string;
  measured: string;
  target: string;
  pass: boolean;
  notes?: string;
}

export interface Benchmark {
  /** Short id used to pick benchmarks on the command line. */
  id: string;
  run(): Promise<BenchResult[]>;
}
