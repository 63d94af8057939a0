import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import type { SumstatsRow } from '@lifesci/gwas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_STUDY, filterSumstats, outputCells } from '../src/filter.js';

const run = promisify(execFile);
const cli = join(import.meta.dirname, '../dist/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'sumstats-stream-'));
let emulator: Emulator;
/** The study's harmonised file read without @lifesci/gwas: one fetch, zlib, split on tabs. */
let plain: Record<string, string>[];

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'] });
  const url = `${emulator.baseUrls.gwasFiles}/${EMULATOR_STUDY}/harmonised/${EMULATOR_STUDY}-harmonised.tsv.gz`;
  const lines = gunzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
  const columns = (lines.shift() ?? '').split('\t');
  plain = lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [columns[i], cell])));
});
afterAll(async () => {
  await emulator.close();
  rmSync(dir, { recursive: true, force: true });
});

/** log10 of a decimal text by hand ("5.4e-391" -> -390.27), so values below the double range compare. */
const log10Of = (text: string) => {
  const [mantissa, exponent = '0'] = text.toLowerCase().split('e');
  return Math.log10(Number(mantissa)) + Number(exponent);
};

/** A harmonised cell of the plain reading, or the submitted one where the harmoniser wrote NA. */
const hm = (r: Record<string, string>, column: string, submitted: string) =>
  r[column] === 'NA' ? r[submitted] : r[column];

/** The expected rows, selected from the plain reading with the same rule stated independently. */
const expected = (chromosome: string | undefined, from: number, to: number, maxLog10: number) =>
  plain
    .filter((r) => chromosome === undefined || hm(r, 'hm_chrom', 'chromosome') === chromosome)
    .filter((r) => {
      const position = Number(hm(r, 'hm_pos', 'base_pair_location'));
      return position >= from && position <= to;
    })
    .filter((r) => r.p_value !== 'NA' && log10Of(r.p_value as string) < maxLog10)
    .map((r) => `${hm(r, 'hm_variant_id', 'variant_id')} ${log10Of(r.p_value as string).toFixed(6)}`);

const seen = (rows: SumstatsRow[]) =>
  rows.map((r) => `${r.hm_variant_id ?? r.variant_id} ${r.pValue?.log10.toFixed(6)}`);

