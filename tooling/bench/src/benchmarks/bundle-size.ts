import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Benchmark, BenchResult } from '../types.js';

const resolveDir = fileURLToPath(new URL('../..', import.meta.url));

/** An app that imports one client and uses it, bundled by esbuild (minified) and gzipped (level 9). */
async function appSize(
  pkg: string,
  client: string,
): Promise<{ minified: number; gzipped: number; parts: [string, number][] }> {
  const out = await build({
    stdin: {
      contents: `import { ${client} } from '${pkg}';\nconsole.log(new ${client}());\n`,
      resolveDir,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: 'app.js',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0]?.contents ?? new Uint8Array();
  // Minified bytes per package, to show where the size comes from.
  const byPackage = new Map<string, number>();
  for (const output of Object.values(out.metafile.outputs)) {
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
      const key = name ?? /packages\/([^/]+)/.exec(file)?.[1] ?? file;
      byPackage.set(key, (byPackage.get(key) ?? 0) + bytesInOutput);
    }
  }
  const parts = [...byPackage].sort((a, b) => b[1] - a[1]);
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength, parts };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Minified+gzipped size of an app importing only TrialsClient (<= 30 kB) or only GenesClient (<= 55 kB). */
export const bundleSize: Benchmark = {
  id: 'bundle-size',
  async run() {
    const cases = [
      { pkg: '@lifesci/trials', client: 'TrialsClient', limit: 30_000 },
      { pkg: '@lifesci/genes', client: 'GenesClient', limit: 55_000 },
    ];
    const results: BenchResult[] = [];
    for (const { pkg, client, limit } of cases) {
      const { minified, gzipped, parts } = await appSize(pkg, client);
      const top = parts.slice(0, 6).map(([name, bytes]) => `${name} ${kB(bytes)}`);
      results.push({
        name: `app importing only ${client} (esbuild --bundle --minify, gzip -9)`,
        measured: `${kB(gzipped)} gzipped (${kB(minified)} minified)`,
        target: `≤ ${kB(limit)}`,
        pass: gzipped <= limit,
        notes: `platform node, ESM, every dependency bundled; 1 kB = 1,000 bytes; largest parts (minified): ${top.join(', ')}`,
      });
    }
    return results;
  },
};
