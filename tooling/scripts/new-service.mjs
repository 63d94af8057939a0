#!/usr/bin/env node
// Creates packages/<dir> with the standard service layout of DESIGN.md, so every service
// package starts identical. Usage: pnpm new-service <dir> <ClientName> "<description>"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// LIFESCI_ROOT lets the generator's own test write into a scratch directory.
const root = process.env.LIFESCI_ROOT ?? join(here, '..', '..');
const [dir, clientName, description = ''] = process.argv.slice(2);

if (!dir || !/^[a-z][a-z0-9-]*$/.test(dir) || !clientName || !/^[A-Z][A-Za-z0-9]*Client$/.test(clientName)) {
  console.error(
    'usage: new-service <dir: kebab-case> <ClientName: PascalCase ending in Client> "<description>"',
  );
  process.exit(2);
}
const target = join(root, 'packages', dir);
if (existsSync(target)) {
  console.error(`packages/${dir} exists already`);
  process.exit(1);
}

const vars = {
  __DIR__: dir,
  __CLIENT__: clientName,
  __SERVICE__: clientName.replace(/Client$/, ''),
  __DESCRIPTION__: description,
};
const fill = (text) => text.replace(/__[A-Z]+__/g, (k) => vars[k] ?? k);

function copy(from, to) {
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    const dst = join(to, fill(name.replace(/\.tpl$/, '')));
    if (statSync(src).isDirectory()) {
      mkdirSync(dst, { recursive: true });
      copy(src, dst);
    } else {
      mkdirSync(dirname(dst), { recursive: true });
      writeFileSync(dst, fill(readFileSync(src, 'utf8')));
    }
  }
}
copy(join(here, 'template'), target);
console.log(`created ${relative(root, target)}; run \`npx pnpm@10 install\` and add a changeset.`);
