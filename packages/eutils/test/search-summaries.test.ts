import { InputError } from '@lifesci/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EutilsIdError } from '../src/index.js';
import { esearchJson, esummaryJson, range, serve, testClient } from './helpers.js';

const Named = v.looseObject({ uid: v.string(), name: v.string() });

describe('searchSummaries', () => {
  it('up to 500 wanted: one ESearch for the ids, one ESummary by id, nothing stored', async () => {
    const search = serve('esearch', () => esearchJson({ count: 7, retstart: 0, ids: ['1', '2', '3'] }));
    const summary = serve('esummary', (q) => esummaryJson((q.id ?? '').split(','), ['2']));
    const page = await testClient().searchSummaries({
      db: 'gene',
      term: 'x[gene]',
      sort: 'name',
      schema: Named,
      maxItems: 3,
    });
    expect(search.seen[0]?.params).toMatchObject({ term: 'x[gene]', retmax: '3', sort: 'name' });
    expect(search.seen[0]?.params.usehistory).toBeUndefined();
    expect(summary.seen[0]?.params).toMatchObject({ id: '1,2,3', version: '2.0' });
    expect(page.items.map((s) => s.name)).toEqual(['G1', 'G3']);
    expect(page.raw?.search?.count).toBe(7);
    expect(page.raw?.summaries.failures.map((f) => [f.id, f.error instanceof EutilsIdError])).toEqual([
      ['2', true],
    ]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('more: stores the set once and reads it 500 per page from the history server', async () => {
    const search = serve('esearch', () =>
      esearchJson({ count: 1_001, retstart: 0, ids: [], webenv: 'MCID_1', querykey: '4' }),
    );
    const summary = serve(
      'esummary',
      (q) => esummaryJson(range(Number(q.retstart) + 1, Number(q.retmax))),
      3,
    );
    const list = testClient().searchSummaries({ db: 'gene', term: 'x' });
    const sizes: number[] = [];
    for await (const page of list.pages()) sizes.push(page.items.length);
    expect(sizes).toEqual([500, 500, 1]);
    expect(search.seen[0]?.params).toMatchObject({ usehistory: 'y', retmax: '0' });
    expect(
      summary.seen.map((s) => [s.params.WebEnv, s.params.query_key, s.params.retstart, s.params.retmax]),
    ).toEqual([
      ['MCID_1', '4', '0', '500'],
      ['MCID_1', '4', '500', '500'],
      ['MCID_1', '4', '1000', '1'],
    ]);
    expect(summary.seen.every((s) => s.params.id === undefined)).toBe(true);
    const first = await list;
    expect(first.total).toBe(1_001);
    expect(first.raw?.search?.webEnv).toBe('MCID_1');
  });

  it('caps the stored set at maxItems and makes no summary request for no hits', async () => {
    serve('esearch', () => esearchJson({ count: 9_000, retstart: 0, ids: [], webenv: 'W', querykey: '1' }));
    const { seen } = serve(
      'esummary',
      (q) => esummaryJson(range(Number(q.retstart) + 1, Number(q.retmax))),
      2,
    );
    const all = await testClient().searchSummaries({ db: 'gene', term: 'x', maxItems: 700 }).toArray();
    expect(all).toHaveLength(700);
    expect(seen.map((s) => s.params.retmax)).toEqual(['500', '200']);

    serve('esearch', () => esearchJson({ count: 0, retstart: 0, ids: [], webenv: 'W' }));
    expect(await testClient().searchSummaries({ db: 'gene', term: 'nothing' }).toArray()).toEqual([]);
  });

  it('maps each summary with `map`, a throw failing only that id', async () => {
    serve('esearch', () => esearchJson({ count: 2, retstart: 0, ids: ['1', '2'] }));
    serve('esummary', (q) => esummaryJson((q.id ?? '').split(',')));
    const page = await testClient().searchSummaries({
      db: 'gene',
      term: 'x',
      maxItems: 2,
      map: (s) => {
        if (s.uid === '2') throw new Error('no name');
        return String(s.name).toLowerCase();
      },
    });
    expect(page.items).toEqual(['g1']);
    expect(page.raw?.summaries.failures.map((f) => [f.id, f.error.message])).toEqual([['2', 'no name']]);
  });

  it('checks its input before any request, rejecting', async () => {
    await expect(testClient().searchSummaries({ db: 'gene', term: ' ' })).rejects.toThrow(InputError);
    await expect(
      testClient().searchSummaries({ db: 'gene', term: 'x', maxItems: -1 }).toArray(),
    ).rejects.toMatchObject({ name: 'InputError', param: 'params.maxItems' });
    // maxItems is checked with the rest: a mistake elsewhere is still named by its own key.
    await expect(
      testClient()
        .searchSummaries({ db: 'gene', term: 'x', maxItems: 5, retmax: 5 } as never)
        .toArray(),
    ).rejects.toMatchObject({ name: 'InputError', param: 'params.retmax' });
    await expect(
      testClient().searchSummaries({ db: 'gene', term: 'x', mindate: '2020' }).pages().next(),
    ).rejects.toThrow(InputError);
  });
});
