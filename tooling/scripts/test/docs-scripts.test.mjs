import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const configFile = join(root, 'tooling', 'typedoc', 'typedoc.config.mjs');
const configDir = dirname(configFile);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const config = (await import(pathToFileURL(configFile).href)).default;

/** Every workspace package not marked private (they are all under packages/ today). */
function published() {
  return ['packages', 'tooling', 'examples'].flatMap((parent) =>
    readdirSync(join(root, parent))
      .map((dir) => join(root, parent, dir))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map((dir) => ({ dir, manifest: readJson(join(dir, 'package.json')) }))
      .filter(({ manifest }) => !manifest.private),
  );
}

/** The package directories an entry of `entryPoints` names: `dir/*` (each package in dir) or `dir`. */
function packageDirs(entry) {
  const path = resolve(configDir, entry);
  if (!path.endsWith('/*')) return [path];
  const parent = path.slice(0, -2);
  return readdirSync(parent)
    .map((name) => join(parent, name))
    .filter((dir) => existsSync(join(dir, 'package.json')));
}

/** The file TypeDoc takes for one `exports` entry: the first of its conditions it knows, recursively. */
function typedocTarget(target) {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object' || Array.isArray(target)) return undefined;
  const known = Object.keys(target).find((c) =>
    ['typedoc', 'types', 'import', 'node', 'default'].includes(c),
  );
  return known === undefined ? undefined : typedocTarget(target[known]);
}

describe('npm run docs', () => {
  const packages = published();

  it('builds one TypeDoc site whose entries are exactly the published packages', () => {
    expect(packages.length).toBeGreaterThanOrEqual(15);
    expect(config.entryPointStrategy).toBe('packages');
    const entries = config.entryPoints.flatMap(packageDirs).map((dir) => relative(root, dir));
    expect([...entries].sort()).toEqual(packages.map(({ dir }) => relative(root, dir)).sort());
  });

  it('is the only docs build: root script through task.mjs, no per-package sites, no turbo task', () => {
    expect(readJson(join(root, 'package.json')).scripts.docs).toBe('node tooling/scripts/task.mjs docs');
    expect(readFileSync(join(root, 'tooling', 'scripts', 'task.mjs'), 'utf8')).toContain(
      "join('tooling', 'typedoc', 'typedoc.config.mjs')",
    );
    const own = packages
      .filter(
        ({ dir, manifest }) =>
          manifest.scripts?.docs !== undefined ||
          manifest.typedocOptions !== undefined ||
          existsSync(join(dir, 'typedoc.json')),
      )
      .map(({ manifest }) => manifest.name);
    expect(own).toEqual([]);
    expect(
      readJson(join(root, 'tooling', 'scripts', 'template', 'package.json')).scripts.docs,
    ).toBeUndefined();
    expect(readJson(join(root, 'turbo.json')).tasks.docs).toBeUndefined();
  });

  it('writes to docs/api/, which git ignores, and fails on any warning', () => {
    expect(relative(root, resolve(configDir, config.out))).toBe(join('docs', 'api'));
    expect(readFileSync(join(root, '.gitignore'), 'utf8').split('\n')).toContain('docs/api/');
    expect(config.treatWarningsAsErrors).toBe(true);
  });

  it('documents what users get: the published declarations, not the sources or the valibot-typed ones', () => {
    // TypeDoc reads each package through one program of every package's dist/ declarations
    // without the workspace's export conditions, so imports between packages land on the
    // published declarations too.
    const tsconfigFile = join(root, 'packages', 'core', config.packageOptions.tsconfig);
    expect(relative(root, tsconfigFile)).toBe(join('tooling', 'typedoc', 'tsconfig.json'));
    const tsconfig = JSON.parse(readFileSync(tsconfigFile, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    expect(tsconfig.include).toEqual(['../../packages/*/dist/**/*.d.ts']);
    expect(tsconfig.exclude).toEqual(['../../packages/*/dist/valibot-typed/**']);
    expect(tsconfig.compilerOptions.customConditions).toBeUndefined();
  });

  it('documents every subpath export but ./package.json, each from its source file', () => {
    // Packages set no entryPoints of their own (checked above), so TypeDoc takes one module per
    // `exports` subpath: the published declaration file its conditions give (dist/x.d.ts), which
    // the build writes from src/x.ts.
    expect(config.packageOptions?.entryPoints).toBeUndefined();
    const sourceOf = (declarations) =>
      declarations.replace(/^\.\/dist\//, './src/').replace(/\.d\.ts$/, '.ts');
    const wrong = [];
    for (const { dir, manifest } of packages) {
      const subpaths = Object.entries(manifest.exports ?? {}).filter(
        ([subpath]) => subpath !== './package.json',
      );
      if (subpaths.length === 0) wrong.push(`${manifest.name}: no exports`);
      for (const [subpath, target] of subpaths) {
        const read = typedocTarget(target);
        const fromSource = target?.types?.['@lifesci/source'];
        if (!/^\.\/dist\/.*\.d\.ts$/.test(read ?? '') || !existsSync(join(dir, sourceOf(read))))
          wrong.push(
            `${manifest.name} ${subpath}: TypeDoc reads ${read}, not the declarations of a src/ file`,
          );
        else if (sourceOf(read) !== fromSource)
          wrong.push(
            `${manifest.name} ${subpath}: documents ${sourceOf(read)}, the workspace imports ${fromSource}`,
          );
      }
      // With several modules, TypeDoc names the '.' one "" unless its file says `@module <name>`.
      const main = subpaths.find(([subpath]) => subpath === '.');
      if (subpaths.length > 1 && main) {
        const file = join(dir, sourceOf(typedocTarget(main[1]) ?? ''));
        if (!existsSync(file) || !/^\s*\*\s*@module \S/m.test(readFileSync(file, 'utf8')))
          wrong.push(`${manifest.name}: ${relative(dir, file)} needs a file comment with @module <name>`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
