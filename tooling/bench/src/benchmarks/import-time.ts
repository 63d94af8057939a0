import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatFigure, median, spread } from '../stats.js';
import type { Benchmark, BenchResult } from '../types.js';

const RUNS = 11;
/** Issue 27's targets: one service package, and the umbrella with every service. */
const TARGET_MS: Record<string, number> = { '@lifesci/sdk': 150, '@lifesci/trials': 50 };
/** The same bench before the bundled builds (2026-11-28 06:35, load 11). */
const BEFORE_MS: Record<string, number> = { '@lifesci/sdk': 320.4, '@lifesci/trials': 59.8 };
const cwd = fileURLToPath(new URL('../..', import.meta.url));

/** One fresh `node` per run: the time `import(pkg)` takes there (module graph load + evaluation). */
function coldImport(specifier: string): { importMs: number; processMs: number; cpuMs: number } {
  // CPU as well as wall time: on a busy machine the wall time is mostly waiting for a core.
  const script = `const t = performance.now(); const c = process.cpuUsage(); await import(${JSON.stringify(specifier)}); const u = process.cpuUsage(c); console.log(performance.now() - t, (u.user + u.system) / 1000);`;
  const start = performance.now();
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' });
  const processMs = performance.now() - start;
  if (run.status !== 0) throw new Error(`import ${specifier} failed: ${run.stderr}`);
  const [importMs, cpuMs] = run.stdout.trim().split(' ').map(Number);
  return { importMs: importMs as number, processMs, cpuMs: cpuMs as number };
}

/**
 * Cold import time of the umbrella and of one service package: each run is a new Node process
 * (nothing cached in memory; the OS file cache is warm after the first), median of RUNS.
 */
export const importTime: Benchmark = {
  id: 'import-time',
  async run() {
    const results: BenchResult[] = [];
    const specifiers = ['@lifesci/sdk', '@lifesci/trials'];
    // Rounds interleave the packages and a floor (a fresh node importing a builtin only), so each
    // figure saw about the same load as the others.
    const runs = new Map<string, { importMs: number; processMs: number; cpuMs: number }[]>();
    for (let round = 0; round < RUNS; round++) {
      for (const specifier of [...specifiers, 'node:os']) {
        const list = runs.get(specifier) ?? [];
        list.push(coldImport(specifier));
        runs.set(specifier, list);
      }
    }
    const floor = runs.get('node:os') ?? [];
    const floorProcessMs = median(floor.map((r) => r.processMs));
    for (const specifier of specifiers) {
      const own = runs.get(specifier) ?? [];
      const imports = spread(
        own.map((r) => r.importMs),
        'ms',
      );
      const processMs = median(own.map((r) => r.processMs));
      results.push({
        name: `cold import of ${specifier} (fresh node each run)`,
        measured: `median ${imports.median.toFixed(1)} ms, CPU ${formatFigure(median(own.map((r) => r.cpuMs)), 'ms')} (whole \`node -e\` process ${formatFigure(processMs, 'ms')}; floor: a process importing a builtin ${formatFigure(floorProcessMs, 'ms')})`,
        target: `≤ ${TARGET_MS[specifier]} ms (median)`,
        pass: imports.median <= (TARGET_MS[specifier] as number),
        ...imports,
        notes: `import() timed inside the process; slowest run ${Math.max(...own.map((r) => r.importMs)).toFixed(1)} ms; rounds interleaved with the other package and the floor; each package's entries are bundled (one file per entry, lazy parts in chunks); core's XML readers and parser, stream readers, gunzip and ky load on first use; before bundling: median ${BEFORE_MS[specifier]} ms`,
      });
    }
    return results;
  },
};
