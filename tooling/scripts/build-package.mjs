#!/usr/bin/env node
// Builds a published package (its `build` script, run in the package's directory) from its
// tsconfig.build.json, with one TypeScript program:
//
//   dist/**/*.js                 the code
//   dist/valibot-typed/**/*.d.ts tsc's declarations, with declaration maps back to src/: what the
//                                workspace's own builds read (the `@lifesci/valibot-typed` export
//                                condition, listed in tooling/tsconfig/package-build.json), and what
//                                a client author who composes our schemas with valibot can opt into
//   dist/**/*.d.ts               the published declarations (`types` in the exports map): the same
//                                API without valibot (public-types.mjs), so that importing one
//                                service package stays cheap to type-check and its response types
//                                list their fields without an index signature
//
// The published tree holds the declaration files reachable from the exports map's `types`
// targets; the build fails if any of them imports valibot or something could not be rewritten.
//
// Then each JS entry of the exports map is bundled with esbuild: one ESM file per entry, the
// package's own modules inlined (other packages stay imports, but for those it names in
// `lifesciBuild.inline`), code shared by entries and every
// `import()` in chunks of their own (dist/chunks/), so what loads on first use still does. Node
// then reads and links a few files instead of one per source module: importing @lifesci/core
// took 57 ms of CPU as 70 modules and takes 23 ms bundled (tooling/bench import-time). tsc's
// other .js files are removed, so no second copy of a module can be loaded beside the bundle.
// A package with a `bin` stays one file per module: its commands import files of dist/ that the
// exports map does not name, and read files relative to their own place (`import.meta.url`).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { isValibotSpecifier, publicDeclarations } from './public-types.mjs';

const packageDir = process.cwd();
const FULL_DIR = 'valibot-typed';

const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => packageDir,
  getNewLine: () => '\n',
};

function fail(message) {
  console.error(message);
  process.exit(1);
}

function report(diagnostics) {
  if (!diagnostics.length) return;
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
}

const configFile = join(packageDir, 'tsconfig.build.json');
const parsed = ts.getParsedCommandLineOfConfigFile(
  configFile,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) },
);
if (!parsed) fail(`cannot read ${configFile}`);
if (parsed.errors.length) {
  report(parsed.errors);
  process.exit(1);
}
const options = parsed.options;
if (!options.outDir) fail(`${configFile}: no outDir`);
const outDir = resolve(options.outDir);
const fullDir = join(outDir, FULL_DIR);
options.declaration = true;
options.declarationDir = fullDir;

rmSync(outDir, { recursive: true, force: true });
const program = ts.createProgram({
  rootNames: parsed.fileNames,
  options,
  projectReferences: parsed.projectReferences,
});
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) {
  report(diagnostics);
  process.exit(1);
}
const emitted = program.emit();
if (emitted.diagnostics.length) {
  report(emitted.diagnostics);
  process.exit(1);
}

// ---- the published declarations ----------------------------------------------------------------

const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const rootDir = resolve(options.rootDir ?? packageDir);
const ownSources = new Set(program.getRootFileNames().map((f) => resolve(f)));
/** Core declares StandardSchemaV1 itself; every other package imports it from core. */
const standardSource = [...ownSources].find((f) => f.endsWith(`${sep}schema-type.ts`));

function standardFrom(sourceFileName) {
  if (!standardSource) return '@lifesci/core';
  let specifier = relative(dirname(resolve(sourceFileName)), standardSource).replace(/\.ts$/, '.js');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  return specifier.split(sep).join('/');
}

const problems = new Map();
const notes = [];
const texts = new Map();
program.emit(
  undefined,
  (fileName, text) => {
    if (!fileName.endsWith('.d.ts')) return; // declaration maps: the published tree has none
    const target = join(outDir, relative(fullDir, fileName));
    texts.set(target, text.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'));
  },
  undefined,
  true,
  {
    afterDeclarations: [
      (context) => {
        const transform = publicDeclarations(program, {
          standardFrom,
          notes,
          problems: {
            push(message) {
              const file = message.slice(0, message.indexOf(':'));
              const key = resolve(file.replace(/:\d+$/, ''));
              if (!problems.has(key)) problems.set(key, []);
              problems.get(key).push(message);
            },
          },
        })(context);
        return transform;
      },
    ],
  },
);

/** Every module a declaration file names: imports, re-exports, `import("...")` types, references. */
function moduleSpecifiers(fileName, text) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = sf.referencedFiles.map((r) => r.fileName);
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(node.moduleSpecifier.text);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push(node.argument.literal.text);
    if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      found.push(node.moduleReference.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The declaration file of each `types` target in the exports map (conditions nest). */
function typesTargets(exportsField) {
  const targets = [];
  const visit = (value, underTypes) => {
    if (typeof value === 'string') {
      if (underTypes && value.endsWith('.d.ts')) targets.push(resolve(packageDir, value));
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('@lifesci/')) continue; // the workspace's conditions
      visit(inner, underTypes || key === 'types');
    }
  };
  visit(exportsField ?? {}, false);
  return targets;
}

const entries = typesTargets(manifest.exports);
if (manifest.types) entries.push(resolve(packageDir, manifest.types));
const reachable = new Set();
const queue = [...entries];
const errors = [];
while (queue.length) {
  const file = queue.shift();
  if (reachable.has(file)) continue;
  const text = texts.get(file);
  if (text === undefined) {
    errors.push(`${relative(packageDir, file)} is a published types target, but no source emits it`);
    continue;
  }
  reachable.add(file);
  for (const specifier of moduleSpecifiers(file, text)) {
    if (isValibotSpecifier(specifier))
      errors.push(`${relative(packageDir, file)} still imports ${specifier}`);
    if (!specifier.startsWith('.')) continue;
    queue.push(resolve(dirname(file), specifier.replace(/\.js$/, '.d.ts')));
  }
  if (/\bimport\("valibot["/]/.test(text)) errors.push(`${relative(packageDir, file)} still names valibot`);
  const source = join(rootDir, relative(outDir, file)).replace(/\.d\.ts$/, '.ts');
  for (const message of problems.get(source) ?? []) errors.push(message);
}
const reachableSources = new Set(
  [...reachable].map((f) => join(rootDir, relative(outDir, f)).replace(/\.d\.ts$/, '.ts')),
);
for (const note of notes)
  if (reachableSources.has(resolve(note.replace(/:\d+:.*$/, '')))) console.log(`note: ${note}`);
if (errors.length)
  fail(`${manifest.name}: the published declarations are not free of valibot:\n  ${errors.join('\n  ')}`);

for (const file of reachable) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, texts.get(file));
}
if (!existsSync(fullDir))
  fail(`${manifest.name}: tsc wrote no declarations to ${relative(packageDir, fullDir)}`);

