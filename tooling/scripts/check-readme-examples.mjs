#!/usr/bin/env node
/**
 * Type-checks the ```ts blocks of the READMEs (root, packages/*, examples/*) against the published
 * declarations (each package's built dist .d.ts, what users get), in one TypeScript program.
 *
 * How blocks become modules (the rule the READMEs follow):
 * - A README's first ```ts block is its setup: a complete module with its imports.
 * - Every later block is its own module that continues the setup: the checker prepends the setup's
 *   import declarations and its client constructions (top-level `const x = new …(…)` statements),
 *   nothing else. A later block that needs other names (node:fs, a schema, a value from another
 *   block) imports or declares them itself.
 * - Each module may use top-level await (an `export {}` is appended to make it a module).
 * - A block whose info string is `ts fragment` is deliberately incomplete: it is only parsed
 *   (syntax errors still fail), not type-checked.
 *
 * Prints one summary line per README and exits 1 with each error (README:line) if any block fails.
 * Needs the packages built (`npm run build:pkg -- @lifesci/sdk` builds them all).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundNames } from './public-types.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/** The READMEs that hold examples for users. */
export function readmes() {
  const files = [join(root, 'README.md')];
  for (const group of ['packages', 'examples']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const file = join(root, group, name, 'README.md');
      if (existsSync(file)) files.push(file);
    }
  }
  return files;
}

/** The ```ts blocks of one README: { line (1-based, first code line), code, fragment }. */
export function blocks(text) {
  const found = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```ts(?:\s+(\S.*))?$/.exec(lines[i]);
    if (!open) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end].startsWith('```')) end++;
    found.push({
      line: start + 1,
      code: lines.slice(start, end).join('\n'),
      fragment: open[1] === 'fragment',
    });
    i = end;
  }
  return found;
}

/**
 * The setup's import declarations and client constructions, as text to prepend to a later block;
 * a statement binding a name the block binds itself is left out (the block's own wins).
 */
function preamble(setup, block) {
  const parse = (code) => ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true);
  const own = new Set(parse(block).statements.flatMap(boundNames));
  const sf = parse(setup);
  const kept = [];
  for (const statement of sf.statements) {
    const construction =
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.every((d) => d.initializer && ts.isNewExpression(d.initializer));
    if (!ts.isImportDeclaration(statement) && !construction) continue;
    if (boundNames(statement).some((name) => own.has(name))) continue;
    kept.push(statement.getText(sf));
  }
  return kept.join('\n');
}

/** A directory whose node_modules/@lifesci links every workspace package, as a user's would. */
export function project() {
  const dir = mkdtempSync(join(tmpdir(), 'readme-examples-'));
  mkdirSync(join(dir, 'node_modules', '@lifesci'), { recursive: true });
  for (const group of ['packages', 'examples']) {
    for (const name of readdirSync(join(root, group))) {
      const manifest = join(root, group, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')).name.replace('@lifesci/', '');
      symlinkSync(join(root, group, name), join(dir, 'node_modules', '@lifesci', pkg), 'dir');
    }
  }
  // Users who write schemas (core's README) install valibot themselves.
  const valibot = realpathSync(join(root, 'packages', 'core', 'node_modules', 'valibot'));
  symlinkSync(valibot, join(dir, 'node_modules', 'valibot'), 'dir');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'readme-examples', private: true, type: 'module' }),
  );
  return dir;
}

/** Every block as the module it is checked (and run) as: { name, readme, line, offset, code, fragment }. */
export function readmeModules() {
  const modules = [];
  for (const readme of readmes()) {
    const found = blocks(readFileSync(readme, 'utf8'));
    const name = relative(root, readme);
    for (const [i, block] of found.entries()) {
      const setup = i === 0 || found[0].fragment ? '' : preamble(found[0].code, block.code);
      const prefix = setup ? `${setup}\n` : '';
      modules.push({
        name: `${name.replaceAll('/', '__').replace(/\.md$/, '')}__${block.line}`,
        readme: name,
        line: block.line,
        offset: prefix.split('\n').length - 1,
        code: `${prefix}${block.code}\nexport {};\n`,
        fragment: block.fragment,
      });
    }
  }
  return modules;
}

export function check() {
  const dir = project();
  try {
    const modules = readmeModules().map((m) => ({ ...m, file: join(dir, `${m.name}.ts`) }));
    for (const m of modules) writeFileSync(m.file, m.code);
    const summary = [];
    for (const readme of new Set(modules.map((m) => m.readme))) {
      const own = modules.filter((m) => m.readme === readme);
      const fragments = own.filter((m) => m.fragment).length;
      summary.push(
        `${readme}: ${own.length} blocks (${own.length - fragments} type-checked, ${fragments} fragments)`,
      );
    }
    const program = ts.createProgram({
      rootNames: modules.map((m) => m.file),
      options: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        // A Node user's configuration: Node's globals (fetch, web streams), no DOM.
        lib: ['lib.es2022.d.ts'],
        types: ['node'],
        typeRoots: [join(here, 'node_modules', '@types')],
      },
    });
    const problems = [];
    for (const m of modules) {
      const sf = program.getSourceFile(m.file);
      const diagnostics = m.fragment
        ? program.getSyntacticDiagnostics(sf)
        : [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)];
      for (const d of diagnostics) {
        const { line } = sf.getLineAndCharacterOfPosition(d.start ?? 0);
        const text = ts.flattenDiagnosticMessageText(d.messageText, '\n    ');
        const where =
          line < m.offset ? `(setup line ${line + 1})` : `${m.readme}:${m.line + line - m.offset}`;
        problems.push(`${where}: TS${d.code} ${text}`);
      }
    }
    return { modules: modules.length, summary, problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { modules, summary, problems } = check();
  for (const line of summary) console.log(line);
  console.log(`${modules} README blocks checked against the published declarations`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
