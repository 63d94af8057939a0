import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFigure, median, spread } from '../stats.js';
import type { Benchmark, BenchResult } from '../types.js';

const RUNS = Number(process.env.IMPORT_TIME_RUNS ?? 9);
/** Every published package but the emulator, the umbrella first. */
const PACKAGES = [
  'sdk',
  'core',
  'trials',
  'eutils',
  'genes',
  'clinical-variants',
  'gwas',
  'preprints',
  'structures',
  'compounds',
  'predicted-structures',
  'pgx',
  'protocols',
  'gateway',
];
/** Issue 27's targets: the umbrella with every service, and one service package (core has none). */
const targetMs = (name: string): number | undefined =>
  name === 'sdk' ? 150 : name === 'core' ? undefined : 50;
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const openaiScript = fileURLToPath(new URL('../../../scripts/ensure-openai.sh', import.meta.url));

/** What one child process imports, from where (a package imports itself by name from its own directory). */
interface Subject {
  specifier: string;
  cwd: string;
}

const importScript = (specifier: string, timed: boolean): string =>
  timed
    ? `const t = performance.now(); const c = process.cpuUsage(); await import(${JSON.stringify(specifier)}); const u = process.cpuUsage(c); console.log(performance.now() - t, (u.user + u.system) / 1000);`
    : `await import(${JSON.stringify(specifier)});`;

/** One fresh `node`: the wall and CPU time `import()` takes inside it (module graph load + evaluation). */
function coldImport({ specifier, cwd }: Subject): { wallMs: number; cpuMs: number } {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', importScript(specifier, true)], {
    cwd,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`import ${specifier} (in ${cwd}) failed: ${run.stderr}`);
  const [wallMs, cpuMs] = run.stdout.trim().split(' ').map(Number);
  return { wallMs: wallMs as number, cpuMs: cpuMs as number };
}

/**
 * Instructions a whole `node` process that imports `specifier` executes, counted by callgrind:
 * unlike times, the count hardly depends on what else the machine runs (two runs differ by about
 * 0.3 %), so a before/after comparison holds on a busy machine. Node's start-up is in it; the
 * floor (a process importing a builtin) is subtracted by the caller.
 */
function instructions({ specifier, cwd }: Subject): number {
  const run = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--input-type=module',
      '-e',
      importScript(specifier, false),
    ],
    { cwd, encoding: 'utf8' },
  );
  const collected = /Collected : (\d+)/.exec(run.stderr ?? '');
  if (run.status !== 0 || !collected) throw new Error(`callgrind ${specifier} failed: ${run.stderr}`);
  return Number(collected[1]);
}

const hasValgrind = (): boolean => spawnSync('valgrind', ['--version']).status === 0;

/** openai's SDK from the npm registry, installed once outside the workspace; undefined when offline. */
function openaiDir(): string | undefined {
  const run = spawnSync('sh', [openaiScript], { encoding: 'utf8' });
  const dir = run.stdout.trim();
  return run.status === 0 && existsSync(join(dir, 'node_modules', 'openai')) ? dir : undefined;
}

const millions = (n: number): string => `${(n / 1e6).toFixed(1)} M`;

/**
 * Cold import of the umbrella and of every package: each run a new Node process (nothing cached
 * in memory; the OS file cache warm after the first), rounds interleaving every package, a floor
 * (a process importing a builtin) and openai's SDK as the peer, so each figure saw about the same
 * load. `IMPORT_TIME_BASELINE=<a built checkout>` measures that tree in the same rounds as
 * "before"; `IMPORT_TIME_CALLGRIND=0` skips the instruction counts (about 15 minutes at load 20),
 * `IMPORT_TIME_RUNS` sets the number of rounds.
 */
