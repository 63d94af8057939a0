import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../src/index.js';
import { allStudies, at, getJson, nctOf, parseCsv, REAL_IDS, startTrials, studiesUrl } from './helpers.js';

let emulator: Emulator;
let all: Array<Record<string, unknown>>;
beforeAll(async () => {
  emulator = await startTrials();
  all = await allStudies(emulator);
});
afterAll(() => emulator.close());

const studyUrl = (id: string, params: Record<string, string> = {}) => {
  const qs = new URLSearchParams(params).toString();
  return `${emulator.baseUrls.trials}/api/v2/studies/${id}${qs ? `?${qs}` : ''}`;
};

describe('GET /api/v2/studies/{nctId}', () => {
  it('returns the same study as the list, for upper- or lower-case ids', async () => {
    const study = all[42] ?? {};
    const id = nctOf(study);
    expect((await getJson(studyUrl(id))).body).toEqual(study);
    expect((await getJson(studyUrl(id.toLowerCase()))).body).toEqual(study);
  });

  it('fills every module the spec names, with {date, type} structs and the results modules when hasResults', async () => {
    const protocolModules = [
      'identificationModule',
      'statusModule',
      'sponsorCollaboratorsModule',
      'descriptionModule',
      'conditionsModule',
      'designModule',
      'armsInterventionsModule',
      'outcomesModule',
      'eligibilityModule',
      'contactsLocationsModule',
      'referencesModule',
    ];
    // Real records hold only what the registry showed (real-studies.test.ts checks them).
    for (const study of all.filter((s) => !REAL_IDS.has(nctOf(s)))) {
      expect(Object.keys(study.protocolSection as object)).toEqual(expect.arrayContaining(protocolModules));
      expect(Object.keys(study.derivedSection as object)).toEqual(
        expect.arrayContaining(['miscInfoModule', 'conditionBrowseModule']),
      );
      expect(at(study, 'protocolSection', 'statusModule', 'startDateStruct')).toEqual({
        date: expect.stringMatching(/^\d{4}-\d{2}(-\d{2})?$/),
        type: expect.stringMatching(/^(ACTUAL|ESTIMATED)$/),
      });
      expect(typeof study.hasResults).toBe('boolean');
      if (study.hasResults) {
        expect(Object.keys(study.resultsSection as object)).toEqual(
          expect.arrayContaining([
            'participantFlowModule',
            'baselineCharacteristicsModule',
            'outcomeMeasuresModule',
            'adverseEventsModule',
          ]),
        );
      } else {
        expect(study.resultsSection).toBeUndefined();
      }
    }
    const withResults = all.filter((s) => s.hasResults).length;
    expect(withResults).toBeGreaterThan(300);
    expect(all.filter((s) => at(s, 'derivedSection', 'interventionBrowseModule')).length).toBeGreaterThan(
      1500,
    );
  });

  it('keeps results consistent: flow starts match the baseline denominators and adverse-event groups', () => {
    for (const study of all.filter((s) => s.hasResults).slice(0, 100)) {
      const achievements = at(
        study,
        'resultsSection',
        'participantFlowModule',
        'periods',
        '0',
        'milestones',
        '0',
        'achievements',
      ) as Array<{
        numSubjects: string;
      }>;
      const startCounts = achievements.map((a) => Number(a.numSubjects));
      const atRisk = (
        at(study, 'resultsSection', 'adverseEventsModule', 'eventGroups') as Array<{
          seriousNumAtRisk: number;
        }>
      ).map((g) => g.seriousNumAtRisk);
      expect(atRisk).toEqual(startCounts);
      const denoms = (
        at(study, 'resultsSection', 'baselineCharacteristicsModule', 'denoms') as Array<{
          counts: Array<{ value: string }>;
        }>
      )[0]?.counts.map((c) => Number(c.value));
      expect(denoms?.slice(0, startCounts.length)).toEqual(startCounts);
    }
  });

  it('writes eligibility criteria as Markdown lists, never lorem ipsum', () => {
    for (const study of all.slice(0, 200)) {
      const criteria = at(study, 'protocolSection', 'eligibilityModule', 'eligibilityCriteria') as string;
      expect(criteria).toMatch(/^Inclusion Criteria:\n\n\* .+/);
      expect(criteria).toContain('\n\nExclusion Criteria:\n\n* ');
      expect(JSON.stringify(study).toLowerCase()).not.toContain('lorem');
    }
  });

  it('answers 404 with the error body for an unknown NCT id', async () => {
    const { status, body } = await getJson(studyUrl('NCT99999999'));
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 404, message: 'Study NCT99999999 not found' } });
  });

  it('answers 400 for a malformed NCT id and an unknown format', async () => {
    const bad = await getJson(studyUrl('NCT123'));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code: 400, message: "Invalid NCT number: 'NCT123'" } });
    const format = await getJson(studyUrl(nctOf(all[0]), { format: 'xml' }));
    expect(format.status).toBe(400);
  });

  it('projects fields by piece name, keeping the nesting', async () => {
    const study = all[7] ?? {};
    const { body } = await getJson(
      studyUrl(nctOf(study), { fields: 'NCTId,BriefTitle,OverallStatus,LeadSponsorName,Phase,HasResults' }),
    );
    const phases = at(study, 'protocolSection', 'designModule', 'phases');
    expect(body).toEqual({
      protocolSection: {
        identificationModule: {
          nctId: nctOf(study),
          briefTitle: at(study, 'protocolSection', 'identificationModule', 'briefTitle'),
        },
        statusModule: { overallStatus: at(study, 'protocolSection', 'statusModule', 'overallStatus') },
        sponsorCollaboratorsModule: {
          leadSponsor: {
            name: at(study, 'protocolSection', 'sponsorCollaboratorsModule', 'leadSponsor', 'name'),
          },
        },
        ...(phases ? { designModule: { phases } } : {}),
      },
      hasResults: study.hasResults,
    });
    const modules = await getJson(studyUrl(nctOf(study), { fields: 'ConditionsModule|EligibilityModule' }));
    expect(modules.body).toEqual({
      protocolSection: {
        conditionsModule: at(study, 'protocolSection', 'conditionsModule'),
        eligibilityModule: at(study, 'protocolSection', 'eligibilityModule'),
      },
    });
    const unknown = await getJson(studyUrl(nctOf(study), { fields: 'NoSuchField' }));
    expect(unknown.status).toBe(400);
  });

  it('projects nested list fields such as LocationCity in list responses too', async () => {
    const { body } = await getJson(studiesUrl(emulator, { pageSize: 3, fields: 'NCTId,LocationCity' }));
    for (const [i, study] of body.studies.entries()) {
      const cities = (
        at(all[i], 'protocolSection', 'contactsLocationsModule', 'locations') as Array<{ city: string }>
      ).map((l) => ({ city: l.city }));
      expect(study).toEqual({
        protocolSection: {
          identificationModule: { nctId: nctOf(all[i]) },
          contactsLocationsModule: { locations: cities },
        },
      });
    }
  });
});

