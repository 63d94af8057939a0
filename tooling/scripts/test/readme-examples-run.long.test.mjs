import { describe, expect, it } from 'vitest';
import { runScript } from './run-script.mjs';

// The README blocks run against the embedded emulator (run-readme-examples.mjs: env base URLs, a
// fetch guard that fails any request to a real host, a time limit per block). Long lane: about a
// minute, mostly the clients' own request pacing.
describe('README examples against the emulator', () => {
  it('run without throwing, reach the emulator and never a real host; listed gaps still fail', async () => {
    const run = await runScript('run-readme-examples.mjs');
    expect(run.stdout).not.toContain('FAILED');
    expect(run.status).toBe(0);
    const ran = Number(/(\d+) README blocks run against the emulator, 0 failed/.exec(run.stdout)?.[1]);
    expect(ran).toBeGreaterThanOrEqual(30);
    expect(run.stdout).toMatch(/^ran packages\/trials\/README\.md:\d+: [1-9]\d* emulator requests$/m);
  }, 600_000);
});
