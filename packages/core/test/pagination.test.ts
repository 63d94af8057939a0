import {
  AbortError,
  BaseClient,
  cursorPages,
  InputError,
  type PageData,
  PagePromise,
  pageNumberPages,
} from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';

/** A fetcher over a table of pages keyed by cursor, recording which cursors were asked for. */
function table<Item>(pages: Record<string, PageData<Item, string>>) {
  const asked: (string | undefined)[] = [];
  const fetcher = async (cursor: string | undefined) => {
    asked.push(cursor);
    const page = pages[cursor ?? 'first'];
    if (!page) throw new Error(`no page ${cursor}`);
    return page;
  };
  return { asked, fetcher };
}

describe('PagePromise', () => {
  const pages = {
    first: { items: [1, 2], next: 'b', total: 5 },
    b: { items: [3, 4], next: 'c' },
    c: { items: [5], next: undefined },
  };

  it('is lazy, awaits to the first page, and iterates every item across pages', async () => {
    const { asked, fetcher } = table(pages);
    const list = new PagePromise(fetcher);
    expect(asked).toEqual([]);
    const first = await list;
    expect(first.items).toEqual([1, 2]);
    expect(first.total).toBe(5);
    expect(first.hasNextPage()).toBe(true);
    expect((await first.nextPage()).items).toEqual([3, 4]);
    const all: number[] = [];
    for await (const n of list) all.push(n);
    expect(all).toEqual([1, 2, 3, 4, 5]);
    // a second walk reuses the first page and walks again without a false "repeated cursor" stop
    expect(await list.toArray()).toEqual([1, 2, 3, 4, 5]);
    expect(asked.filter((c) => c === undefined)).toHaveLength(1);
  });

  it('walks pages and stops fetching once the limit is reached', async () => {
    const { asked, fetcher } = table(pages);
    expect(await new PagePromise(fetcher).toArray({ limit: 3 })).toEqual([1, 2, 3]);
    expect(asked).toEqual([undefined, 'b']);
    const counts: number[] = [];
    for await (const page of new PagePromise(fetcher).pages()) counts.push(page.items.length);
    expect(counts).toEqual([2, 2, 1]);
    expect(await new PagePromise(fetcher, {}, { maxItems: 1 }).toArray()).toEqual([1]);
  });

  it('stops on a repeated cursor', async () => {
    const { asked, fetcher } = table({
      first: { items: [1], next: 'x' },
      x: { items: [2], next: 'y' },
      y: { items: [3], next: 'x' },
    });
    expect(await new PagePromise(fetcher).toArray()).toEqual([1, 2, 3]);
    expect(asked).toEqual([undefined, 'x', 'y']);
  });

  it('stops on an empty page, a missing cursor, the documented end, and the total', async () => {
    const empty = table({ first: { items: [1], next: 'e' }, e: { items: [], next: 'f' } });
    expect(await new PagePromise(empty.fetcher).toArray()).toEqual([1]);
    expect(empty.asked).toEqual([undefined, 'e']);
    const blank = table({ first: { items: [1], next: '' } });
    expect(await new PagePromise(blank.fetcher).toArray()).toEqual([1]);
    const done = table({ first: { items: [1], next: 'z', done: true } });
    expect(await new PagePromise(done.fetcher).toArray()).toEqual([1]);
    // a trailing token on a full last page: the total says there is nothing more
    const trailing = table({ first: { items: [1, 2], next: 't', total: 2 } });
    expect(await new PagePromise(trailing.fetcher).toArray()).toEqual([1, 2]);
    expect(trailing.asked).toEqual([undefined]);
    await expect((await new PagePromise(trailing.fetcher)).nextPage()).rejects.toThrow(InputError);
  });

  it('honours an AbortSignal between pages', async () => {
    const controller = new AbortController();
    const { fetcher } = table(pages);
    const list = new PagePromise(
      async (cursor: string | undefined) => {
        const page = await fetcher(cursor);
        if (cursor === 'b') controller.abort();
        return page;
      },
      { signal: controller.signal },
    );
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const n of list) seen.push(n);
      })(),
    ).rejects.toThrow(AbortError);
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('propagates fetch errors', async () => {
    const list = new PagePromise(async () => {
      throw new Error('boom');
    });
    await expect(list).rejects.toThrow('boom');
    await expect(list.toArray()).rejects.toThrow('boom');
  });
});