// ---- one bundled file per entry -----------------------------------------------------------------

/** The JS file of each entry in the exports map (the targets that are not `types`). */
function jsTargets(exportsField) {
  const targets = new Set();
  const visit = (value) => {
    if (typeof value === 'string') {
      if (value.endsWith('.js') && value.startsWith('./dist/')) targets.add(resolve(packageDir, value));
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'types' || key.startsWith('@lifesci/')) continue;
      visit(inner);
    }
  };
  visit(exportsField ?? {});
  return [...targets];
}

function jsFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== fullDir) found.push(...jsFiles(file));
    } else if (/\.js(\.map)?$/.test(entry.name)) found.push(file);
  }
  return found;
}

/**
 * `lifesciBuild.inline` in package.json names dependencies whose code is bundled into the
 * package's own chunks instead of imported: esbuild keeps only what is used (a package's root
 * export often re-exports far more), and Node reads one chunk instead of dozens of files. Core's
 * XML stack is the case: htmlparser2's index alone loads domhandler, domutils, dom-serializer and
 * entities' encoders, and fast-xml-parser's its parser and builder, about 60 files and 70 ms of
 * CPU where the tokenizer, the decoder and the validator bundled take 8 ms. They stay
 * `dependencies`: the published declarations name their types, and their licences ship with them.
 * Every other package stays an import, shared with the other lifesci packages (valibot above all).
 */
const inline = new Set(manifest.lifesciBuild?.inline ?? []);
for (const name of inline)
  if (!manifest.dependencies?.[name])
    fail(`${manifest.name}: lifesciBuild.inline names ${name}, not a dependency`);
const packageName = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');
const externals = {
  name: 'externals',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      // An inlined package's own imports are part of it (transitively), so they are bundled too.
      const fromInlined = args.importer.split(sep).includes('node_modules');
      if (fromInlined || inline.has(packageName(args.path))) return undefined;
      return { external: true };
    });
  },
};

/**
 * `lifesciBuild.replace` maps a module inside an inlined dependency to a file of the package's
 * own build that stands in for it, for a module whose work at load the package never uses (core:
 * entities' HTML entity table, decoded when loaded, a third of the XML stack's load, while core
 * runs htmlparser2's tokenizer in XML mode without entity decoding). The build fails if a mapped
 * module is no longer in the bundle, so a dependency upgrade that moves it is noticed.
 */
const replace = Object.entries(manifest.lifesciBuild?.replace ?? {});
const replaced = new Set();
const replacements = {
  name: 'replacements',
  setup(builder) {
    for (const [module, standIn] of replace) {
      const escaped = module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      builder.onLoad({ filter: new RegExp(`[\\\\/]node_modules[\\\\/]${escaped}$`) }, () => {
        replaced.add(module);
        const file = resolve(packageDir, standIn);
        return { contents: readFileSync(file, 'utf8'), loader: 'js', resolveDir: dirname(file) };
      });
    }
  },
};

/**
 * `lifesciBuild.workers` names modules of dist/ that run on worker threads, loaded by a URL
 * relative to the code that starts them (`new URL('./x.js', import.meta.url)`): entries of their
 * own, bundled to the same path, though the exports map does not name them.
 */
const workers = (manifest.lifesciBuild?.workers ?? []).map((file) => resolve(packageDir, file));
for (const file of workers)
  if (!existsSync(file)) fail(`${manifest.name}: lifesciBuild.workers names ${file}, which tsc did not emit`);
const bundleEntries = manifest.bin ? [] : [...jsTargets(manifest.exports), ...workers];
if (bundleEntries.length > 0) {
  const result = await build({
    entryPoints: bundleEntries,
    outdir: outDir,
    outbase: outDir,
    entryNames: '[dir]/[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [externals, replacements],
    sourcemap: true,
    allowOverwrite: true,
    metafile: true,
    logLevel: 'warning',
  });
  const missing = replace.map(([module]) => module).filter((module) => !replaced.has(module));
  if (missing.length)
    fail(
      `${manifest.name}: lifesciBuild.replace names modules the bundle no longer has: ${missing.join(', ')}`,
    );
  const stillImported = Object.entries(result.metafile.outputs).flatMap(([file, output]) =>
    output.imports
      .filter((i) => i.external && inline.has(packageName(i.path)))
      .map((i) => `${relative(packageDir, file)} imports ${i.path}`),
  );
  if (stillImported.length)
    fail(`${manifest.name}: inlined packages still imported:\n  ${stillImported.join('\n  ')}`);
  const outputs = new Set(Object.keys(result.metafile.outputs).map((f) => resolve(f)));
  for (const file of jsFiles(outDir)) if (!outputs.has(file)) rmSync(file);
}
