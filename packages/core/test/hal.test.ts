import {
  type HalCursor,
  type HalList,
  halItems,
  halNextPage,
  halPages,
  linkTarget,
  PagePromise,
} from '@lifesci/core';
import { describe, expect, it } from 'vitest';

describe('HAL reader', () => {
  it('walks a paged HAL list by its page block, typing each member with its index', async () => {
    const asked: (HalCursor | undefined)[] = [];
    const bodies: HalList[] = [0, 1, 2].map((n) => ({
      _embedded: { studies: (n < 2 ? [2 * n, 2 * n + 1] : [4]).map((k) => ({ id: `s${k}` })) },
      page: { size: 2, number: n, totalElements: 5, totalPages: 3 },
    }));
    const fetcher = halPages(
      async (at) => {
        asked.push(at);
        return bodies[at?.page ?? 0] as HalList;
      },
      { collection: 'studies', item: (m, i) => `${(m as { id: string }).id}@${i}` },
    );
    const list = new PagePromise(fetcher, {});
    expect(await list.toArray()).toEqual(['s0@0', 's1@1', 's2@0', 's3@1', 's4@0']);
    expect(asked).toEqual([{ page: 0 }, { page: 1 }, { page: 2 }]);
    expect((await list).total).toBe(5);
  });

  it("follows the service's next link as written, and reads an unpaged list in one request", async () => {
    const asked: (HalCursor | undefined)[] = [];
    const paged = halPages(
      async (at) => {
        asked.push(at);
        return at?.page === 1
          ? {
              _embedded: { x: { '1': 'b', '0': 'a' } },
              _links: { next: { href: 'http://h/x?size=2&start=2' } },
            }
          : { _embedded: { x: ['c'] } };
      },
      { first: 1, item: (m) => m as string },
    );
    expect(await new PagePromise(paged, {}).toArray()).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual([{ page: 1 }, { href: 'http://h/x?size=2&start=2' }]);
    const unpaged = halPages(async (at) => ({ _embedded: { x: [String(at)] } }), {
      paged: false,
      item: String,
    });
    expect(await new PagePromise(unpaged, {}).toArray()).toEqual(['undefined']);
  });

  it('prefers the next link to the page block, and stops where a service repeats its next link', async () => {
    const body = (next?: string): HalList => ({
      _embedded: { x: ['r'] },
      page: { size: 1, number: 0, totalElements: 9, totalPages: 9 },
      ...(next ? { _links: { next: { href: next } } } : {}),
    });
    expect(halNextPage(body('http://h/x?page=1&size=1'))).toEqual({ href: 'http://h/x?page=1&size=1' });
    expect(halNextPage(body())).toEqual({ page: 1 });
    expect(halNextPage({ _links: {} }, 3)).toBeUndefined();
    let requests = 0;
    const looping = halPages(
      async () => {
        requests++;
        return { _embedded: { x: [`r${requests}`] }, _links: { next: { href: 'http://h/x?start=20' } } };
      },
      { item: String },
    );
    expect(await new PagePromise(looping, {}).toArray()).toEqual(['r1', 'r2']);
    expect(requests).toBe(2);
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
