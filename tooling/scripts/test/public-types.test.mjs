import { describe, expect, it } from 'vitest';
import { runScript } from './run-script.mjs';

describe('published declarations', () => {
  it('import no valibot, need no @types/node outside the emulator, type a misspelt response field as an error, and equal the output types of the schemas on known fields', async () => {
    const run = await runScript('check-public-types.mjs');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // Every published package read, the user's file checked, and a real number of types compared.
    expect(run.stdout).toMatch(/\(a\) (1[5-9]|[2-9]\d) packages, \d{3,} published declaration files read/);
    expect(run.stdout).toContain('(b) test/fixtures/public-types.ts type-checked');
    const compared = Number(/\(c\) (\d+) exported types of (\d+) client packages/.exec(run.stdout)?.[1]);
    expect(compared).toBeGreaterThan(300);
  }, 300_000);
});
