import { InputError, PagePromise, pageNumberPages, path, segments, singlePage } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

describe('segments (multi-segment path values)', () => {
  it('encodes each segment and keeps the slashes', () => {
    expect(path`/b/${'bucket'}/${segments('proteomes/a b#1.tar')}`).toBe('/b/bucket/proteomes/a%20b%231.tar');
  });

  it('refuses empty, "." and ".." segments with an InputError naming the parameter', () => {
    for (const bad of ['', 'a//b', '/a', 'a/', '../x', 'a/./b', 'a/..']) {
      expect(() => segments(bad, 'name')).toThrow(InputError);
    }
    expect(() => segments('a/../../etc', 'model')).toThrow(expect.objectContaining({ param: 'model' }));
  });
});

describe('singlePage', () => {
  it('is one page, done, with the items as raw', async () => {
    let calls = 0;
    const list = new PagePromise(
      singlePage(async () => {
        calls += 1;
        return ['a', 'b'];
      }),
      {},
    );
    const page = await list;
    expect(page.items).toEqual(['a', 'b']);
    expect(page.raw).toEqual(['a', 'b']);
    expect(page.hasNextPage()).toBe(false);
    expect(await list.toArray()).toEqual(['a', 'b']);
    expect(calls).toBe(1);
  });
});

describe('pageNumberPages totalPages', () => {
  it('counts totalPages from the service first page, also when the walk starts later', async () => {
    const asked: number[] = [];
    const fetcher = pageNumberPages(
      async (page) => {
        asked.push(page);
        return { items: [`p${page}`], totalPages: 4 };
      },
      { first: 3 },
    );
    expect(await new PagePromise(fetcher, {}).toArray()).toEqual(['p3', 'p4']);
    expect(asked).toEqual([3, 4]);
    const zero: number[] = [];
    const fromZero = pageNumberPages(
      async (page) => {
        zero.push(page);
        return { items: [page], totalPages: 3 };
      },
      { first: 1, numberedFrom: 0 },
    );
    expect(await new PagePromise(fromZero, {}).toArray()).toEqual([1, 2]);
  });
});
