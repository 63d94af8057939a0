import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFoundError, RateLimitError } from '../src/index.js';
import { BASE, errorOf, testClient } from './helpers.js';

// No recorded S2 response exists in fixtures/real (there is no public deployment of this
// path layout). These bodies follow the sample responses the S2 documentation shows, field for
// field, with its `[...]` placeholders filled in: the client must read them as they are.
const client = testClient();

describe('the documented sample responses', () => {
  it('Gene CYP2D6 with clinicalAnnotations as an array and relatedDrugs', async () => {
    nock(BASE)
      .get('/v1/gene/CYP2D6')
      .reply(200, {
        id: 'PA128',
        symbol: 'CYP2D6',
        name: 'cytochrome P450 family 2 subfamily D member 6',
        chromosome: '22',
        chromosomeLocation: '22q13.2',
        function: 'Drug metabolism',
        description: 'Highly polymorphic gene encoding enzyme...',
        clinicalAnnotations: [{ id: '981755803' }, { id: '1183684411' }],
        relatedDrugs: ['codeine', 'tamoxifen'],
      });
    const gene = await client.genes.get('CYP2D6');
    expect(gene).toMatchObject({ id: 'PA128', chromosomeLocation: '22q13.2', clinicalAnnotations: 2 });
  });

  it('Drug search for warfarin: an array of drugs', async () => {
    nock(BASE)
      .get('/v1/chemical')
      .query({ name: 'warfarin' })
      .reply(200, [
        {
          id: 'PA451906',
          name: 'warfarin',
          genericNames: ['warfarin sodium'],
          tradeNames: ['Coumadin', 'Jantoven'],
          drugClasses: ['Anticoagulants'],
          indication: 'Prevention of thrombosis',
          relatedGenes: ['CYP2C9', 'VKORC1', 'CYP4F2'],
        },
      ]);
    const [drug] = await client.drugs.search('warfarin').toArray();
    expect(drug?.tradeNames).toEqual(['Coumadin', 'Jantoven']);
  });

  it('Guideline PA166104939 (CPIC, level A, pmid as a string)', async () => {
    nock(BASE)
      .get('/v1/guideline/PA166104939')
      .reply(200, {
        id: 'PA166104939',
        name: 'CPIC Guideline for CYP2C19 and Clopidogrel',
        source: 'CPIC',
        genes: ['CYP2C19'],
        drugs: ['clopidogrel'],
        recommendationLevel: 'A',
        lastUpdated: '2023-08-01',
        summary: 'Alternative antiplatelet therapy recommended for...',
        recommendations: [{ phenotype: 'Poor Metabolizer', recommendation: 'Use an alternative' }],
        pdfUrl: 'https://www.clinpgx.org/guideline.pdf',
        pmid: '23400754',
      });
    const g = await client.guidelines.get('PA166104939');
    expect(g).toMatchObject({
      source: 'CPIC',
      recommendationLevel: 'A',
      pmid: '23400754',
      lastUpdated: '2023-08-01',
    });
  });

  it('Clinical annotation list (codeine, level 1A)', async () => {
    nock(BASE)
      .get('/v1/clinicalAnnotation')
      .query({ gene: 'CYP2D6', drug: 'codeine' })
      .reply(200, [
        {
          id: 'PA166153683',
          gene: 'CYP2D6',
          drug: 'codeine',
          phenotype: 'Reduced analgesic effect',
          evidenceLevel: '1A',
          annotation: 'Poor metabolizers have reduced conversion...',
          pmid: '24618998',
          studyType: 'Clinical trial',
          population: 'European',
          sources: ['CPIC'],
        },
      ]);
    const [a] = await client.clinicalAnnotations.list({ gene: 'CYP2D6', drug: 'codeine' }).toArray();
    expect(a).toMatchObject({ evidenceLevel: '1A', sources: ['CPIC'] });
  });

  it('Drug label list (warfarin, FDA, sections testing/dosing/warnings)', async () => {
    nock(BASE)
      .get('/v1/drugLabel')
      .query({ drug: 'warfarin', source: 'FDA' })
      .reply(200, [
        {
          id: 'DL001234',
          drug: 'warfarin',
          source: 'FDA',
          sections: {
            testing: 'Consider CYP2C9 and VKORC1 genotyping...',
            dosing: 'Dose adjustment based on genotype...',
            warnings: 'Risk of bleeding in certain genotypes',
          },
          biomarkers: ['CYP2C9', 'VKORC1'],
          testingRecommended: true,
          labelUrl: 'https://dailymed.nlm.nih.gov/...',
          lastUpdated: '2024-01-15',
        },
      ]);
    const [label] = await client.drugLabels.list({ drug: 'warfarin', source: 'FDA' }).toArray();
    expect(label).toMatchObject({
      id: 'DL001234',
      testingRecommended: true,
      biomarkers: ['CYP2C9', 'VKORC1'],
    });
  });

  it('Pathway PA146123006 with steps {step, process, genes}', async () => {
    nock(BASE)
      .get('/v1/pathway/PA146123006')
      .reply(200, {
        id: 'PA146123006',
        name: 'Warfarin Pharmacokinetics and Pharmacodynamics',
        drugs: ['warfarin'],
        genes: ['CYP2C9', 'VKORC1', 'CYP4F2', 'GGCX'],
        description: 'Warfarin is metabolized primarily by CYP2C9...',
        diagramUrl: 'https://www.clinpgx.org/pathway/...',
        steps: [
          { step: 1, process: 'Absorption', genes: [] },
          { step: 2, process: 'Metabolism', genes: ['CYP2C9', 'CYP2C19'] },
          { step: 3, process: 'Target interaction', genes: ['VKORC1'] },
        ],
      });
    const p = await client.pathways.get('PA146123006');
    expect(p.steps?.map((s) => s.genes?.length)).toEqual([0, 2, 1]);
  });

  it('the documented 404 and 429 bodies', async () => {
    nock(BASE)
      .get('/v1/gene/INVALID')
      .reply(404, { error: 'Resource not found', message: "Gene 'INVALID' does not exist" })
      .get('/v1/gene/CYP2D6')
      .reply(429, { error: 'Rate limit exceeded', message: 'Maximum 2 requests per second allowed' });
    const missing = await errorOf(() => client.genes.get('INVALID'));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as Error).message).toContain("Gene 'INVALID' does not exist");
    const limited = await errorOf(() => client.genes.get('CYP2D6'));
    expect(limited).toBeInstanceOf(RateLimitError);
    expect((limited as Error).message).toContain('Maximum 2 requests per second allowed');
  });
});
