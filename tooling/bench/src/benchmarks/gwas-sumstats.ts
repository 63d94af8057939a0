import { spawnSync } from 'node:child_process';
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
  peakRssMb: number;
  rssSource: string;
}

const CHILD = fileURLToPath(new URL('./gwas-sumstats-child.js', import.meta.url));
const ROUNDS = 5;

function measure(mode: 'baseline' | 'typed' | 'core-gunzip', file: string): Measured {
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
      const rounds: { baseline: Measured; typed: Measured; coreGunzip: Measured }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        rounds.push({
          baseline: measure('baseline', file),
          typed: measure('typed', file),
          coreGunzip: measure('core-gunzip', file),
        });
      }
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
          name: 'GWAS harmonised file: peak RSS while streaming typed rows',
          measured: `median ${formatFigure(rss.median, 'MB')}, max ${formatFigure(rssMax, 'MB')} (plain gunzip + split: ${formatFigure(median(rounds.map((r) => r.baseline.peakRssMb)), 'MB')})`,
          target: '≤ 150 MB (every round)',
          pass: rssMax <= 150,
          ...rss,
          notes: `peak RSS (${rounds[0]?.typed.rssSource}) of the typed reader's own process, whole process included`,
        },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
