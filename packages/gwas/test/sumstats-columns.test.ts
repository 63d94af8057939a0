import { gzipSync } from 'node:zlib';
import { ParseError } from '@lifesci/core/errors';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import {
  InputError,
  readSumstats,
  readSumstatsColumns,
  type SumstatsColumns,
  type SumstatsRow,
} from '../src/index.js';
import { FILES, FILES_PATH, realBytes, testClient } from './helpers.js';

const encode = (text: string) => new TextEncoder().encode(text);

/** The bytes in pieces of the given sizes (then the rest), as a network or gunzip hands them out. */
function* pieces(bytes: Uint8Array, sizes: number[]): Generator<Uint8Array> {
  let at = 0;
  for (const size of sizes) {
    if (at >= bytes.length) return;
    yield bytes.subarray(at, at + size);
    at += size;
  }
  if (at < bytes.length) yield bytes.subarray(at);
}

async function allBatches(source: Parameters<typeof readSumstatsColumns>[0]): Promise<SumstatsColumns[]> {
  const out: SumstatsColumns[] = [];
  for await (const batch of readSumstatsColumns(source)) out.push(batch);
  return out;
}

async function allRows(source: Parameters<typeof readSumstats>[0]): Promise<SumstatsRow[]> {
  const out: SumstatsRow[] = [];
  for await (const row of readSumstats(source)) out.push(row);
  return out;
}

/**
 * The batches read back as rows, each cell in the row reader's terms (NaN -> null), so both
 * readers can be compared cell by cell.
 */
function asRows(batches: SumstatsColumns[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const batch of batches) {
    for (let i = 0; i < batch.length; i++) {
      const row: Record<string, unknown> = {};
      for (const [name, column] of Object.entries(batch.numbers)) {
        const value = column[i] as number;
        row[name] = Number.isNaN(value) ? null : value;
      }
      for (const [name, column] of Object.entries(batch.text)) row[name] = column.get(i);
      const other: Record<string, string> = {};
      for (const [name, column] of Object.entries(batch.other)) other[name] = column.get(i) ?? '';
      row.other = other;
      if (batch.pLog10) {
        const log10 = batch.pLog10[i] as number;
        row.pLog10 = Number.isNaN(log10) ? null : log10;
      }
      out.push(row);
    }
  }
  return out;
}

/** Compares the columnar reading of `bytes` with the row reader's, cell by cell. */
async function expectSameAsRows(bytes: Uint8Array, chunkSizes: number[] = []): Promise<number> {
  const rows = await allRows(bytes);
  const columns = asRows(await allBatches(pieces(bytes, chunkSizes)));
  expect(columns).toHaveLength(rows.length);
  rows.forEach((row, i) => {
    const got = columns[i] as Record<string, unknown>;
    for (const [name, value] of Object.entries(row)) {
      if (value === undefined || name === 'pValue') continue;
      if (name === 'other') {
        // A column the row type does not name is `other` in both; missing cells read '' as written.
        expect(got.other, `row ${i} other`).toEqual(value);
      } else
        expect(
          Object.is(got[name], value),
          `row ${i} ${name}: ${String(got[name])} vs ${String(value)}`,
        ).toBe(true);
    }
    const log10 = row.pValue?.log10 ?? null;
    if (log10 === null) expect(got.pLog10 ?? null).toBeNull();
    else if (!Number.isFinite(log10)) expect(got.pLog10).toBe(log10);
    else
      expect(Math.abs((got.pLog10 as number) - log10)).toBeLessThanOrEqual(
        1e-12 * Math.max(1, Math.abs(log10)),
      );
  });
  return rows.length;
}

describe('readSumstatsColumns on the real GWAS-SSF example file (gwas-sumstats/0000123.tsv)', () => {
  const tsv = realBytes('gwas-sumstats/0000123.tsv');

  it('reads every cell as the row reader does (numbers, missing values, text, other columns)', async () => {
    expect(await expectSameAsRows(tsv)).toBe(5);
    const [batch] = await allBatches(tsv);
    expect(batch?.header).toEqual(new TextDecoder().decode(tsv).split('\n')[0]?.split('\t'));
    expect(Array.from(batch?.numbers.base_pair_location ?? [])).toEqual([
      869388, 205813916, 70478797, 8458030, 24173186,
    ]);
    expect(batch?.text.rsid?.toArray()).toEqual([
      null,
      'rs74143855',
      'rs142640435',
      'rs774624811',
      'rs5949233',
    ]);
    expect([...(batch?.text.ref_allele ?? [])]).toEqual(['EA', 'EA', 'EA', 'EA', 'OA']);
    // 5.7E-76: the double, and its exact log10.
    expect(batch?.numbers.p_value?.[3]).toBe(5.7e-76);
    expect(batch?.pLog10?.[3]).toBeCloseTo(Math.log10(5.7) - 76, 12);
  });

  it('reads the same cells gzipped, in pieces of every size, and with CRLF line ends', async () => {
    await expectSameAsRows(gzipSync(tsv));
    for (const size of [1, 2, 3, 7, 64]) await expectSameAsRows(tsv, Array(tsv.length).fill(size));
    const crlf = encode(new TextDecoder().decode(tsv).replaceAll('\n', '\r\n'));
    expect(await expectSameAsRows(crlf, [5, 100, 33])).toBe(5);
  });
});

