import { type HalList, halItems, halPages, linkTarget, PagePromise } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

describe('HAL reader', () => {
  it('walks a paged HAL list by its page block, typing each member with its index', async () => {
    const asked: (number | undefined)[] = [];
    const bodies: HalList[] = [0, 1, 2].map((n) => ({
      _embedded: { studies: (n < 2 ? [2 * n, 2 * n + 1] : [4]).map((k) => ({ id: `s${k}` })) },
      page: { size: 2, number: n, totalElements: 5, totalPages: 3 },
    }));
    const fetcher = halPages(
      async (page) => {
        asked.push(page);
        return bodies[page ?? 0] as HalList;
      },
      { collection: 'studies', item: (m, i) => `${(m as { id: string }).id}@${i}` },
    );
    const list = new PagePromise(fetcher, {});
    expect(await list.toArray()).toEqual(['s0@0', 's1@1', 's2@0', 's3@1', 's4@0']);
    expect(asked).toEqual([0, 1, 2]);
    expect((await list).total).toBe(5);
  });

  it('follows a next link without a page block, and reads an unpaged list in one request', async () => {
    const asked: (number | undefined)[] = [];
    const paged = halPages(
      async (page) => {
        asked.push(page);
        return page === 1
          ? { _embedded: { x: { '1': 'b', '0': 'a' } }, _links: { next: { href: 'http://h/x?page=2' } } }
          : { _embedded: { x: ['c'] } };
      },
      { first: 1, item: (m) => m as string },
    );
    expect(await new PagePromise(paged, {}).toArray()).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual([1, 2]);
    const unpaged = halPages(async (page) => ({ _embedded: { x: [String(page)] } }), {
      paged: false,
      item: String,
    });
    expect(await new PagePromise(unpaged, {}).toArray()).toEqual(['undefined']);
  });

  it('reads a single resource as a one-item list and an envelope without _embedded as empty', () => {
    expect(halItems({ id: 1, _links: {} })).toEqual([{ id: 1, _links: {} }]);
    expect(halItems({ _links: {}, page: { size: 1, number: 0 } })).toEqual([]);
    expect(linkTarget('https://api.example/v2/studies/1{?projection}', ['https://api.example/v2'])).toEqual({
      path: '/studies/1',
      query: {},
    });
    expect(linkTarget('https://elsewhere/v2/studies/1', ['https://api.example/v2'])).toBeUndefined();
  });
});
