import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { API, envelope, NOT_FOUND, record, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

describe('details.list', () => {
  it('asks /details/{server}/{from}/{to}/{cursor}/json and types each record', async () => {
    nock(API)
      .get('/details/biorxiv/2025-01-01/2025-01-31/0/json')
      .reply(200, envelope([record(1), record(2, 2)]));
    const page = await testClient().details.list({ from: '2025-01-01', to: '2025-01-31' });
    expect(page.items).toHaveLength(2);
    expect(page.items[1]).toMatchObject({ doi: '10.1101/2025.01.03.600002', version: 2, published: '' });
    expect(page.total).toBe(2);
    expect(page.raw?.messages[0]?.status).toBe('ok');
    expect(page.hasNextPage()).toBe(false);
  });

  it('sends the category the way the live API reads it (underscores) as a query parameter', async () => {
    const scope = nock(API)
      .get('/details/biorxiv/2025-01-01/2025-01-02/0/json')
      .query({ category: 'animal_behavior_and_cognition' })
      .reply(
        200,
        envelope([record(1, 1, { category: 'animal behavior and cognition' })], {
          category: 'animal_behavior_and_cognition',
        }),
      );
    const items = await testClient()
      .details.list({ from: '2025-01-01', to: '2025-01-02', category: 'animal-behavior-and-cognition' })
      .toArray();
    expect(items.map((p) => p.category)).toEqual(['animal behavior and cognition']);
    expect(scope.isDone()).toBe(true);
  });

  it('walks the cursor by the records received and stops at total', async () => {
    const first = Array.from({ length: 100 }, (_, i) => record(i));
    const second = Array.from({ length: 50 }, (_, i) => record(100 + i));
    nock(API)
      .get('/details/biorxiv/2025-01-01/2025-12-31/0/json')
      .reply(200, envelope(first, { total: '150' }))
      .get('/details/biorxiv/2025-01-01/2025-12-31/100/json')
      .reply(200, envelope(second, { total: '150', cursor: '100' }));
    const items = await testClient().details.list({ from: '2025-01-01', to: '2025-12-31' }).toArray();
    expect(items).toHaveLength(150);
    expect(items[149]?.title).toBe('Preprint 149');
  });

  it('pages of 30 (as the live service serves) advance the cursor by 30', async () => {
    const pages = [0, 30, 60].map((start) =>
      Array.from({ length: start === 60 ? 5 : 30 }, (_, i) => record(start + i)),
    );
    const scope = nock(API);
    for (const [i, page] of pages.entries()) {
      scope
        .get(`/details/biorxiv/2025-02-01/2025-02-02/${i * 30}/json`)
        .reply(200, envelope(page, { total: '65' }));
    }
    const items = await testClient().details.list({ from: '2025-02-01', to: '2025-02-02' }).toArray();
    expect(items).toHaveLength(65);
    expect(scope.isDone()).toBe(true);
  });

  it('yields a record repeated at a page boundary once, and stops cleanly when total overcounts', async () => {
    const first = Array.from({ length: 100 }, (_, i) => record(i));
    // The next page starts with the last record of the first page again.
    const second = [record(99), ...Array.from({ length: 20 }, (_, i) => record(100 + i))];
    nock(API)
      .get('/details/biorxiv/2025-01-01/2025-12-31/0/json')
      .reply(200, envelope(first, { total: '400' }))
      .get('/details/biorxiv/2025-01-01/2025-12-31/100/json')
      .reply(200, envelope(second, { total: '400' }))
      .get('/details/biorxiv/2025-01-01/2025-12-31/121/json')
      .reply(200, NOT_FOUND);
    const list = testClient().details.list({ from: '2025-01-01', to: '2025-12-31' });
    const items = await list.toArray();
    const keys = items.map((p) => `${p.doi}v${p.version}`);
    expect(items).toHaveLength(120);
    expect(new Set(keys).size).toBe(120);
  });

  it('walking the same list twice yields the same records (repeats are dropped by first page)', async () => {
    const first = [record(1), record(2)];
    const second = [record(2), record(3)];
    nock(API)
      .get('/details/biorxiv/2025-01-01/2025-01-31/0/json')
      .reply(200, envelope(first, { total: '4' }))
      .get('/details/biorxiv/2025-01-01/2025-01-31/2/json')
      .twice()
      .reply(200, envelope(second, { total: '4' }))
      .get('/details/biorxiv/2025-01-01/2025-01-31/4/json')
      .twice()
      .reply(200, NOT_FOUND);
    const list = testClient().details.list({ from: '2025-01-01', to: '2025-01-31' });
    const once = (await list.toArray()).map((p) => p.title);
    const twice = (await list.toArray()).map((p) => p.title);
    expect(once).toEqual(['Preprint 1', 'Preprint 2', 'Preprint 3']);
    expect(twice).toEqual(once);
  });

  it('an empty range ("no posts found") is an empty list, not an error', async () => {
    nock(API).get('/details/biorxiv/2025-03-01/2025-03-01/0/json').reply(200, NOT_FOUND);
    const page = await testClient().details.list({ from: '2025-03-01', to: '2025-03-01' });
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('the medrxiv server goes into the path', async () => {
    nock(API)
      .get('/details/medrxiv/2025-01-01/2025-01-02/0/json')
      .reply(200, envelope([record(7)]));
    const items = await testClient({ server: 'medrxiv' })
      .details.list({ from: '2025-01-01', to: '2025-01-02' })
      .toArray();
    expect(items).toHaveLength(1);
  });
});

describe('details.get / details.getLatest', () => {
  it('reads /details/{server}/{doi}/na/json with the DOI slash kept as a path separator', async () => {
    nock(API)
      .get('/details/biorxiv/10.1101/2025.01.02.600001/na/json')
      .twice()
      .reply(200, envelope([record(1, 1), record(1, 2), record(1, 3)]));
    const client = testClient();
    const versions = await client.details.get('10.1101/2025.01.02.600001');
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3]);
    const latest = await client.details.getLatest('10.1101/2025.01.02.600001');
    expect(latest?.version).toBe(3);
  });

  it('get answers a plain promise of the array (no pages), one request each', async () => {
    const scope = nock(API)
      .get('/details/biorxiv/10.1101/2025.01.02.600001/na/json')
      .reply(200, envelope([record(1, 1), record(1, 2)]));
    const answer = testClient().details.get('10.1101/2025.01.02.600001');
    expect(answer).toBeInstanceOf(Promise);
    expect('pages' in answer).toBe(false);
    const versions = await answer;
    expect(Array.isArray(versions)).toBe(true);
    expect(versions.map((v) => `${v.doi}v${v.version}`)).toEqual([
      '10.1101/2025.01.02.600001v1',
      '10.1101/2025.01.02.600001v2',
    ]);
    expect(scope.isDone()).toBe(true);
  });

  it('an unknown DOI is an empty array, and getLatest() is undefined', async () => {
    nock(API).get('/details/biorxiv/10.1101/999999/na/json').twice().reply(200, NOT_FOUND);
    const client = testClient();
    expect(await client.details.get('10.1101/999999')).toEqual([]);
    expect(await client.details.getLatest('10.1101/999999')).toBeUndefined();
  });

  it('percent-encodes characters of a DOI suffix that are not path-safe', async () => {
    nock(API).get('/details/biorxiv/10.1101/abc%3Fdef/na/json').reply(200, NOT_FOUND);
    expect(await testClient().details.get('10.1101/abc?def')).toEqual([]);
  });
});
