#!/usr/bin/env node
/**
 * Runs the README blocks that can run offline against the embedded emulator (after they type-check:
 * check-readme-examples.mjs, whose header gives the rule for how blocks become modules).
 *
 * Each block runs as its own Node process (types stripped by TypeScript's transpiler) in a scratch
 * directory that links the workspace packages, with a time limit. The clients are pointed at the
 * emulator the way a user would: the LIFESCI_<KEY>_URL variables core reads, one per base address
 * key of the emulator; the block's code is not edited. A preload wraps fetch so that any request to
 * a host other than the loopback emulator throws and is reported: nothing reaches the internet.
 * A block passes when it exits 0, nothing escaped, and the emulator's request log grew.
 *
 * Prints one line per block and exits 1 if any block that should run failed.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@lifesci/emulator';
import { project, readmeModules } from './check-readme-examples.mjs';

const ts = createRequire(import.meta.url)('typescript');
const LIMIT_MS = 20_000;

/** Blocks that cannot run offline, by README and first code line, with the reason. */
export const NOT_RUN = {
  'packages/gateway/README.md:16': "names the user's own gateway (http://localhost:8000) in its code",
  'packages/gateway/README.md:39': "names the user's own gateway (http://localhost:8000) in its code",
  'packages/pgx/README.md:17': "names the user's own server (https://pgx.internal.example) in its code",
  'packages/pgx/README.md:61': "names the user's own server (https://pgx.internal.example) in its code",
  'packages/gwas/README.md:18': 'names a mirror (https://mirror.example.org) in its code',
  'packages/protocols/README.md:22':
    "lists the user's private protocols: needs the user's protocols.io access token",
  'examples/custom-client/README.md:10': 'UniProt: the emulator has no UniProt service',
};

/** Blocks that run but send no request to the shared emulator: they pass on a clean exit. */
export const NO_SHARED_REQUESTS = {
  'packages/core/README.md:18': 'defines a client class; it sends no request',
  'packages/emulator/README.md:18': 'starts and queries its own emulator',
};

/**
 * Blocks whose records the emulator does not hold yet (what is missing). They must still fail:
 * when the emulator gains the record, the block is reported so that it leaves this list.
 */
export const EMULATOR_GAPS = {
  'packages/compounds/README.md:210': 'PubChem assay AID 1000',
  'packages/compounds/README.md:218': "PubChem assay descriptions as XML ('XML output is not emulated')",
  'packages/gwas/README.md:38': 'the harmonised summary-statistics file of GCST90000123',
  'packages/preprints/README.md:17': 'the JATS full text of a real preprint (it holds only real metadata)',
  'packages/preprints/README.md:51': 'the JATS full text of a real preprint (it holds only real metadata)',
  'packages/structures/README.md:190': 'the assembly file 1RH7-assembly2.cif',
};

const GUARD = `
const real = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    process.stderr.write('ESCAPED ' + url.href + '\\n');
    return Promise.reject(new Error('README example tried to reach ' + url.host + ' (tests never reach the internet)'));
  }
  return real(input, init);
};
`;

function run(file, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', './guard.mjs', file], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: LIMIT_MS,
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    child.once('close', (status, signal) => resolve({ status, signal, out }));
  });
}

export async function runAll() {
  const dir = project();
  const emulator = await startEmulator({ seed: 1 });
  const lines = [];
  let failed = 0;
  let ran = 0;
  try {
    writeFileSync(join(dir, 'guard.mjs'), GUARD);
    const env = { ...process.env };
    for (const [key, url] of Object.entries(emulator.baseUrls))
      env[`LIFESCI_${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_URL`] = url;
    for (const m of readmeModules()) {
      const where = `${m.readme}:${m.line}`;
      if (m.fragment) continue;
      if (NOT_RUN[where]) {
        lines.push(`not run ${where}: ${NOT_RUN[where]}`);
        continue;
      }
      const js = ts.transpileModule(m.code, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      writeFileSync(join(dir, `${m.name}.mjs`), js);
      const before = emulator.requests.length;
      const result = await run(`${m.name}.mjs`, dir, env);
      const requests = emulator.requests.length - before;
      ran++;
      const escaped = result.out.includes('ESCAPED ');
      const ok = result.status === 0 && !escaped && (requests > 0 || NO_SHARED_REQUESTS[where] !== undefined);
      const why = result.signal ? `killed (${result.signal}, over ${LIMIT_MS} ms)` : `exit ${result.status}`;
      const detail = `${why}, ${requests} emulator requests${escaped ? ', escaped to a real host' : ''}`;
      if (EMULATOR_GAPS[where] !== undefined) {
        if (ok || escaped) {
          failed++;
          lines.push(`FAILED ${where}: listed as an emulator gap (${EMULATOR_GAPS[where]}) but ${detail}`);
        } else lines.push(`gap ${where}: fails as listed, the emulator lacks ${EMULATOR_GAPS[where]}`);
      } else if (ok) lines.push(`ran ${where}: ${requests} emulator requests`);
      else {
        failed++;
        const output = result.out.trim().split('\n').slice(0, 8).join('\n');
        lines.push(`FAILED ${where}: ${detail}\n${output}`);
      }
    }
  } finally {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { lines, ran, failed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lines, ran, failed } = await runAll();
  console.log(lines.join('\n'));
  console.log(`${ran} README blocks run against the emulator, ${failed} failed`);
  if (failed) process.exit(1);
}
