import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import type { Benchmark, BenchResult } from '../types.js';

const benchDir = fileURLToPath(new URL('../..', import.meta.url));

/** Bytes of a set of output files: minified, and gzipped file by file (each is loaded on its own). */
export interface Load {
  files: string[];
  minified: number;
  gzipped: number;
  /** Minified bytes per dependency (package name, or `core/<dir>` inside @lifesci/core). */
  parts: Map<string, number>;
}

export interface AppBundle {
  /** What the app loads at start: the entry and every chunk it imports statically. */
  start: Load;
  /** Chunks only reached through `import()`: loaded when (if) the code path runs. */
  lazy: Load;
}

/**
 * Where an input file comes from: the package under node_modules (pnpm's layout included), a
 * workspace package, and inside @lifesci/core its folder (`core/xml`, `core/http`), so the report
 * can say which parts of core an app pulls in.
 */
export function dependencyOf(file: string): string {
  const inModules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  const [pkg, rest] = inModules
    ? [inModules[1] as string, inModules[2] as string]
    : (() => {
        const m = /(?:^|\/)packages\/([^/]+)\/(.*)$/.exec(file);
        return m ? [`@lifesci/${m[1]}`, m[2] as string] : [file, ''];
      })();
  if (pkg === '@lifesci/core') {
    const inner = /^(?:dist|src)\/(?:([^/]+)\/)?/.exec(rest);
    return inner?.[1] ? `core/${inner[1]}` : 'core/(root)';
  }
  return pkg;
}

/** The entry's output and every chunk reachable from it by static imports. */
function staticClosure(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}

function measure(files: string[], contents: Map<string, Uint8Array>, metafile: Metafile): Load {
  const parts = new Map<string, number>();
  let minified = 0;
  let gzipped = 0;
  for (const file of files) {
    const code = contents.get(file) ?? new Uint8Array();
    minified += code.byteLength;
    gzipped += gzipSync(code, { level: 9 }).byteLength;
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      const key = dependencyOf(input);
      parts.set(key, (parts.get(key) ?? 0) + bytesInOutput);
    }
  }
  return { files, minified, gzipped, parts };
}

/**
 * Bundles `source` (an app's entry, ESM) as `esbuild --bundle --minify --format=esm --splitting`
 * would, for Node, and splits the output into what loads at start and what loads lazily.
 */
export async function bundleApp(source: string, resolveDir = benchDir): Promise<AppBundle> {
  const out = await build({
    stdin: { contents: source, resolveDir, loader: 'js', sourcefile: 'app.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    platform: 'node',
    target: 'node20',
    // Paths relative to the bench, whatever the cwd (`npm run bench` runs from the repo root):
    // the entry then reads `app.js` in the report.
    absWorkingDir: benchDir,
    outdir: 'out',
    entryNames: 'app',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const contents = new Map(out.outputFiles.map((f) => [f.path.replace(benchDir, ''), f.contents]));
  // The app's own output: each dynamic import's chunk is an entry point of esbuild's too.
  const entry = Object.keys(out.metafile.outputs).find(
    (file) => out.metafile.outputs[file]?.entryPoint === 'app.js',
  );
  if (!entry) throw new Error('esbuild reported no entry output');
  const start = staticClosure(out.metafile, entry);
  const all = Object.keys(out.metafile.outputs).filter((file) => file.endsWith('.js'));
  return {
    start: measure([...start], contents, out.metafile),
    lazy: measure(
      all.filter((file) => !start.has(file)),
      contents,
      out.metafile,
    ),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** "a 12.3 kB, b 4.5 kB, ..." largest first. */
export function describeParts(parts: Map<string, number>, top = Number.POSITIVE_INFINITY): string {
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, bytes]) => `${name} ${kB(bytes)}`)
    .join(', ');
}

/** Sum of the parts whose name starts with `prefix` (`core/` = all of @lifesci/core). */
const sumOf = (parts: Map<string, number>, prefix: string) =>
  [...parts].filter(([name]) => name === prefix || name.startsWith(prefix)).reduce((s, [, b]) => s + b, 0);

/**
 * Size of an app importing only TrialsClient (<= 30 kB) or only GenesClient (<= 55 kB) at start,
 * with esbuild's code splitting; lazily loaded chunks and bottleneck's share reported beside it.
 */
export const bundleSize: Benchmark = {
  id: 'bundle-size',
  async run() {
    const cases = [
      { pkg: '@lifesci/trials', client: 'TrialsClient', limit: 30_000 },
      { pkg: '@lifesci/genes', client: 'GenesClient', limit: 55_000 },
    ];
    const results: BenchResult[] = [];
    for (const { pkg, client, limit } of cases) {
      const { start, lazy } = await bundleApp(
        `import { ${client} } from '${pkg}';\nconsole.log(new ${client}());\n`,
      );
      const bottleneck = start.parts.get('bottleneck') ?? 0;
      const lazyBottleneck = lazy.parts.get('bottleneck') ?? 0;
      results.push({
        name: `app importing only ${client}, loaded at start (esbuild --bundle --minify --format=esm --splitting, gzip -9)`,
        measured: `${kB(start.gzipped)} gzipped (${kB(start.minified)} minified, ${start.files.length} file(s)); lazy chunks ${kB(lazy.gzipped)} gzipped (${kB(lazy.minified)} minified, ${lazy.files.length} file(s))`,
        target: `≤ ${kB(limit)} at start`,
        pass: start.gzipped <= limit,
        // A size, the same every build: one run, no spread to report.
        runs: 1,
        notes:
          `platform node, every dependency bundled, each file gzipped on its own; 1 kB = 1,000 bytes. ` +
          `bottleneck ${kB(bottleneck)} = ${((100 * bottleneck) / Math.max(1, start.minified)).toFixed(0)}% of the start bytes (minified)` +
          `${lazyBottleneck ? `, ${kB(lazyBottleneck)} in a lazy chunk` : ''}; ` +
          `core ${kB(sumOf(start.parts, 'core/'))}. At start (minified): ${describeParts(start.parts)}. ` +
          `Lazy (minified): ${lazy.parts.size ? describeParts(lazy.parts) : 'none'}`,
      });
    }
    return results;
  },
};
