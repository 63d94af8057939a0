import nock from 'nock';
import { describe, expect, it } from 'vitest';
import {
  annotation,
  BASE,
  clopidogrelPair,
  cpicClopidogrel,
  cyp2c19star2,
  plavixLabel,
  testClient,
} from './helpers.js';

const client = testClient();

describe('genes', () => {
  it('get: GET /v1/gene/{symbol} gives the gene with its annotation count', async () => {
    nock(BASE)
      .get('/v1/gene/HLA-B')
      .reply(200, {
        id: 'PA35056',
        symbol: 'HLA-B',
        name: 'major histocompatibility complex, class I, B',
        chromosome: '6',
        chromosomeLocation: '6p21.33',
        clinicalAnnotations: 120,
        relatedDrugs: ['abacavir', 'allopurinol', 'carbamazepine'],
      });
    const gene = await client.genes.get('HLA-B');
    expect(gene.symbol).toBe('HLA-B');
    expect(gene.chromosome).toBe('6');
    expect(gene.clinicalAnnotations).toBe(120);
    expect(gene.relatedDrugs).toContain('abacavir');
  });

  it('search: GET /v1/gene?q= gives one page, done', async () => {
    const scope = nock(BASE)
      .get('/v1/gene')
      .query({ q: 'cytochrome P450 2C' })
      .reply(200, [
        { symbol: 'CYP2C19', name: 'cytochrome P450 family 2 subfamily C member 19' },
        { symbol: 'CYP2C9', name: 'cytochrome P450 family 2 subfamily C member 9' },
      ]);
    const page = await client.genes.search('cytochrome P450 2C');
    expect(page.items.map((g) => g.symbol)).toEqual(['CYP2C19', 'CYP2C9']);
    expect(page.hasNextPage()).toBe(false);
    expect(page.raw).toHaveLength(2);
    expect(scope.isDone()).toBe(true);
  });

  it('search without a term sends no q', async () => {
    nock(BASE)
      .get('/v1/gene')
      .query({})
      .reply(200, [{ symbol: 'DPYD' }]);
    const all = await client.genes.search().toArray();
    expect(all.map((g) => g.symbol)).toEqual(['DPYD']);
  });
});

describe('drugs', () => {
  it('get: GET /v1/chemical/{drug_id}', async () => {
    nock(BASE)
      .get('/v1/chemical/PA451906')
      .reply(200, {
        id: 'PA451906',
        name: 'warfarin',
        genericNames: ['warfarin sodium'],
        tradeNames: ['Coumadin', 'Jantoven'],
        drugClasses: ['Anticoagulants'],
        indication: 'Prevention of thrombosis',
        relatedGenes: ['CYP2C9', 'VKORC1', 'CYP4F2'],
      });
    const drug = await client.drugs.get('PA451906');
    expect(drug.name).toBe('warfarin');
    expect(drug.relatedGenes).toEqual(['CYP2C9', 'VKORC1', 'CYP4F2']);
  });

  it('search: GET /v1/chemical?name= (trimmed)', async () => {
    nock(BASE)
      .get('/v1/chemical')
      .query({ name: 'Plavix' })
      .reply(200, [{ id: 'PA449053', name: 'clopidogrel', tradeNames: ['Plavix'] }]);
    const [drug] = await client.drugs.search('  Plavix ').toArray();
    expect(drug?.id).toBe('PA449053');
  });
});

describe('geneDrugPairs', () => {
  it('list: GET /v1/geneDrugPair with gene, drug and pgxLevel', async () => {
    nock(BASE)
      .get('/v1/geneDrugPair')
      .query({ gene: 'CYP2C19', drug: 'clopidogrel', pgxLevel: 'A' })
      .reply(200, [clopidogrelPair]);
    const [pair] = await client.geneDrugPairs
      .list({ gene: 'CYP2C19', drug: 'clopidogrel', pgxLevel: 'A' })
      .toArray();
    expect(pair).toMatchObject({ pgxLevel: 'A', hasGuideline: true, clinicalAnnotationCount: 42 });
    expect(pair?.sources).toContain('CPIC');
  });
});

describe('guidelines', () => {
  it('get: GET /v1/guideline/{id} with recommendations', async () => {
    nock(BASE).get('/v1/guideline/PA166104948').reply(200, cpicClopidogrel);
    const g = await client.guidelines.get('PA166104948');
    expect(g.source).toBe('CPIC');
    expect(g.recommendationLevel).toBe('A');
    expect(g.recommendations?.[0]).toMatchObject({
      phenotype: 'CYP2C19 Poor Metabolizer',
      classification: 'Strong',
    });
  });

  it('list: GET /v1/guideline?source=&gene=&drug=', async () => {
    nock(BASE)
      .get('/v1/guideline')
      .query({ source: 'DPWG', gene: 'CYP2C19', drug: 'clopidogrel' })
      .reply(200, [{ ...cpicClopidogrel, id: 'PA166104956', source: 'DPWG', recommendations: [] }]);
    const page = await client.guidelines.list({ source: 'DPWG', gene: 'CYP2C19', drug: 'clopidogrel' });
    expect(page.items.map((g) => g.source)).toEqual(['DPWG']);
  });
});

