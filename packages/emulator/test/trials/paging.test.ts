import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../src/index.js';
import { crawl, getJson, nctOf, startTrials, studiesUrl } from './helpers.js';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startTrials();
});
afterAll(() => emulator.close());

describe('GET /api/v2/studies paging', () => {
  it('crawling with pageSize 100 yields every one of the 2,500 studies exactly once', async () => {
    const pages = await crawl(emulator, { pageSize: 100 });
    const ids = pages.flatMap((p) => p.studies.map(nctOf));
    expect(ids).toHaveLength(2_500);
    expect(new Set(ids).size).toBe(2_500);
    for (const id of ids) expect(id).toMatch(/^NCT\d{8}$/);
  });

  it('reproduces the full-last-page quirk: a token after an exactly full last page, then an empty page without one', async () => {
    const pages = await crawl(emulator, { pageSize: 100 });
    expect(pages).toHaveLength(26);
    const last = pages[25];
    const beforeLast = pages[24];
    expect(beforeLast?.studies).toHaveLength(100);
    expect(beforeLast?.nextPageToken).toEqual(expect.any(String));
    expect(last).toEqual({ studies: [] });
  });

  it('ends without a token when the last page is not full', async () => {
    const pages = await crawl(emulator, { pageSize: 1000 });
    expect(pages.map((p) => p.studies.length)).toEqual([1000, 1000, 500]);
    expect(pages[2]?.nextPageToken).toBeUndefined();
  });

  it('defaults pageSize to 10 (also for 0) and coerces sizes above 1,000 down to 1,000', async () => {
    expect((await getJson(studiesUrl(emulator))).body.studies).toHaveLength(10);
    expect((await getJson(studiesUrl(emulator, { pageSize: 0 }))).body.studies).toHaveLength(10);
    expect((await getJson(studiesUrl(emulator, { pageSize: 5000 }))).body.studies).toHaveLength(1000);
  });

  it('returns totalCount only with countTotal=true, and only on the first page', async () => {
    const first = await getJson(
      studiesUrl(emulator, { pageSize: 3, countTotal: 'true', 'filter.overallStatus': 'COMPLETED' }),
    );
    expect(first.body.totalCount).toBeGreaterThan(500);
    expect(first.body.totalCount).toBeLessThan(1500);
    expect(Object.keys(first.body)).toEqual(['studies', 'totalCount', 'nextPageToken']);
    const second = await getJson(
      studiesUrl(emulator, {
        pageSize: 3,
        countTotal: 'true',
        'filter.overallStatus': 'COMPLETED',
        pageToken: first.body.nextPageToken ?? '',
      }),
    );
    expect(second.body.totalCount).toBeUndefined();
    expect((await getJson(studiesUrl(emulator, { pageSize: 3 }))).body.totalCount).toBeUndefined();
  });

  it('lets pageSize change between pages, and pages never overlap', async () => {
    const first = await getJson(studiesUrl(emulator, { pageSize: 7 }));
    const second = await getJson(
      studiesUrl(emulator, { pageSize: 13, pageToken: first.body.nextPageToken ?? '' }),
    );
    const all = await getJson(studiesUrl(emulator, { pageSize: 20 }));
    expect([...first.body.studies, ...second.body.studies].map(nctOf)).toEqual(all.body.studies.map(nctOf));
  });

  it('issues opaque tokens that are refused for another query or when altered', async () => {
    const first = await getJson(studiesUrl(emulator, { pageSize: 5, 'query.cond': 'cancer' }));
    const token = first.body.nextPageToken ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token).not.toMatch(/^\d+$/);
    const other = await getJson(
      studiesUrl(emulator, { pageSize: 5, 'query.cond': 'asthma', pageToken: token }),
    );
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ error: { code: 400, message: expect.stringContaining('pageToken') } });
    const altered = await getJson(
      studiesUrl(emulator, { pageSize: 5, 'query.cond': 'cancer', pageToken: `x${token}` }),
    );
    expect(altered.status).toBe(400);
  });

  it('serves the same registry for the same seed and a different one for another seed', async () => {
    const again = await startTrials(1);
    const other = await startTrials(2);
    try {
      const a = await (await fetch(studiesUrl(emulator, { pageSize: 50 }))).text();
      expect(await (await fetch(studiesUrl(again, { pageSize: 50 }))).text()).toBe(a);
      expect(await (await fetch(studiesUrl(other, { pageSize: 50 }))).text()).not.toBe(a);
    } finally {
      await again.close();
      await other.close();
    }
  });
});
