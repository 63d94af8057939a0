import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@lifesci/emulator';
import { GwasClient } from '@lifesci/gwas';
import type { Benchmark } from '../types.js';

interface Measured {
  mode: string;
  rows: number;
  ms: number;
  peakRssMb: number;
}

const CHILD = fileURLToPath(new URL('./gwas-sumstats-child.js', import.meta.url));
const ROUNDS = 3;

function measure(mode: 'baseline' | 'typed' | 'core-gunzip', file: string): Measured {
  const run = spawnSync(process.execPath, [CHILD, mode, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${mode} run failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim()) as Measured;
}

/**
 * Issue 8: stream-parse the emulator's 1,000,050-row harmonised TSV.gz into typed rows
 * (`readSumstats`, the reader behind `sumstats.download`) against a plain gunzip + line split of
 * the same file: peak RSS ≤ 150 MB and time ≤ 2× the plain read. The file is fetched once from the
 * emulator to disk, then each reader runs in a process of its own (so its RSS is its own), rounds
 * alternating, each keeping its best.
 */
export const gwasSumstats: Benchmark = {
  id: 'gwas-sumstats',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'lifesci-gwas-bench-'));
    const file = join(dir, 'harmonised.tsv.gz');
    const emulator = await startEmulator({ services: ['gwas'], limits: 'off' });
    try {
      const client = new GwasClient({ baseUrls: emulator.baseUrls, rateLimit: false });
      const [study] = (await client.sumstats.studies({ size: 1 })).items;
      const url = `${emulator.baseUrls.gwasFiles}/${study?.study_accession}/harmonised/${study?.study_accession}-harmonised.tsv.gz`;
      const response = await fetch(url);
      if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
    } finally {
      await emulator.close();
    }
    try {
      const bytes = statSync(file).size;
      let baseline: Measured | undefined;
      let typed: Measured | undefined;
      let coreGunzip: Measured | undefined;
      for (let round = 0; round < ROUNDS; round++) {
        const b = measure('baseline', file);
        const t = measure('typed', file);
        const g = measure('core-gunzip', file);
        if (!baseline || b.ms < baseline.ms) baseline = b;
        if (!typed || t.ms < typed.ms) typed = t;
        if (!coreGunzip || g.ms < coreGunzip.ms) coreGunzip = g;
      }
      if (!baseline || !typed || !coreGunzip) throw new Error('no rounds ran');
      const ratio = typed.ms / baseline.ms;
      const notes = `${(bytes / 2 ** 20).toFixed(1)} MiB gzip; core's gunzip (node:zlib) alone: ${(coreGunzip.ms / 1000).toFixed(2)} s = ${(coreGunzip.ms / baseline.ms).toFixed(2)}× the baseline (node:zlib + split); best of ${ROUNDS} alternating rounds, each reader in its own process; load average ${loadavg()[0]?.toFixed(1)} at the end`;
      return [
        {
          name: `GWAS harmonised file: ${typed.rows.toLocaleString('en-US')} typed rows (readSumstats)`,
          measured: `${(typed.ms / 1000).toFixed(2)} s = ${ratio.toFixed(2)}× gunzip + line split (${(baseline.ms / 1000).toFixed(2)} s, ${baseline.rows.toLocaleString('en-US')} lines)`,
          target: '≤ 2× a plain gunzip + line split of the same file',
          pass: ratio <= 2 && typed.rows === baseline.rows,
          notes,
        },
        {
          name: 'GWAS harmonised file: peak RSS while streaming typed rows',
          measured: `${typed.peakRssMb.toFixed(0)} MB (plain gunzip + split: ${baseline.peakRssMb.toFixed(0)} MB)`,
          target: '≤ 150 MB',
          pass: typed.peakRssMb <= 150,
          notes: 'process maxRSS of the typed reader, whole process included',
        },
      ];
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