describe('alleles', () => {
  it('get: GET /v1/allele/{name}, HLA colons percent-encoded', async () => {
    nock(BASE).get('/v1/allele/HLA-B*57%3A01').reply(200, {
      name: 'HLA-B*57:01',
      gene: 'HLA-B',
      function: 'uncertain function',
      activityScore: 'n/a',
    });
    const allele = await client.alleles.get('HLA-B*57:01');
    expect(allele.name).toBe('HLA-B*57:01');
    expect(allele.function).toBe('Uncertain function');
    expect(allele.activityScore).toBeNull();
  });

  it('get: GET /v1/allele/CYP2C19*2', async () => {
    nock(BASE).get('/v1/allele/CYP2C19*2').reply(200, cyp2c19star2);
    const allele = await client.alleles.get('CYP2C19*2');
    expect(allele).toMatchObject({
      function: 'No function',
      activityScore: 0,
      definingVariants: ['rs4244285'],
    });
    expect(allele.frequencies?.European).toBe(0.147);
  });

  it('list: GET /v1/allele?gene=', async () => {
    nock(BASE)
      .get('/v1/allele')
      .query({ gene: 'CYP2C19' })
      .reply(200, [
        { name: 'CYP2C19*1', gene: 'CYP2C19', function: 'Normal function', activityScore: 1 },
        cyp2c19star2,
        { name: 'CYP2C19*17', gene: 'CYP2C19', function: 'Increased function', activityScore: '1.5' },
      ]);
    const alleles = await client.alleles.list({ gene: 'CYP2C19' }).toArray();
    expect(alleles.map((a) => [a.name, a.function, a.activityScore])).toEqual([
      ['CYP2C19*1', 'Normal function', 1],
      ['CYP2C19*2', 'No function', 0],
      ['CYP2C19*17', 'Increased function', 1.5],
    ]);
  });
});

describe('variants', () => {
  const rs4244285 = {
    rsid: 'rs4244285',
    chromosome: '10',
    position: 94781859,
    gene: 'CYP2C19',
    alleles: ['G', 'A'],
    consequence: 'synonymous_variant',
    clinicalSignificance: 'drug response',
    frequencies: { European: 0.15 },
    references: ['19106084'],
  };

  it('get: GET /v1/variant/{rsid}', async () => {
    nock(BASE).get('/v1/variant/rs4244285').reply(200, rs4244285);
    const variant = await client.variants.get('rs4244285');
    expect(variant).toMatchObject({ chromosome: '10', position: 94781859, gene: 'CYP2C19' });
  });

  it('list: GET /v1/variant?chromosome=&position=', async () => {
    nock(BASE).get('/v1/variant').query({ chromosome: '10', position: '94781859' }).reply(200, [rs4244285]);
    const page = await client.variants.list({ chromosome: '10', position: 94781859 });
    expect(page.items.map((v) => v.rsid)).toEqual(['rs4244285']);
  });

  it('list by chromosome alone', async () => {
    nock(BASE).get('/v1/variant').query({ chromosome: 'X' }).reply(200, []);
    expect((await client.variants.list({ chromosome: 'X' })).items).toEqual([]);
  });
});

describe('clinicalAnnotations', () => {
  it('list: GET /v1/clinicalAnnotation with every filter', async () => {
    nock(BASE)
      .get('/v1/clinicalAnnotation')
      .query({
        gene: 'CYP2C19',
        drug: 'clopidogrel',
        evidenceLevel: '1A',
        phenotype: 'Reduced platelet inhibition',
      })
      .reply(200, [annotation('1449309937', '1A')]);
    const [a] = await client.clinicalAnnotations
      .list({
        gene: 'CYP2C19',
        drug: 'clopidogrel',
        evidenceLevel: '1A',
        phenotype: 'Reduced platelet inhibition',
      })
      .toArray();
    expect(a).toMatchObject({ id: '1449309937', evidenceLevel: '1A', pmid: '19106084' });
  });
});

describe('drugLabels', () => {
  it('list: GET /v1/drugLabel?drug=&source= (Health Canada encoded)', async () => {
    nock(BASE)
      .get('/v1/drugLabel')
      .query({ drug: 'clopidogrel', source: 'Health Canada' })
      .reply(200, [{ ...plavixLabel, source: 'Health Canada' }]);
    const [label] = await client.drugLabels.list({ drug: 'clopidogrel', source: 'Health Canada' }).toArray();
    expect(label?.source).toBe('Health Canada');
    expect(label?.sections?.testing).toContain('CYP2C19');
  });
});

describe('pathways', () => {
  const warfarinPkPd = {
    id: 'PA145011113',
    name: 'Warfarin Pathway, Pharmacokinetics',
    drugs: ['warfarin'],
    genes: ['CYP2C9', 'VKORC1'],
    description: 'Warfarin is metabolized mainly by CYP2C9.',
    diagramUrl: 'https://www.clinpgx.org/pathway/PA145011113',
    steps: [
      { step: 1, process: 'Absorption', genes: [] },
      { step: 2, process: 'Metabolism', genes: ['CYP2C9'] },
    ],
  };

  it('get: GET /v1/pathway/{id} with steps', async () => {
    nock(BASE).get('/v1/pathway/PA145011113').reply(200, warfarinPkPd);
    const p = await client.pathways.get('PA145011113');
    expect(p.steps?.map((s) => s.process)).toEqual(['Absorption', 'Metabolism']);
  });

  it('list: GET /v1/pathway?drug=&gene=', async () => {
    nock(BASE).get('/v1/pathway').query({ drug: 'warfarin', gene: 'CYP2C9' }).reply(200, [warfarinPkPd]);
    const page = await client.pathways.list({ drug: 'warfarin', gene: 'CYP2C9' });
    expect(page.items[0]?.genes).toContain('VKORC1');
  });
});
