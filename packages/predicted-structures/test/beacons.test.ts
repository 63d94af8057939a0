import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { beaconsCategoryCounts, beaconsCoverage, beaconsProviders } from '../src/index.js';
import { BEACONS, readReal, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

const HUB = '/pdbe/pdbe-kb/3dbeacons/api';

describe('contract: the real 3D-Beacons hub answer for P07550', () => {
  it('parses with its providers, categories, coverage and chains', async () => {
    nock(BEACONS).get(`${HUB}/uniprot/P07550.json`).reply(200, readReal('uniprot.json'));
    const answer = await testClient().beacons.get('P07550', { chains: true });
    expect(answer.uniprot_entry).toMatchObject({ ac: 'P07550', id: 'ADRB2_HUMAN', sequence_length: 413 });
    expect(answer.uniprot_entry.segment_start).toBeNull();
    expect(answer.structures).toHaveLength(1);
    const s = answer.structures[0]?.summary;
    expect(s?.model_identifier).toBe('4lde');
    expect(s?.model_category).toBe('EXPERIMENTALLY DETERMINED');
    expect(s?.provider).toBe('PDBe');
    expect(s?.coverage).toBe(70.7);
    expect(s?.sequence_identity).toBe(90);
    expect(s?.resolution).toBe(2.79);
    expect(s?.uniprot_start).toBe(29);
    expect(s?.uniprot_end).toBe(348);
    expect(s?.entities?.map((e) => e.identifier)).toEqual(['P00720', 'NA']);
    expect(answer.structures[0]?.chains?.[0]?.chain_id).toBe('A');
    expect(beaconsProviders(answer)).toEqual(['PDBe']);
    expect(beaconsCategoryCounts(answer)).toEqual({ 'EXPERIMENTALLY DETERMINED': 1 });
    expect(beaconsCoverage(answer)).toBeCloseTo(320 / 413, 6);
  });
});

describe('beacons.get', () => {
  it('GET /uniprot/summary/{accession}.json with provider and range filters', async () => {
    const body = JSON.parse(readReal('uniprot.json'));
    body.structures.push({
      summary: {
        ...body.structures[0].summary,
        model_identifier: 'AF-P07550-F1',
        model_category: 'AB-INITIO',
        provider: 'AlphaFold DB',
        uniprot_start: 1,
        uniprot_end: 413,
        coverage: 1,
        confidence_type: 'pLDDT',
        confidence_avg_local_score: 78.4,
      },
    });
    for (const s of body.structures) delete s.chains;
    nock(BEACONS)
      .get(`${HUB}/uniprot/summary/P07550.json`)
      .query({ provider: 'alphafold', range: '1-413' })
      .reply(200, body);
    const answer = await testClient().beacons.get('P07550', { provider: 'alphafold', range: '1-413' });
    expect(beaconsProviders(answer)).toEqual(['PDBe', 'AlphaFold DB']);
    expect(beaconsCategoryCounts(answer)).toEqual({ 'EXPERIMENTALLY DETERMINED': 1, 'AB-INITIO': 1 });
    expect(beaconsCoverage(answer)).toBe(1);
    expect(answer.structures[1]?.summary.confidence_avg_local_score).toBe(78.4);
  });

  it("chains: true reads the hub's full answer (not sent as a parameter); provider and range are", async () => {
    const scope = nock(BEACONS)
      .get(`${HUB}/uniprot/P07550.json`)
      .query({ provider: 'pdbe', range: '1-413' })
      .reply(200, readReal('uniprot.json'));
    const answer = await testClient().beacons.get('P07550', {
      chains: true,
      provider: 'pdbe',
      range: '1-413',
    });
    expect(scope.isDone()).toBe(true);
    expect(answer.structures[0]?.chains?.[0]?.chain_id).toBe('A');
  });

  it('refuses a bad accession, range or unknown parameter before sending', async () => {
    const beacons = testClient().beacons;
    await expect(beacons.get('nope')).rejects.toThrow(InputError);
    await expect(beacons.get('P07550', { range: '1..10' })).rejects.toThrow(/params\.range/);
    await expect(beacons.get('P07550', { exclude: 'pdbe' } as never)).rejects.toThrow(InputError);
    await expect(beacons.get('P07550', { chains: 'yes' } as never)).rejects.toThrow(/params\.chains/);
  });
});
