#!/usr/bin/env node
// Checks the published declarations of every published package (dist/**/*.d.ts, what `types`
// in the exports maps gives users; tooling/scripts/build-package.mjs writes them), as a user's
// project outside the workspace sees them. Needs the packages built.
//
//   (a) every exports subpath has its published declarations and its valibot-typed ones; the
//       published files (those reachable from the entry points) import no valibot, carry no
//       declaration maps, and, but for the emulator's, need no @types/node; the umbrella's never
//       reach the emulator's
//   (b) test/fixtures/public-types.ts, a user's file, type-checks against them with skipLibCheck
//       false and no @types/node; its @ts-expect-error lines prove a misspelt response field is a
//       compile error
//   (c) every exported non-generic interface and type alias of every client package equals, on its
//       known fields (index signatures aside, at every depth), the same type in the valibot-typed
//       declarations, i.e. the schema's output type it was written from
//
// Prints what it checked; exits 1 with the problems found.
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
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const tsc = join(dirname(fileURLToPath(import.meta.resolve('typescript/package.json'))), 'bin', 'tsc');
const fixture = fileURLToPath(new URL('./test/fixtures/public-types.ts', import.meta.url));
const FULL = '@lifesci/valibot-typed';
const keep = process.argv.includes('--keep');
const problems = [];

function published() {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((pkg) => existsSync(join(pkg, 'package.json')))
    .map((pkg) => ({ dir: pkg, manifest: JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/** Every module a declaration file names. */
function specifiers(file) {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = sf.referencedFiles.map((r) => r.fileName);
  const types = sf.typeReferenceDirectives.map((r) => `@types/${r.fileName}`);
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(node.moduleSpecifier.text);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...found, ...types];
}

/** (a) The published files of one package, from its entry points along relative imports. */
function checkTree({ dir, manifest }) {
  const name = manifest.name;
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (subpath === './package.json') continue;
    const types = target?.types;
    const published = types?.default;
    const full = types?.[FULL];
    if (!published || !existsSync(join(dir, published)))
      problems.push(`${name} ${subpath}: no published declarations`);
    else entries.push(join(dir, published));
    if (!full || !existsSync(join(dir, full)) || !full.startsWith('./dist/valibot-typed/'))
      problems.push(`${name} ${subpath}: no ${FULL} declarations under dist/valibot-typed/`);
  }
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const where = `${name}: ${relative(dir, file)}`;
    if (!existsSync(file)) {
      problems.push(`${where} is imported but missing`);
      continue;
    }
    if (/sourceMappingURL/.test(readFileSync(file, 'utf8'))) problems.push(`${where} has a declaration map`);
    for (const specifier of specifiers(file)) {
      if (specifier === 'valibot' || specifier.startsWith('valibot/'))
        problems.push(`${where} imports valibot`);
      const nodeTypes = specifier.startsWith('node:') || specifier === '@types/node';
      if (nodeTypes && name !== '@lifesci/emulator')
        problems.push(`${where} needs @types/node (${specifier})`);
      if (specifier.startsWith('@lifesci/emulator') && name !== '@lifesci/emulator')
        problems.push(`${where} reaches the emulator's declarations`);
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
    }
  }
  return seen.size;
}

/** A project outside the workspace with every published package linked into node_modules. */
function project(packages) {
  const dir = mkdtempSync(join(tmpdir(), 'lifesci-public-types-'));
  mkdirSync(join(dir, 'node_modules', '@lifesci'), { recursive: true });
  for (const { dir: pkg, manifest } of packages)
    symlinkSync(pkg, join(dir, 'node_modules', '@lifesci', manifest.name.replace('@lifesci/', '')), 'dir');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'public-types', private: true, type: 'module' }),
  );
  return dir;
}

const COMPILER = {
  target: 'ES2022',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  types: [],
};

