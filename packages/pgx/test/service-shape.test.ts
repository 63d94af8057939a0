import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { BASE, testClient } from './helpers.js';

// Records in the live ClinPGx/PharmGKB shape: field names, nesting and the `{ data, status }`
// envelope as the service serves them (from trimmed live captures published by a public project,
// 2026), values shortened. The spec's simplified names are read from them.

const client = testClient();
const envelope = (data: unknown) => ({ data, status: 'success' });
const ref = (objCls: string, id: string, name: string, symbol?: string) => ({
  objCls,
  id,
  name,
  ...(symbol ? { symbol } : {}),
});
const CYP2D6 = ref('Gene', 'PA128', 'cytochrome P450 family 2 subfamily D member 6', 'CYP2D6');
const codeine = ref('Chemical', 'PA449088', 'codeine');

describe('pgx records in the live service shape', () => {
  it('guideline: relatedGenes/relatedChemicals are genes/drugs, summaryHtml the summary, textHtml the text, @id the id', async () => {
    nock(BASE)
      .get('/v1/guideline/PA166104996')
      .reply(
        200,
        envelope({
          '@id': 'https://api.clinpgx.org/v1/data/guidelineAnnotation/PA166104996',
          objCls: 'GuidelineAnnotation',
          name: 'Annotation of CPIC Guideline for codeine and CYP2D6',
          source: 'CPIC',
          relatedGenes: [CYP2D6],
          relatedChemicals: [codeine],
          summaryHtml: '<p>Use label-recommended dosing in normal metabolizers.</p>',
          textHtml: '<p>The CPIC guideline for CYP2D6 and codeine ...</p>',
          recommendation: true,
        }),
      );
    const guideline = await client.guidelines.get('PA166104996');
    expect(guideline).toMatchObject({
      id: 'PA166104996',
      source: 'CPIC',
      genes: ['CYP2D6'],
      drugs: ['codeine'],
      summary: '<p>Use label-recommended dosing in normal metabolizers.</p>',
      text: '<p>The CPIC guideline for CYP2D6 and codeine ...</p>',
      objCls: 'GuidelineAnnotation',
    });
  });

  it("guideline list: summaryMarkdown.html, and a source beyond the spec's three (CPNDS)", async () => {
    nock(BASE)
      .get('/v1/guideline')
      .query({ gene: 'CYP2D6' })
      .reply(
        200,
        envelope([
          {
            objCls: 'GuidelineAnnotation',
            id: 'PA166181115',
            name: 'Annotation of CPNDS Guideline for codeine and CYP2D6',
            source: 'CPNDS',
            relatedGenes: [CYP2D6],
            relatedChemicals: [codeine],
            summaryMarkdown: { id: 1, html: '<p>Codeine is contraindicated in children.</p>' },
          },
        ]),
      );
    const [guideline] = await client.guidelines.list({ gene: 'CYP2D6' }).toArray();
    expect(guideline).toMatchObject({
      source: 'CPNDS',
      genes: ['CYP2D6'],
      summary: '<p>Codeine is contraindicated in children.</p>',
    });
  });

  it('gene: chr.name is the chromosome, vipSummary.html the description', async () => {
    nock(BASE)
      .get('/v1/gene/CYP2D6')
      .reply(
        200,
        envelope({
          objCls: 'Gene',
          id: 'PA128',
          symbol: 'CYP2D6',
          name: 'cytochrome P450 family 2 subfamily D member 6',
          chr: { objCls: 'Chromosome', id: 'PA525', name: 'chr22' },
          cbStart: 'q13.1',
          vipSummary: { id: 1448995144, html: '<p>CYP2D6 is one of the key pharmacogenes.</p>' },
        }),
      );
    const gene = await client.genes.get('CYP2D6');
    expect(gene).toMatchObject({
      id: 'PA128',
      symbol: 'CYP2D6',
      chromosome: 'chr22',
      description: '<p>CYP2D6 is one of the key pharmacogenes.</p>',
    });
  });

  it('drug (chemical): relatedGenes references read as symbols', async () => {
    nock(BASE)
      .get('/v1/chemical/PA449088')
      .reply(
        200,
        envelope({
          objCls: 'Chemical',
          id: 'PA449088',
          name: 'codeine',
          genericNames: ['Methylmorphine'],
          relatedGenes: [
            CYP2D6,
            ref('Gene', 'PA361', 'UDP glucuronosyltransferase family 2 member B7', 'UGT2B7'),
          ],
        }),
      );
    const drug = await client.drugs.get('PA449088');
    expect(drug).toMatchObject({ id: 'PA449088', name: 'codeine', relatedGenes: ['CYP2D6', 'UGT2B7'] });
  });

  it('clinical annotation: accessionId, levelOfEvidence.term, relatedChemicals, location.genes', async () => {
    nock(BASE)
      .get('/v1/clinicalAnnotation')
      .query({ gene: 'CYP2D6' })
      .reply(
        200,
        envelope([
          {
            id: 1451288220,
            accessionId: 'PA166226241',
            levelOfEvidence: { id: 827923052, resource: 'Level of Evidence', term: '1A' },
            location: {
              id: 1451645160,
              displayName: 'CYP2D6*1, CYP2D6*4',
              genes: [CYP2D6],
              type: 'haplotype',
            },
            name: 'CYP2D6*1, CYP2D6*4; codeine; Pain (level 1A Efficacy)',
            relatedChemicals: [codeine],
            relatedDiseases: [ref('Disease', 'PA445089', 'Pain')],
            types: ['Efficacy'],
          },
        ]),
      );
    const [annotation] = await client.clinicalAnnotations.list({ gene: 'CYP2D6' }).toArray();
    expect(annotation).toMatchObject({
      id: 'PA166226241',
      evidenceLevel: '1A',
      gene: 'CYP2D6',
      drug: 'codeine',
      phenotype: 'Pain',
    });
  });

  it('allele: the symbol is the full name, the gene reference its symbol', async () => {
    nock(BASE)
      .get('/v1/allele')
      .query({ gene: 'CYP2D6' })
      .reply(
        200,
        envelope([
          { objCls: 'StarAllele', id: 'PA166123345', symbol: 'CYP2D6*105', name: '*105', gene: CYP2D6 },
        ]),
      );
    const [allele] = await client.alleles.list({ gene: 'CYP2D6' }).toArray();
    expect(allele).toMatchObject({ name: 'CYP2D6*105', gene: 'CYP2D6', id: 'PA166123345' });
  });

  it('variant: symbol is the rs id, location.chromosomeName the chromosome, relatedGenes the gene', async () => {
    nock(BASE)
      .get('/v1/variant/rs7439366')
      .reply(
        200,
        envelope({
          objCls: 'Variant',
          id: 'PA166156619',
          symbol: 'rs7439366',
          name: 'rs7439366',
          location: { chromosomeName: 'chr4', gpPosition: 69964338 },
          relatedGenes: [ref('Gene', 'PA361', 'UDP glucuronosyltransferase family 2 member B7', 'UGT2B7')],
        }),
      );
    const variant = await client.variants.get('rs7439366');
    expect(variant).toMatchObject({ rsid: 'rs7439366', chromosome: 'chr4', gene: 'UGT2B7' });
  });

  it('pathway: relatedGenes/relatedChemicals are genes/drugs, summaryHtml the description', async () => {
    nock(BASE)
      .get('/v1/pathway/PA146123006')
      .reply(
        200,
        envelope({
          objCls: 'Pathway',
          id: 'PA146123006',
          name: 'Codeine and Morphine Pathway, Pharmacokinetics',
          relatedGenes: [CYP2D6],
          relatedChemicals: [codeine, ref('Chemical', 'PA450550', 'morphine')],
          summaryHtml: '<p>Codeine is O-demethylated to morphine by CYP2D6.</p>',
        }),
      );
    const pathway = await client.pathways.get('PA146123006');
    expect(pathway).toMatchObject({
      genes: ['CYP2D6'],
      drugs: ['codeine', 'morphine'],
      description: '<p>Codeine is O-demethylated to morphine by CYP2D6.</p>',
    });
  });

  it('drug label: relatedChemicals is the drug, relatedGenes the biomarkers, any agency as source', async () => {
    nock(BASE)
      .get('/v1/drugLabel')
      .query({ drug: 'codeine' })
      .reply(
        200,
        envelope([
          {
            objCls: 'Label',
            id: 'PA166104884',
            name: 'Annotation of Swissmedic Label for codeine and CYP2D6',
            source: 'Swissmedic',
            relatedChemicals: [codeine],
            relatedGenes: [CYP2D6],
            testing: { term: 'Actionable PGx' },
          },
        ]),
      );
    const [label] = await client.drugLabels.list({ drug: 'codeine' }).toArray();
    expect(label).toMatchObject({
      id: 'PA166104884',
      drug: 'codeine',
      biomarkers: ['CYP2D6'],
      source: 'Swissmedic',
    });
  });

  it('gene-drug pair: gene and drug references read as names', async () => {
    nock(BASE)
      .get('/v1/geneDrugPair')
      .query({ gene: 'CYP2D6' })
      .reply(200, envelope([{ gene: CYP2D6, drug: codeine, pgxLevel: 'A' }]));
    const [pair] = await client.geneDrugPairs.list({ gene: 'CYP2D6' }).toArray();
    expect(pair).toMatchObject({ gene: 'CYP2D6', drug: 'codeine', pgxLevel: 'A' });
  });

  it("the spec's own names still win when both are sent", async () => {
    nock(BASE)
      .get('/v1/guideline/PA1')
      .reply(200, { id: 'PA1', genes: ['CYP2C19'], relatedGenes: [CYP2D6], summary: 'spec' });
    expect(await client.guidelines.get('PA1')).toMatchObject({ genes: ['CYP2C19'], summary: 'spec' });
  });
});
