import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

const generator = fileURLToPath(new URL('../new-service.mjs', import.meta.url));
// Scratch roots live inside this workspace package, so a generated package resolves @lifesci/core,
// valibot, vitest and the shared configs from its node_modules, as a real one would.
const here = fileURLToPath(new URL('..', import.meta.url));
const scratch = [];

function run(args) {
  const root = mkdtempSync(join(here, '.scratch-'));
  scratch.push(root);
  const result = spawnSync(process.execPath, [generator, ...args], {
    env: { ...process.env, LIFESCI_ROOT: root },
    encoding: 'utf8',
  });
  return { root, ...result };
}

afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('new-service generator', () => {
  it('lays out a service package as DESIGN.md describes, names filled in', () => {
    const { root, status } = run(['widgets', 'WidgetsClient', 'Typed client for widgets']);
    expect(status).toBe(0);
    const pkg = join(root, 'packages', 'widgets');
    for (const file of [
      'src/index.ts',
      'src/client.ts',
      'test/client.test.ts',
      'README.md',
      'tsconfig.json',
      'tsconfig.build.json',
      'vitest.config.ts',
      'api-extractor.json',
      'api',
    ]) {
      expect(existsSync(join(pkg, file)), file).toBe(true);
    }
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@lifesci/widgets');
    expect(manifest.description).toBe('Typed client for widgets');
    expect(manifest.type).toBe('module');
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.engines.node).toBe('>=20.19');
    expect(Object.keys(manifest.exports['.'])[0]).toBe('types');
    expect(manifest.dependencies['@lifesci/core']).toBe('workspace:^');
    const client = readFileSync(join(pkg, 'src/client.ts'), 'utf8');
    expect(client).toContain('export class WidgetsClient extends BaseClient');
    expect(client).toContain("baseUrls: { widgets: 'https://example.invalid' }");
    const resource = readFileSync(join(pkg, 'src/resources/items.ts'), 'utf8');
    expect(resource).toContain('export class Items extends Resource<WidgetsClient>');
    for (const file of [
      'src/client.ts',
      'src/index.ts',
      'src/errors.ts',
      'src/resources/items.ts',
      'README.md',
    ]) {
      expect(readFileSync(join(pkg, file), 'utf8'), file).not.toMatch(/__[A-Z_]+__/);
    }
  });

  it('emits a package that type-checks and whose own tests pass', () => {
    const { root, status } = run(['gene-widgets', 'GeneWidgetsClient', 'Typed client for gene widgets']);
    expect(status).toBe(0);
    const pkg = join(root, 'packages', 'gene-widgets');
    expect(readFileSync(join(pkg, 'README.md'), 'utf8')).toContain('LIFESCI_GENE_WIDGETS_URL');
    const tsc = spawnSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', join(pkg, 'tsconfig.json')],
      {
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    // The generated package's own (default-lane) tests: this file runs in the long lane, whose
    // LIFESCI_TEST_LANE would otherwise make the child look for *.long.test files only.
    const { LIFESCI_TEST_LANE: _lane, ...env } = process.env;
    const vitest = spawnSync(
      process.execPath,
      [require.resolve('vitest/vitest.mjs'), 'run', '--reporter=dot'],
      {
        cwd: pkg,
        encoding: 'utf8',
        env: { ...env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
      },
    );
    expect(vitest.status, vitest.stdout + vitest.stderr).toBe(0);
    expect(vitest.stdout).toMatch(/Tests\s+4 passed/);
  }, 120_000);

  it('refuses malformed names and an existing package', () => {
    expect(run(['Widgets', 'WidgetsClient']).status).toBe(2);
    expect(run(['widgets', 'widgets']).status).toBe(2);
    const { root } = run(['widgets', 'WidgetsClient']);
    const again = spawnSync(process.execPath, [generator, 'widgets', 'WidgetsClient'], {
      env: { ...process.env, LIFESCI_ROOT: root },
      encoding: 'utf8',
    });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists already');
  });
});
