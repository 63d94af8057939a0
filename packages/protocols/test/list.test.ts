import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE, page, protocol, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('protocols.list', () => {
  it('walks every page by page_id and stops after total_pages', async () => {
    const seen: Record<string, string>[] = [];
    nock(BASE)
      .get('/api/v3/protocols')
      .times(3)
      .query((q) => {
        seen.push(q as Record<string, string>);
        return true;
      })
      .reply(200, () => {
        const n = Number(seen[seen.length - 1]?.page_id);
        return page(n < 3 ? [protocol(n * 10 + 1), protocol(n * 10 + 2)] : [protocol(31)], n, 3, 5);
      });
    const list = testClient().protocols.list({
      key: 'water',
      pageSize: 2,
      orderField: 'date',
      orderDir: 'asc',
    });
    const ids: number[] = [];
    for await (const p of list) ids.push(p.id);
    expect(ids).toEqual([11, 12, 21, 22, 31]);
    expect(seen.map((q) => q.page_id)).toEqual(['1', '2', '3']);
    expect(seen[0]).toEqual({
      filter: 'public',
      key: 'water',
      order_field: 'date',
      order_dir: 'asc',
      page_size: '2',
      page_id: '1',
    });
  });

  it('the first page carries the total and the raw envelope', async () => {
    nock(BASE)
      .get('/api/v3/protocols')
      .query(true)
      .reply(200, page([protocol(1)], 1, 6, 56));
    const first = await testClient().protocols.list();
    expect(first.total).toBe(56);
    expect(first.raw?.pagination?.total_pages).toBe(6);
    expect(first.hasNextPage()).toBe(true);
  });

  it('an empty listing is an empty page, not an error', async () => {
    nock(BASE)
      .get('/api/v3/protocols')
      .query(true)
      .reply(200, page([], 1, 0, 0));
    const all = await testClient().protocols.list({ key: 'nothing matches' }).toArray();
    expect(all).toEqual([]);
  });

  it('page starts the walk at a later page', async () => {
    nock(BASE)
      .get('/api/v3/protocols')
      .query((q) => q.page_id === '4')
      .reply(200, page([protocol(7)], 4, 4, 31));
    const first = await testClient().protocols.list({ page: 4 });
    expect(first.items.map((p) => p.id)).toEqual([7]);
    expect(first.hasNextPage()).toBe(false);
  });
});

describe("protocols.list: the signed-in user's own protocols", () => {
  it.each(['user_private', 'user_public', 'shared_with_user'] as const)(
    'filter %s is sent with the token',
    async (filter) => {
      const scope = nock(BASE, { reqheaders: { authorization: 'Bearer my-client-token' } })
        .get('/api/v3/protocols')
        .query((q) => q.filter === filter)
        .reply(200, page([protocol(5, { public: 0 })], 1, 1, 1));
      const client = testClient({ accessToken: 'my-client-token' });
      const first = await client.protocols.list({ filter });
      expect(scope.isDone()).toBe(true);
      expect(first.items[0]?.public).toBe(false);
    },
  );
});