function typecheck(dir, config, label) {
  writeFileSync(join(dir, `tsconfig.${label}.json`), JSON.stringify(config));
  const run = spawnSync(process.execPath, [tsc, '-p', `tsconfig.${label}.json`], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (run.status === 0) return;
  // Each error with the line it is about, so a failed comparison names its type.
  const sources = new Map();
  const output = `${run.stdout}${run.stderr}`.replace(/^(\S+\.ts)\((\d+),\d+\): .*$/gm, (line, file, n) => {
    if (!sources.has(file)) sources.set(file, readFileSync(join(dir, file), 'utf8').split('\n'));
    return `${line}\n    at: ${sources.get(file)[Number(n) - 1]?.trim()}`;
  });
  problems.push(`(${label}) tsc:\n${output}`);
}

/** Exported interfaces and type aliases without type parameters of a package's '.' entry. */
function exportedTypes(entries) {
  const program = ts.createProgram({
    rootNames: entries.map((e) => e.file),
    options: {
      ...COMPILER,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
    },
  });
  const checker = program.getTypeChecker();
  return entries.map(({ name, file }) => {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    const names = [];
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
      if (symbol.flags & ts.SymbolFlags.Class) continue;
      const generic = symbol.declarations?.some(
        (d) => (ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d)) && d.typeParameters?.length,
      );
      if (!generic) names.push(exported.name);
    }
    return { name, names: names.sort() };
  });
}

const EQUALITY_HEADER = `// Written by check-public-types.mjs: each published type against its valibot-typed twin.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
/** A type's known fields at every depth: index signatures (a loose object's rest) left out. */
type Known<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends (...args: infer A) => infer R
    ? (...args: Known<A>) => Known<R>
    : T extends readonly unknown[]
      ? { [K in keyof T]: Known<T[K]> }
      : { [K in keyof T as string extends K ? never : number extends K ? never : K]: Known<T[K]> };
`;

const packages = published();
let files = 0;
for (const pkg of packages) files += checkTree(pkg);
console.log(`(a) ${packages.length} packages, ${files} published declaration files read`);

const work = project(packages);
try {
  // (b) the user's file.
  writeFileSync(join(work, 'consumer.ts'), readFileSync(fixture, 'utf8'));
  typecheck(
    work,
    { compilerOptions: { ...COMPILER, skipLibCheck: false }, files: ['consumer.ts'] },
    'consumer',
  );
  console.log('(b) test/fixtures/public-types.ts type-checked against the published declarations');

  // (c) every client package's types against the valibot-typed ones. The twins are imported by
  // path (no export condition can give both trees in one program); valibot's own declarations
  // are then part of the program, so library files are not checked here ((b) checks ours).
  const clients = packages.filter(
    ({ manifest }) => !['@lifesci/core', '@lifesci/emulator', '@lifesci/sdk'].includes(manifest.name),
  );
  const lists = exportedTypes(
    clients.map(({ dir, manifest }) => ({
      name: manifest.name,
      file: join(dir, manifest.exports['.'].types.default),
    })),
  );
  let lines = EQUALITY_HEADER;
  let compared = 0;
  for (const [i, { dir, manifest }] of clients.entries()) {
    const alias = manifest.name.replace('@lifesci/', '').replaceAll('-', '_');
    const full = join(dir, manifest.exports['.'].types[FULL]).replace(/\.d\.ts$/, '.js');
    lines += `import type * as ${alias} from '${manifest.name}';\n`;
    lines += `import type * as ${alias}_valibot from '${full}';\n`;
    for (const type of lists[i].names) {
      const equal = `Equal<Known<${alias}.${type}>, Known<${alias}_valibot.${type}>>`;
      lines += `export type ${alias}_${type} = Expect<${equal}>;\n`;
      compared++;
    }
  }
  writeFileSync(join(work, 'equality.ts'), lines);
  typecheck(
    work,
    { compilerOptions: { ...COMPILER, skipLibCheck: true }, files: ['equality.ts'] },
    'equality',
  );
  console.log(
    `(c) ${compared} exported types of ${clients.length} client packages compared with their valibot-typed twins`,
  );
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('the published declarations are free of valibot and agree with the schemas');
