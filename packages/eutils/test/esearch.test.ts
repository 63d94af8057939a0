import { describe, expect, it } from 'vitest';
import { ESEARCH_POSITION_CAP } from '../src/index.js';
import { esearchJson, range, serve, testClient } from './helpers.js';

describe('esearch paging', () => {
  it('walks every page by retstart and stops at the count', async () => {
    const { seen } = serve(
      'esearch',
      (q) => {
        const start = Number(q.retstart);
        return esearchJson({
          count: 45,
          retstart: start,
          ids: range(1000 + start, Math.min(Number(q.retmax), 45 - start)),
        });
      },
      5,
    );
    const ids = await testClient().esearch({ db: 'gene', term: 'x' }).toArray();
    expect(ids).toEqual(range(1000, 45));
    // ESearch's default 20 for the first page; the walk past it reads the largest pages below
    // ESearch's position cap (9,999)
    expect(seen.map((s) => [s.params.retstart, s.params.retmax])).toEqual([
      ['0', '20'],
      ['20', String(ESEARCH_POSITION_CAP - 20)],
    ]);
  });

  it('keeps a retmax the caller chose for every page', async () => {
    const { seen } = serve(
      'esearch',
      (q) => {
        const start = Number(q.retstart);
        return esearchJson({
          count: 45,
          retstart: start,
          ids: range(1000 + start, Math.min(20, 45 - start)),
        });
      },
      5,
    );
    expect(await testClient().esearch({ db: 'gene', term: 'x', retmax: 20 }).toArray()).toEqual(
      range(1000, 45),
    );
    expect(seen.map((s) => s.params.retmax)).toEqual(['20', '20', '20']);
  });

  it('maxItems stops the walk early', async () => {
    const { seen } = serve(
      'esearch',
      (q) => esearchJson({ count: 1000, retstart: Number(q.retstart), ids: range(Number(q.retstart), 10) }),
      5,
    );
    const ids = [];
    for await (const id of testClient().esearch({ db: 'gene', term: 'x', retmax: 10, maxItems: 25 }))
      ids.push(id);
    expect(ids).toEqual(range(0, 25));
    expect(seen).toHaveLength(3);
  });

  it('retmax 0 gives the count alone', async () => {
    serve('esearch', () => esearchJson({ count: 123_456, retstart: 0, ids: [] }));
    const page = await testClient().esearch({ db: 'pubmed', term: 'cancer', retmax: 0 });
    expect(page.total).toBe(123_456);
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('usehistory puts webEnv and queryKey on the page', async () => {
    const { seen } = serve('esearch', () => ({
      ...esearchJson({ count: 2, retstart: 0, ids: ['1', '2'], webenv: 'MCID_abc', querykey: '3' }),
    }));
    const page = await testClient().esearch({ db: 'clinvar', term: 'BRCA1[gene]', usehistory: true });
    expect(seen[0]?.params.usehistory).toBe('y');
    expect(page.raw).toMatchObject({ webEnv: 'MCID_abc', queryKey: 3, count: 2 });
  });

  it('passes date limits, sort, field and an existing history environment', async () => {
    const { seen } = serve('esearch', () => esearchJson({ count: 0, retstart: 0, ids: [] }));
    await testClient().esearch({
      db: 'pubmed',
      term: '#1 AND review[pt]',
      sort: 'pub_date',
      field: 'title',
      datetype: 'pdat',
      mindate: '2020/01',
      maxdate: '2021',
      history: { webEnv: 'W1', queryKey: 1 },
    });
    expect(seen[0]?.params).toMatchObject({
      sort: 'pub_date',
      field: 'title',
      datetype: 'pdat',
      mindate: '2020/01',
      maxdate: '2021',
      WebEnv: 'W1',
      query_key: '1',
    });
  });

  it('a very long term is sent as a POST form', async () => {
    const { seen } = serve('esearch', () => esearchJson({ count: 0, retstart: 0, ids: [] }));
    const term = range(1, 400)
      .map((g) => `GENE${g}[gene]`)
      .join(' OR ');
    await testClient().esearch({ db: 'gene', term });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.params.term).toBe(term);
  });
});

describe('esearch past the 10,000 cap: through the history server', () => {
  it('clamps the last ESearch page at the cap, stores the set once, then reads uids with efetch uilist', async () => {
    const count = 10_050;
    const search = serve(
      'esearch',
      (q) => {
        const start = Number(q.retstart);
        const retmax = Number(q.retmax);
        if (start + retmax > ESEARCH_POSITION_CAP)
          return [200, { esearchresult: { ERROR: "'retstart' cannot be larger than 9998" } }];
        return esearchJson({
          count,
          retstart: start,
          ids: range(start, retmax),
          ...(q.usehistory === 'y' ? { webenv: 'MCID_big', querykey: '1' } : {}),
        });
      },
      3,
    );
    const uilist = serve(
      'efetch',
      (q) => {
        expect(q).toMatchObject({
          rettype: 'uilist',
          retmode: 'text',
          WebEnv: 'MCID_big',
          query_key: '1',
          db: 'pubmed',
        });
        const start = Number(q.retstart);
        const n = Math.min(Number(q.retmax), count - start);
        return [200, `${range(start, n).join('\n')}\n`];
      },
      3,
    );
    const ids = await testClient()
      .esearch({ db: 'pubmed', term: 'x', retstart: 9_950, retmax: 40 })
      .toArray();
    expect(ids).toEqual(range(9_950, count - 9_950));
    expect(search.seen.map((s) => [s.params.retstart, s.params.retmax, s.params.usehistory])).toEqual([
      ['9950', '40', undefined],
      ['9990', '9', undefined],
      ['0', '0', 'y'],
    ]);
    expect(uilist.seen.map((s) => [s.params.retstart, s.params.retmax])).toEqual([
      ['9999', '40'],
      ['10039', '11'],
    ]);
  });

  it('reuses the WebEnv of a usehistory search instead of storing the set again', async () => {
    serve(
      'esearch',
      (q) =>
        esearchJson({
          count: 10_001,
          retstart: Number(q.retstart),
          ids: range(Number(q.retstart), Number(q.retmax)),
          webenv: 'W',
          querykey: '2',
        }),
      1,
    );
    const uilist = serve('efetch', () => [200, '9999\n10000\n'], 1);
    const pages = testClient()
      .esearch({ db: 'pubmed', term: 'x', retstart: 9_997, retmax: 5, usehistory: true })
      .pages();
    const first = await pages.next();
    expect(first.value?.items).toEqual(['9997', '9998']);
    const second = await pages.next();
    expect(second.value?.items).toEqual(['9999', '10000']);
    expect(second.value?.raw?.webEnv).toBe('W');
    expect(uilist.seen[0]?.params).toMatchObject({
      WebEnv: 'W',
      query_key: '2',
      retstart: '9999',
      retmax: '2',
    });
    expect((await pages.next()).done).toBe(true);
  });
});
