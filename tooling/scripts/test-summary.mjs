#!/usr/bin/env node
// Prints one line per package and a closing "N passed, N failed" line from the JSON results
// every package's vitest run writes (tooling/vitest-config), so a green run shows what it ran
// even when turbo only prints errors or replays a cached task. `--lane long` reads the long
// lane's results instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lane = process.argv.includes('--lane') ? process.argv[process.argv.indexOf('--lane') + 1] : 'default';
const resultsFile = lane === 'long' ? '.test-results.long.json' : '.test-results.json';
let passed = 0;
let failed = 0;
let skipped = 0;
let packages = 0;
for (const group of ['packages', 'tooling', 'examples']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, resultsFile);
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const skippedHere = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    console.log(
      `  ${group}/${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed in ${r.numTotalTestSuites} suites`,
    );
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += skippedHere;
    packages += 1;
  }
}
if (packages === 0) {
  console.error('no test results found: did any package run its tests?');
  process.exit(1);
}
console.log(
  `${lane === 'long' ? 'long' : 'tests'}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
