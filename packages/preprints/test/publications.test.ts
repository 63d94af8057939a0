import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { API, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

function publication(n: number) {
  return {
    preprint_doi: `10.1101/2025.09.17.${String(670000 + n)}`,
    published_doi: `10.1091/mbc.E25-09-${String(n).padStart(4, '0')}`,
    published_journal: 'Molecular Biology of the Cell',
    preprint_platform: 'bioRxiv',
    preprint_title: `Paper ${n}`,
    preprint_authors: 'Zhao, Y.; Zhu, Z.',
    preprint_category: 'cell biology',
    preprint_date: '2025-09-20',
    published_date: '2026-06-01',
    preprint_abstract: 'An abstract.',
    preprint_author_corresponding: 'Weihan Li',
    preprint_author_corresponding_institution: 'Brown University',
  };
}

function pubsEnvelope(collection: unknown[], cursor: number, total: number) {
  // As the live /pubs/ answers: cursor a number, total a string.
  return {
    messages: [{ status: 'ok', interval: '7d', cursor, count: collection.length, total: String(total) }],
    collection,
  };
}

describe('publications.list', () => {
  it('reads /pubs/{server}/{days}d/{cursor}/json, 100 per page, until total', async () => {
    const scope = nock(API)
      .get('/pubs/biorxiv/7d/0/json')
      .reply(
        200,
        pubsEnvelope(
          Array.from({ length: 100 }, (_, i) => publication(i)),
          0,
          130,
        ),
      )
      .get('/pubs/biorxiv/7d/100/json')
      .reply(
        200,
        pubsEnvelope(
          Array.from({ length: 30 }, (_, i) => publication(100 + i)),
          100,
          130,
        ),
      );
    const items = await testClient().publications.list({ days: 7 }).toArray();
    expect(items).toHaveLength(130);
    expect(items[0]).toMatchObject({
      preprint_doi: '10.1101/2025.09.17.670000',
      published_journal: 'Molecular Biology of the Cell',
    });
    expect(scope.isDone()).toBe(true);
  });

  it('the first page carries the total', async () => {
    nock(API)
      .get('/pubs/medrxiv/1d/0/json')
      .reply(200, pubsEnvelope([publication(1)], 0, 1));
    const page = await testClient({ server: 'medrxiv' }).publications.list({ days: 1 });
    expect(page.total).toBe(1);
    expect(page.items[0]?.published_doi).toBe('10.1091/mbc.E25-09-0001');
  });

  it('"no articles found" is an empty list', async () => {
    nock(API)
      .get('/pubs/biorxiv/2d/0/json')
      .reply(200, { messages: [{ status: 'no articles found for published version of ' }], collection: [] });
    expect(await testClient().publications.list({ days: 2 }).toArray()).toEqual([]);
  });
});

describe('publications.get', () => {
  it('reads /pubs/{server}/{doi}/na/json with the DOI slash kept', async () => {
    nock(API)
      .get('/pubs/biorxiv/10.1101/2025.09.17.670001/na/json')
      .reply(200, { messages: [{ status: 'ok' }], collection: [publication(1)] });
    const items = await testClient().publications.get('10.1101/2025.09.17.670001');
    expect(items.map((p) => p.published_doi)).toEqual(['10.1091/mbc.E25-09-0001']);
  });

  it('an unpublished preprint is empty, and a bad DOI is refused', async () => {
    nock(API)
      .get('/pubs/biorxiv/10.1101/1/na/json')
      .reply(200, { messages: [{ status: 'no articles found for published version of ' }] });
    expect(await testClient().publications.get('10.1101/1')).toEqual([]);
    await expect(testClient().publications.get('nope')).rejects.toThrow(
      expect.objectContaining({ param: 'doi' }),
    );
  });
});
