// Bundles one example straight from the workspace's TypeScript sources (the `@lifesci/source`
// export condition) into a single ESM file, so `npm run demo` needs no build of the packages:
// esbuild takes about 2 s where `tsc` over every package took minutes on a 2-core machine.
// The packages' published output is still built by `tsc` (typed ESM with declaration maps).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * A bundle would give every module the bundle's own `import.meta.url`; a module that finds its
 * files beside it (the emulator's gateway scripts) needs its own, so each workspace source
 * keeps the URL of the file it came from.
 */
const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/](packages|examples)[\\/][^\\/]+[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Bundles `examples/<name>` (its entry is the file its `start` script runs) and returns the file. */
export async function bundleExample(root, name) {
  const dir = join(root, 'examples', name);
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  const started = /node dist\/(\S+)\.js/.exec(pkg.scripts?.start ?? '')?.[1];
  if (!started) throw new Error(`examples/${name} has no "start": "node dist/<entry>.js" script`);
  const outfile = join(root, 'node_modules', '.cache', 'lifesci-examples', `${name}.mjs`);
  await build({
    entryPoints: [join(dir, 'src', `${started}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@lifesci/source'],
    // CommonJS dependencies bundled into ESM still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as lifesciRequire } from 'node:module'; const require = lifesciRequire(import.meta.url);",
    },
    plugins: [keepImportMetaUrl],
    logLevel: 'warning',
    absWorkingDir: dir,
  });
  return outfile;
}
