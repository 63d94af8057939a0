import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SUITE = fileURLToPath(new URL('../../security/', import.meta.url));

/**
 * Runs a test file of tooling/security (optionally only the tests named like `filter`) with
 * `envVar` naming a file, and returns the figures the test wrote there as JSON, whether the test
 * passed, and how long it took. The suite stays the one harness: the bench only records.
 */
export function suiteFigures<T>(
  testFile: string,
  envVar: string,
  filter?: string,
): { figures: T; passed: boolean; ms: number } {
  const out = join(tmpdir(), `lifesci-${envVar.toLowerCase()}-${process.pid}.json`);
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [join(SUITE, 'node_modules/vitest/vitest.mjs'), 'run', testFile, ...(filter ? ['-t', filter] : [])],
    {
      cwd: SUITE,
      // A test of the long lane (`*.long.test.ts`) runs only when that lane is asked for.
      env: {
        ...process.env,
        [envVar]: out,
        ...(testFile.includes('.long.') ? { LIFESCI_TEST_LANE: 'long' } : {}),
      },
      encoding: 'utf8',
    },
  );
  const ms = performance.now() - started;
  try {
    return { figures: JSON.parse(readFileSync(out, 'utf8')) as T, passed: run.status === 0, ms };
  } catch {
    throw new Error(`${testFile} wrote no figures:\n${run.stdout}\n${run.stderr}`);
  } finally {
    rmSync(out, { force: true });
  }
}
