import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, spread } from '../stats.js';
import type { Benchmark, BenchResult } from '../types.js';

const RUNS = 3;
const TYPES_TARGET = 60_000;
const SECONDS_TARGET = 5;

const packagesDir = fileURLToPath(new URL('../../../../packages', import.meta.url));
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const typesNode = dirname(require.resolve('@types/node/package.json'));

/** What `tsc --extendedDiagnostics` reports for one run. */
export interface TypeCost {
  files: number;
  types: number;
  instantiations: number;
  memoryMB: number;
  checkSeconds: number;
  totalSeconds: number;
}

/** The service packages: every published package with a client (not core, the emulator, the umbrella). */
export function servicePackages(dir = packagesDir): { dir: string; name: string; client: string }[] {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((pkg) => existsSync(join(pkg, 'package.json')))
    .map((pkg) => ({ pkg, manifest: JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)
    .filter(({ manifest }) => !['@lifesci/core', '@lifesci/emulator', '@lifesci/sdk'].includes(manifest.name))
    .map(({ pkg, manifest }) => {
      const words = manifest.name.replace('@lifesci/', '').split('-') as string[];
      const client = `${words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('')}Client`;
      return { dir: pkg, name: manifest.name as string, client };
    });
}

/**
 * The 4-line file a user writes. For trials it is the issue's own: fetch a study, print a field.
 * Other services get a client and print what it is, which loads the same declarations.
 */
export function probe(name: string, client: string): string {
  if (name === '@lifesci/trials')
    return `import { TrialsClient } from '@lifesci/trials';
const client = new TrialsClient();
const study = await client.studies.get('NCT04280705');
console.log(study.protocolSection?.identificationModule?.nctId);
`;
  return `import { ${client} } from '${name}';
const client = new ${client}();
const keys: string[] = Object.keys(client);
console.log(client.constructor.name, keys);
`;
}

function parse(output: string): TypeCost {
  const number = (label: string) => {
    const match = new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(output);
    if (!match) throw new Error(`tsc --extendedDiagnostics printed no "${label}":\n${output}`);
    return Number(match[1]);
  };
  return {
    files: number('Files'),
    types: number('Types'),
    instantiations: number('Instantiations'),
    memoryMB: number('Memory used') / 1024,
    checkSeconds: number('Check time'),
    totalSeconds: number('Total time'),
  };
}

/**
 * A scratch npm project outside the workspace whose node_modules links the package (as
 * `npm install` of a tarball would place it; its own dependencies resolve where it lives), with
 * @types/node installed or not, and a strict NodeNext tsconfig that checks every declaration file
 * (`skipLibCheck: false`). Returns the directory; `probe.ts` is the user's file.
 */
export function scratchProject(
  pkg: { dir: string; name: string },
  source: string,
  withNode: boolean,
): string {
  const dir = mkdtempSync(join(tmpdir(), 'lifesci-type-cost-'));
  const scope = join(dir, 'node_modules', '@lifesci');
  mkdirSync(scope, { recursive: true });
  symlinkSync(pkg.dir, join(scope, pkg.name.replace('@lifesci/', '')), 'dir');
  if (withNode) {
    mkdirSync(join(dir, 'node_modules', '@types'), { recursive: true });
    symlinkSync(typesNode, join(dir, 'node_modules', '@types', 'node'), 'dir');
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'type-cost', private: true, type: 'module' }),
  );
  writeFileSync(join(dir, 'probe.ts'), source);
  const compilerOptions = {
    target: 'es2022',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    // Without @types/node: none at all. With it: TypeScript's default, every @types package installed.
    ...(withNode ? {} : { types: [] }),
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['probe.ts'] }));
  return dir;
}

/** `tsc --extendedDiagnostics` in `dir`; fails on any type error (the probe must compile). */
export function typeCost(dir: string): TypeCost {
  const run = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--extendedDiagnostics'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`tsc failed in ${dir}:\n${run.stdout}\n${run.stderr}`);
  return parse(run.stdout);
}

/** The floor: the same project with an empty file (TypeScript's lib, and @types/node when installed). */
const EMPTY = 'export {};\n';

/**
 * What importing one service package costs the TypeScript checker: for each service package,
 * the 4-line probe type-checked in a project outside the workspace, without and with @types/node,
 * in rounds that also check an empty file in the same project setup (the floor no package can go
 * under), so a figure taken under load can be read against the floor taken under the same load.
 * Types and instantiations are exact; times are medians of 3 rounds.
 */
export const typeCostBenchmark: Benchmark = {
  id: 'type-cost',
  async run() {
    const results: BenchResult[] = [];
    for (const pkg of servicePackages()) {
      for (const withNode of [false, true]) {
        const dir = scratchProject(pkg, probe(pkg.name, pkg.client), withNode);
        const floorDir = scratchProject(pkg, EMPTY, withNode);
        try {
          const runs: TypeCost[] = [];
          const floors: TypeCost[] = [];
          for (let round = 0; round < RUNS; round++) {
            // Alternate which goes first, so neither always runs on a warmer machine.
            if (round % 2) floors.push(typeCost(floorDir));
            runs.push(typeCost(dir));
            if (!(round % 2)) floors.push(typeCost(floorDir));
          }
          const first = runs[0] as TypeCost;
          const floor = floors[0] as TypeCost;
          const total = spread(
            runs.map((r) => r.totalSeconds),
            's',
          );
          const floorTotal = median(floors.map((r) => r.totalSeconds));
          const check = median(runs.map((r) => r.checkSeconds));
          const memory = median(runs.map((r) => r.memoryMB));
          results.push({
            name: `import ${pkg.name}, 4-line file, ${withNode ? 'with @types/node' : 'types: []'}`,
            measured: `${first.types.toLocaleString('en-US')} types, median ${total.median.toFixed(2)} s tsc`,
            target: `≤ ${TYPES_TARGET.toLocaleString('en-US')} types and ≤ ${SECONDS_TARGET} s`,
            pass: first.types <= TYPES_TARGET && total.median <= SECONDS_TARGET,
            ...total,
            notes:
              `${first.instantiations.toLocaleString('en-US')} instantiations, ${first.files} files, check ${check.toFixed(2)} s, ${memory.toFixed(0)} MB; ` +
              `an empty file in the same setup: ${floor.types.toLocaleString('en-US')} types, median ${floorTotal.toFixed(2)} s; strict, NodeNext, skipLibCheck false`,
          });
        } finally {
          rmSync(dir, { recursive: true, force: true });
          rmSync(floorDir, { recursive: true, force: true });
        }
      }
    }
    return results;
  },
};
