import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { csvRows, gunzip, lines, ParseError, toReadableStream } from '@lifesci/core';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { chunked, collect } from './helpers.js';

const enc = new TextEncoder();

describe('gunzip', () => {
  it('decompresses a stream fed in tiny chunks, including multi-member (bgzip-style) files', async () => {
    const a = gzipSync('first member\n');
    const b = gzipSync('second member\n');
    const both = new Uint8Array([...a, ...b]);
    const text = (await collect(lines(gunzip(chunked(both, 7))))).join('|');
    expect(text).toBe('first member|second member');
    const fromStream = await collect(lines(gunzip(toReadableStream(chunked(a, 3)))));
    expect(fromStream).toEqual(['first member']);
  });

  it('keeps memory bounded on a large input', async () => {
    const line = `${'x'.repeat(99)}\n`;
    const block = gzipSync(line.repeat(10_000)); // ~1 MB of text per member
    async function* members() {
      for (let i = 0; i < 200; i++) yield block; // 200 MB decompressed, never all at once
    }
    const before = process.memoryUsage().heapUsed;
    let count = 0;
    let peak = 0;
    for await (const l of lines(gunzip(members()))) {
      if (l.length === 99) count += 1;
      if (count % 200_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - before);
    }
    expect(count).toBe(2_000_000);
    expect(peak).toBeLessThan(64 * 1024 * 1024);
  });
});

describe('lines', () => {
  it('splits \\n and \\r\\n across chunk boundaries and keeps a last line without newline', async () => {
    const bytes = enc.encode('a\r\nbb\n\nαβγ\nlast');
    expect(await collect(lines(chunked(bytes, 1)))).toEqual(['a', 'bb', '', 'αβγ', 'last']);
    expect(await collect(lines(['x\ny', 'z\n']))).toEqual(['x', 'yz']);
  });

  it('refuses a line beyond the limit instead of growing without bound', async () => {
    await expect(collect(lines([`${'y'.repeat(50)}`, 'more'], { maxLineBytes: 40 }))).rejects.toThrow(
      ParseError,
    );
  });
});

describe('tab-separated rows (csvRows with a tab delimiter)', () => {
  const sumstats = readFileSync(realFixtureUrl('gwas-sumstats/0000123.tsv'));
  const tab = { delimiter: '\t' } as const;

  it('reads the real GWAS-SSF example as objects keyed by the header', async () => {
    const rows = await collect(csvRows(chunked(sumstats, 13), tab));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      chromosome: '1',
      base_pair_location: '869388',
      rsid: '#NA',
      p_value: '0.1',
    });
    expect(rows[4]?.variant_id).toBe('23_24173186_C_A');
  });

  it('gives arrays without a header, custom names, and skips comments and blanks', async () => {
    const text = '#meta\na\tb\n\n1\t2\n';
    expect(await collect(csvRows([text], { ...tab, header: false, comment: '#' }))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(await collect(csvRows(['1\t2\t3\n'], { ...tab, header: ['x', 'y'] }))).toEqual([
      { x: '1', y: '2' },
    ]);
    expect(await collect(csvRows(gunzip([gzipSync('h1\th2\nv1\tv2\n')]), tab))).toEqual([
      { h1: 'v1', h2: 'v2' },
    ]);
  });
});

describe('csvRows', () => {
  const csv =
    'NCT Number,Title,Conditions\r\nNCT1,"Study of ""X"", phase 2","Cancer\nLung"\r\nNCT2,Plain,\r\n';

  it('handles quoted fields with commas, doubled quotes, embedded newlines and CRLF, in any chunking', async () => {
    for (const size of [1, 2, 5, 1000]) {
      const rows = await collect(csvRows(chunked(enc.encode(csv), size)));
      expect(rows).toEqual([
        { 'NCT Number': 'NCT1', Title: 'Study of "X", phase 2', Conditions: 'Cancer\nLung' },
        { 'NCT Number': 'NCT2', Title: 'Plain', Conditions: '' },
      ]);
    }
  });

  it('supports other delimiters, arrays, a last row without newline, and empty quoted fields', async () => {
    expect(await collect(csvRows(['a;"b;c";""\n1;2;3'], { header: false, delimiter: ';' }))).toEqual([
      ['a', 'b;c', ''],
      ['1', '2', '3'],
    ]);
  });

  it('rejects an unterminated quoted field and an oversized row', async () => {
    await expect(collect(csvRows(['a,"open\n'], { header: false }))).rejects.toThrow(/inside a quoted field/);
    await expect(
      collect(csvRows([`"${'z'.repeat(100)}"`], { header: false, maxRowBytes: 50 })),
    ).rejects.toThrow(ParseError);
  });
});

describe('UTF-8 text from byte chunks', () => {
  function random(seed: number) {
    let s = seed;
    return () => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      return s / 2 ** 31;
    };
  }

  async function* pieces(bytes: Uint8Array, rand: () => number): AsyncGenerator<Uint8Array> {
    for (let i = 0; i < bytes.length; ) {
      const size = 1 + Math.floor(rand() * 5);
      yield bytes.subarray(i, i + size);
      i += size;
    }
  }

  it('decodes characters split anywhere, valid or not, exactly as one whole decode does', async () => {
    const rand = random(3);
    const whole = new TextDecoder('utf-8', { ignoreBOM: true });
    const chars = ['a', 'é', '€', '😀', '\uFEFF', 'ß'];
    const bytesSeen = [0x41, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0xff, 0x80, 0xed, 0xa0];
    for (let trial = 0; trial < 2000; trial++) {
      const bytes =
        trial % 2 === 0
          ? enc.encode(
              `x${Array.from({ length: 20 }, () => chars[Math.floor(rand() * chars.length)]).join('')}`,
            )
          : new Uint8Array(
              Array.from({ length: 24 }, () => bytesSeen[Math.floor(rand() * bytesSeen.length)] as number),
            );
      const text = (await collect(lines(pieces(bytes, rand)))).join('\n');
      expect(text).toBe(whole.decode(bytes));
    }
  });

  it('drops a byte order mark opening the bytes, and only that one', async () => {
    const bytes = enc.encode('\uFEFFa\uFEFFb\nc');
    expect(await collect(lines(chunked(bytes, 1)))).toEqual(['a\uFEFFb', 'c']);
  });
});
