import { readdirSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StudyPageSchema, StudySchema } from '../src/schemas/study.js';
import { REAL_DIR, REAL_GET, REAL_SEARCH, readReal } from './fixtures.js';

describe('study schemas against the real recorded responses', () => {
  it('covers every JSON file recorded for ClinicalTrials.gov', () => {
    const json = readdirSync(REAL_DIR).filter((f) => f.endsWith('.json'));
    expect(json.sort()).toEqual([REAL_GET, REAL_SEARCH].sort());
  });

  it('parses the partial study of GET /studies/NCT02576665 (fields= filtered)', () => {
    const study = v.parse(StudySchema, JSON.parse(readReal(REAL_GET)));
    const p = study.protocolSection;
    expect(p?.identificationModule?.nctId).toBe('NCT02576665');
    expect(p?.statusModule?.overallStatus).toBe('TERMINATED');
    expect(p?.statusModule?.startDateStruct).toEqual({ date: '2016-07' });
    expect(p?.statusModule?.completionDateStruct?.date).toBe('2019-12-20');
    expect(p?.designModule?.phases).toEqual(['PHASE1']);
    expect(p?.designModule?.enrollmentInfo?.count).toBe(21);
    expect(p?.armsInterventionsModule?.interventions?.map((i) => i.name)).toEqual(['Toca 511', 'Toca FC']);
    // Markdown is kept verbatim, escapes included.
    expect(p?.descriptionModule?.briefSummary).toContain('\\[rHGG\\]');
    const loc = p?.contactsLocationsModule?.locations?.[0];
    expect(typeof loc?.geoPoint?.lat).toBe('number');
    expect(study.resultsSection).toBeUndefined();
  });

  it('parses the search page and reads the live token name nextPageToken', () => {
    const page = v.parse(StudyPageSchema, JSON.parse(readReal(REAL_SEARCH)));
    expect(page.studies).toHaveLength(5);
    expect(page.totalCount).toBe(21);
    expect(page.nextPageToken).toBe('ZVt07cGHkvI2wRk2CJf6_LLq14bEL8swd7KrgP4dnDeTsPkw');
    expect(page.studies[0]?.protocolSection?.identificationModule?.nctId).toBe('NCT02710084');
    for (const s of page.studies) {
      expect(s.protocolSection?.identificationModule?.nctId).toMatch(/^NCT\d{8}$/);
    }
  });

  it('keeps fields the registry adds later (loose objects)', () => {
    const study = v.parse(StudySchema, {
      protocolSection: { identificationModule: { nctId: 'NCT00000001', brandNewField: 42 } },
      futureSection: { x: 1 },
    });
    expect(study.protocolSection?.identificationModule).toMatchObject({ brandNewField: 42 });
    expect(study).toMatchObject({ futureSection: { x: 1 } });
  });

  it('rejects an undocumented overall status or phase (closed picklists of the spec)', () => {
    const bad = { protocolSection: { statusModule: { overallStatus: 'PAUSED' } } };
    expect(v.safeParse(StudySchema, bad).success).toBe(false);
    const badPhase = { protocolSection: { designModule: { phases: ['PHASE5'] } } };
    expect(v.safeParse(StudySchema, badPhase).success).toBe(false);
  });

  it('accepts a new value in the open vocabularies (agency class, intervention type...)', () => {
    const r = v.safeParse(StudySchema, {
      protocolSection: {
        sponsorCollaboratorsModule: { leadSponsor: { name: 'X', class: 'NEW_CLASS' } },
        armsInterventionsModule: { interventions: [{ type: 'HOLOGRAPHIC', name: 'y' }] },
      },
    });
    expect(r.success).toBe(true);
  });

  it('accepts a page that names the token pageToken, as the interface spec does', () => {
    const page = v.parse(StudyPageSchema, { studies: [], pageToken: 'abc' });
    expect(page.pageToken).toBe('abc');
  });
});
