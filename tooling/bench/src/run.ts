import { fileURLToPath } from 'node:url';
import { bundleSize } from './benchmarks/bundle-size.js';
import { coalescing } from './benchmarks/coalescing.js';
import { distributedLoad } from './benchmarks/distributed-load.js';
import { faultSoak } from './benchmarks/fault-soak.js';
import { genesEfetchParse } from './benchmarks/genes-efetch-parse.js';
import { genesSummaries } from './benchmarks/genes-summaries.js';
import { gwasSumstats } from './benchmarks/gwas-sumstats.js';
import { hostileBodies } from './benchmarks/hostile-bodies.js';
import { importTime } from './benchmarks/import-time.js';
import { limiterPacing } from './benchmarks/limiter-pacing.js';
import { transportOverhead } from './benchmarks/transport-overhead.js';
import { trialsCrawl } from './benchmarks/trials-crawl.js';
import { updateResults } from './results.js';
import type { Benchmark, BenchResult } from './types.js';

// One file per benchmark under benchmarks/; add new ones here.
const benchmarks: Benchmark[] = [
  transportOverhead,
  limiterPacing,
  trialsCrawl,
  genesSummaries,
  coalescing,
  genesEfetchParse,
  importTime,
  hostileBodies,
  faultSoak,
  distributedLoad,
  bundleSize,
  gwasSumstats,
];

const ids = benchmarks.map((b) => b.id);
const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !ids.includes(id));
if (unknown.length) {
  console.error(`no benchmark ${unknown.join(', ')}; the ids are: ${ids.join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? benchmarks.filter((b) => wanted.includes(b.id)) : benchmarks;
const results: BenchResult[] = [];
const ran = new Map<string, BenchResult[]>();
for (const bench of selected) {
  console.log(`running ${bench.id}...`);
  const found = await bench.run();
  for (const r of found)
    console.log(`  ${r.name}: ${r.measured} (target ${r.target}) ${r.pass ? 'ok' : 'MISSED'}`);
  results.push(...found);
  ran.set(bench.id, found);
}

updateResults(fileURLToPath(new URL('../RESULTS.md', import.meta.url)), ran, ids);
console.log('updated tooling/bench/RESULTS.md');
process.exitCode = results.every((r) => r.pass) ? 0 : 1;
