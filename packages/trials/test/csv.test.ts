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

describe('studies.get with format csv', () => {
  it('streams typed rows keyed by the header, RFC 4180 quoting included', async () => {
    const body = `${HEADER}NCT00000007,"A ""quoted"", multi-line
title",COMPLETED,Asthma|COPD\n`;
    const scope = nock(BASE)
      .get('/api/v2/studies/NCT00000007')
      .query({ format: 'csv' })
      .reply(200, body, { 'content-type': 'text/csv' });
    const rows = await collect(await testClient().studies.get('NCT00000007', { format: 'csv' }));
    expect(scope.isDone()).toBe(true);
    expect(rows).toEqual([
      {
        'NCT Number': 'NCT00000007',
        'Study Title': 'A "quoted", multi-line\ntitle',
        'Study Status': 'COMPLETED',
        Conditions: 'Asthma|COPD',
      },
    ]);
  });

  it('hands out rows before the body has finished arriving', async () => {
    // 3,000 rows in a body nock sends in chunks: the first row is read long before the last.
    const body = HEADER + Array.from({ length: 3000 }, (_, i) => csvLine(i + 1, `Study ${i + 1}`)).join('');
    nock(BASE)
      .get('/api/v2/studies/NCT00000001')
      .query({ format: 'csv', fields: 'NCT Number,Study Title' })
      .reply(200, body);
    const rows = await testClient().studies.get('NCT00000001', {
      format: 'csv',
      fields: ['NCT Number', 'Study Title'],
    });
    const iterator = rows[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value).toMatchObject({ 'NCT Number': 'NCT00000001', 'Study Title': 'Study 1' });
    let count = 1;
    while (!(await iterator.next()).done) count++;
    expect(count).toBe(3000);
  });

  it('a 404 surfaces when awaited, before any iteration', async () => {
    nock(BASE)
      .get('/api/v2/studies/NCT99999999')
      .query({ format: 'csv' })
      .reply(404, 'NCT number NCT99999999 not found');
    await expect(testClient().studies.get('NCT99999999', { format: 'csv' })).rejects.toMatchObject({
      name: 'NotFoundError',
      status: 404,
    });
  });
});

describe('studies.listCsv', () => {
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
        if (token === null) {
          headers['x-next-page-token'] = 'p2';
          headers['x-total-count'] = '4';
          return [200, HEADER + csvLine(1, 'One') + csvLine(2, 'Two'), headers];
        }
        // The full last page still gets a token, like JSON paging; the page behind it is empty.
        if (token === 'p2')
          return [200, csvLine(3, 'Three') + csvLine(4, 'Four'), { ...headers, 'x-next-page-token': 'p3' }];
        return [200, '', headers];
      });
    const list = testClient().studies.listCsv({ query: { cond: 'asthma' }, pageSize: 2, countTotal: true });
    const first = await list;
    expect(first.total).toBe(4);
    const rows = await list.toArray();
    expect(rows.map((r) => r['Study Title'])).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(rows[2]).toEqual({
      'NCT Number': 'NCT00000003',
      'Study Title': 'Three',
      'Study Status': 'RECRUITING',
      Conditions: 'Asthma|COPD',
    });
    expect(seen.every((q) => q.format === 'csv' && q['query.cond'] === 'asthma')).toBe(true);
    // Four rows reached the total of 4, so the empty page behind p3 is never requested.
    expect(seen.map((q) => [q.pageToken, q.countTotal])).toEqual([
      [undefined, 'true'],
      ['p2', undefined],
    ]);
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
    const rows = await testClient().studies.listCsv({ pageSize: 1 }).toArray();
    expect(rows.map((r) => r['NCT Number'])).toEqual(['NCT00000001', 'NCT00000002']);
  });

  it('refuses a starting pageToken (later CSV pages carry no header), as a rejection', async () => {
    const params = { pageToken: 'abc' } as unknown as Parameters<
      ReturnType<typeof testClient>['studies']['listCsv']
    >[0];
    const list = testClient().studies.listCsv(params);
    await expect(list).rejects.toThrow(/pageToken/);
    await expect(list.toArray()).rejects.toThrow(/pageToken/);
  });
});