describe('readSumstatsColumns: values', () => {
  it('plain decimals and everything else read as Number() reads them', async () => {
    const texts = [
      '-0.06546',
      '0.7915',
      '3976',
      '-0',
      '.5',
      '7.',
      '1e-5',
      '+3',
      '123456789012345',
      '1234567890.123456789',
      '0.000000000000001',
      '1.5E+300',
      '2e-400',
      ' 5',
      'NA',
      '#NA',
      '',
      'nan',
      'x1',
      '1e',
      '1e1234567',
      '-',
    ];
    const file = encode(`beta\tn\n${texts.map((t) => `${t}\tNA`).join('\n')}\n`);
    const [batch] = await allBatches(file);
    texts.forEach((text, i) => {
      const value = batch?.numbers.beta?.[i] as number;
      const expected = ['NA', '#NA', '', 'nan'].includes(text) ? Number.NaN : Number(text);
      expect(Object.is(value, expected), `${text}: ${value}`).toBe(true);
      expect(batch?.numbers.n?.[i]).toBeNaN();
    });
    await expectSameAsRows(file);
  });

  it('p-values: the double and an exact log10, also below the double range; NA as NaN', async () => {
    const file = encode('p_value\n0.67\n3.9e-2\n4e-1315\n1.2345678901234567e-10\n0\nNA\n5E-330\n');
    const [batch] = await allBatches(file);
    expect(Array.from(batch?.numbers.p_value ?? [])).toEqual([
      0.67,
      3.9e-2,
      0,
      Number('1.2345678901234567e-10'),
      0,
      Number.NaN,
      0,
    ]);
    const log10 = Array.from(batch?.pLog10 ?? []);
    expect(log10[2]).toBeCloseTo(Math.log10(4) - 1315, 9);
    expect(log10[3]).toBeCloseTo(Math.log10(Number('1.2345678901234567e-10')), 12);
    expect(log10[4]).toBe(Number.NEGATIVE_INFINITY);
    expect(log10[5]).toBeNaN();
    expect(log10[6]).toBeCloseTo(Math.log10(5) - 330, 9);
    await expectSameAsRows(file);
  });

  it('a file with only neg_log_10_p_value: p_value and pLog10 follow from it', async () => {
    const file = encode('neg_log_10_p_value\tbeta\n7.3\t0.1\n400\t0.2\nNA\t0.3\n');
    const [batch] = await allBatches(file);
    expect(Array.from(batch?.pLog10 ?? [])).toEqual([-7.3, -400, Number.NaN]);
    expect(batch?.numbers.p_value?.[0]).toBeCloseTo(10 ** -7.3, 20);
    expect(batch?.numbers.p_value?.[1]).toBe(0);
    expect(batch?.numbers.p_value?.[2]).toBeNaN();
    expect(Array.from(batch?.numbers.neg_log_10_p_value ?? [])).toEqual([7.3, 400, Number.NaN]);
  });

  it('short lines read missing cells as missing, long ones drop cells past the header; blank lines and a BOM are skipped', async () => {
    const file = encode(
      '\uFEFF\nchromosome\tbase_pair_location\trsid\n\n1\t100\n2\t200\trs2\textra\n\r\n3\t\tNA\n',
    );
    const [batch] = await allBatches(file);
    expect(batch?.header).toEqual(['chromosome', 'base_pair_location', 'rsid']);
    expect(batch?.length).toBe(3);
    expect(batch?.text.chromosome?.toArray()).toEqual(['1', '2', '3']);
    expect(Array.from(batch?.numbers.base_pair_location ?? [])).toEqual([100, 200, Number.NaN]);
    expect(batch?.text.rsid?.toArray()).toEqual([null, 'rs2', null]);
    expect(batch?.text.rsid?.get(3)).toBeUndefined();
    await expectSameAsRows(file);
  });

  it('a batch with far more rows than its header suggests grows its columns, keeping every row', async () => {
    const header = ['beta', ...Array.from({ length: 40 }, (_, i) => `note_${i}`)].join('\t');
    const file = encode(`${header}\n${Array.from({ length: 5000 }, (_, i) => `${i % 10}`).join('\n')}\n`);
    const batches = await allBatches(file);
    expect(batches.flatMap((b) => Array.from(b.numbers.beta ?? []))).toEqual(
      Array.from({ length: 5000 }, (_, i) => i % 10),
    );
    expect(await expectSameAsRows(file)).toBe(5000);
  });

  it('non-ASCII text cells decode as UTF-8 wherever the pieces split them', async () => {
    const file = encode('variant_id\tstudy_note\tbeta\nrs1\tpériode β\t0.5\nrs2\t日本\t-1\n');
    for (const size of [1, 2, 5]) {
      const batches = await allBatches(pieces(file, Array(file.length).fill(size)));
      expect(batches.flatMap((b) => b.other.study_note?.toArray() ?? [])).toEqual(['période β', '日本']);
      expect(batches.flatMap((b) => Array.from(b.numbers.beta ?? []))).toEqual([0.5, -1]);
    }
  });

  it('a large file comes in several batches with the rows of the row reader, in order', async () => {
    const lines = ['hm_variant_id\thm_pos\thm_beta\tp_value\thm_code\teffect_allele'];
    for (let i = 0; i < 60_000; i++) {
      const p = i % 97 === 0 ? 'NA' : `${(i % 9) + 1}.${i % 1000}e-${(i % 400) + 1}`;
      lines.push(`1_${i}_A_G\t${i * 37}\t${((i % 2000) - 1000) / 7919}\t${p}\t${i % 18}\t${'ACGT'[i % 4]}`);
    }
    const file = encode(`${lines.join('\n')}\n`);
    const batches = await allBatches(gzipSync(file));
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.reduce((n, b) => n + b.length, 0)).toBe(60_000);
    expect(await expectSameAsRows(file, [65_536, 1, 1_000_000])).toBe(60_000);
  });
});

