import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { BASE, captureList, study, testClient } from './helpers.js';

describe('studies.list: query mapping', () => {
  it('maps every parameter to its wire name', async () => {
    const { seen } = captureList(() => ({ studies: [study(1)] }));
    const client = testClient();
    await client.studies.list({
      query: {
        cond: 'lung cancer',
        intr: 'pembrolizumab',
        locn: 'Boston',
        spons: 'NCI',
        term: 'AREA[LastUpdatePostDate]RANGE[2023-01-15,MAX]',
      },
      filter: {
        overallStatus: ['RECRUITING', 'NOT_YET_RECRUITING'],
        ids: ['NCT04852770', 'NCT01728545'],
        phase: ['PHASE2', 'PHASE3'],
      },
      sort: [{ field: 'LastUpdatePostDate', order: 'desc' }, 'EnrollmentCount:asc'],
      pageSize: 50,
      fields: ['NCTId', 'BriefTitle', 'OverallStatus'],
      countTotal: true,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      'query.cond': 'lung cancer',
      'query.intr': 'pembrolizumab',
      'query.locn': 'Boston',
      'query.spons': 'NCI',
      'query.term': 'AREA[LastUpdatePostDate]RANGE[2023-01-15,MAX]',
      'filter.overallStatus': 'RECRUITING,NOT_YET_RECRUITING',
      'filter.ids': 'NCT04852770,NCT01728545',
      // The live API has no filter.phase; phases travel as an Essie expression.
      'filter.advanced': 'AREA[Phase](PHASE2 OR PHASE3)',
      sort: 'LastUpdatePostDate:desc,EnrollmentCount:asc',
      pageSize: '50',
      fields: 'NCTId,BriefTitle,OverallStatus',
      countTotal: 'true',
    });
  });

  it('ANDs a single phase with the caller’s own advanced expression', async () => {
    const { seen } = captureList(() => ({ studies: [] }));
    await testClient().studies.list({ filter: { phase: ['PHASE1'], advanced: 'AREA[StartDate]2022' } });
    expect(seen[0]?.['filter.advanced']).toBe('(AREA[StartDate]2022) AND (AREA[Phase]PHASE1)');
  });

  it('sends nothing for empty search strings and no parameters at all by default', async () => {
    const { seen } = captureList(() => ({ studies: [] }));
    await testClient().studies.list({ query: { cond: '  ', term: '' }, filter: { overallStatus: [] } });
    expect(seen[0]).toEqual({});
  });

  it('accepts the relevance pseudo-field and bare field names in sort', async () => {
    const { seen } = captureList(() => ({ studies: [] }));
    await testClient().studies.list({
      query: { term: 'asthma' },
      sort: ['@relevance', { field: 'StartDate' }],
    });
    expect(seen[0]?.sort).toBe('@relevance,StartDate');
  });
});

describe('studies.list: paging', () => {
  it('follows nextPageToken and keeps every other parameter identical on each page', async () => {
    const pages: Record<string, unknown> = {
      first: { studies: [study(1), study(2)], nextPageToken: 't2', totalCount: 5 },
      t2: { studies: [study(3), study(4)], nextPageToken: 't3' },
      t3: { studies: [study(5)] },
    };
    const { seen } = captureList((q) => pages[q.pageToken ?? 'first'], 3);
    const client = testClient();
    const got: string[] = [];
    for await (const s of client.studies.list({ query: { cond: 'asthma' }, pageSize: 2, countTotal: true })) {
      got.push(s.protocolSection?.identificationModule?.nctId ?? '?');
    }
    expect(got).toEqual(['NCT00000001', 'NCT00000002', 'NCT00000003', 'NCT00000004', 'NCT00000005']);
    expect(seen.map((q) => q.pageToken)).toEqual([undefined, 't2', 't3']);
    expect(seen.every((q) => q['query.cond'] === 'asthma' && q.pageSize === '2')).toBe(true);
    // countTotal only on the first page: the API ignores it afterwards.
    expect(seen.map((q) => q.countTotal)).toEqual(['true', undefined, undefined]);
  });

  it('exposes totalCount as page.total and reports whether another page exists', async () => {
    captureList(() => ({ studies: [study(1)], nextPageToken: 'more', totalCount: 438897 }));
    const page = await testClient().studies.list({ countTotal: true, pageSize: 1 });
    expect(page.total).toBe(438897);
    // page.raw is typed as the StudyPage body: no cast needed to read its fields.
    expect(page.raw?.nextPageToken).toBe('more');
    expect(page.raw?.totalCount).toBe(438897);
    expect(page.items).toHaveLength(1);
    expect(page.hasNextPage()).toBe(true);
  });

  it('survives the trailing token on an exactly full last page (the next page is empty)', async () => {
    const pages: Record<string, unknown> = {
      first: { studies: [study(1), study(2)], nextPageToken: 'a' },
      // The real API hands out a token whenever a page is full, even the last one...
      a: { studies: [study(3), study(4)], nextPageToken: 'b' },
      // ...and the page behind it is empty, still with a token in the worst case.
      b: { studies: [], nextPageToken: 'c' },
    };
    const { seen, scope } = captureList((q) => pages[q.pageToken ?? 'first'], 3);
    const all = await testClient().studies.list({ pageSize: 2 }).toArray();
    expect(all).toHaveLength(4);
    expect(seen).toHaveLength(3);
    expect(scope.isDone()).toBe(true);
  });

  it('stops on a repeated token instead of looping', async () => {
    const { seen } = captureList(
      (q) => ({ studies: [study(q.pageToken ? 2 : 1)], nextPageToken: 'same' }),
      3,
    );
    const all = await testClient().studies.list({ pageSize: 1 }).toArray();
    expect(all).toHaveLength(2);
    expect(seen.map((q) => q.pageToken)).toEqual([undefined, 'same']);
  });

  it('follows the token under the interface spec’s name pageToken too', async () => {
    const pages: Record<string, unknown> = {
      first: { studies: [study(1)], pageToken: 'p2' },
      p2: { studies: [study(2)] },
    };
    captureList((q) => pages[q.pageToken ?? 'first'], 2);
    const all = await testClient().studies.list().toArray();
    expect(all.map((s) => s.protocolSection?.identificationModule?.nctId)).toEqual([
      'NCT00000001',
      'NCT00000002',
    ]);
  });

  it('resumes a crawl from a saved pageToken', async () => {
    const { seen } = captureList(() => ({ studies: [study(9)] }));
    const all = await testClient().studies.list({ pageToken: 'saved' }).toArray();
    expect(all).toHaveLength(1);
    expect(seen[0]?.pageToken).toBe('saved');
  });

  it('nextPage() on the first page fetches the second', async () => {
    const pages: Record<string, unknown> = {
      first: { studies: [study(1)], nextPageToken: 'n' },
      n: { studies: [study(2)] },
    };
    captureList((q) => pages[q.pageToken ?? 'first'], 2);
    const first = await testClient().studies.list();
    const second = await first.nextPage();
    expect(second?.items[0]?.protocolSection?.identificationModule?.nctId).toBe('NCT00000002');
    expect(second?.hasNextPage()).toBe(false);
  });

  it('aborts through the caller’s signal', async () => {
    nock(BASE).get('/api/v2/studies').query(true).delay(2000).reply(200, { studies: [] });
    const controller = new AbortController();
    const promise = testClient().studies.list({}, { signal: controller.signal }).toArray();
    setTimeout(() => controller.abort(), 20);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
