import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { modelAtomCount, modelSequence, PDB_MAX_ATOMS } from '../src/index.js';
import { API, CDK7_V6, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('the 99,999-atom limit of PDB-format files', () => {
  it('counts heavy atoms per residue and one terminal oxygen', () => {
    // Gly 4 + Trp 14 + OXT 1.
    expect(modelAtomCount('GW')).toBe(19);
    expect(modelAtomCount('')).toBe(0);
    // An unknown letter counts as the largest residue, so the count never falls short.
    expect(modelAtomCount('X')).toBe(15);
    // CDK7's 346 residues are far below the limit.
    expect(modelAtomCount(CDK7_V6.sequence)).toBeLessThan(PDB_MAX_ATOMS);
  });

  it("a fragment's residues are its sequenceStart..sequenceEnd", () => {
    expect(modelSequence({ sequence: 'MAGWK', sequenceStart: 2, sequenceEnd: 4 })).toBe('AGW');
    expect(modelSequence({ sequence: 'AGW', sequenceStart: 2, sequenceEnd: 4 })).toBe('AGW');
    expect(modelSequence({})).toBeUndefined();
  });

  it('a model over the limit is an InputError for format pdb before any request; cif is served', async () => {
    // 7,200 tryptophans: 100,801 atoms.
    const huge = { ...CDK7_V6, sequence: 'W'.repeat(7_200), sequenceStart: 1, sequenceEnd: 7_200 };
    const client = testClient();
    await expect(client.files.download(huge, { format: 'pdb' })).rejects.toMatchObject({
      name: 'InputError',
      param: 'params.format',
      message: expect.stringContaining('100801 atoms'),
    });
    const scope = nock(API).get('/files/AF-P50613-F1-model_v6.cif').reply(200, 'data_AF-P50613-F1\n');
    await (await client.files.download(huge, { format: 'cif' })).cancel();
    expect(scope.isDone()).toBe(true);
  });

  it('a model under the limit is served as PDB', async () => {
    const scope = nock(API).get('/files/AF-P50613-F1-model_v6.pdb').reply(200, 'HEADER\n');
    await (await testClient().files.download(CDK7_V6, { format: 'pdb' })).cancel();
    expect(scope.isDone()).toBe(true);
  });
});
