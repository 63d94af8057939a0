#!/usr/bin/env node
// Packaging check: packs every published package, installs the tarballs into clean temporary npm
// projects and uses them there as a user would: (a) @lifesci/trials with only core's tarball pulls
// nothing else of ours and works offline against an emulator installed from its own tarball;
// (b) @lifesci/sdk with its dependencies' tarballs (not the emulator's: an optional peer) works,
// `lifesci --help` included, and `lifesci --emulator` says how to install the emulator; with the
// emulator's tarball added, `--emulator` runs; (c) every published package (every subpath of its
// exports) loads both with require() from a .cjs file and with import() from a .mjs file, with its
// entry point (client class, BaseClient, startEmulator, createLifesci) a function in both. A
// consumer .ts file type-checks against (a) and (b) with the repo's TypeScript, without loading
// valibot's declarations. Needs the packages built.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const keep = process.argv.includes('--keep');
const work = mkdtempSync(join(tmpdir(), 'lifesci-pack-'));
const started = Date.now();

function step(message) {
  console.log(`[pack-check ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
}

function sh(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** Runs a command that may fail; returns its exit status and output. */
function shStatus(command, args, cwd) {
  const { status, stdout, stderr } = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  return { status, stdout, stderr };
}

const NPM_INSTALL = ['--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];

/**
 * Published packages: every workspace package (pnpm-workspace.yaml's `<dir>/*` globs) not marked
 * private, wherever it lives, so a package added under tooling/ or examples/ is packed too.
 */
function publishedPackages() {
  const globs = [
    ...readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(
      /^\s+-\s+['"]?([\w.-]+)\/\*['"]?\s*$/gm,
    ),
  ];
  if (globs.length === 0) throw new Error('pnpm-workspace.yaml lists no <dir>/* package globs');
  return globs
    .flatMap(([, parent]) =>
      readdirSync(join(root, parent)).map((dir) => ({
        dir: join(root, parent, dir),
        json: join(root, parent, dir, 'package.json'),
      })),
    )
    .filter(({ json }) => existsSync(json))
    .map(({ dir, json }) => ({ dir, manifest: JSON.parse(readFileSync(json, 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/** Runs a command without blocking; rejects with its output when it fails. */
function shAsync(command, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, npm_config_update_notifier: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('close', (status) =>
      status === 0
        ? resolvePromise(output)
        : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${status}:\n${output}`)),
    );
  });
}

// Packing is mostly process start-up (pnpm per package), so a few run side by side.
const PACK_CONCURRENCY = 4;

async function pack(packages) {
  const out = join(work, 'tarballs');
  mkdirSync(out);
  for (const { dir, manifest } of packages) {
    if (!existsSync(join(dir, 'dist')))
      throw new Error(`${manifest.name} is not built (no dist/): run the build first`);
  }
  const tarballs = {};
  const queue = [...packages];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { dir, manifest } = next;
      // One folder per package, so parallel packs cannot mistake each other's tarballs.
      const destination = join(out, manifest.name.replace('/', '+'));
      mkdirSync(destination);
      // pnpm pack rewrites workspace: ranges to real versions, as publishing does.
      await shAsync(bin('pnpm'), ['pack', '--pack-destination', destination], dir);
      const made = readdirSync(destination).find((file) => file.endsWith('.tgz'));
      if (!made) throw new Error(`pnpm pack made no tarball for ${manifest.name}`);
      tarballs[manifest.name] = join(destination, made);
    }
  };
  await Promise.all(Array.from({ length: PACK_CONCURRENCY }, worker));
  return tarballs;
}

/** A clean npm project depending on the given tarballs; returns its directory. */
function project(name, deps, tarballs) {
  const dir = join(work, name);
  mkdirSync(dir);
  const dependencies = Object.fromEntries(deps.map((dep) => [dep, `file:${tarballs[dep]}`]));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', dependencies }, null, 2),
  );
  // The registry is only asked for third-party dependencies missing from npm's cache.
  sh('npm', ['install', ...NPM_INSTALL], dir);
  return dir;
}

function ours(dir) {
  const scope = join(dir, 'node_modules', '@lifesci');
  return existsSync(scope) ? readdirSync(scope).sort() : [];
}

/**
 * The export each published package is checked by in (c): a service package's client class
 * (`@lifesci/clinical-variants` -> `ClinicalVariantsClient`), unless named here.
 */
const ENTRY_EXPORTS = {
  '@lifesci/core': 'BaseClient',
  '@lifesci/emulator': 'startEmulator',
  '@lifesci/sdk': 'createLifesci',
};
function entryExport(name) {
  if (name in ENTRY_EXPORTS) return ENTRY_EXPORTS[name];
  const words = name.replace(/^@lifesci\//, '').split('-');
  return `${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}Client`;
}

/** Every JavaScript specifier a package exports: `name` for ".", `name/sub` for "./sub". */
function specifiers(manifest) {
  return Object.keys(manifest.exports ?? { '.': null })
    .filter((subpath) => !subpath.endsWith('.json') && !subpath.includes('*'))
    .map((subpath) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`));
}

/**
 * (c) In `dir` (every published package installed), loads every specifier with require() from a
 * .cjs file and with import() from a .mjs file (separate processes); both must load, see the same
 * export names, and find each package's entry export to be a function.
 */
function requireAndImport(dir, packages) {
  const specs = packages.flatMap(({ manifest }) => specifiers(manifest));
  const entries = Object.fromEntries(
    packages.map(({ manifest }) => [manifest.name, entryExport(manifest.name)]),
  );
  const report = `const entries = ${JSON.stringify(entries)};
const report = (specifier, ns) => [specifier, { names: Object.keys(ns).sort(), entry: typeof ns[entries[specifier]] }];`;
  writeFileSync(
    join(dir, 'require-all.cjs'),
    `${report}
const out = [];
for (const specifier of ${JSON.stringify(specs)}) out.push(report(specifier, require(specifier)));
console.log(JSON.stringify(Object.fromEntries(out)));
`,
  );
  writeFileSync(
    join(dir, 'import-all.mjs'),
    `${report}
const out = [];
for (const specifier of ${JSON.stringify(specs)}) out.push(report(specifier, await import(specifier)));
console.log(JSON.stringify(Object.fromEntries(out)));
`,
  );
  const required = JSON.parse(sh(process.execPath, ['require-all.cjs'], dir));
  const imported = JSON.parse(sh(process.execPath, ['import-all.mjs'], dir));
  for (const specifier of specs) {
    const [r, i] = [required[specifier], imported[specifier]];
    if (!r?.names.length || !i?.names.length) throw new Error(`${specifier} exports nothing`);
    if (r.names.join() !== i.names.join())
      throw new Error(`${specifier}: require() and import() see different exports`);
    if (specifier in entries) {
      if (r.entry !== 'function' || i.entry !== 'function')
        throw new Error(
          `${specifier}: ${entries[specifier]} is ${r.entry} through require() and ${i.entry} through import()`,
        );
    }
  }
  return specs;
}

/** Type-checks `source` as a consumer's file with the repo's tsc (strict, NodeNext). */
function typecheck(dir, source) {
  writeFileSync(join(dir, 'consumer.ts'), source);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        lib: ['ES2022', 'DOM'],
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );
  const loaded = sh(process.execPath, [tsc, '-p', 'tsconfig.json', '--listFiles'], dir);
  // The published declarations describe schemas structurally: valibot (installed, a dependency)
  // is never part of a user's type-check.
  const valibot = loaded.split('\n').filter((file) => /[\\/]valibot[\\/]/.test(file));
  if (valibot.length) throw new Error(`type-checking a user's file loaded valibot:\n${valibot.join('\n')}`);
}

try {
  const packages = publishedPackages();
  step(`packing ${packages.length} packages: ${packages.map((p) => p.manifest.name).join(', ')}`);
  const tarballs = await pack(packages);

  // (a) trials alone (+ core), and the emulator from its own tarball in a separate project.
  step('(a) installing @lifesci/trials + @lifesci/core');
  const a = project('consumer-trials', ['@lifesci/trials', '@lifesci/core'], tarballs);
  const aOurs = ours(a);
  if (aOurs.join(',') !== 'core,trials')
    throw new Error(`@lifesci/trials pulled in @lifesci/${aOurs.join(', @lifesci/')}`);
  const emu = project('emulator', ['@lifesci/emulator'], tarballs);
  typecheck(
    a,
    `import { NotFoundError, type Study, TrialsClient } from '@lifesci/trials';
const client = new TrialsClient({ baseUrl: 'http://127.0.0.1:1' });
const list = client.studies.list({ pageSize: 2, query: { cond: 'asthma' } });
export async function first(): Promise<Study | undefined> {
  try { return (await list).items[0]; } catch (e) { if (e instanceof NotFoundError) return undefined; throw e; }
}
`,
  );
  step('(a) type-checked; running against the emulator (loopback only)');
  const emulatorEntry = join(emu, 'node_modules', '@lifesci', 'emulator', 'dist', 'index.js');
  writeFileSync(
    join(a, 'run.mjs'),
    `import { startEmulator } from ${JSON.stringify(emulatorEntry)};
import { NotFoundError, TrialsClient } from '@lifesci/trials';
const emulator = await startEmulator({ services: ['trials'] });
try {
  const client = new TrialsClient({ baseUrls: emulator.baseUrls });
  const page = await client.studies.list({ pageSize: 3 });
  if (page.items.length !== 3) throw new Error('expected 3 studies, got ' + page.items.length);
  const id = page.items[0].protocolSection.identificationModule.nctId;
  const study = await client.studies.get(id);
  if (study.protocolSection.identificationModule.nctId !== id) throw new Error('wrong study');
  const missing = await client.studies.get('NCT99999999').catch((e) => e);
  if (!(missing instanceof NotFoundError)) throw new Error('expected NotFoundError, got ' + missing);
  console.log('trials ok: ' + id);
} finally { await emulator.close(); }
`,
  );
  console.log(sh(process.execPath, ['run.mjs'], a).trim());

  // (b) the umbrella with every dependency's tarball, bin included; the emulator (an optional peer)
  // only afterwards.
  step('(b) installing @lifesci/sdk and its dependencies, without @lifesci/emulator');
  const sdkManifest = packages.find((p) => p.manifest.name === '@lifesci/sdk')?.manifest;
  const sdkDeps = Object.keys(sdkManifest?.dependencies ?? {});
  const unpacked = sdkDeps.filter((d) => d.startsWith('@lifesci/') && !(d in tarballs));
  if (unpacked.length) throw new Error(`@lifesci/sdk depends on unpublished ${unpacked.join(', ')}`);
  if (!sdkManifest?.peerDependenciesMeta?.['@lifesci/emulator']?.optional)
    throw new Error('@lifesci/sdk should list @lifesci/emulator as an optional peer dependency');
  const b = project('consumer-sdk', ['@lifesci/sdk', ...sdkDeps.filter((d) => d in tarballs)], tarballs);
  if (ours(b).includes('emulator')) throw new Error('@lifesci/sdk pulled in @lifesci/emulator');
  const lifesci = join(b, 'node_modules', '.bin', 'lifesci');
  const help = sh(lifesci, ['--help'], b);
  if (!/trials/.test(help)) throw new Error(`lifesci --help does not list the services:\n${help}`);
  step('(b) lifesci --help exits 0');
  const listArgs = ['--emulator', 'trials', 'studies', 'list', '--limit', '2', '--pageSize', '2', '--ndjson'];
  const missing = shStatus(lifesci, listArgs, b);
  if (missing.status !== 1 || !missing.stderr.includes('npm install @lifesci/emulator') || missing.stdout)
    throw new Error(
      `lifesci --emulator without @lifesci/emulator: expected exit 1 and the install hint, got ${missing.status}:\n${missing.stdout}\n${missing.stderr}`,
    );
  if (missing.stderr.trim().split('\n').length !== 1)
    throw new Error(
      `lifesci --emulator without @lifesci/emulator printed more than one line:\n${missing.stderr}`,
    );
  step('(b) lifesci --emulator without @lifesci/emulator exits 1 with the install hint');
  typecheck(
    b,
    `import { createLifesci, NotFoundError } from '@lifesci/sdk';
const lifesci = createLifesci({ trials: { baseUrl: 'http://127.0.0.1:1' } });
export const pending = lifesci.trials.studies.list({ pageSize: 1 });
export const isNotFound = (e: unknown): boolean => e instanceof NotFoundError;
`,
  );
  step('(b) adding @lifesci/emulator from its tarball');
  sh('npm', ['install', ...NPM_INSTALL, `file:${tarballs['@lifesci/emulator']}`], b);
  const listed = sh(lifesci, listArgs, b).trim().split('\n');
  if (listed.length !== 2 || !listed.every((line) => /"nctId":"NCT\d+"/.test(line)))
    throw new Error(`lifesci --emulator did not list 2 studies:\n${listed.join('\n')}`);
  step('(b) lifesci --emulator lists studies with @lifesci/emulator installed');
  writeFileSync(
    join(b, 'run.mjs'),
    `import { createLifesci } from '@lifesci/sdk';
import { startEmulator } from '@lifesci/emulator';
const emulator = await startEmulator({ services: ['trials'] });
try {
  const lifesci = createLifesci({ emulator });
  const page = await lifesci.trials.studies.list({ pageSize: 2 });
  if (page.items.length !== 2) throw new Error('expected 2 studies');
  console.log('sdk ok');
} finally { await emulator.close(); }
`,
  );
  console.log(sh(process.execPath, ['run.mjs'], b).trim());
  step('(b) type-checked and ran');

  // (c) require() and import() of every published package, in (b)'s project outside the workspace.
  const absent = packages
    .map((p) => p.manifest.name)
    .filter((name) => !ours(b).includes(name.replace('@lifesci/', '')));
  if (absent.length) {
    step(`(c) adding ${absent.join(', ')}`);
    sh('npm', ['install', ...NPM_INSTALL, ...absent.map((n) => `file:${tarballs[n]}`)], b);
  }
  const loaded = requireAndImport(b, packages);
  console.log(`require and import ok: ${loaded.length} entry points of ${packages.length} packages`);
  step('(c) every entry point loads with require() and import(); all packaging checks passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}
