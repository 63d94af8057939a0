import { writeFileSync } from 'node:fs';
import { arch, cpus, platform, release, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { limiterPacing } from './benchmarks/limiter-pacing.js';
import { transportOverhead } from './benchmarks/transport-overhead.js';
import { trialsCrawl } from './trials-crawl.js';
import type { Benchmark, BenchResult } from './types.js';

// One file per benchmark under benchmarks/; add new ones here.
const benchmarks: Benchmark[] = [transportOverhead, limiterPacing, trialsCrawl];

function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 1024 ** 3)} GiB`;
  return `${cpu}, ${cpus().length} cores, ${memory}, ${platform()} ${release()} ${arch()}, Node ${process.versions.node}`;
}

function table(results: BenchResult[]): string {
  const rows = results.map(
    (r) => `| ${r.name} | ${r.measured} | ${r.target} | ${r.pass ? 'yes' : '**no**'} | ${r.notes ?? ''} |`,
  );
  return ['| benchmark | measured | target | met | notes |', '|---|---|---|---|---|', ...rows].join('\n');
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? benchmarks.filter((b) => wanted.includes(b.id)) : benchmarks;
const results: BenchResult[] = [];
for (const bench of selected) {
  console.log(`running ${bench.id}...`);
  const found = await bench.run();
  for (const r of found)
    console.log(`  ${r.name}: ${r.measured} (target ${r.target}) ${r.pass ? 'ok' : 'MISSED'}`);
  results.push(...found);
}

const report = `# Benchmark results

Written by \`npm run bench\` (\`tooling/bench\`). Speed targets are measured here, never asserted in tests.

- Date: ${new Date().toISOString()}
- Machine: ${machine()}

${table(results)}
`;
if (!wanted.length) {
  writeFileSync(fileURLToPath(new URL('../RESULTS.md', import.meta.url)), report);
  console.log('wrote tooling/bench/RESULTS.md');
}
process.exitCode = results.every((r) => r.pass) ? 0 : 1;