describe('400 answers of the list endpoint', () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ 'query.recrs': 'COMPLETED' }, '`query.recrs` is unknown parameter'],
    [{ 'filter.overallStatus': 'RECRUITNG' }, "Invalid value in parameter overallStatus: 'RECRUITNG'"],
    [{ 'filter.phase': 'PHASE5' }, "Invalid value in parameter phase: 'PHASE5'"],
    [{ 'filter.ids': 'NCT1' }, "Invalid value in parameter ids: 'NCT1'"],
    [{ sort: 'BriefTitle' }, "Unknown or unsortable field in parameter sort: 'BriefTitle'"],
    [{ pageSize: '-1' }, "Invalid value in parameter pageSize: '-1'"],
    [{ countTotal: 'yes' }, "Invalid value in parameter countTotal: 'yes'"],
    [{ format: 'xml' }, "Invalid value in parameter format: 'xml'"],
    [{ pageToken: 'not-a-token' }, "Invalid pageToken: 'not-a-token'"],
    [{ format: 'csv', fields: 'NCTId' }, "Parameter 'fields' contains invalid CSV column name: 'NCTId'"],
    [
      { 'filter.geo': 'distance(39.0035707,-77.1013313,50mi)' },
      '`filter.geo` is a documented parameter the lifesci emulator does not emulate',
    ],
  ];
  it.each(cases)('%o -> 400 %s', async (params, message) => {
    const { status, body } = await getJson(studiesUrl(emulator, params));
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 400, message } });
  });
});

describe('format=csv', () => {
  it('streams the real column headers on the first page only, with the token and total in headers', async () => {
    const first = await fetch(studiesUrl(emulator, { format: 'csv', pageSize: 50, countTotal: 'true' }));
    expect(first.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(first.headers.get('x-total-count')).toBe('2500');
    const token = first.headers.get('x-next-page-token');
    expect(token).toEqual(expect.any(String));
    const rows = parseCsv(await first.text());
    expect(rows[0]?.slice(0, 5)).toEqual([
      'NCT Number',
      'Study Title',
      'Study URL',
      'Acronym',
      'Study Status',
    ]);
    expect(rows[0]).toHaveLength(30);
    expect(rows).toHaveLength(51);

    const second = await fetch(studiesUrl(emulator, { format: 'csv', pageSize: 50, pageToken: token ?? '' }));
    const secondRows = parseCsv(await second.text());
    expect(secondRows).toHaveLength(50);
    expect(secondRows[0]?.[0]).toBe(nctOf(all[50]));
  });

  it('quotes per RFC 4180 so commas, quotes and newlines survive a round trip', async () => {
    const res = await fetch(
      studiesUrl(emulator, {
        format: 'csv',
        pageSize: 200,
        fields: 'Brief Summary,Conditions,NCT Number,Phases,Locations',
      }),
    );
    const [header, ...rows] = parseCsv(await res.text());
    // Columns come back in the service's fixed order, not the order asked for.
    expect(header).toEqual(['NCT Number', 'Brief Summary', 'Conditions', 'Phases', 'Locations']);
    expect(rows).toHaveLength(200);
    rows.forEach((row, i) => {
      const study = all[i];
      expect(row[0]).toBe(nctOf(study));
      expect(row[1]).toBe(at(study, 'protocolSection', 'descriptionModule', 'briefSummary'));
      expect(row[2]).toBe(
        (at(study, 'protocolSection', 'conditionsModule', 'conditions') as string[]).join('|'),
      );
      expect(row[3]).toBe(
        ((at(study, 'protocolSection', 'designModule', 'phases') as string[] | undefined) ?? []).join('|'),
      );
    });
    expect(rows.some((r) => (r[4] ?? '').includes(','))).toBe(true);
  });

  it('serves one study as CSV', async () => {
    const study = all[5] ?? {};
    const rows = parseCsv(await (await fetch(studyUrl(nctOf(study), { format: 'csv' }))).text());
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(nctOf(study));
    expect(rows[1]?.[2]).toBe(`https://clinicaltrials.gov/study/${nctOf(study)}`);
  });
});
