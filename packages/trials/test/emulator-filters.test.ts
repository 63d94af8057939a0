import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListStudiesParams, type Phase, type Study, TrialsClient } from '../src/index.js';
import { trialsBaseUrl } from './helpers.js';

// filter.phase travels as an Essie expression in filter.advanced (the live API has no
// filter.phase); the emulator evaluates that expression, so the whole path is checked end to end
// here. Every answer is also recomputed from a wider search, so a filter that dropped or let
// through studies would show, not only one that let through a wrong status or phase.

const PHASES: Phase[] = ['PHASE2', 'PHASE3'];
const FIELDS = ['NCTId', 'OverallStatus', 'Phase', 'StartDate'];
const SINCE_2020 = 'AREA[StartDate]RANGE[2020-01-01, MAX]';

let emulator: Emulator;
let client: TrialsClient;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['trials'], seed: 1 });
  const baseUrl = trialsBaseUrl(emulator);
  // A budget of its own, so this file never waits behind the 30 s crawls of emulator.test.ts.
  client = new TrialsClient({ baseUrl, rateLimit: { id: 'emulator-test-filters' } });
});

afterAll(async () => {
  await emulator?.close();
});

interface Listed {
  studies: Study[];
  total: number | undefined;
  /** The wire query of each request this listing made, decoded. */
  queries: URLSearchParams[];
}

async function listAll(params: ListStudiesParams): Promise<Listed> {
  const before = emulator.requests.length;
  const list = client.studies.list({ ...params, pageSize: 1000, countTotal: true, fields: FIELDS });
  const studies = await list.toArray();
  const queries = emulator.requests.slice(before).map((r) => new URLSearchParams(r.query));
  return { studies, total: (await list).total, queries };
}

const nctId = (s: Study) => s.protocolSection?.identificationModule?.nctId ?? '';
const status = (s: Study) => s.protocolSection?.statusModule?.overallStatus;
const phases = (s: Study) => s.protocolSection?.designModule?.phases ?? [];
const inPhases = (s: Study) => phases(s).some((p) => PHASES.includes(p));
// Month-precision dates (`2021-07`) count as their first day, as the registry compares them.
const startDay = (s: Study) => {
  const date = s.protocolSection?.statusModule?.startDateStruct?.date ?? '';
  return date.length === 7 ? `${date}-01` : date;
};
const ids = (studies: Study[]) => studies.map(nctId).sort();

describe('integration: filter.phase and filter.advanced against the emulator', () => {
  it('phase + status: every study RECRUITING in PHASE2 or PHASE3, all of them, sent as filter.advanced', async () => {
    const got = await listAll({ filter: { phase: PHASES, overallStatus: ['RECRUITING'] } });

    expect(got.studies.length).toBeGreaterThan(0);
    expect(got.studies.every((s) => status(s) === 'RECRUITING' && inPhases(s))).toBe(true);
    expect(got.studies.length).toBe(got.total);
    expect(new Set(ids(got.studies)).size).toBe(got.studies.length);

    expect(got.queries.length).toBeGreaterThan(0);
    for (const query of got.queries) {
      expect(query.get('filter.advanced')).toBe('AREA[Phase](PHASE2 OR PHASE3)');
      expect(query.get('filter.overallStatus')).toBe('RECRUITING');
      expect(query.has('filter.phase')).toBe(false);
    }

    // The same answer, computed here from every recruiting study: nothing missing, nothing extra.
    const recruiting = await listAll({ filter: { overallStatus: ['RECRUITING'] } });
    expect(recruiting.studies.length).toBeGreaterThan(got.studies.length);
    expect(ids(got.studies)).toEqual(ids(recruiting.studies.filter(inPhases)));
  });

  it('phases AND a user expression: only PHASE2/PHASE3 studies starting 2020-01-01 or later', async () => {
    const got = await listAll({ filter: { phase: PHASES, advanced: SINCE_2020 } });

    expect(got.studies.length).toBeGreaterThan(0);
    expect(got.studies.every((s) => inPhases(s) && startDay(s) >= '2020-01-01')).toBe(true);
    expect(got.studies.length).toBe(got.total);
    for (const query of got.queries) {
      expect(query.get('filter.advanced')).toBe(`(${SINCE_2020}) AND (AREA[Phase](PHASE2 OR PHASE3))`);
      expect(query.has('filter.phase')).toBe(false);
    }

    const allInPhases = await listAll({ filter: { phase: PHASES } });
    const earlier = allInPhases.studies.filter((s) => startDay(s) < '2020-01-01');
    // The date bound really cut something away, and exactly the studies that started earlier.
    expect(earlier.length).toBeGreaterThan(0);
    expect(ids(got.studies)).toEqual(ids(allInPhases.studies.filter((s) => !earlier.includes(s))));
  });
});
