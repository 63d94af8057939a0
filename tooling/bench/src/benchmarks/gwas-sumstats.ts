import { execFileSync, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@lifesci/emulator';
import { GwasClient } from '@lifesci/gwas';
import { formatFigure, median, spread } from '../stats.js';
import type { Benchmark } from '../types.js';

interface Measured {
  mode: string;
  rows: number;
  ms: number;
  /** User + system CPU of the whole process (all threads), start-up included. */
  cpuMs: number;
  peakRssMb: number;
  rssSource: string;
}

/** `zcat | wc -l` and polars' `read_csv`: the peers issue 27 measures the typed reader against. */
interface Peer {
  rows: number;
  ms: number;
  cpuMs: number;
  peakRssMb?: number;
}

const CHILD = fileURLToPath(new URL('./gwas-sumstats-child.js', import.meta.url));
const ROUNDS = 5;

/** `zcat FILE | wc -l` in a shell that then prints its children's CPU (POSIX `times`). */
function zcatWc(file: string): Peer {
  const started = performance.now();
  const run = spawnSync('sh', ['-c', 'zcat "$1" | wc -l; times', 'sh', file], { encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`zcat | wc -l failed: ${run.stderr}`);
  const [count, , children] = run.stdout.trim().split('\n');
  // `times`: the shell's user and system time, then its children's, as `0m0.770s 0m0.150s`.
  const seconds = (children ?? '').split(/\s+/).map((t) => {
    const [, m, sec] = /^(\d+)m([\d.]+)s$/.exec(t) ?? [];
    return Number(m) * 60 + Number(sec);
  });
  return { rows: Number(count) - 1, ms, cpuMs: ((seconds[0] ?? NaN) + (seconds[1] ?? NaN)) * 1000 };
}

// polars' read_csv of the same file, timed inside its process; CPU and peak RSS of that process.
const POLARS = `
import sys, time, resource, polars as pl
t = time.perf_counter()
df = pl.read_csv(sys.argv[1], separator='\\t', infer_schema_length=10000)
ms = (time.perf_counter() - t) * 1000
ru = resource.getrusage(resource.RUSAGE_SELF)
hwm = [l for l in open('/proc/self/status') if l.startswith('VmHWM:')][0].split()[1]
print(df.height, ms, (ru.ru_utime + ru.ru_stime) * 1000, int(hwm) / 1024)
`;

function ensurePolars(): string {
  const script = fileURLToPath(new URL('../../../scripts/ensure-polars.sh', import.meta.url));
  return execFileSync('sh', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

function polars(python: string, file: string): Peer {
  const run = spawnSync(python, ['-c', POLARS, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`polars failed: ${run.stderr}`);
  const [rows, ms, cpuMs, rss] = run.stdout.trim().split(/\s+/).map(Number);
  return { rows: rows as number, ms: ms as number, cpuMs: cpuMs as number, peakRssMb: rss as number };
}

function measure(mode: 'baseline' | 'typed' | 'core-gunzip' | 'columns' | 'floor', file: string): Measured {
  const run = spawnSync(process.execPath, [CHILD, mode, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${mode} run failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim()) as Measured;
}

/**
 * Issue 8: stream-parse the emulator's 1,000,050-row harmonised TSV.gz into typed rows
 * (`readSumstats`, the reader behind `sumstats.stream`) against a plain gunzip + line split of
 * the same file: peak RSS ≤ 150 MB and time ≤ 2× the plain read. The file is fetched once from the
 * emulator to disk, then each reader runs in a process of its own (so its RSS is its own), rounds
 * alternating; the ratio is taken within each round (the two readers ran seconds apart, under
 * about the same load) and the headline is the median round.
 */
export const gwasSumstats: Benchmark = {
  id: 'gwas-sumstats',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'lifesci-gwas-bench-'));
    const file = join(dir, 'harmonised.tsv.gz');
    const emulator = await startEmulator({ services: ['gwas'], limits: 'off' });
    try {
      const client = new GwasClient({ baseUrls: emulator.baseUrls, rateLimit: false });
      const [study] = (await client.sumstats.listStudies({ size: 1 })).items;
      const url = `${emulator.baseUrls.gwasFiles}/${study?.study_accession}/harmonised/${study?.study_accession}-harmonised.tsv.gz`;
      const response = await fetch(url);
      if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
    } finally {
      await emulator.close();
    }
    try {
      const bytes = statSync(file).size;
      const python = ensurePolars();
      const rounds: {
        baseline: Measured;
        typed: Measured;
        coreGunzip: Measured;
        columns: Measured;
        floor: Measured;
        zcat: Peer;
        polars: Peer;
      }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        rounds.push({
          baseline: measure('baseline', file),
          typed: measure('typed', file),
          coreGunzip: measure('core-gunzip', file),
          columns: measure('columns', file),
          zcat: zcatWc(file),
          polars: polars(python, file),
          floor: measure('floor', file),
        });
      }
      const cpuRatio = spread(
        rounds.map((r) => r.typed.cpuMs / r.zcat.cpuMs),
        '×',
      );
      const wallRatio = spread(
        rounds.map((r) => r.typed.ms / r.polars.ms),
        '×',
      );
      const peersAgree = rounds.every((r) => r.zcat.rows === r.typed.rows && r.polars.rows === r.typed.rows);
      const list = (values: number[]) => values.map((x) => (x / 1000).toFixed(2)).join(', ');
      const ratios = spread(
        rounds.map((r) => r.typed.ms / r.baseline.ms),
        '×',
      );
      const typedS = median(rounds.map((r) => r.typed.ms)) / 1000;
      const baselineS = median(rounds.map((r) => r.baseline.ms)) / 1000;
      const gunzipRatio = median(rounds.map((r) => r.coreGunzip.ms / r.baseline.ms));
      const rss = spread(
        rounds.map((r) => r.typed.peakRssMb),
        'MB',
      );
      const colCpu = spread(
        rounds.map((r) => r.columns.cpuMs / r.zcat.cpuMs),
        '×',
      );
      const colWall = spread(
        rounds.map((r) => r.columns.ms / r.polars.ms),
        '×',
      );
      const colRss = spread(
        rounds.map((r) => r.columns.peakRssMb),
        'MB',
      );
      const colRssMax = Math.max(...rounds.map((r) => r.columns.peakRssMb));
      const floorCpu = median(rounds.map((r) => r.floor.cpuMs)) / 1000;
      const columnsAgree = rounds.every(
        (r) => r.columns.rows === r.zcat.rows && r.columns.rows === r.polars.rows,
      );
      const rssMax = Math.max(...rounds.map((r) => r.typed.peakRssMb));
      const typedRows = rounds[0]?.typed.rows ?? 0;
      const lines = rounds[0]?.baseline.rows ?? -1;
      const sameRows = rounds.every((r) => r.typed.rows === typedRows && r.baseline.rows === lines);
      const seconds = (ms: number[]) => ms.map((x) => (x / 1000).toFixed(2)).join(', ');
      return [
        {
          name: `GWAS harmonised file: ${typedRows.toLocaleString('en-US')} typed rows (readSumstats)`,
          measured: `median ratio ${formatFigure(ratios.median, '×')} gunzip + line split (median times ${formatFigure(typedS, 's')} typed, ${formatFigure(baselineS, 's')} baseline, ${lines.toLocaleString('en-US')} lines)`,
          target: '≤ 2× a plain gunzip + line split of the same file (median round)',
          pass: ratios.median <= 2 && sameRows,
          ...ratios,
          notes: `${(bytes / 2 ** 20).toFixed(1)} MiB gzip; ratio = typed / baseline within each of ${ROUNDS} alternating rounds, each reader in its own process; typed (s): ${seconds(rounds.map((r) => r.typed.ms))}; baseline (s): ${seconds(rounds.map((r) => r.baseline.ms))}; core's gunzip (node:zlib) alone: median ${formatFigure(gunzipRatio, '×')} the baseline (node:zlib + split)`,
        },
        {
          name: 'GWAS harmonised file: CPU of the typed read against `zcat | wc -l`',
          measured: `median ratio ${formatFigure(cpuRatio.median, '×')} (median CPU ${formatFigure(median(rounds.map((r) => r.typed.cpuMs)) / 1000, 's')} typed, ${formatFigure(median(rounds.map((r) => r.zcat.cpuMs)) / 1000, 's')} zcat | wc -l)`,
          target: '≤ 1.5× (median round)',
          pass: cpuRatio.median <= 1.5 && peersAgree,
          ...cpuRatio,
          notes: `user + system CPU of the whole typed process (node start-up and zlib's threads included) over the shell's children for zcat | wc -l; row counts ${peersAgree ? 'agree' : '**differ**'}; typed CPU (s): ${list(rounds.map((r) => r.typed.cpuMs))}; zcat | wc -l CPU (s): ${list(rounds.map((r) => r.zcat.cpuMs))}`,
        },
        {
          name: 'GWAS harmonised file: wall time of the typed read against polars read_csv',
          measured: `median ratio ${formatFigure(wallRatio.median, '×')} (median ${formatFigure(typedS, 's')} typed, ${formatFigure(median(rounds.map((r) => r.polars.ms)) / 1000, 's')} polars; polars CPU ${formatFigure(median(rounds.map((r) => r.polars.cpuMs)) / 1000, 's')}, peak RSS ${formatFigure(median(rounds.map((r) => r.polars.peakRssMb ?? 0)), 'MB')})`,
          target: '≤ 1× polars (median round)',
          pass: wallRatio.median <= 1 && peersAgree,
          ...wallRatio,
          notes: `polars from PyPI (tooling/scripts/ensure-polars.sh), the gzip file read whole into a DataFrame, interpreter start-up excluded; rounds alternate with ours; polars (s): ${list(rounds.map((r) => r.polars.ms))}`,
        },
        {
          name: 'GWAS harmonised file: peak RSS while streaming typed rows',
          measured: `median ${formatFigure(rss.median, 'MB')}, max ${formatFigure(rssMax, 'MB')} (plain gunzip + split: ${formatFigure(median(rounds.map((r) => r.baseline.peakRssMb)), 'MB')})`,
          target: '≤ 150 MB (every round)',
          pass: rssMax <= 150,
          ...rss,
          notes: `peak RSS (${rounds[0]?.typed.rssSource}) of the typed reader's own process, whole process included`,
        },
        {
          name: 'GWAS harmonised file: CPU of the columnar read (readSumstatsColumns) against `zcat | wc -l`',
          measured: `median ratio ${formatFigure(colCpu.median, '×')} (median CPU ${formatFigure(median(rounds.map((r) => r.columns.cpuMs)) / 1000, 's')} columns, ${formatFigure(median(rounds.map((r) => r.zcat.cpuMs)) / 1000, 's')} zcat | wc -l; floor ${formatFigure(floorCpu, 's')})`,
          target: '≤ 1.5× (median round)',
          pass: colCpu.median <= 1.5 && columnsAgree,
          ...colCpu,
          notes: `what sumstats.streamColumns reads with: batches of Float64Array / text columns, no object per row, blocks after the first parsed on a worker thread beside the gunzip; user + system CPU of the whole process (node start-up, imports, zlib's threads and the worker thread included); floor = the same child process reading nothing (node start-up + importing @lifesci/gwas), measured in the same rounds; row counts ${columnsAgree ? 'agree' : '**differ**'}; columns CPU (s): ${list(rounds.map((r) => r.columns.cpuMs))}; zcat | wc -l CPU (s): ${list(rounds.map((r) => r.zcat.cpuMs))}; floor CPU (s): ${list(rounds.map((r) => r.floor.cpuMs))}`,
        },
        {
          name: 'GWAS harmonised file: wall time of the columnar read against polars read_csv',
          measured: `median ratio ${formatFigure(colWall.median, '×')} (median ${formatFigure(median(rounds.map((r) => r.columns.ms)) / 1000, 's')} columns, ${formatFigure(median(rounds.map((r) => r.polars.ms)) / 1000, 's')} polars)`,
          target: '≤ 1× polars (median round)',
          pass: colWall.median <= 1 && columnsAgree,
          ...colWall,
          notes: `both timed inside their process, start-up excluded; columns (s): ${list(rounds.map((r) => r.columns.ms))}; polars (s): ${list(rounds.map((r) => r.polars.ms))}`,
        },
        {
          name: 'GWAS harmonised file: peak RSS of the columnar read',
          measured: `median ${formatFigure(colRss.median, 'MB')}, max ${formatFigure(colRssMax, 'MB')} (floor: ${formatFigure(median(rounds.map((r) => r.floor.peakRssMb)), 'MB')})`,
          target: '≤ 150 MB (every round)',
          pass: colRssMax <= 150,
          ...colRss,
          notes:
            'peak RSS (VmHWM) of the whole process; each batch holds about 1 MiB of the file and is dropped when read',
        },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
