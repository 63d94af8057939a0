import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../check-public-types.mjs', import.meta.url));

/** Runs the check without blocking the test worker (tsc runs take seconds). */
function runCheck() {
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

describe('published declarations', () => {
  it('import no valibot, need no @types/node outside the emulator, type a misspelt response field as an error, and equal the output types of the schemas on known fields', async () => {
    const run = await runCheck();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // Every published package read, the user's file checked, and a real number of types compared.
    expect(run.stdout).toMatch(/\(a\) (1[5-9]|[2-9]\d) packages, \d{3,} published declaration files read/);
    expect(run.stdout).toContain('(b) test/fixtures/public-types.ts type-checked');
    const compared = Number(/\(c\) (\d+) exported types of (\d+) client packages/.exec(run.stdout)?.[1]);
    expect(compared).toBeGreaterThan(300);
  }, 300_000);
});
