import { lineBlocks, ParseError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { chunked, collect } from './helpers.js';

const enc = new TextEncoder();
const dec = new TextDecoder();

describe('lineBlocks', () => {
  const text = Array.from({ length: 500 }, (_, i) => `row ${i}\t${'x'.repeat(i % 37)}\tété`).join('\n');
  const bytes = enc.encode(`${text}\n`);

  it('hands out the bytes whole, in blocks that end at a line end, whatever the chunk size', async () => {
    for (const size of [1, 3, 64, 1000, bytes.length]) {
      const blocks = await collect(lineBlocks(chunked(bytes, size), { minBytes: 256 }));
      expect(dec.decode(Buffer.concat(blocks))).toBe(`${text}\n`);
      for (const block of blocks) expect(block.at(-1)).toBe(10);
      // Every block but the last holds at least minBytes.
      for (const block of blocks.slice(0, -1)) expect(block.length).toBeGreaterThanOrEqual(256);
      if (size < 1000) expect(blocks.length).toBeGreaterThan(1);
    }
  });

  it('keeps a last line without a newline, and drops nothing of an input without any', async () => {
    const blocks = await collect(lineBlocks(chunked(enc.encode('a\tb\nc\td'), 2), { minBytes: 1 }));
    expect(blocks.map((b) => dec.decode(b))).toEqual(['a\tb\n', 'c\td']);
    expect((await collect(lineBlocks([enc.encode('no newline')]))).map((b) => dec.decode(b))).toEqual([
      'no newline',
    ]);
    expect(await collect(lineBlocks([]))).toEqual([]);
  });

  it('with ownBuffers, no block shares its buffer with another block or with an input chunk', async () => {
    for (const size of [3, 64, 1000, bytes.length]) {
      const chunks = [...chunked(bytes, size)];
      const blocks = await collect(lineBlocks(chunks, { minBytes: 256, ownBuffers: true }));
      expect(dec.decode(Buffer.concat(blocks))).toBe(`${text}\n`);
      const buffers = blocks.map((block) => block.buffer);
      expect(new Set(buffers).size).toBe(blocks.length);
      for (const chunk of chunks) expect(buffers).not.toContain(chunk.buffer);
    }
  });

  it('one block by default for a small input (1 MiB blocks)', async () => {
    const blocks = await collect(lineBlocks(chunked(bytes, 100)));
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.length).toBe(bytes.length);
  });

  it('a line over maxLineBytes is a ParseError as soon as it is seen, within a chunk or across chunks', async () => {
    const long = enc.encode(`short\n${'y'.repeat(5000)}\nshort\n`);
    await expect(collect(lineBlocks([long], { maxLineBytes: 1000 }))).rejects.toBeInstanceOf(ParseError);
    await expect(collect(lineBlocks(chunked(long, 7), { maxLineBytes: 1000 }))).rejects.toBeInstanceOf(
      ParseError,
    );
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield enc.encode('z'.repeat(100));
      }
    }
    await expect(collect(lineBlocks(endless(), { maxLineBytes: 1000 }))).rejects.toBeInstanceOf(ParseError);
    expect(pulled).toBe(11);
    expect((await collect(lineBlocks([long], { maxLineBytes: 5000 }))).length).toBe(1);
  });
});
