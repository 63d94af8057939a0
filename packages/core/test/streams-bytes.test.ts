import { gzipSync } from 'node:zlib';
import { csvRows, gunzip, lineBatches, lines, maybeGunzip, ParseError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { chunked, collect } from './helpers.js';

const enc = new TextEncoder();
const dec = new TextDecoder();

const text = async (source: AsyncIterable<Uint8Array>) =>
  (await collect(source)).map((c) => dec.decode(c)).join('');

describe('gunzip on node:zlib', () => {
  it('reads every member of a two-member (bgzip-style) file, whole or one byte at a time', async () => {
    const both = Buffer.concat([gzipSync('chrom\tpos\n1\t100\n'), gzipSync('2\t200\n')]);
    expect(await text(gunzip([both]))).toBe('chrom\tpos\n1\t100\n2\t200\n');
    expect(await text(gunzip(chunked(both, 1)))).toBe('chrom\tpos\n1\t100\n2\t200\n');
  });

  it('fails on corrupt input with the zlib error, and closes the source when the reader stops early', async () => {
    await expect(collect(gunzip([new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3])]))).rejects.toThrow();
    let closed = false;
    async function* source() {
      try {
        for (;;) yield gzipSync('x'.repeat(100_000));
      } finally {
        closed = true;
      }
    }
    for await (const _ of gunzip(source())) break;
    await new Promise((r) => setTimeout(r, 10));
    expect(closed).toBe(true);
  });
});

describe('maybeGunzip', () => {
  it('gunzips by magic number, even when the first chunk is one byte; passes plain bytes through', async () => {
    const gz = gzipSync('a\tb\n');
    expect(await text(maybeGunzip(gz))).toBe('a\tb\n');
    expect(await text(maybeGunzip(chunked(gz, 1)))).toBe('a\tb\n');
    expect(await text(maybeGunzip(chunked(enc.encode('a\tb\n'), 1)))).toBe('a\tb\n');
    expect(await text(maybeGunzip(enc.encode('x')))).toBe('x');
    expect(await collect(maybeGunzip([]))).toEqual([]);
  });
});

describe('lineBatches', () => {
  it('gives the lines of each decoded chunk as one array: the same lines as lines(), whatever the chunking', async () => {
    const bytes = enc.encode('h1\th2\r\nα\t1\n\nβ\t2\nγ\t3');
    const whole = await collect(lineBatches([bytes]));
    expect(whole).toEqual([['h1\th2', 'α\t1', '', 'β\t2'], ['γ\t3']]);
    for (const size of [1, 2, 3, 7]) {
      expect((await collect(lineBatches(chunked(bytes, size)))).flat()).toEqual(
        await collect(lines(chunked(bytes, size))),
      );
    }
  });

  it('refuses a line over maxLineBytes, counted in UTF-8 bytes', async () => {
    // 20 characters, 40 bytes.
    await expect(collect(lineBatches(['é'.repeat(20), '\n'], { maxLineBytes: 30 }))).rejects.toThrow(
      ParseError,
    );
    expect(await collect(lineBatches(['é'.repeat(15), '\n'], { maxLineBytes: 30 }))).toEqual([
      ['é'.repeat(15)],
    ]);
  });
});

describe('rows are bounded in bytes, not characters', () => {
  // 20 characters, 40 bytes: a character bound of 30 would let it through.
  const wide = 'é'.repeat(20);

  it('refuses a row over maxRowBytes in CSV and lines, whether it fits in one chunk or spans many', async () => {
    for (const size of [1, 5, 1000]) {
      const bytes = enc.encode(`a\n${wide}\nb\n`);
      await expect(
        collect(csvRows(chunked(bytes, size), { header: false, maxRowBytes: 30 })),
      ).rejects.toThrow(/longer than 30 bytes/);
      await expect(collect(lines(chunked(bytes, size), { maxLineBytes: 30 }))).rejects.toThrow(ParseError);
      await expect(collect(lineBatches(chunked(bytes, size), { maxLineBytes: 30 }))).rejects.toThrow(
        ParseError,
      );
      // At the bound it passes.
      expect((await collect(lineBatches(chunked(bytes, size), { maxLineBytes: 40 }))).flat()).toHaveLength(3);
      expect(await collect(csvRows(chunked(bytes, size), { header: false, maxRowBytes: 40 }))).toHaveLength(
        3,
      );
    }
  });

  it('stops an endless row as soon as it passes the bound, before any newline', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield enc.encode('"'.concat('z'.repeat(1023)));
      }
    }
    await expect(collect(csvRows(endless(), { header: false, maxRowBytes: 64 * 1024 }))).rejects.toThrow(
      ParseError,
    );
    expect(pulled).toBeLessThanOrEqual(65);
  });
});

describe('csvRows builds fields by slicing', () => {
  function random(seed: number) {
    let s = seed;
    return () => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      return s / 2 ** 31;
    };
  }

  it('reads the same rows from any chunking of random quoted, escaped and multi-line fields', async () => {
    const rand = random(7);
    const atoms = ['a', 'é', ',', '\n', '\r\n', '"', '😀', 'x y'];
    const expected: string[][] = [];
    let csv = '';
    for (let r = 0; r < 200; r++) {
      const row = Array.from({ length: 1 + Math.floor(rand() * 4) }, () =>
        Array.from({ length: Math.floor(rand() * 6) }, () => atoms[Math.floor(rand() * atoms.length)]).join(
          '',
        ),
      );
      if (row.length === 1 && row[0] === '') row[0] = 'not blank'; // a blank line is skipped
      const quoted = (value: string) => /[",\r\n]/.test(value) || rand() < 0.3;
      csv += row.map((value) => (quoted(value) ? `"${value.replace(/"/g, '""')}"` : value)).join(',');
      csv += r % 2 ? '\r\n' : '\n';
      expected.push(row);
    }
    const bytes = enc.encode(csv);
    for (const size of [1, 2, 3, 5, 64, bytes.length]) {
      expect(await collect(csvRows(chunked(bytes, size), { header: false }))).toEqual(expected);
    }
  });
});
