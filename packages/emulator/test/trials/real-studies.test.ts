import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../src/index.js';
import { at, crawlIds, getJson, REAL_IDS, startTrials, studiesUrl } from './helpers.js';

// TAILOR-PCI as the registry shows it (https://clinicaltrials.gov/show/NCT01742117, record of
// 2021-11-09): served as a real record beside the generated studies, found by the searches and
// filters that find generated ones.
let emulator: Emulator;
beforeAll(async () => {
  emulator = await startTrials();
});
afterAll(() => emulator.close());

const TAILOR = 'NCT01742117';

describe('real registry records', () => {
  it('serves TAILOR-PCI with the fields the registry shows', async () => {
    const { status, body } = await getJson<Record<string, unknown>>(
      `${emulator.baseUrls.trials}/api/v2/studies/${TAILOR}`,
    );
    expect(status).toBe(200);
    const p = at(body, 'protocolSection');
    expect(at(p, 'identificationModule', 'acronym')).toBe('TAILOR-PCI');
    expect(at(p, 'identificationModule', 'briefTitle')).toBe('Tailored Antiplatelet Therapy Following PCI');
    expect(at(p, 'statusModule', 'overallStatus')).toBe('COMPLETED');
    expect(at(p, 'statusModule', 'studyFirstPostDateStruct', 'date')).toBe('2012-12-05');
    expect(at(p, 'designModule', 'phases')).toEqual(['PHASE4']);
    expect(at(p, 'designModule', 'enrollmentInfo')).toEqual({ count: 5276, type: 'ACTUAL' });
    expect(at(p, 'sponsorCollaboratorsModule', 'leadSponsor', 'name')).toBe('Mayo Clinic');
    const interventions = at(p, 'armsInterventionsModule', 'interventions') as {
      name: string;
      otherNames: string[];
    }[];
    expect(interventions.map((i) => [i.name, i.otherNames])).toEqual([
      ['Clopidogrel', ['Plavix']],
      ['Ticagrelor', ['Brilinta']],
    ]);
    expect(at(p, 'armsInterventionsModule', 'armGroups', '0', 'description')).toMatch(
      /CYP2C19\*2, \*3 and \*17/,
    );
    // Nothing the registry page did not show is filled in.
    expect(at(p, 'eligibilityModule')).toBeUndefined();
    expect(at(body, 'derivedSection')).toBeUndefined();
  });

  it('is found by intervention and term searches, filters and id lists, after every generated study', async () => {
    expect(await crawlIds(emulator, { 'query.intr': 'clopidogrel', 'query.term': 'CYP2C19' })).toContain(
      TAILOR,
    );
    expect(await crawlIds(emulator, { 'query.spons': 'Spartan Bioscience' })).toEqual([TAILOR]);
    expect(await crawlIds(emulator, { 'query.titles': 'TAILOR-PCI' })).toEqual([TAILOR]);
    expect(
      await crawlIds(emulator, { 'filter.advanced': 'AREA[Phase]PHASE4 AND AREA[EnrollmentCount]5276' }),
    ).toContain(TAILOR);
    expect(await crawlIds(emulator, { 'filter.ids': TAILOR, 'filter.overallStatus': 'COMPLETED' })).toEqual([
      TAILOR,
    ]);
    const all = await crawlIds(emulator, {});
    expect(all.slice(-REAL_IDS.size)).toEqual([...REAL_IDS]);
    // Generated studies are numbered far above the registry's real numbers.
    expect(all.slice(0, -REAL_IDS.size).every((id) => id >= 'NCT90000000')).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it('serves PHARMCLO, terminated by its ethics committee, found by the genes it tested', async () => {
    const { body } = await getJson<Record<string, unknown>>(
      `${emulator.baseUrls.trials}/api/v2/studies/NCT03347435`,
    );
    expect(at(body, 'protocolSection', 'statusModule', 'overallStatus')).toBe('TERMINATED');
    expect(at(body, 'protocolSection', 'statusModule', 'whyStopped')).toBe('Ethics Committe decision');
    expect(at(body, 'protocolSection', 'designModule', 'enrollmentInfo')).toEqual({
      count: 889,
      type: 'ACTUAL',
    });
    expect(at(body, 'hasResults')).toBe(false);
    expect(await crawlIds(emulator, { 'query.term': 'CYP2C19 AND clopidogrel' })).toEqual(
      expect.arrayContaining([TAILOR, 'NCT03347435']),
    );
    expect(await crawlIds(emulator, { 'query.intr': 'ABCB1', 'filter.overallStatus': 'TERMINATED' })).toEqual(
      ['NCT03347435'],
    );
  });

  it('projects fields and sorts with the generated studies', async () => {
    const { body } = await getJson(studiesUrl(emulator, { 'filter.ids': TAILOR, fields: 'NCTId,Acronym' }));
    expect(body.studies).toEqual([
      { protocolSection: { identificationModule: { nctId: TAILOR, acronym: 'TAILOR-PCI' } } },
    ]);
    const sorted = await crawlIds(emulator, { 'query.term': 'CYP2C19', sort: 'StudyFirstPostDate:asc' });
    expect(sorted).toContain(TAILOR);
  });
});
