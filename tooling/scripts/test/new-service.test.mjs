import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const generator = fileURLToPath(new URL('../new-service.mjs', import.meta.url));
const scratch = [];

function run(args) {
  const root = mkdtempSync(join(tmpdir(), 'lifesci-gen-'));
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
    expect(client).not.toMatch(/__[A-Z]+__/);
  });

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
