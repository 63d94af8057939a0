import { fileURLToPath } from 'node:url';
import { bundleSize } from './benchmarks/bundle-size.js';
import { coalescing } from './benchmarks/coalescing.js';
import { contentCoding } from './benchmarks/content-coding.js';
import { distributedLoad } from './benchmarks/distributed-load.js';
import { eSummaryParse } from './benchmarks/esummary-parse.js';
import { faultSoak } from './benchmarks/fault-soak.js';
import { genesEfetchParse } from './benchmarks/genes-efetch-parse.js';
import { genesSummaries } from './benchmarks/genes-summaries.js';
import { gwasSumstats } from './benchmarks/gwas-sumstats.js';
import { hostileBodies } from './benchmarks/hostile-bodies.js';
import { importTime } from './benchmarks/import-time.js';
import { limiterPacing } from './benchmarks/limiter-pacing.js';
import { transportOverhead } from './benchmarks/transport-overhead.js';
import { trialsCrawl } from './benchmarks/trials-crawl.js';
import { typeCostBenchmark } from './benchmarks/type-cost.js';
import { sampleLoad } from './load.js';
import { type Ran, updateResults } from './results.js';
import type { Benchmark, BenchResult } from './types.js';

// One file per benchmark under benchmarks/; add new ones here.
const benchmarks: Benchmark[] = [
  transportOverhead,
  limiterPacing,
  trialsCrawl,
  genesSummaries,
  coalescing,
  genesEfetchParse,
  eSummaryParse,
  importTime,
  hostileBodies,
  contentCoding,
  faultSoak,
  distributedLoad,
  bundleSize,
  gwasSumstats,
  typeCostBenchmark,
];

const ids = benchmarks.map((b) => b.id);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !ids.includes(id));
if (unknown.length) {
  console.error(`no benchmark ${unknown.join(', ')}; the ids are: ${ids.join(', ')}`);
  process.exit(2);
}

/** The row a benchmark that threw leaves in RESULTS.md, so its old figures do not stand as current. */
function failedRow(bench: Benchmark, error: unknown): BenchResult {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { name: `${bench.id}: did not finish`, measured: 'threw', target: '-', pass: false, error: message };
}

const selected = wanted.length ? benchmarks.filter((b) => wanted.includes(b.id)) : benchmarks;
const ran = new Map<string, Ran>();
const threw: string[] = [];
const started = performance.now();
for (const bench of selected) {
  console.log(`running ${bench.id}...`);
  const at = new Date();
  const load = sampleLoad();
  let found: BenchResult[];
  // One benchmark that throws must not cost the figures of the ones after it.
  try {
    found = await bench.run();
  } catch (error) {
    console.error(`  ${bench.id} threw:`, error);
    threw.push(bench.id);
    found = [failedRow(bench, error)];
  }
  const loadAverage = load.stop();
  for (const r of found) {
    r.loadAverage = loadAverage;
    console.log(`  ${r.name}: ${r.measured} (target ${r.target}) ${r.pass ? 'ok' : 'MISSED'}`);
  }
  ran.set(bench.id, { at, results: found });
}

updateResults(fileURLToPath(new URL('../RESULTS.md', import.meta.url)), ran, ids);
console.log(`updated tooling/bench/RESULTS.md (${((performance.now() - started) / 60_000).toFixed(1)} min)`);
// A missed target is a result (RESULTS.md says "no"); only a benchmark that threw fails the run.
if (threw.length) console.error(`benchmarks that threw: ${threw.join(', ')}`);
process.exitCode = threw.length ? 1 : 0;
