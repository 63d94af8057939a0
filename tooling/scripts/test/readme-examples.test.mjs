import { describe, expect, it } from 'vitest';
import { runScript } from './run-script.mjs';

// The ```ts blocks of the READMEs, type-checked against the built declarations users get; the
// rule for how blocks become modules is in check-readme-examples.mjs's header.
describe('README examples', () => {
  it('type-check against the published declarations (fragments only parsed)', async () => {
    const run = await runScript('check-readme-examples.mjs');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const checked = Number(/(\d+) README blocks checked/.exec(run.stdout)?.[1]);
    expect(checked).toBeGreaterThanOrEqual(40);
    expect(run.stdout).toContain('packages/trials/README.md: 2 blocks (2 type-checked, 0 fragments)');
  }, 120_000);
});
