import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs one of tooling/scripts' scripts in its own Node process and collects its output. Asynchronous
 * on purpose: a synchronous spawn of a script that runs for minutes starves vitest's worker RPC.
 */
export function runScript(name) {
  const script = fileURLToPath(new URL(`../${name}`, import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}
