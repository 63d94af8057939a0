import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../src/index.js';
import { allStudies, at, crawl, crawlIds, getJson, nctOf, startTrials, studiesUrl } from './helpers.js';

let emulator: Emulator;
/** The whole registry, fetched once, to check every filter against. */
let all: Array<Record<string, unknown>>;
beforeAll(async () => {
  emulator = await startTrials();
  all = await allStudies(emulator);
});
afterAll(() => emulator.close());

const ids = (params: Record<string, string | number>) => crawlIds(emulator, params);

const idsWhere = (predicate: (study: Record<string, unknown>) => boolean) => all.filter(predicate).map(nctOf);
const text = (value: unknown) => JSON.stringify(value ?? '').toLowerCase();

describe('filters', () => {
  it('filter.overallStatus takes comma- or pipe-separated statuses', async () => {
    const want = idsWhere((s) =>
      ['RECRUITING', 'NOT_YET_RECRUITING'].includes(
        at(s, 'protocolSection', 'statusModule', 'overallStatus') as string,
      ),
    );
    expect(want.length).toBeGreaterThan(300);
    expect(await ids({ 'filter.overallStatus': 'RECRUITING,NOT_YET_RECRUITING' })).toEqual(want);
    expect(await ids({ 'filter.overallStatus': 'RECRUITING|NOT_YET_RECRUITING' })).toEqual(want);
  });

  it('filter.phase matches studies with any of the phases', async () => {
    const want = idsWhere((s) => {
      const phases = (at(s, 'protocolSection', 'designModule', 'phases') as string[] | undefined) ?? [];
      return phases.includes('PHASE3') || phases.includes('PHASE4');
    });
    expect(want.length).toBeGreaterThan(200);
    expect(await ids({ 'filter.phase': 'PHASE3,PHASE4' })).toEqual(want);
  });

  it('filter.ids returns exactly the listed studies, case-insensitively', async () => {
    const picked = [all[3], all[1200], all[2499]].map(nctOf);
    const got = await ids({ 'filter.ids': `${picked[0]?.toLowerCase()},${picked[1]}|${picked[2]}` });
    expect(got).toEqual(picked);
  });

  it('query.cond searches conditions, keywords and MeSH terms at word starts', async () => {
    const got = await ids({ 'query.cond': 'neoplasms' });
    const want = idsWhere((s) =>
      text(at(s, 'derivedSection', 'conditionBrowseModule')).includes('neoplasms'),
    );
    expect(got.length).toBeGreaterThan(100);
    expect(got).toEqual(want);
  });

  it('query.intr, query.locn and query.spons search their own areas', async () => {
    const intr = await ids({ 'query.intr': 'pembrolizumab' });
    expect(intr.length).toBeGreaterThan(5);
    expect(intr).toEqual(
      idsWhere((s) => text(at(s, 'protocolSection', 'armsInterventionsModule')).includes('pembrolizumab')),
    );

    const locn = await ids({ 'query.locn': 'Heidelberg' });
    expect(locn.length).toBeGreaterThan(5);
    expect(locn).toEqual(
      idsWhere((s) =>
        text(at(s, 'protocolSection', 'contactsLocationsModule', 'locations')).includes('heidelberg'),
      ),
    );

    const spons = await ids({ 'query.spons': '"Mayo Clinic"' });
    expect(spons.length).toBeGreaterThan(5);
    const sponsors = (s: Record<string, unknown>) => [
      at(s, 'protocolSection', 'sponsorCollaboratorsModule', 'leadSponsor'),
      at(s, 'protocolSection', 'sponsorCollaboratorsModule', 'collaborators'),
    ];
    expect(spons).toEqual(idsWhere((s) => text(sponsors(s)).includes('mayo clinic')));
  });

  it('supports OR, NOT, phrases and combines query areas with filters', async () => {
    const either = await ids({ 'query.cond': 'asthma OR COPD' });
    const asthma = await ids({ 'query.cond': 'asthma' });
    const copd = await ids({ 'query.cond': 'copd' });
    expect(new Set(either)).toEqual(new Set([...asthma, ...copd]));
    const notCopd = await ids({ 'query.cond': 'asthma NOT copd' });
    expect(notCopd.every((id) => !copd.includes(id))).toBe(true);
    expect(notCopd.length).toBeLessThan(asthma.length);

    const combined = await ids({ 'query.cond': 'asthma', 'filter.overallStatus': 'COMPLETED' });
    const want = idsWhere(
      (s) =>
        asthma.includes(nctOf(s)) &&
        at(s, 'protocolSection', 'statusModule', 'overallStatus') === 'COMPLETED',
    );
    expect(combined).toEqual(want);
  });

  it('query.term searches the whole record', async () => {
    const got = await ids({ 'query.term': '"Kasr Al Ainy"' });
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual(idsWhere((s) => text(s).includes('kasr al ainy')));
  });

  it('query.id finds a study by its sponsor protocol number, query.outc by outcome text', async () => {
    const study = all[10] ?? {};
    const protocolNumber = at(
      study,
      'protocolSection',
      'identificationModule',
      'orgStudyIdInfo',
      'id',
    ) as string;
    expect(await ids({ 'query.id': `"${protocolNumber}"` })).toContain(nctOf(study));
    const outc = await ids({ 'query.outc': '"Treatment-Emergent Adverse Events"' });
    expect(outc.length).toBeGreaterThan(100);
    expect(outc).toEqual(
      idsWhere((s) =>
        text(at(s, 'protocolSection', 'outcomesModule')).includes('treatment-emergent adverse events'),
      ),
    );
  });

  it('answers an unmatched query with an empty page, not an error', async () => {
    const { status, body } = await getJson(
      studiesUrl(emulator, { 'query.cond': 'xylophone', countTotal: 'true' }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ studies: [], totalCount: 0 });
  });
});

describe('sort', () => {
  const enrollment = (s: Record<string, unknown>) =>
    at(s, 'protocolSection', 'designModule', 'enrollmentInfo', 'count') as number;
  const lastUpdate = (s: Record<string, unknown>) =>
    at(s, 'protocolSection', 'statusModule', 'lastUpdatePostDateStruct', 'date') as string;

  it('sorts numbers ascending and dates descending by default, and honours :asc/:desc', async () => {
    const byEnrollment = (await crawl(emulator, { pageSize: 1000, sort: 'EnrollmentCount' })).flatMap(
      (p) => p.studies,
    );
    const counts = byEnrollment.map((s) => enrollment(all.find((x) => nctOf(x) === nctOf(s)) ?? {}));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    const desc = (await crawl(emulator, { pageSize: 1000, sort: 'EnrollmentCount:desc' })).flatMap(
      (p) => p.studies,
    );
    expect(enrollment(all.find((x) => nctOf(x) === nctOf(desc[0])) ?? {})).toBe(
      Math.max(...all.map(enrollment)),
    );

    const byUpdate = (await crawl(emulator, { pageSize: 1000, sort: 'LastUpdatePostDate' })).flatMap(
      (p) => p.studies,
    );
    const dates = byUpdate.map((s) => lastUpdate(all.find((x) => nctOf(x) === nctOf(s)) ?? {}));
    // Newest first; studies without the date (real records recorded partially) last.
    const dated = dates.filter((d) => d !== undefined);
    expect(dated.length).toBeLessThan(dates.length);
    expect(dates).toEqual([...[...dated].sort().reverse(), ...dates.filter((d) => d === undefined)]);
    expect(new Set(byUpdate.map(nctOf)).size).toBe(2500);
  }, 120_000);
});
