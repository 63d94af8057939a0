import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatFigure, median, spread } from '../stats.js';
import type { Benchmark, BenchResult } from '../types.js';

const RUNS = 11;
/** Issue 27's targets: one service package, and the umbrella with every service. */
const TARGET_MS: Record<string, number> = { '@lifesci/sdk': 150, '@lifesci/trials': 50 };
/** The same bench before core loaded its subsystems on first use (2026-11-28, load 8). */
const BEFORE_MS: Record<string, number> = { '@lifesci/sdk': 299.3, '@lifesci/trials': 116.1 };
const cwd = fileURLToPath(new URL('../..', import.meta.url));

/** One fresh `node` per run: the time `import(pkg)` takes there (module graph load + evaluation). */
function coldImport(specifier: string): { importMs: number; processMs: number } {
  const script = `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t);`;
  const start = performance.now();
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' });
  const processMs = performance.now() - start;
  if (run.status !== 0) throw new Error(`import ${specifier} failed: ${run.stderr}`);
  return { importMs: Number(run.stdout.trim()), processMs };
}

/**
 * Cold import time of the umbrella and of one service package: each run is a new Node process
 * (nothing cached in memory; the OS file cache is warm after the first), median of RUNS.
 */
export const importTime: Benchmark = {
  id: 'import-time',
  async run() {
    const results: BenchResult[] = [];
    for (const specifier of ['@lifesci/sdk', '@lifesci/trials']) {
      const runs = Array.from({ length: RUNS }, () => coldImport(specifier));
      const imports = spread(
        runs.map((r) => r.importMs),
        'ms',
      );
      const processMs = median(runs.map((r) => r.processMs));
      results.push({
        name: `cold import of ${specifier} (fresh node each run)`,
        measured: `median ${imports.median.toFixed(1)} ms (whole \`node -e\` process ${formatFigure(processMs, 'ms')})`,
        target: `≤ ${TARGET_MS[specifier]} ms (median)`,
        pass: imports.median <= (TARGET_MS[specifier] as number),
        ...imports,
        notes: `import() timed inside the process; slowest run ${Math.max(...runs.map((r) => r.importMs)).toFixed(1)} ms; core's XML readers and parser, stream readers, gunzip and ky load on first use (the first XML answer, the first read, the first request); before that: median ${BEFORE_MS[specifier]} ms`,
      });
    }
    return results;
  },
};
