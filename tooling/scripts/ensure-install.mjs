#!/usr/bin/env node
// Makes `npm test` / `npm run demo` work on a fresh machine that has Node and npm but no pnpm:
// installs the workspace with a pinned pnpm fetched through npx when node_modules is missing
// or older than the lockfile.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const marker = join(root, 'node_modules', '.modules.yaml');
const lock = join(root, 'pnpm-lock.yaml');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`lifesci needs Node >= 20.19 (this is ${process.versions.node}).`);
  process.exit(1);
}

const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (stale || process.env.LIFESCI_FORCE_INSTALL) {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  console.log('lifesci: installing the workspace (npx pnpm@10 install)...');
  execFileSync('npx', ['--yes', 'pnpm@10', 'install', ...frozen], { cwd: root, stdio: 'inherit' });
}
