#!/usr/bin/env node
// The one entry behind the root package.json scripts, so that every command in the README works
// on a fresh machine with Node and npm only (no global pnpm or turbo): it installs the workspace
// when needed, keeps turbo quiet (no telemetry banner) and runs the same steps CI runs.
//
//   test              build, typecheck, lint, the API report check and the fast lane of tests (unit,
//                     contract, integration)
//   test:long         the long lane: soaks, load tests, pack-check, anything paced in real time
//   test:pkg <pkg>    one package's fast lane (e.g. @lifesci/trials or trials)
//   build:pkg <pkg>   build one package and what it depends on
//   demo [example]    bundle an example (default pgx-brief) from the workspace sources and run it
//   bench [ids...]    build the benchmarks and run them (all, or the ids given)
//   docs              build the published packages, then the one API reference site (docs/api/)
//   api               build and regenerate every published package's API reports (packages/*/api/)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function step(command, args, options) {
  const code = run(command, args, options);
  if (code !== 0) process.exit(code);
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
// The whole-repo tasks print only what failed; one package's run shows its output in full.
const turbo = (...args) => run(bin('turbo'), ['run', ...args, '--output-logs=errors-only']);
const turboFull = (...args) => run(bin('turbo'), ['run', ...args]);
// The test lanes run at most two packages per core. Turbo's default of ten on a 2-core machine
// starved vitest's main processes under load, until a worker's 60 s RPC to its main process timed
// out ("Timeout calling onTaskUpdate") and failed a run whose tests had all passed.
const laneConcurrency = `--concurrency=${Math.max(2, availableParallelism() * 2)}`;

/** `trials` and `@lifesci/trials` both name the package; anything else is given to turbo as is. */
function packageFilter(name) {
  if (!name) {
    console.error('name a package, e.g. @lifesci/trials');
    process.exit(2);
  }
  return name.startsWith('@') || name.startsWith('.') ? name : `@lifesci/${name}`;
}

function ensureInstall() {
  execFileSync(process.execPath, [join(here, 'ensure-install.mjs')], { cwd: root, stdio: 'inherit', env });
}

function ensureRedis() {
  step('bash', [join(here, 'ensure-redis.sh')]);
}

/** Clears the result files of a lane, so the summary reports this run only. */
function clearResults(file) {
  for (const group of ['packages', 'tooling', 'examples']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) rmSync(join(dir, name, file), { force: true });
  }
}

const [task, ...rest] = process.argv.slice(2);
switch (task) {
  case 'test': {
    ensureInstall();
    ensureRedis();
    clearResults('.test-results.json');
    // --continue: one failing package does not hide the results of the others.
    const tests = turbo('build', 'typecheck', 'test', 'publint', 'api:check', '--continue', laneConcurrency);
    const lint = run(bin('biome'), ['check', '.']);
    const summary = run(process.execPath, [join(here, 'test-summary.mjs')]);
    process.exit(tests || lint || summary);
    break;
  }
  case 'test:long': {
    ensureInstall();
    ensureRedis();
    clearResults('.test-results.long.json');
    const tests = turbo('build', 'test:long', '--continue', laneConcurrency);
    const summary = run(process.execPath, [join(here, 'test-summary.mjs'), '--lane', 'long']);
    process.exit(tests || summary);
    break;
  }
  case 'test:pkg': {
    ensureInstall();
    process.exit(turboFull('test', `--filter=${packageFilter(rest[0])}`));
    break;
  }
  case 'build:pkg': {
    ensureInstall();
    process.exit(turboFull('build', `--filter=${packageFilter(rest[0])}...`));
    break;
  }
  case 'demo': {
    ensureInstall();
    const [example = 'pgx-brief', ...args] = rest;
    const { bundleExample } = await import('./bundle-example.mjs');
    const file = await bundleExample(root, example);
    process.exit(run(process.execPath, [file, ...args]));
    break;
  }
  case 'bench': {
    ensureInstall();
    step(bin('turbo'), ['run', 'build', '--filter=@lifesci/bench...', '--output-logs=errors-only']);
    process.exit(run(process.execPath, [join(root, 'tooling', 'bench', 'dist', 'run.js'), ...rest]));
    break;
  }
  case 'docs': {
    ensureInstall();
    // TypeDoc reads every package as published: from its `exports` (dist/*.d.ts) back to src/
    // through the declaration maps, and its imports of other packages from their dist/.
    step(bin('turbo'), ['run', 'build', '--filter=./packages/*', '--output-logs=errors-only']);
    process.exit(run(bin('typedoc'), ['--options', join('tooling', 'typedoc', 'typedoc.config.mjs')]));
    break;
  }
  case 'api': {
    ensureInstall();
    const code = turbo('api');
    // The reports that changed: commit them with the change (and its changeset).
    if (existsSync(join(root, '.git')))
      run('git', ['status', '--short', '--untracked-files=all', '--', 'packages/*/api/*.api.md']);
    process.exit(code);
    break;
  }
  default:
    console.error(
      `unknown task ${task ?? '(none)'}: test, test:long, test:pkg, build:pkg, demo, bench, docs, api`,
    );
    process.exit(2);
}
