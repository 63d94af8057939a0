import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform, release, totalmem } from 'node:os';
import { formatFigure } from './stats.js';
import type { BenchResult } from './types.js';

const HEADER = `# Benchmark results

Written by \`npm run bench\` (\`tooling/bench\`); \`npm run bench -- <id>...\` reruns some and keeps
the other sections. Speed targets are measured here, never asserted in tests.

Each section is dated when its benchmark started, and each row's *load* is the machine's 1-minute
load average (\`os.loadavg()\`) sampled every 5 s while that benchmark ran, shown as median (max),
because the machine is shared and load slows every timing. *runs* is how many runs a figure comes
from, and *min* and *median* are the fastest and the median of those runs (empty for counts and
sizes); *measured* leads with the median, never the fastest run.
`;

/** One benchmark's rows and when it started. */
export interface Ran {
  at: Date;
  results: BenchResult[];
}

export function machine(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 1024 ** 3)} GiB`;
  return `${cpu}, ${cpus().length} cores, ${memory}, ${platform()} ${release()} ${arch()}, Node ${process.versions.node}`;
}

/** Text safe inside one table cell: an error message may hold newlines or pipes. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

function row(r: BenchResult): string {
  const figure = (value: number | undefined) =>
    value === undefined || r.unit === undefined ? '' : formatFigure(value, r.unit);
  const load = r.loadAverage
    ? `${r.loadAverage.median.toFixed(1)} (max ${r.loadAverage.max.toFixed(1)})`
    : '';
  const met = r.error !== undefined ? '**no** (threw)' : r.pass ? 'yes' : '**no**';
  const notes = r.error !== undefined ? cell(r.error).slice(0, 500) : (r.notes ?? '');
  return `| ${r.name} | ${r.measured} | ${r.target} | ${met} | ${r.runs ?? ''} | ${figure(r.min)} | ${figure(r.median)} | ${load} | ${notes} |`;
}

function section(id: string, { at, results }: Ran): string {
  return [
    `## ${id}`,
    '',
    `Measured ${at.toISOString()} on ${machine()}.`,
    '',
    '| benchmark | measured | target | met | runs | min | median | load | notes |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(row),
    '',
  ].join('\n');
}

/**
 * Rewrites the sections of the benchmarks that ran and keeps every other section as it was.
 * Sections are keyed by their heading, which must be the benchmark id (`## trials-crawl`): a
 * heading that names no benchmark would never be replaced, so it is reported.
 */
export function updateResults(file: string, ran: Map<string, Ran>, knownIds: readonly string[]): void {
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
  for (const [id, r] of ran) sections.set(id, section(id, r));
  writeFileSync(file, [HEADER, ...sections.values()].join('\n'));
}