export const importTime: Benchmark = {
  id: 'import-time',
  async run() {
    const baseline = process.env.IMPORT_TIME_BASELINE;
    const trees = baseline ? { now: root, before: baseline } : { now: root };
    const subjects = new Map<string, Subject>();
    for (const [tree, dir] of Object.entries(trees))
      for (const name of PACKAGES)
        subjects.set(`${tree}:${name}`, { specifier: `@lifesci/${name}`, cwd: join(dir, 'packages', name) });
    subjects.set('floor', { specifier: 'node:os', cwd: root });
    const peer = openaiDir();
    if (peer) subjects.set('openai', { specifier: 'openai', cwd: peer });

    const runs = new Map<string, { wallMs: number; cpuMs: number }[]>();
    for (let round = 0; round < RUNS; round++) {
      for (const [key, subject] of subjects) {
        const list = runs.get(key) ?? [];
        list.push(coldImport(subject));
        runs.set(key, list);
      }
    }
    const counted = new Map<string, number>();
    if (process.env.IMPORT_TIME_CALLGRIND !== '0' && hasValgrind())
      for (const [key, subject] of subjects) counted.set(key, instructions(subject));
    const floorCount = counted.get('floor');
    const overFloor = (key: string): number | undefined => {
      const count = counted.get(key);
      return count === undefined || floorCount === undefined ? undefined : count - floorCount;
    };
    const cpu = (key: string) => median((runs.get(key) ?? []).map((r) => r.cpuMs));
    const wall = (key: string) => median((runs.get(key) ?? []).map((r) => r.wallMs));
    const describe = (key: string): string => {
      const count = overFloor(key);
      return `CPU ${formatFigure(cpu(key), 'ms')}, wall ${formatFigure(wall(key), 'ms')}${count === undefined ? '' : `, ${millions(count)} instructions`}`;
    };

    const baselineName = baseline
      ? `commit ${spawnSync('git', ['-C', baseline, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()}`
      : '';
    const change = (now: number, before: number): string =>
      now <= before
        ? `${((1 - now / before) * 100).toFixed(0)}% fewer`
        : `${((now / before - 1) * 100).toFixed(0)}% more`;
    const results: BenchResult[] = [];
    for (const name of PACKAGES) {
      const key = `now:${name}`;
      const target = targetMs(name);
      const before = baseline ? `; before: ${describe(`before:${name}`)}` : '';
      const count = overFloor(key);
      const beforeCount = overFloor(`before:${name}`);
      results.push({
        name: `cold import of @lifesci/${name} (fresh node each run)`,
        measured: `${describe(key)}${before}`,
        target:
          target === undefined
            ? 'reference (what every service package loads)'
            : `≤ ${target} ms (median CPU of the import)`,
        pass: target === undefined || cpu(key) <= target,
        ...spread(
          (runs.get(key) ?? []).map((r) => r.cpuMs),
          'ms',
        ),
        notes: `median of ${RUNS} interleaved rounds, times taken inside the process around import(); instructions: one callgrind run, whole process less the floor's (repeated runs of one import differ by up to ±5 M)${count !== undefined && beforeCount !== undefined ? `, ${change(count, beforeCount)} than before (${baselineName})` : ''}; wall on a busy 2-core machine is mostly waiting for a core, so the target is judged on CPU`,
      });
    }
    const floorRuns = runs.get('floor') ?? [];
    results.push({
      name: 'floor: a fresh node importing a builtin (node:os)',
      measured: `CPU ${formatFigure(cpu('floor'), 'ms')}, wall ${formatFigure(wall('floor'), 'ms')}${floorCount === undefined ? '' : `; whole process ${millions(floorCount)} instructions (subtracted from the rows above)`}`,
      target: 'reference',
      pass: true,
      ...spread(
        floorRuns.map((r) => r.wallMs),
        'ms',
      ),
      notes: 'in the same rounds; how much of a wall time is the machine rather than the import',
    });
    if (peer) {
      const count = overFloor('openai');
      const ours = overFloor('now:sdk');
      results.push({
        name: 'peer: cold import of openai 7.59.0 (npm)',
        measured: describe('openai'),
        target: 'reference',
        pass: true,
        ...spread(
          (runs.get('openai') ?? []).map((r) => r.cpuMs),
          'ms',
        ),
        notes: 'tooling/scripts/ensure-openai.sh; the issue measured 165 ms for it',
      });
      results.push({
        name: '@lifesci/sdk against openai',
        measured: `CPU ${(cpu('now:sdk') / cpu('openai')).toFixed(2)}×${count !== undefined && ours !== undefined ? `, instructions ${(ours / count).toFixed(2)}×` : ''}`,
        target: '≤ 1× (the umbrella imports no slower than the peer SDK)',
        pass: cpu('now:sdk') <= cpu('openai'),
        notes: 'medians of the same rounds',
      });
    }
    return results;
  },
};
