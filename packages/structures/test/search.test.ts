import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { q } from '../src/index.js';
import { SEARCH, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

const XRAY = q.attribute('exptl.method').exactMatch('X-RAY DIFFRACTION');
const hits = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ identifier: `${from + i + 1}ABC`, score: 1 - (from + i) / 100 }));

describe('client.search', () => {
  it('pages with request_options.paginate until total_count', async () => {
    const bodies: Array<{ request_options: { paginate: { start: number; rows: number } } }> = [];
    nock(SEARCH)
      .post('/rcsbsearch/v2/query', (b) => {
        bodies.push(b);
        return true;
      })
      .times(3)
      .reply(200, (_uri, body) => {
        const { start, rows } = (body as (typeof bodies)[0]).request_options.paginate;
        return {
          query_id: 'q1',
          result_type: 'entry',
          total_count: 5,
          result_set: hits(start, Math.min(rows, 5 - start)),
        };
      });
    const list = testClient().search(XRAY, { paginate: { start: 0, rows: 2 } });
    const first = await list;
    expect(first.total).toBe(5);
    expect(first.items.map((h) => h.identifier)).toEqual(['1ABC', '2ABC']);
    expect(first.raw?.query_id).toBe('q1');
    const all = await list.toArray();
    expect(all.map((h) => h.identifier)).toEqual(['1ABC', '2ABC', '3ABC', '4ABC', '5ABC']);
    expect(all[0]?.score).toBe(1);
    expect(bodies.map((b) => b.request_options.paginate.start)).toEqual([0, 2, 4]);
    expect(bodies[0]).toMatchObject({ query: XRAY, return_type: 'entry' });
  });

  it('uses 100 rows per page by default', async () => {
    let sent: unknown;
    nock(SEARCH)
      .post('/rcsbsearch/v2/query', (b) => {
        sent = b;
        return true;
      })
      .reply(200, { total_count: 1, result_set: [{ identifier: '4HHB', score: 1 }] });
    const page = await testClient().search(XRAY, { returnType: 'polymer_entity' });
    expect(page.items).toEqual([{ identifier: '4HHB', score: 1 }]);
    expect(sent).toEqual({
      query: XRAY,
      return_type: 'polymer_entity',
      request_options: { paginate: { start: 0, rows: 100 } },
    });
  });

  it('treats 204 (no hits) as an empty result', async () => {
    nock(SEARCH).post('/rcsbsearch/v2/query').reply(204);
    const list = testClient().search(q.fullText('no such thing anywhere'));
    const page = await list;
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
    expect(await list.toArray()).toEqual([]);
  });

  it('reads compact result sets (ids only) as hits without scores', async () => {
    nock(SEARCH)
      .post('/rcsbsearch/v2/query')
      .reply(200, { total_count: 2, result_set: ['4HHB', '1A8O'] });
    const all = await testClient().search(XRAY, { resultsVerbosity: 'compact' }).toArray();
    expect(all).toEqual([{ identifier: '4HHB' }, { identifier: '1A8O' }]);
  });

  it('sends one request for facets (rows 0) and keeps them on page.raw', async () => {
    nock(SEARCH)
      .post('/rcsbsearch/v2/query')
      .once()
      .reply(200, {
        total_count: 120,
        facets: [
          {
            name: 'by_method',
            terms: [
              { label: 'X-RAY DIFFRACTION', count: 100 },
              { label: 'ELECTRON MICROSCOPY', count: 20 },
            ],
          },
        ],
      });
    const page = await testClient().search(XRAY, {
      paginate: { start: 0, rows: 0 },
      facets: [{ name: 'by_method', aggregationType: 'terms', attribute: 'exptl.method' }],
    });
    expect(page.total).toBe(120);
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
    expect(page.raw?.facets?.[0]?.terms?.[0]).toEqual({ label: 'X-RAY DIFFRACTION', count: 100 });
  });

  it('refuses a malformed node or options before any request', async () => {
    const client = testClient();
    await expect(client.search({ type: 'group', logical_operator: 'and', nodes: [] })).rejects.toThrow(
      /query\.nodes/,
    );
    await expect(client.search({} as never)).rejects.toThrow(InputError);
    await expect(client.search(XRAY, { paginate: { start: 0, rows: -1 } })).rejects.toThrow(
      /options\.paginate\.rows/,
    );
    await expect(client.search(XRAY, { bogus: true } as never)).rejects.toThrow(InputError);
  });

  it('maps a 400 with the service message', async () => {
    nock(SEARCH)
      .post('/rcsbsearch/v2/query')
      .reply(400, { status: 400, message: 'Invalid attribute: exptl.nope' });
    await expect(testClient().search(q.attribute('exptl.nope').exists())).rejects.toThrow(
      /Invalid attribute: exptl\.nope/,
    );
  });
});
