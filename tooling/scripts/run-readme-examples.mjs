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
export const NOT_RUN = {};

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
      if (result.status === 0 && !escaped && requests > 0)
        lines.push(`ran ${where}: ${requests} emulator requests`);
      else {
        failed++;
        const why = result.signal
          ? `killed (${result.signal}, over ${LIMIT_MS} ms)`
          : `exit ${result.status}`;
        lines.push(
          `FAILED ${where}: ${why}, ${requests} emulator requests${escaped ? ', escaped to a real host' : ''}\n${result.out.trim().split('\n').slice(0, 8).join('\n')}`,
        );
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
