import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform, release, totalmem } from 'node:os';
import type { BenchResult } from './types.js';

const HEADER = `# Benchmark results

Written by \`npm run bench\` (\`tooling/bench\`); \`npm run bench -- <id>...\` reruns some and keeps
the other sections. Speed targets are measured here, never asserted in tests.
`;

export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 1024 ** 3)} GiB`;
  return `${cpu}, ${cpus().length} cores, ${memory}, ${platform()} ${release()} ${arch()}, Node ${process.versions.node}`;
}

function section(id: string, results: BenchResult[]): string {
  const rows = results.map(
    (r) => `| ${r.name} | ${r.measured} | ${r.target} | ${r.pass ? 'yes' : '**no**'} | ${r.notes ?? ''} |`,
  );
  return [
    `## ${id}`,
    '',
    `Measured ${new Date().toISOString()} on ${machine()}.`,
    '',
    '| benchmark | measured | target | met | notes |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/**
 * Rewrites the sections of the benchmarks that ran and keeps every other section as it was.
 * Sections are keyed by their heading, which must be the benchmark id (`## trials-crawl`): a
 * heading that names no benchmark would never be replaced, so it is reported.
 */
export function updateResults(
  file: string,
  ran: Map<string, BenchResult[]>,
  knownIds: readonly string[],
): void {
  const sections = new Map<string, string>();
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    for (const part of text.split(/^(?=## )/m).slice(1)) {
      const id = /^## (\S+)/.exec(part)?.[1];
      if (!id) continue;
      if (!knownIds.includes(id))
        console.warn(`RESULTS.md: section "## ${id}" names no benchmark id; kept as it is`);
      sections.set(id, `${part.trimEnd()}\n`);
    }
  }
  for (const [id, results] of ran) sections.set(id, section(id, results));
  writeFileSync(file, [HEADER, ...sections.values()].join('\n'));
}
