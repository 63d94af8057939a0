import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../src/index.js';
import { allStudies, at, crawlIds, getJson, nctOf, startTrials, studiesUrl } from './helpers.js';

type Study = Record<string, unknown>;

let emulator: Emulator;
/** The whole registry, fetched once, to check every expression against. */
let all: Study[];
beforeAll(async () => {
  emulator = await startTrials();
  all = await allStudies(emulator);
});
afterAll(() => emulator.close());

const ids = (params: Record<string, string | number>) => crawlIds(emulator, params);
const advanced = (expression: string) => ids({ 'filter.advanced': expression });
const idsWhere = (predicate: (study: Study) => boolean) => all.filter(predicate).map(nctOf);

const phases = (s: Study) =>
  (at(s, 'protocolSection', 'designModule', 'phases') as string[] | undefined) ?? [];
const status = (s: Study) => at(s, 'protocolSection', 'statusModule', 'overallStatus') as string;
const studyType = (s: Study) => at(s, 'protocolSection', 'designModule', 'studyType') as string;
const date = (s: Study, struct: string) =>
  at(s, 'protocolSection', 'statusModule', struct, 'date') as string | undefined;
/** "2016-07" counts as 2016-07-01, the way the emulator (and sorting) reads month dates. */
const day = (d: string | undefined) => (d === undefined ? undefined : d.length === 7 ? `${d}-01` : d);

describe('filter.advanced: AREA[...] on enum fields', () => {
  it('filters phases the way @lifesci/trials sends them, the same as filter.phase', async () => {
    const want = idsWhere((s) => phases(s).includes('PHASE2') || phases(s).includes('PHASE3'));
    expect(want.length).toBeGreaterThan(300);
    expect(await advanced('AREA[Phase](PHASE2 OR PHASE3)')).toEqual(want);
    expect(await ids({ 'filter.phase': 'PHASE2,PHASE3' })).toEqual(want);

    const phase1 = idsWhere((s) => phases(s).includes('PHASE1'));
    expect(phase1.length).toBeGreaterThan(50);
    expect(await advanced('AREA[Phase]PHASE1')).toEqual(phase1);
  });

  it("ANDs the client's phase clause with the caller's own expression", async () => {
    const got = await advanced('(AREA[OverallStatus]RECRUITING) AND (AREA[Phase](PHASE2 OR PHASE3))');
    const want = idsWhere(
      (s) => status(s) === 'RECRUITING' && (phases(s).includes('PHASE2') || phases(s).includes('PHASE3')),
    );
    expect(want.length).toBeGreaterThan(20);
    expect(got).toEqual(want);
    // filter.phase and filter.advanced together are ANDed too.
    expect(
      await ids({ 'filter.advanced': 'AREA[OverallStatus]RECRUITING', 'filter.phase': 'PHASE2,PHASE3' }),
    ).toEqual(want);
  });

  it('evaluates OR, AND, NOT and parentheses with Essie precedence', async () => {
    const got = await advanced(
      'AREA[StudyType]OBSERVATIONAL OR AREA[Phase]PHASE3 AND NOT (AREA[OverallStatus]COMPLETED OR AREA[OverallStatus]TERMINATED)',
    );
    const want = idsWhere(
      (s) =>
        studyType(s) === 'OBSERVATIONAL' ||
        (phases(s).includes('PHASE3') && status(s) !== 'COMPLETED' && status(s) !== 'TERMINATED'),
    );
    expect(want.length).toBeGreaterThan(400);
    expect(got).toEqual(want);
  });

  it('takes the display spellings of enum values, in any case', async () => {
    expect(await advanced('AREA[Phase]"Phase 2"')).toEqual(await advanced('AREA[Phase]PHASE2'));
    expect(await advanced('AREA[StudyType]Interventional')).toEqual(
      idsWhere((s) => studyType(s) === 'INTERVENTIONAL'),
    );
    const active = idsWhere((s) => status(s) === 'ACTIVE_NOT_RECRUITING');
    expect(active.length).toBeGreaterThan(50);
    expect(await advanced('AREA[OverallStatus]"Active, not recruiting"')).toEqual(active);
    expect(await advanced('AREA[Phase]"Not Applicable"')).toEqual(idsWhere((s) => phases(s).includes('NA')));
  });

  it('finds nothing, like the registry, for a value no study has', async () => {
    const { status: code, body } = await getJson(
      studiesUrl(emulator, { 'filter.advanced': 'AREA[Phase]PHASE5', countTotal: 'true' }),
    );
    expect(code).toBe(200);
    expect(body).toEqual({ studies: [], totalCount: 0 });
  });

  it('matches MISSING fields: no phase (observational), no results yet', async () => {
    expect(await advanced('AREA[Phase]MISSING')).toEqual(idsWhere((s) => phases(s).length === 0));
    const withoutResults = idsWhere((s) => s.hasResults !== true);
    expect(withoutResults.length).toBeGreaterThan(1000);
    expect(await advanced('AREA[ResultsFirstPostDate]MISSING')).toEqual(withoutResults);
  });
});

