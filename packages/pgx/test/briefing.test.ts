import { AbortError, ServerError } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_LEVELS } from '../src/index.js';
import {
  annotation,
  BASE,
  clopidogrelPair,
  cpicClopidogrel,
  cyp2c19star2,
  plavixLabel,
  testClient,
} from './helpers.js';

const GENE_DRUG = { gene: 'CYP2C19', drug: 'clopidogrel' };

function mockAll(options: { labels?: 'fail'; guidelineListed?: 'without-recommendations' } = {}) {
  const scope = nock(BASE);
  scope.get('/v1/geneDrugPair').query(GENE_DRUG).reply(200, [clopidogrelPair]);
  const listed =
    options.guidelineListed === 'without-recommendations'
      ? { ...cpicClopidogrel, recommendations: undefined }
      : cpicClopidogrel;
  scope.get('/v1/guideline').query(GENE_DRUG).reply(200, [listed]);
  if (options.guidelineListed === 'without-recommendations')
    scope.get('/v1/guideline/PA166104948').reply(200, cpicClopidogrel);
  scope
    .get('/v1/clinicalAnnotation')
    .query(GENE_DRUG)
    .reply(200, [
      annotation('a1', '1A'),
      annotation('a2', '2A'),
      annotation('a3', '1A'),
      annotation('a4', '4'),
    ]);
  if (options.labels === 'fail')
    scope.get('/v1/drugLabel').query({ drug: 'clopidogrel' }).reply(500, { error: 'Internal Server Error' });
  else scope.get('/v1/drugLabel').query({ drug: 'clopidogrel' }).reply(200, [plavixLabel]);
  scope
    .get('/v1/allele')
    .query({ gene: 'CYP2C19' })
    .reply(200, [
      cyp2c19star2,
      { name: 'CYP2C19*17', gene: 'CYP2C19', function: 'Increased function', activityScore: 1.5 },
    ]);
  return scope;
}

describe('geneDrugPairs.briefing({ gene, drug })', () => {
  it('gathers the pair, guidelines, annotations by level, labels and alleles', async () => {
    const scope = mockAll();
    const b = await testClient().geneDrugPairs.briefing(GENE_DRUG);
    expect(scope.isDone()).toBe(true);
    expect(b.pair.value).toMatchObject({ pgxLevel: 'A', hasGuideline: true });
    expect(b.guidelines.value?.[0]?.recommendations?.length).toBe(1);
    const levels = b.clinicalAnnotations.value;
    // Every level is present; walk them strongest first with EVIDENCE_LEVELS (object keys '3' and
    // '4' are integer-like, so JavaScript lists them first).
    expect(EVIDENCE_LEVELS.map((level) => levels?.[level].length)).toEqual([2, 0, 1, 0, 0, 1]);
    expect(levels?.['1A'].map((a) => a.id)).toEqual(['a1', 'a3']);
    expect(levels?.['1B']).toEqual([]);
    expect(levels?.['4'].map((a) => a.id)).toEqual(['a4']);
    expect(b.drugLabels.value?.[0]?.source).toBe('FDA');
    expect(b.alleles.value?.map((a) => [a.name, a.function, a.activityScore])).toEqual([
      ['CYP2C19*2', 'No function', 0],
      ['CYP2C19*17', 'Increased function', 1.5],
    ]);
    for (const part of [b.pair, b.guidelines, b.clinicalAnnotations, b.drugLabels, b.alleles])
      expect(part.error).toBeUndefined();
  });

  it('a failing part carries its error; the other parts are returned', async () => {
    mockAll({ labels: 'fail' });
    const b = await testClient().geneDrugPairs.briefing(GENE_DRUG);
    expect(b.drugLabels.error).toBeInstanceOf(ServerError);
    expect(b.drugLabels.value).toBeUndefined();
    expect(b.pair.value?.gene).toBe('CYP2C19');
    expect(b.alleles.value).toHaveLength(2);
    expect(b.guidelines.value).toHaveLength(1);
  });

  it('a guideline listed without recommendations is fetched by id', async () => {
    const scope = mockAll({ guidelineListed: 'without-recommendations' });
    const b = await testClient().geneDrugPairs.briefing(GENE_DRUG);
    expect(scope.isDone()).toBe(true);
    expect(b.guidelines.value?.[0]?.recommendations?.[0]).toMatchObject({ classification: 'Strong' });
  });

  it('no pair is `null`, not an error', async () => {
    nock(BASE).get('/v1/geneDrugPair').query(true).reply(200, []);
    nock(BASE)
      .get(/\/v1\/(guideline|clinicalAnnotation|drugLabel|allele)/)
      .query(true)
      .times(4)
      .reply(200, []);
    const b = await testClient().geneDrugPairs.briefing({ gene: 'TPMT', drug: 'warfarin' });
    expect(b.pair).toEqual({ value: null });
    expect(b.guidelines).toEqual({ value: [] });
  });

  it('the pair: the exact one, else a single loose match, else null', async () => {
    const loose = (drug: string) => ({ ...clopidogrelPair, gene: 'IFNL3', drug, sources: ['CPIC'] });
    nock(BASE)
      .get('/v1/geneDrugPair')
      .query(true)
      .reply(200, [loose('peginterferon alfa-2a'), loose('peginterferon alfa-2b')])
      .get('/v1/geneDrugPair')
      .query(true)
      .reply(200, [loose('peginterferon alfa-2b')]);
    nock(BASE)
      .get(/\/v1\/(guideline|clinicalAnnotation|drugLabel|allele)/)
      .query(true)
      .times(8)
      .reply(200, []);
    const two = await testClient().geneDrugPairs.briefing({ gene: 'IFNL3', drug: 'peginterferon' });
    expect(two.pair).toEqual({ value: null });
    const one = await testClient().geneDrugPairs.briefing({ gene: 'IFNL3', drug: 'peginterferon' });
    expect(one.pair.value?.drug).toBe('peginterferon alfa-2b');
  });

  it('the caller aborting rejects the whole briefing', async () => {
    nock(BASE).get(/.*/).query(true).times(5).delay(200).reply(200, []);
    const controller = new AbortController();
    const pending = testClient().geneDrugPairs.briefing(GENE_DRUG, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortError);
    nock.cleanAll();
  });
});