describe('readSumstatsColumns: refusals', () => {
  it('a markup page is no table', async () => {
    await expect(allBatches(encode('<!DOCTYPE html>\n<html><body>Portal</body></html>\n'))).rejects.toThrow(
      /markup|HTML/i,
    );
  });

  it('corrupt or truncated gzip is a ParseError', async () => {
    const gz = gzipSync(realBytes('gwas-sumstats/0000123.tsv'));
    await expect(allBatches(gz.subarray(0, gz.length - 12))).rejects.toBeInstanceOf(ParseError);
    const corrupt = Uint8Array.from(gz);
    corrupt.fill(0x55, 12, 40);
    await expect(allBatches(corrupt)).rejects.toBeInstanceOf(ParseError);
  });
});

describe('sumstats.streamColumns / streamFileColumns', () => {
  const tsv = realBytes('gwas-sumstats/0000123.tsv');

  it("streamColumns reads a study's harmonised file, returned without awaiting", async () => {
    nock(FILES)
      .get(`${FILES_PATH}/GCST90000123/harmonised/GCST90000123-harmonised.tsv.gz`)
      .reply(200, gzipSync(tsv), { 'content-type': 'application/gzip' });
    const batches = testClient().sumstats.streamColumns('GCST90000123');
    expect(typeof batches[Symbol.asyncIterator]).toBe('function');
    const got: SumstatsColumns[] = [];
    for await (const batch of batches) got.push(batch);
    expect(got.flatMap((b) => Array.from(b.numbers.base_pair_location ?? []))).toEqual([
      869388, 205813916, 70478797, 8458030, 24173186,
    ]);
  });

  it('streamFileColumns reads a plain .tsv and reports progress; a portal page with status 200 is refused', async () => {
    nock(FILES)
      .get(`${FILES_PATH}/GCST90000123/GCST90000123.tsv`)
      .reply(200, tsv, { 'content-length': String(tsv.length) })
      .get(`${FILES_PATH}/GCST90000123/GCST90000124.tsv`)
      .reply(200, '<html><body>Not here</body></html>', { 'content-type': 'text/html' });
    const progress: number[] = [];
    let rows = 0;
    for await (const batch of testClient().sumstats.streamFileColumns('/GCST90000123/GCST90000123.tsv', {
      onProgress: (p) => progress.push(p.received),
    }))
      rows += batch.length;
    expect(rows).toBe(5);
    expect(progress.at(-1)).toBe(tsv.length);
    const portal = testClient().sumstats.streamFileColumns('/GCST90000123/GCST90000124.tsv');
    await expect(portal[Symbol.asyncIterator]().next()).rejects.toThrow(/html/i);
  });

  it('bad input rejects the first step, never throws where called', async () => {
    const client = testClient();
    const bad = [
      () => client.sumstats.streamColumns('GCST-nope'),
      () => client.sumstats.streamFileColumns('../../etc/passwd'),
      () => client.sumstats.streamColumns('GCST90000123', { maxResumes: -1 }),
    ];
    for (const call of bad) {
      const iterable = call();
      await expect(iterable[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(InputError);
    }
  });
});
