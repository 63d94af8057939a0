import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  AlleleListParams,
  DrugLabelParams,
  GeneDrugPairParams,
  VariantListParams,
} from '../src/index.js';
import { BASE, errorOf, testClient } from './helpers.js';

// Each case must fail before any request: an interceptor that accepts anything stays unused and
// nothing reaches nock's "no match" path either.
let scope: nock.Scope;
let unmatched: number;
const onNoMatch = () => {
  unmatched++;
};
beforeEach(() => {
  unmatched = 0;
  scope = nock(BASE).get(/.*/).query(true).reply(200, []);
  nock.emitter.on('no match', onNoMatch);
});
afterEach(() => {
  nock.emitter.off('no match', onNoMatch);
  nock.cleanAll();
});

async function expectInputError(run: () => unknown, param: RegExp | string, rule?: RegExp) {
  const err = await errorOf(run);
  expect(err).toBeInstanceOf(InputError);
  if (typeof param === 'string') expect((err as InputError).param).toBe(param);
  else expect((err as InputError).param).toMatch(param);
  if (rule) expect((err as InputError).rule).toMatch(rule);
  expect(scope.isDone()).toBe(false);
  expect(unmatched).toBe(0);
}

const client = testClient();

describe('bad input is an InputError naming the parameter, before any request', () => {
  it.each(['cyp2d6', 'CYP 2D6', 'CYP2D6/../x', '', '2D6', 'HLA-B*57:01'])(
    'gene symbol %j',
    async (symbol) => {
      await expectInputError(() => client.genes.get(symbol), 'symbol', /HGNC gene symbol/);
    },
  );

  it('gene symbols in filters', async () => {
    await expectInputError(() => client.alleles.list({ gene: 'cyp2c19' }), 'params.gene', /HGNC/);
    await expectInputError(() => client.geneDrugPairs.list({ gene: 'CYP2C19;drop' }), 'params.gene');
    await expectInputError(() => client.guidelines.list({ gene: 'CYP2C19 ' }), 'params.gene');
    await expectInputError(() => client.clinicalAnnotations.list({ gene: 'x' }), 'params.gene');
    await expectInputError(() => client.pathways.list({ gene: '' }), 'params.gene');
  });

  it.each([
    'CYP2D6',
    'CYP2D6*',
    'CYP2D6-4',
    'cyp2d6*4',
    'CYP2D6*4/*10',
    'HLA-B*57',
    'HLA-B*5701:01:01:01:01',
    '*4',
    'CYP2D6*4.1',
  ])('star-allele name %j', async (name) => {
    await expectInputError(() => client.alleles.get(name), 'name', /star-allele name/);
  });

  it.each(['rs', 'RS4244285', '4244285', 'rs42x', 'rs4244285 '])('rsid %j', async (rsid) => {
    await expectInputError(() => client.variants.get(rsid), 'rsid');
  });

  it.each(['0', '23', 'chr10', 'MT', 'x'])('chromosome %j', async (chromosome) => {
    const params = { chromosome } as unknown as VariantListParams;
    await expectInputError(() => client.variants.list(params), 'params.chromosome', /1 to 22, X or Y/);
  });

  it.each([0, -5, 1.5, Number.NaN, 2 ** 60])('position %s', async (position) => {
    await expectInputError(
      () => client.variants.list({ chromosome: '10', position }),
      'params.position',
      /positive/,
    );
  });

  it('a position without a chromosome', async () => {
    await expectInputError(
      () => client.variants.list({ position: 94781859 }),
      'params.position',
      /chromosome/,
    );
  });

  it('the required allele gene and label drug', async () => {
    await expectInputError(() => client.alleles.list({} as AlleleListParams), 'params.gene');
    await expectInputError(() => client.alleles.list(undefined as unknown as AlleleListParams), 'params');
    await expectInputError(() => client.drugLabels.list({} as DrugLabelParams), 'params.drug');
    await expectInputError(() => client.drugLabels.list({ drug: '   ' }), 'params.drug', /non-empty/);
  });

  it('closed vocabularies: pgxLevel, evidenceLevel, guideline and label sources', async () => {
    const pair = { pgxLevel: 'E' } as unknown as GeneDrugPairParams;
    await expectInputError(() => client.geneDrugPairs.list(pair), 'params.pgxLevel', /A, B, C, D/);
    const level = { evidenceLevel: '1C' } as unknown as Parameters<typeof client.clinicalAnnotations.list>[0];
    await expectInputError(
      () => client.clinicalAnnotations.list(level),
      'params.evidenceLevel',
      /1A, 1B, 2A, 2B, 3, 4/,
    );
    const source = { source: 'PharmGKB' } as unknown as Parameters<typeof client.guidelines.list>[0];
    await expectInputError(() => client.guidelines.list(source), 'params.source', /CPIC, DPWG, FDA/);
    const label = { drug: 'warfarin', source: 'fda' } as unknown as DrugLabelParams;
    await expectInputError(() => client.drugLabels.list(label), 'params.source', /Health Canada/);
  });

  it('record ids in paths', async () => {
    await expectInputError(() => client.drugs.get('PA449053/../x'), 'drugId');
    await expectInputError(() => client.guidelines.get(''), 'guidelineId');
    await expectInputError(() => client.pathways.get('PA 1'), 'pathwayId');
  });

  it('misspelt or undocumented keys', async () => {
    const params = { symbol: 'CYP2D6' } as unknown as Parameters<typeof client.geneDrugPairs.list>[0];
    await expectInputError(
      () => client.geneDrugPairs.list(params),
      'params.symbol',
      /not a documented parameter/,
    );
    const pair = { gene: 'CYP2C19', drug: 'warfarin', drugName: 'warfarin' } as unknown as Parameters<
      typeof client.geneDrugPairs.briefing
    >[0];
    await expectInputError(() => client.geneDrugPairs.briefing(pair), 'pair.drugName');
  });

  it('search terms: a non-empty string of at most 200 characters', async () => {
    await expectInputError(() => client.genes.search({ q: 'CYP2D6' } as never), 'query', /search term/);
    await expectInputError(() => client.drugs.search('   '), 'query', /search term/);
    await expectInputError(() => client.drugs.search('x'.repeat(201)), 'query');
  });

  it('briefing needs a gene symbol and a drug name', async () => {
    await expectInputError(
      () => client.geneDrugPairs.briefing({ gene: 'cyp2c19', drug: 'clopidogrel' }),
      'pair.gene',
    );
    await expectInputError(() => client.geneDrugPairs.briefing({ gene: 'CYP2C19', drug: '' }), 'pair.drug');
  });
});

describe('accepted identifiers', () => {
  it.each([
    'CYP2D6*4',
    'CYP2C19*17',
    'HLA-B*57:01',
    'HLA-A*31:01:02',
    'UGT1A1*28',
    'TPMT*3A',
    'DPYD*2A',
    'CYP2D6*4.001',
    'CYP2D6*2x2',
    'CYP2D6*1xN',
  ])('star allele %s is sent', async (name) => {
    nock.cleanAll();
    const encoded = encodeURIComponent(name);
    const got = nock(BASE)
      .get(`/v1/allele/${encoded}`)
      .reply(200, { name, gene: name.split('*')[0] });
    await expect(client.alleles.get(name)).resolves.toMatchObject({ name });
    expect(got.isDone()).toBe(true);
  });

  it.each(['CYP2C19', 'HLA-B', 'SLCO1B1', 'C11orf65', 'MT-RNR1', 'G6PD'])(
    'gene symbol %s is sent',
    async (symbol) => {
      nock.cleanAll();
      const got = nock(BASE).get(`/v1/gene/${symbol}`).reply(200, { symbol });
      await expect(client.genes.get(symbol)).resolves.toMatchObject({ symbol });
      expect(got.isDone()).toBe(true);
    },
  );
});