describe('paginator helpers', () => {
  const data = Array.from({ length: 7 }, (_, i) => i);

  it('pageNumberPages: from 0 or 1, ends after totalPages', async () => {
    const asked: number[] = [];
    const fetcher = pageNumberPages(
      async (page) => {
        asked.push(page);
        return { items: data.slice(page * 3, page * 3 + 3), totalPages: 3, total: 7 };
      },
      { first: 0 },
    );
    expect(await new PagePromise(fetcher).toArray()).toEqual(data);
    expect(asked).toEqual([0, 1, 2]);
    const oneBased = pageNumberPages(async (page) => ({ items: data.slice((page - 1) * 4, page * 4) }), {
      pageSize: 4,
    });
    expect(await new PagePromise(oneBased).toArray()).toEqual(data);
  });

  it('opaque next-page tokens need no helper; cursorPages computes the cursor from the page', async () => {
    const tokens = new PagePromise<number, string>(async (token) =>
      token === undefined ? { items: [1], next: 'abc' } : { items: [2], next: null },
    );
    expect(await tokens.toArray()).toEqual([1, 2]);
    // bioRxiv-style: the cursor is a record offset advanced by the count the service reports
    const cursor = cursorPages(
      async (at: number) => ({
        items: data.slice(at, at + 3),
        raw: { count: data.slice(at, at + 3).length },
      }),
      { first: 0, next: (page, at) => ((page.raw as { count: number }).count === 3 ? at + 3 : undefined) },
    );
    expect(await new PagePromise(cursor).toArray()).toEqual(data);
  });
});

describe('BaseClient.paginate', () => {
  it('passes the call options to every page request', async () => {
    nock('https://pages.example.test')
      .get('/studies')
      .query({ pageSize: '2' })
      .reply(200, { studies: [{ id: 'a' }, { id: 'b' }], nextPageToken: 't1', totalCount: 3 })
      .get('/studies')
      .query({ pageSize: '2', pageToken: 't1' })
      .reply(200, { studies: [{ id: 'c' }], nextPageToken: 't1-trailing' });
    const client = new BaseClient(
      { service: 't', baseUrls: { default: 'https://pages.example.test' }, limiterId: 'pages', limits: {} },
      { rateLimit: false },
    );
    const controller = new AbortController();
    const list = client.paginate(
      async (token: string | undefined, call) => {
        expect(call.signal).toBe(controller.signal);
        const body = await (client.request(
          { path: '/studies', query: { pageSize: 2, pageToken: token } },
          call,
        ) as Promise<{
          studies: { id: string }[];
          nextPageToken?: string;
          totalCount?: number;
        }>);
        return { items: body.studies, next: body.nextPageToken, total: body.totalCount };
      },
      { signal: controller.signal },
    );
    expect((await list.toArray()).map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  interface SearchBody {
    count: number;
    webEnv: string;
  }

  const client = new BaseClient(
    { service: 't', baseUrls: { default: 'https://pages.example.test' }, limiterId: 'pages', limits: {} },
    { rateLimit: false },
  );

  it('types page.raw from what the fetcher returns, no cast needed', async () => {
    const list = client.paginate(async (cursor: number | undefined) => {
      const at = cursor ?? 0;
      const raw: SearchBody = { count: 3, webEnv: `W${at}` };
      return { items: [at], raw, next: at < 2 ? at + 1 : undefined };
    });
    const first = await list;
    // Compiles only because raw is SearchBody | undefined, not unknown.
    const webEnv: string | undefined = first.raw?.webEnv;
    expect(webEnv).toBe('W0');
    expect((await first.nextPage()).raw?.count).toBe(3);
    const pages: (string | undefined)[] = [];
    for await (const page of list.pages()) pages.push(page.raw?.webEnv);
    expect(pages).toEqual(['W0', 'W1', 'W2']);
    const numbered = pageNumberPages(async (n) => ({ items: [n], raw: { count: 1, webEnv: 'X' } }), {
      pageSize: 1,
    });
    expect((await new PagePromise(numbered)).raw?.webEnv).toBe('X');
    const cursors = cursorPages(async (n: number) => ({ items: [n], raw: { count: n, webEnv: 'C' } }), {
      first: 0,
      next: () => undefined,
    });
    expect((await client.paginate(cursors)).raw?.count).toBe(0);
  });

  it('takes PaginateOptions: maxItems caps iteration without fetching further pages', async () => {
    const asked: (number | undefined)[] = [];
    const fetcher = async (cursor: number | undefined) => {
      asked.push(cursor);
      const at = cursor ?? 0;
      return { items: [at * 2, at * 2 + 1], next: at + 1 };
    };
    expect(await client.paginate(fetcher, {}, { maxItems: 3 }).toArray()).toEqual([0, 1, 2]);
    expect(asked).toEqual([undefined, 1]);
    const none: number[] = [];
    for await (const n of client.paginate(fetcher, {}, { maxItems: 0 })) none.push(n);
    expect(none).toEqual([]);
    expect(await client.paginate(fetcher, {}, { maxItems: Infinity }).toArray({ limit: 5 })).toHaveLength(5);
  });

  it('refuses a maxItems that is not a whole number of items, before fetching (a rejection)', async () => {
    let fetched = 0;
    const fetcher = async () => {
      fetched += 1;
      return { items: [1] };
    };
    for (const maxItems of [-1, 1.5, Number.NaN]) {
      const list = client.paginate(fetcher, {}, { maxItems });
      await expect(list).rejects.toThrow(InputError);
      await expect(list.toArray()).rejects.toThrow(InputError);
    }
    expect(fetched).toBe(0);
  });
});
