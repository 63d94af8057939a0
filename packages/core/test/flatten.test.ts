import { flattenBatches } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

describe('flattenBatches', () => {
  it('hands out every item in order, skipping empty batches', async () => {
    async function* batches() {
      yield [1, 2];
      yield [];
      yield [3];
      yield [4, 5, 6];
    }
    const out: number[] = [];
    for await (const n of flattenBatches(batches())) out.push(n);
    expect(out).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stops the source when the consumer stops early, and is done afterwards', async () => {
    let closed = false;
    let pulled = 0;
    async function* batches() {
      try {
        for (let i = 0; ; i++) {
          pulled += 1;
          yield [i * 2, i * 2 + 1];
        }
      } finally {
        closed = true;
      }
    }
    const items = flattenBatches(batches());
    const out: number[] = [];
    for await (const n of items) {
      out.push(n);
      if (out.length === 3) break;
    }
    expect(out).toEqual([0, 1, 2]);
    expect(closed).toBe(true);
    expect(pulled).toBe(2);
    expect(await items.next()).toEqual({ done: true, value: undefined });
  });

  it('passes a failure of the source to the consumer after the items before it', async () => {
    async function* batches() {
      yield ['a'];
      throw new Error('broken');
    }
    const out: string[] = [];
    await expect(
      (async () => {
        for await (const s of flattenBatches(batches())) out.push(s);
      })(),
    ).rejects.toThrow('broken');
    expect(out).toEqual(['a']);
  });
});
