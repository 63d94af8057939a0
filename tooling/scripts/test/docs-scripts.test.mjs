import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** Every workspace package not marked private (they are all under packages/ today). */
function published() {
  return ['packages', 'tooling', 'examples'].flatMap((parent) =>
    readdirSync(join(root, parent))
      .map((dir) => join(root, parent, dir))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
      .filter(({ manifest }) => !manifest.private),
  );
}

describe('npm run docs', () => {
  const packages = published();

  it('every published package has a typedoc docs script with the shared options, output git-ignored', () => {
    expect(packages.length).toBeGreaterThanOrEqual(15);
    const missing = packages
      .filter(({ manifest }) => {
        const script = manifest.scripts?.docs ?? '';
        return !/^typedoc .*--options \.\.\/\.\.\/tooling\/typedoc\/typedoc\.json .*--out docs\b/.test(
          script,
        );
      })
      .map(({ manifest }) => manifest.name);
    expect(missing).toEqual([]);
    expect(readFileSync(join(root, '.gitignore'), 'utf8').split('\n')).toContain('docs/');
  });

  it("every subpath export's names are documented through the package's docs entry", async () => {
    const undocumented = [];
    for (const { dir, manifest } of packages) {
      const subpaths = Object.keys(manifest.exports ?? {}).filter((k) => k !== '.' && k !== './package.json');
      if (subpaths.length === 0) continue;
      const entries = (manifest.scripts?.docs ?? '').split(' ').filter((w) => w.startsWith('src/'));
      const documented = new Set();
      for (const entry of entries) {
        const built = join(dir, entry.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js'));
        for (const name of Object.keys(await import(pathToFileURL(built).href))) documented.add(name);
      }
      for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
        const file = typeof target === 'object' ? target.import?.default : undefined;
        if (subpath === '.' || subpath === './package.json' || typeof file !== 'string') continue;
        for (const name of Object.keys(await import(pathToFileURL(join(dir, file)).href)))
          if (!documented.has(name)) undocumented.push(`${manifest.name}/${subpath.slice(2)}: ${name}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