describe('filter.advanced: dates and numbers', () => {
  it('RANGE on StartDate with MAX, as in AREA[StartDate]RANGE[2020-01-01, MAX]', async () => {
    const want = idsWhere((s) => (day(date(s, 'startDateStruct')) ?? '') >= '2020-01-01');
    expect(want.length).toBeGreaterThan(100);
    expect(want.length).toBeLessThan(all.length);
    expect(await advanced('AREA[StartDate]RANGE[2020-01-01, MAX]')).toEqual(want);
    // The registry's other date spelling, MM/DD/YYYY, means the same.
    expect(await advanced('AREA[StartDate]RANGE[01/01/2020, MAX]')).toEqual(want);
  });

  it('RANGE on LastUpdatePostDate between two days, both included', async () => {
    const want = idsWhere((s) => {
      const d = day(date(s, 'lastUpdatePostDateStruct')) ?? '';
      return d >= '2024-01-15' && d <= '2024-06-30';
    });
    expect(want.length).toBeGreaterThan(20);
    expect(await advanced('AREA[LastUpdatePostDate]RANGE[2024-01-15, 2024-06-30]')).toEqual(want);
    // A study without the field (real records recorded partially) is in no range, MIN included.
    const updated = (s: Study) => day(date(s, 'lastUpdatePostDateStruct'));
    expect(idsWhere((s) => updated(s) === undefined).length).toBeGreaterThan(0);
    expect(await advanced('AREA[LastUpdatePostDate]RANGE[MIN, 2024-06-30]')).toEqual(
      idsWhere((s) => (updated(s) ?? '9999') <= '2024-06-30'),
    );
  });

  it('a bare year or month matches every date in it (the OpenAPI example AREA[StartDate]2022)', async () => {
    const in2022 = idsWhere((s) => (date(s, 'startDateStruct') ?? '').startsWith('2022'));
    expect(in2022.length).toBeGreaterThan(20);
    expect(await advanced('AREA[StartDate]2022')).toEqual(in2022);
    expect(await advanced('AREA[StartDate]RANGE[2022, 2022]')).toEqual(in2022);
    const march = idsWhere((s) => (date(s, 'startDateStruct') ?? '').startsWith('2022-03'));
    expect(await advanced('AREA[StartDate]2022-03')).toEqual(march);
  });

  it('RANGE and exact values on EnrollmentCount', async () => {
    const count = (s: Study) =>
      at(s, 'protocolSection', 'designModule', 'enrollmentInfo', 'count') as number | undefined;
    const want = idsWhere((s) => (count(s) ?? -1) >= 100 && (count(s) ?? -1) <= 500);
    expect(want.length).toBeGreaterThan(100);
    expect(await advanced('AREA[EnrollmentCount]RANGE[100, 500]')).toEqual(want);
    expect(await advanced('AREA[EnrollmentCount]0')).toEqual(idsWhere((s) => count(s) === 0));
  });
});