describe('sumstats-stream', () => {
  it('keeps exactly the rows of a region below the p-value, as a plain reading of the file does', async () => {
    const rows: SumstatsRow[] = [];
    const result = await filterSumstats({
      study: EMULATOR_STUDY,
      region: { chromosome: '10', from: 50_000_000, to: 100_000_000 },
      maxP: 1e-3,
      client: { baseUrls: emulator.baseUrls },
      onRow: (row) => {
        rows.push(row);
      },
    });
    const want = expected('10', 50_000_000, 100_000_000, -3);
    expect(want.length).toBeGreaterThan(5);
    expect(seen(rows)).toEqual(want);
    expect(result).toEqual({ scanned: plain.length, kept: want.length, resumes: 0 });
  });

  it('compares p-values below the double range exactly (1e-300 over the whole file)', async () => {
    const rows: SumstatsRow[] = [];
    await filterSumstats({
      study: EMULATOR_STUDY,
      maxP: '1e-300',
      client: { baseUrls: emulator.baseUrls },
      onRow: (row) => {
        rows.push(row);
      },
    });
    const want = expected(undefined, 0, Number.MAX_SAFE_INTEGER, -300);
    expect(want.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.p_value === 0)).toBe(true);
    expect(seen(rows)).toEqual(want);
  });

  it('resumes a transfer cut off midway and still yields the same rows', async () => {
    // Fault seed 7 truncates the first file request (half its bytes) and lets the resumed one through.
    const faulty = await startEmulator({
      services: ['gwas'],
      faults: { rate: 0.5, kinds: ['truncate'], seed: 7 },
    });
    try {
      const rows: SumstatsRow[] = [];
      const result = await filterSumstats({
        study: EMULATOR_STUDY,
        region: { chromosome: '10' },
        maxP: 1e-3,
        client: { baseUrls: faulty.baseUrls },
        onRow: (row) => {
          rows.push(row);
        },
      });
      expect(result.resumes).toBe(1);
      expect(faulty.requests.some((r) => r.status === 206)).toBe(true);
      expect(seen(rows)).toEqual(expected('10', 0, Number.MAX_SAFE_INTEGER, -3));
    } finally {
      await faulty.close();
    }
  });

  it('stops at the limit and refuses bad input before any request', async () => {
    const rows: SumstatsRow[] = [];
    const result = await filterSumstats({
      study: EMULATOR_STUDY,
      maxP: 1e-3,
      limit: 4,
      client: { baseUrls: emulator.baseUrls },
      onRow: (row) => {
        rows.push(row);
      },
    });
    expect(result.kept).toBe(4);
    expect(result.scanned).toBeLessThan(plain.length);
    const before = emulator.requests.length;
    const bad = { client: { baseUrls: emulator.baseUrls }, onRow: () => {} };
    await expect(filterSumstats({ ...bad, study: EMULATOR_STUDY, maxP: 2 })).rejects.toMatchObject({
      name: 'InputError',
      param: 'options.maxP',
    });
    await expect(
      filterSumstats({ ...bad, study: EMULATOR_STUDY, region: { chromosome: '10', from: 9, to: 1 } }),
    ).rejects.toMatchObject({ name: 'InputError', param: 'options.region.to' });
    await expect(filterSumstats({ ...bad, study: 'GCST1' })).rejects.toMatchObject({
      name: 'InputError',
      param: 'accession',
    });
    expect(emulator.requests.length).toBe(before);
  });

  it('the command writes the rows (TSV) to --out and exits 0; 2 for bad input; 1 for an unknown study', async () => {
    const out = join(dir, 'hits.tsv');
    const ok = await run(process.execPath, [
      cli,
      '--chr',
      '10',
      '--from',
      '50000000',
      '--to',
      '100000000',
      '--p',
      '1e-3',
      '--out',
      out,
    ]);
    const lines = readFileSync(out, 'utf8').trimEnd().split('\n');
    const want = expected('10', 50_000_000, 100_000_000, -3);
    expect(lines[0]).toBe(
      'variant_id\trsid\tchromosome\tposition\teffect_allele\tother_allele\tbeta\tp_value',
    );
    expect(
      lines
        .slice(1)
        .map((line) => `${line.split('\t')[0]} ${log10Of(line.split('\t')[7] as string).toFixed(6)}`),
    ).toEqual(want);
    expect(ok.stderr).toContain(`${want.length} of ${plain.length} rows kept`);
    expect(ok.stdout).toBe('');

    const bad = await run(process.execPath, [cli, '--chr', '10', '--from', 'x']).catch((e) => e);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('Invalid --from: must be a whole number, got "x"');
    const unknown = await run(process.execPath, [cli, '--study', 'GCST999999999']).catch((e) => e);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(unknown.stderr).toMatch(/^NotFoundError: /);
    // Three cold processes, each starting an embedded emulator: a loaded CI machine needs more
    // than the default 30 s.
  }, 180_000);

  it('writes the harmonised values and the exact p-value text', () => {
    const row = {
      hm_variant_id: '10_5_A_G',
      hm_rsid: 'rs1',
      hm_chrom: '10',
      hm_pos: 5,
      hm_effect_allele: 'G',
      hm_other_allele: 'A',
      hm_beta: 0.5,
      chromosome: '10',
      base_pair_location: 4,
      pValue: { text: '5.4e-391' },
      other: {},
    } as unknown as SumstatsRow;
    expect(outputCells(row)).toEqual(['10_5_A_G', 'rs1', '10', '5', 'G', 'A', '0.5', '5.4e-391']);
    expect(outputCells({ chromosome: '3', base_pair_location: 7, other: {} })).toEqual([
      'NA',
      'NA',
      '3',
      '7',
      'NA',
      'NA',
      'NA',
      'NA',
    ]);
  });
});
