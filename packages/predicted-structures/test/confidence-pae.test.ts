import { InputError, ResponseValidationError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { categoryOf, PaeMatrix } from '../src/index.js';
import { ABL1_V4, API, CDK7_V6, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('confidence', () => {
  it('reads the live letter categories as the spec names, via the record address', async () => {
    nock(API)
      .get('/files/AF-P50613-F1-confidence_v6.json')
      .reply(200, {
        residueNumber: [1, 2, 3, 4],
        confidenceScore: [42.09, 62.81, 76.75, 95.5],
        confidenceCategory: ['D', 'L', 'M', 'H'],
      });
    const c = await testClient().confidence.get(CDK7_V6);
    expect(c.residueNumber).toEqual([1, 2, 3, 4]);
    expect(c.confidenceCategory).toEqual(['very_low', 'low', 'high', 'very_high']);
    expect(c.confidenceScore.map(categoryOf)).toEqual(c.confidenceCategory);
  });

  it('reads spec-named categories too (v4 record, derived address)', async () => {
    nock(API)
      .get('/files/AF-P00520-F1-confidence_v4.json')
      .reply(200, { confidenceScore: [91, 70], confidenceCategory: ['very_high', 'low'] });
    const c = await testClient().confidence.get(ABL1_V4);
    expect(c.confidenceCategory).toEqual(['very_high', 'low']);
  });

  it('applies the band edges of the spec', () => {
    expect([90.01, 90, 70.01, 70, 50.01, 50, 0].map(categoryOf)).toEqual([
      'very_high',
      'high',
      'high',
      'low',
      'low',
      'very_low',
      'very_low',
    ]);
  });

  it('refuses scores and categories of different lengths', async () => {
    nock(API)
      .get('/files/AF-P50613-F1-confidence_v6.json')
      .reply(200, { confidenceScore: [91, 70], confidenceCategory: ['H'] });
    await expect(testClient().confidence.get(CDK7_V6)).rejects.toBeInstanceOf(ResponseValidationError);
  });
});

describe('pae', () => {
  const matrix = [
    [0, 1.5, 8],
    [2, 0, 30.5],
    [9, 3.25, 0],
  ];

  it('reads the current form (an array holding predicted_aligned_error)', async () => {
    nock(API)
      .get('/files/AF-P50613-F1-predicted_aligned_error_v6.json')
      .reply(200, [{ predicted_aligned_error: matrix, max_predicted_aligned_error: 31.75 }]);
    const pae = await testClient().pae.get(CDK7_V6);
    expect(pae.size).toBe(3);
    expect(pae.maxPredictedAlignedError).toBe(31.75);
    expect(pae.at(1, 2)).toBe(1.5);
    expect(pae.at(2, 1)).toBe(2); // not symmetric
    expect(pae.at(3, 3)).toBe(0);
    expect(pae.max()).toBe(30.5);
    expect(pae.max([1, 1], [1, 3])).toBe(8);
    expect(pae.block([2, 3], [1, 2])).toEqual([
      [2, 0],
      [9, 3.25],
    ]);
    expect(pae.row(3)).toEqual([9, 3.25, 0]);
    expect(pae.toArray()).toEqual(matrix);
    expect(() => pae.at(0, 1)).toThrow(InputError);
    expect(() => pae.at(1, 4)).toThrow(/j/);
  });

  it('reads the spec form (distance as an N x N matrix, bare object)', () => {
    const pae = PaeMatrix.fromFile({ distance: matrix, max_predicted_aligned_error: 31.75 });
    expect(pae.at(2, 3)).toBe(30.5);
  });

  it('reads the older per-residue-pair form (residue1, residue2, flat distance)', async () => {
    const residue1 = [1, 1, 1, 2, 2, 2, 3, 3, 3];
    const residue2 = [1, 2, 3, 1, 2, 3, 1, 2, 3];
    nock(API)
      .get('/files/AF-P00520-F1-predicted_aligned_error_v4.json')
      .reply(200, [{ residue1, residue2, distance: matrix.flat(), max_predicted_aligned_error: 31.75 }]);
    const pae = await testClient().pae.get(ABL1_V4);
    expect(pae.toArray()).toEqual(matrix);
    expect(pae.at(2, 3)).toBe(30.5);
  });

  it('refuses a ragged matrix', () => {
    expect(() => PaeMatrix.fromFile([{ predicted_aligned_error: [[0, 1], [1]] }])).toThrow(InputError);
  });
});
