import { describe, expect, it } from 'vitest';
import { runScript } from './run-script.mjs';

describe('pack-check', () => {
  it('every published package packs, installs from its tarballs into a clean npm project, and loads with require and import', async () => {
    // The script reports each step; its own checks throw, so the exit code is the verdict.
    const run = await runScript('pack-check.mjs');
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('trials ok: NCT');
    expect(run.stdout).toContain('lifesci --help exits 0');
    expect(run.stdout).toContain(
      'lifesci --emulator without @lifesci/emulator exits 1 with the install hint',
    );
    expect(run.stdout).toContain('lifesci --emulator lists studies with @lifesci/emulator installed');
    expect(run.stdout).toContain('sdk ok');
    expect(run.stdout).toMatch(/require and import ok: \d+ entry points of \d+ packages/);
    // Packing and installing eleven packages takes 1–2 minutes on a quiet machine and over 5 on a
    // loaded 2-core one: the limit only catches a hang, so it is far above either.
  }, 1_200_000);
});