describe('filter.advanced: text fields, plain terms, and the query parameters', () => {
  it('searches single text fields at word starts', async () => {
    const lead = (s: Study) =>
      at(s, 'protocolSection', 'sponsorCollaboratorsModule', 'leadSponsor', 'name') as string;
    const mayo = idsWhere((s) => lead(s) === 'Mayo Clinic');
    expect(mayo.length).toBeGreaterThan(5);
    expect(await advanced('AREA[LeadSponsorName]"Mayo Clinic"')).toEqual(mayo);

    const conditions = (s: Study) =>
      (at(s, 'protocolSection', 'conditionsModule', 'conditions') as string[]).join(' | ').toLowerCase();
    const asthma = idsWhere((s) => /\basthma/.test(conditions(s)));
    expect(asthma.length).toBeGreaterThan(5);
    expect(await advanced('AREA[Condition]asthma')).toEqual(asthma);
  });

  it('searches plain terms in BasicSearch, like query.term', async () => {
    const term = await ids({ 'query.term': 'pembrolizumab' });
    expect(term.length).toBeGreaterThan(5);
    expect(await advanced('pembrolizumab')).toEqual(term);
    expect(await advanced('AREA[BasicSearch]pembrolizumab')).toEqual(term);
  });

  it('takes the same syntax in query.term, as the live documentation shows', async () => {
    const expression = 'AREA[LastUpdatePostDate]RANGE[2023-01-15,MAX]';
    const want = idsWhere((s) => (day(date(s, 'lastUpdatePostDateStruct')) ?? '') >= '2023-01-15');
    expect(want.length).toBeGreaterThan(100);
    expect(await ids({ 'query.term': expression })).toEqual(want);
    const phase3 = new Set(idsWhereP3());
    const asthma = await ids({ 'query.cond': 'asthma' });
    expect(await ids({ 'query.cond': 'asthma AND AREA[Phase]PHASE3' })).toEqual(
      asthma.filter((id) => phase3.has(id)),
    );
  });

  it('binds page tokens to the expression', async () => {
    const first = await getJson(
      studiesUrl(emulator, { 'filter.advanced': 'AREA[Phase]PHASE3', pageSize: 5 }),
    );
    const token = first.body.nextPageToken as string;
    const second = await getJson(
      studiesUrl(emulator, { 'filter.advanced': 'AREA[Phase]PHASE2', pageSize: 5, pageToken: token }),
    );
    expect(second.status).toBe(400);
  });
});

const idsWhereP3 = () => idsWhere((s) => phases(s).includes('PHASE3'));

describe('filter.advanced: what is not emulated is a 400 that says so', () => {
  const cases: Array<[string, RegExp]> = [
    [
      'SEARCH[Location](AREA[LocationCity]Boston AND AREA[LocationState]Massachusetts)',
      /^Parameter 'filter\.advanced': SEARCH\[Location\] is Essie syntax the lifesci emulator does not emulate$/,
    ],
    [
      'AREA[MinimumAge]RANGE[MIN, 16 years]',
      /^Parameter 'filter\.advanced': AREA\[MinimumAge\] is Essie syntax the lifesci emulator does not emulate; AREA\[\.\.\.\] is emulated on Phase, OverallStatus, StudyType, StartDate, /,
    ],
    [
      'COVERAGE[FullMatch]asthma',
      /COVERAGE\[FullMatch\] is Essie syntax the lifesci emulator does not emulate/,
    ],
    [
      'EXPANSION[Concept]asthma',
      /EXPANSION\[Concept\] is .*not emulate \(EXPANSION\[None\] and EXPANSION\[Term\] are/,
    ],
    ['AREA[Phase]RANGE[PHASE1, PHASE3]', /RANGE is emulated on date and number fields/],
    ['RANGE[2020, MAX]', /RANGE\[2020, MAX\] needs AREA\[\.\.\.\] on a date or number field/],
    ['AREA[StartDate]RANGE[2020-13-01, MAX]', /AREA\[StartDate\] takes dates as YYYY, .* got '2020-13-01'/],
    ['AREA[StartDate]RANGE[2020]', /RANGE\[2020\] needs two bounds/],
    ['AREA[EnrollmentCount]many', /AREA\[EnrollmentCount\] takes a number, got 'many'/],
    ['AREA[Phase](PHASE2 OR PHASE3', /has an unclosed parenthesis/],
    ['AREA[Phase]PHASE2)', /has an unmatched '\)'/],
    ['AREA[Phase]PHASE2 AND', /ends where a search term is expected/],
  ];
  it.each(cases)('%s', async (expression, message) => {
    const { status: code, body } = await getJson<{ error: { code: number; message: string } }>(
      studiesUrl(emulator, { 'filter.advanced': expression }),
    );
    expect(code).toBe(400);
    expect(body.error.code).toBe(400);
    expect(body.error.message).toMatch(message);
  });

  it('names the parameter in query.* errors too', async () => {
    const { status: code, body } = await getJson<{ error: { message: string } }>(
      studiesUrl(emulator, { 'query.term': 'DISTANCE[39.0,-77.1,50mi]' }),
    );
    expect(code).toBe(400);
    expect(body.error.message).toBe(
      "Parameter 'query.term': DISTANCE[39.0,-77.1,50mi] is Essie syntax the lifesci emulator does not emulate",
    );
  });

  it('accepts TILT[...] and EXPANSION[None], which change only ranking and synonyms', async () => {
    expect(await advanced('TILT[StartDate]AREA[Phase]PHASE3')).toEqual(idsWhereP3());
    expect(await advanced('EXPANSION[None]AREA[Phase]PHASE3')).toEqual(idsWhereP3());
  });
});
