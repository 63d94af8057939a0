import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ParseError } from '@lifesci/core/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { readSumstatsColumns, type SumstatsColumns } from '../src/index.js';
// @ts-expect-error: a plain JavaScript module, without declarations
import { digestOf } from './fixtures/columns-digest.mjs';

// Blocks after a file's first are parsed on a worker thread, which runs JavaScript only: these
// tests run the package's build in a process of their own (test:pkg builds before testing) and
// compare it with the in-thread read of the sources that the other tests run.

const CHILD = fileURLToPath(new URL('./fixtures/read-columns.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'lifesci-sumstats-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of several 1 MiB blocks with every kind of cell: numbers, NA, tiny p-values, text, other. */
function largeFile(): Uint8Array {
  const lines = ['hm_variant_id\thm_pos\thm_beta\tp_value\thm_code\teffect_allele\trsid\tnote'];
  for (let i = 0; i < 120_000; i++) {
    const p =
      i % 97 === 0
        ? 'NA'
        : i % 89 === 0
          ? `1.5e-${400 + (i % 50)}`
          : `${(i % 9) + 1}.${i % 1000}e-${(i % 300) + 1}`;
    const beta = i % 101 === 0 ? '#NA' : `${((i % 2000) - 1000) / 7919}`;
    const rsid = i % 13 === 0 ? 'NA' : `rs${i * 7}`;
    lines.push(`1_${i}_A_G\t${i * 37}\t${beta}\t${p}\t${i % 18}\t${'ACGT'[i % 4]}\t${rsid}\tnote ${i % 5}`);
  }
  return gzipSync(new TextEncoder().encode(`${lines.join('\r\n')}\r\n`));
}

function child(mode: string, file: string): Record<string, unknown> {
  const run = spawnSync(process.execPath, [CHILD, mode, file], { encoding: 'utf8', timeout: 120_000 });
  expect(run.signal, run.stderr).toBeNull(); // not killed by the timeout: the process exited
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim()) as Record<string, unknown>;
}

/** The file read as the child reads it (the same pieces, so the same batches). */
const fromFile = (file: string) => createReadStream(file, { highWaterMark: 1 << 16 });

async function batchesOf(file: string): Promise<SumstatsColumns[]> {
  const out: SumstatsColumns[] = [];
  for await (const batch of readSumstatsColumns(fromFile(file))) out.push(batch);
  return out;
}

describe('readSumstatsColumns on a worker thread (the build, in a process of its own)', () => {
  const gz = largeFile();
  const file = join(dir, 'large.tsv.gz');
  writeFileSync(file, gz);

  it('hands out the same batches, cell for cell, as the read in this thread', async () => {
    const here = await batchesOf(file);
    expect(here.length).toBeGreaterThan(3);
    const there = child('digest', file);
    expect(there.threaded).toBe(true);
    expect(there.batches).toBe(here.length);
    expect(there.digest).toBe(digestOf(here));
  });

  it('a reader that stops after the first batch lets its process exit', () => {
    expect(child('break', file)).toMatchObject({ batches: 1 });
  });

  it('truncated gzip mid-file: the same rows, then the same ParseError', async () => {
    const cut = join(dir, 'cut.tsv.gz');
    writeFileSync(cut, gz.subarray(0, Math.floor(gz.length * 0.7)));
    let rows = 0;
    let error: unknown;
    try {
      for await (const batch of readSumstatsColumns(fromFile(cut))) rows += batch.length;
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ParseError);
    expect(rows).toBeGreaterThan(0);
    expect(child('error', cut)).toEqual({ rows, error: (error as Error).message, parseError: true });
  });
});
