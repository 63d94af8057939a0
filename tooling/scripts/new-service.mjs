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

const service = clientName.replace(/Client$/, '');
// The base address key: the emulator's interface name for the service (camelCase of the dir).
const baseKey = dir.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const vars = {
  __DIR__: dir,
  __CLIENT__: clientName,
  __SERVICE__: service,
  __SERVICE_CAMEL__: service[0].toLowerCase() + service.slice(1),
  __SERVICE_UPPER__: service.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase(),
  __BASE_KEY__: baseKey,
  __BASE_ENV_NAME__: `LIFESCI_${baseKey.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_URL`,
  __DESCRIPTION__: description,
};
// Longest placeholder first, so __SERVICE_UPPER__ is never read as __SERVICE__ + rest.
const placeholders = Object.keys(vars).sort((a, b) => b.length - a.length);
const fill = (text) => placeholders.reduce((out, key) => out.split(key).join(vars[key]), text);

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
// API Extractor writes the package's API report there (`npm run api`) but does not create it.
mkdirSync(join(target, 'api'));
console.log(
  `created ${relative(root, target)}; run \`npx pnpm@10 install\` and \`npm run api\`, and add a changeset.`,
);
