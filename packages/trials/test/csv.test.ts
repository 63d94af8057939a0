import nock from 'nock';
import { describe, expect, it } from 'vitest';
import type { StudyCsvRow } from '../src/index.js';
import { BASE, testClient } from './helpers.js';

const HEADER = 'NCT Number,Study Title,Study Status,Conditions\n';
const csvLine = (n: number, title: string) =>
  `NCT${String(n).padStart(8, '0')},${title},RECRUITING,Asthma|COPD\n`;

async function collect(rows: AsyncIterable<StudyCsvRow>): Promise<StudyCsvRow[]> {
  const out: StudyCsvRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

describe('studies.streamCsv', () => {
  it('one study’s CSV row: the id filter, rows keyed by the header, RFC 4180 quoting included', async () => {
    const body = `${HEADER}NCT00000007,"A ""quoted"", multi-line
title",COMPLETED,Asthma|COPD\n`;
    const seen: Record<string, string>[] = [];
    const scope = nock(BASE)
      .get('/api/v2/studies')
      .query((q) => {
        seen.push(q as Record<string, string>);
        return true;
      })
      .reply(200, body, { 'content-type': 'text/csv' });
    const rows = await collect(testClient().studies.streamCsv({ filter: { ids: ['NCT00000007'] } }));
    expect(scope.isDone()).toBe(true);
    expect(seen).toEqual([{ format: 'csv', 'filter.ids': 'NCT00000007' }]);
    expect(rows).toEqual([
      {
        'NCT Number': 'NCT00000007',
        'Study Title': 'A "quoted", multi-line\ntitle',
        'Study Status': 'COMPLETED',
        Conditions: 'Asthma|COPD',
      },
    ]);
  });

  it('walks pages by the x-next-page-token header, reusing the first page’s columns', async () => {
    const seen: Record<string, string>[] = [];
    nock(BASE)
      .get('/api/v2/studies')
      .times(3)
      .query((q) => {
        seen.push(q as Record<string, string>);
        return true;
      })
      .reply((uri) => {
        const token = new URL(uri, BASE).searchParams.get('pageToken');
        const headers: Record<string, string> = { 'content-type': 'text/csv' };
        if (token === null)
          return [
            200,
            HEADER + csvLine(1, 'One') + csvLine(2, 'Two'),
            { ...headers, 'x-next-page-token': 'p2' },
          ];
        // The full last page still gets a token, like JSON paging; the page behind it is empty.
        if (token === 'p2')
          return [200, csvLine(3, 'Three') + csvLine(4, 'Four'), { ...headers, 'x-next-page-token': 'p3' }];
        return [200, '', headers];
      });
    const rows = await collect(testClient().studies.streamCsv({ query: { cond: 'asthma' }, pageSize: 2 }));
    expect(rows.map((r) => r['Study Title'])).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(rows[2]).toEqual({
      'NCT Number': 'NCT00000003',
      'Study Title': 'Three',
      'Study Status': 'RECRUITING',
      Conditions: 'Asthma|COPD',
    });
    expect(seen.every((q) => q.format === 'csv' && q['query.cond'] === 'asthma' && q.pageSize === '2')).toBe(
      true,
    );
    // The empty page behind p3 ends the walk; no count is ever asked for.
    expect(seen.map((q) => [q.pageToken, q.countTotal])).toEqual([
      [undefined, undefined],
      ['p2', undefined],
      ['p3', undefined],
    ]);
  });

  it('asks for no further page once the caller stops reading', async () => {
    const seen: (string | null)[] = [];
    nock(BASE)
      .get('/api/v2/studies')
      .times(2)
      .query(true)
      .reply((uri) => {
        const token = new URL(uri, BASE).searchParams.get('pageToken');
        seen.push(token);
        if (token === null)
          return [200, HEADER + csvLine(1, 'One') + csvLine(2, 'Two'), { 'x-next-page-token': 'p2' }];
        return [200, csvLine(3, 'Three') + csvLine(4, 'Four'), { 'x-next-page-token': 'p3' }];
      });
    const titles: string[] = [];
    for await (const row of testClient().studies.streamCsv({ pageSize: 2 })) {
      titles.push(row['Study Title'] ?? '');
      if (titles.length === 3) break;
    }
    expect(titles).toEqual(['One', 'Two', 'Three']);
    expect(seen).toEqual([null, 'p2']);
  });

  it('drops a header line repeated at the top of a later page', async () => {
    const pages: Record<string, string> = {
      first: HEADER + csvLine(1, 'One'),
      p2: HEADER + csvLine(2, 'Two'),
    };
    nock(BASE)
      .get('/api/v2/studies')
      .times(2)
      .query(true)
      .reply((uri) => {
        const token = new URL(uri, BASE).searchParams.get('pageToken');
        return [200, pages[token ?? 'first'] ?? '', token ? {} : { 'x-next-page-token': 'p2' }];
      });
    const rows = await collect(testClient().studies.streamCsv({ pageSize: 1 }));
    expect(rows.map((r) => r['NCT Number'])).toEqual(['NCT00000001', 'NCT00000002']);
  });

  it('an error answer rejects the first step of the iteration', async () => {
    nock(BASE)
      .get('/api/v2/studies')
      .query(true)
      .reply(400, "Parameter 'fields' contains invalid CSV column name: 'NCTId'");
    const rows = testClient().studies.streamCsv({ fields: ['NCTId'] });
    await expect(rows[Symbol.asyncIterator]().next()).rejects.toMatchObject({
      name: 'BadRequestError',
      status: 400,
      message: expect.stringContaining('invalid CSV column name'),
    });
  });
});
