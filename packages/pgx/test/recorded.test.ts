import { readRealFixture } from '@lifesci/vitest-config/kit';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { BASE, testClient } from './helpers.js';

// A record the PharmGKB API served (CPIC clopidogrel/CYP2C19, kept by PharmGKB's PharmCAT; see
// fixtures/real/SOURCES.md): the spec's fields are read from the service's own names.
const recorded = readRealFixture('pharmgkb/guideline-PA166104948.json');
const real = JSON.parse(recorded) as Record<string, unknown>;

describe('a recorded PharmGKB guideline', () => {
  it('reads its genes, drugs, summary and text from relatedGenes, relatedChemicals, summaryHtml, textHtml', async () => {
    nock(BASE).get('/v1/guideline/PA166104948').reply(200, recorded, { 'content-type': 'application/json' });
    const guideline = await testClient().guidelines.get('PA166104948');
    expect(guideline).toMatchObject({
      id: 'PA166104948',
      name: 'CPIC Guideline for clopidogrel and CYP2C19',
      source: 'CPIC',
      genes: ['CYP2C19'],
      drugs: ['clopidogrel'],
      summary: real.summaryHtml,
      text: real.textHtml,
      objCls: 'Guideline',
      '@id': 'https://www.pharmgkb.org/data/guideline/PA166104948',
    });
  });

  it('in the live envelope too, and with the id only in @id', async () => {
    const { id: _id, ...withoutId } = real;
    nock(BASE).get('/v1/guideline/PA166104948').reply(200, { data: withoutId, status: 'success' });
    const guideline = await testClient().guidelines.get('PA166104948');
    expect(guideline).toMatchObject({ id: 'PA166104948', genes: ['CYP2C19'], drugs: ['clopidogrel'] });
  });
});
