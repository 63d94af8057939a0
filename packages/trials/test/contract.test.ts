import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { REAL_GET, REAL_SEARCH, readReal } from './fixtures.js';
import { BASE, testClient } from './helpers.js';

// Every real recorded ClinicalTrials.gov response, served at the path it was recorded from, must
// come out of the client typed and with the values it holds.
describe('contract: real recorded responses through the client', () => {
  it('GET /api/v2/studies/NCT02576665 with fields= (a partial study)', async () => {
    const fields = [
      'NCTId',
      'BriefTitle',
      'OverallStatus',
      'StartDate',
      'CompletionDate',
      'LeadSponsorName',
      'BriefSummary',
      'Condition',
      'StudyType',
      'Phase',
      'EnrollmentCount',
      'InterventionName',
      'InterventionOtherName',
      'EligibilityCriteria',
      'Sex',
      'MinimumAge',
      'MaximumAge',
      'LocationFacility',
      'LocationCity',
      'LocationState',
      'LocationZip',
      'LocationCountry',
      'LocationGeoPoint',
    ];
    nock(BASE)
      .get('/api/v2/studies/NCT02576665')
      .query({ fields: fields.join(',') })
      .reply(200, readReal(REAL_GET), { 'content-type': 'application/json' });
    const study = await testClient().studies.get('NCT02576665', { fields });
    const p = study.protocolSection;
    expect(p?.identificationModule?.nctId).toBe('NCT02576665');
    expect(p?.identificationModule?.briefTitle).toMatch(/^A Study of Toca 511/);
    expect(p?.statusModule?.overallStatus).toBe('TERMINATED');
    expect(p?.statusModule?.startDateStruct?.date).toBe('2016-07');
    expect(p?.sponsorCollaboratorsModule?.leadSponsor?.name).toBe('Tocagen Inc.');
    expect(p?.conditionsModule?.conditions).toContain('Melanoma');
    expect(p?.designModule).toMatchObject({ studyType: 'INTERVENTIONAL', phases: ['PHASE1'] });
    expect(p?.designModule?.enrollmentInfo?.count).toBe(21);
    expect(p?.armsInterventionsModule?.interventions?.[1]?.otherNames).toContain('Flucytosine');
    expect(p?.eligibilityModule?.eligibilityCriteria).toMatch(/^Inclusion Criteria:/);
    const locations = p?.contactsLocationsModule?.locations ?? [];
    expect(locations.length).toBeGreaterThan(0);
    for (const l of locations) {
      expect(typeof l.geoPoint?.lat).toBe('number');
      expect(typeof l.geoPoint?.lon).toBe('number');
    }
  });

  it('GET /api/v2/studies?query.cond=…&countTotal=true&pageSize=5 (live token name nextPageToken)', async () => {
    const seen: Record<string, string>[] = [];
    nock(BASE)
      .get('/api/v2/studies')
      .query((q) => {
        seen.push(q as Record<string, string>);
        return q.pageToken === undefined;
      })
      .reply(200, readReal(REAL_SEARCH), { 'content-type': 'application/json' })
      // The token the real page handed out is followed as-is.
      .get('/api/v2/studies')
      .query((q) => q.pageToken === 'ZVt07cGHkvI2wRk2CJf6_LLq14bEL8swd7KrgP4dnDeTsPkw')
      .reply(200, { studies: [] });
    const promise = testClient().studies.list({
      query: { cond: 'Phelan-McDermid syndrome' },
      countTotal: true,
      pageSize: 5,
    });
    const page = await promise;
    expect(seen[0]).toMatchObject({
      'query.cond': 'Phelan-McDermid syndrome',
      countTotal: 'true',
      pageSize: '5',
    });
    expect(page.total).toBe(21);
    expect(page.items).toHaveLength(5);
    expect(page.items.map((s) => s.protocolSection?.identificationModule?.nctId)).toContain('NCT02710084');
    expect(page.items.every((s) => s.protocolSection?.statusModule?.overallStatus !== undefined)).toBe(true);
    expect(page.hasNextPage()).toBe(true);
    const next = await page.nextPage();
    expect(next?.items).toEqual([]);
  });
});
