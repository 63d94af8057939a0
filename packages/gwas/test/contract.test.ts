import nock from 'nock';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AssociationV1Schema,
  HalListSchema,
  halItems,
  MappingMetadataV1Schema,
  readSumstats,
  StudyV1Schema,
  VariantV1Schema,
} from '../src/index.js';
import { CATALOG, CATALOG_PATH, readReal, realBytes, realJson, testClient } from './helpers.js';

// Every real GWAS file in fixtures/real parses, with the values the recording holds.

describe('contract: real v1 responses through the v1 client', () => {
  const client = testClient({ apiVersion: 'v1' });

  it('study-GCST000854.json: studies.get', async () => {
    nock(CATALOG).get(`${CATALOG_PATH}/studies/GCST000854`).reply(200, realJson('study-GCST000854.json'));
    const study = await client.studies.get('GCST000854');
    expect(study.accessionId).toBe('GCST000854');
    expect(study.publicationInfo?.pubmedId).toBe('21041247');
    expect(study.publicationInfo?.author?.fullname).toBe('Perlis RH');
    expect(study.diseaseTrait?.trait).toBe('Suicide risk');
    expect(study.snpCount).toBe(1922309);
    expect(study.ancestries?.map((a) => [a.type, a.numberOfIndividuals])).toEqual([
      ['initial', 4390],
      ['replication', 2698],
      ['replication', 1649],
    ]);
    expect(study.ancestries?.[1]?.countryOfRecruitment?.[0]?.countryName).toBe('Germany');
    expect(study.genotypingTechnologies?.[0]?.genotypingTechnology).toBe('Genome-wide genotyping array');
    expect(study._links?.associations).toEqual({
      href: 'https://www.ebi.ac.uk/gwas/rest/api/studies/GCST000854/associations',
    });
  });

  it('studies-findByDiseaseTrait.json: a one-page search with its page block', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/studies/search/findByDiseaseTrait`)
      .query({ diseaseTrait: 'Common traits (Other)', page: '0' })
      .reply(200, realJson('studies-findByDiseaseTrait.json'));
    const list = client.studies.list({ diseaseTrait: 'Common traits (Other)' });
    const page = await list;
    expect(page.total).toBe(1);
    expect(page.hasNextPage()).toBe(false);
    expect(page.items.map((s) => s.accessionId)).toEqual(['GCST000706']);
    expect(page.items[0]?.initialSampleSize).toBe('9,126 European ancestry individuals');
    expect(page.items[0]?.publicationInfo?.title).toBe(
      'Web-based, participant-driven studies yield novel genetic associations for common traits.',
    );
    expect(page.raw?.page).toEqual({ size: 20, totalElements: 1, totalPages: 1, number: 0 });
  });

  it('association-15608.json: associations.get with the exact p-value and links', async () => {
    nock(CATALOG).get(`${CATALOG_PATH}/associations/15608`).reply(200, realJson('association-15608.json'));
    const a = await client.associations.get(15608);
    expect(a.associationId).toBe('15608');
    expect(a.pvalue).toBe(4e-7);
    expect(a.pvalueDescription).toBe('(braces)');
    expect(a.pValue).toMatchObject({ mantissa: 4, exponent: -7, text: '4e-7', underflow: false });
    expect(a.loci?.[0]?.strongestRiskAlleles?.[0]?.riskAlleleName).toBe('rs1535480-?');
    expect(a.loci?.[0]?.authorReportedGenes?.[0]?.geneName).toBe('NR');
    expect(a.snpType).toBe('novel');
    expect(a.lastMappingDate).toBe('2021-06-24T21:40:05.000+0000');
  });

  it('snp-rs7329174.json: variants.get with locations and genomic contexts', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/singleNucleotidePolymorphisms/rs7329174`)
      .reply(200, realJson('snp-rs7329174.json'));
    const snp = await client.variants.get('rs7329174');
    expect(snp.rsId).toBe('rs7329174');
    expect(snp.functionalClass).toBe('intron_variant');
    expect(snp.locations?.[0]).toMatchObject({
      chromosomeName: '13',
      chromosomePosition: 40983974,
      region: { name: '13q14.11' },
    });
    const contexts = snp.genomicContexts ?? [];
    expect(contexts.length).toBeGreaterThan(3);
    expect(contexts[0]).toMatchObject({ distance: 62225, source: 'Ensembl', isUpstream: true });
    expect(contexts[0]?.gene?.geneName).toBe('TPTE2P5');
    expect(contexts[0]?.gene?.entrezGeneIds?.[0]?.entrezGeneId).toBe('100616668');
    expect(contexts.some((c) => c.gene?.geneName === 'WBP4')).toBe(true);
  });

  it('metadata.json: the mapping metadata collection', () => {
    const body = v.parse(HalListSchema, realJson('metadata.json'));
    const [meta] = halItems(body).map((x) => v.parse(MappingMetadataV1Schema, x));
    expect(meta).toMatchObject({
      ensemblReleaseNumber: 109,
      genomeBuildVersion: 'GRCh38.p13',
      dbsnpVersion: 154,
    });
  });

  it('every v1 record schema accepts the recorded records as they are', () => {
    expect(v.safeParse(StudyV1Schema, realJson('study-GCST000854.json')).success).toBe(true);
    expect(v.safeParse(AssociationV1Schema, realJson('association-15608.json')).success).toBe(true);
    expect(v.safeParse(VariantV1Schema, realJson('snp-rs7329174.json')).success).toBe(true);
  });
});

describe('contract: the v2 OpenAPI document (SPEC)', () => {
  const spec = readReal('gwas-catalog/rest-api-v2.openapi.yaml');

  it('serves under the same root as v1 and names every path the v2 client uses', () => {
    expect(spec).toContain('- url: https://www.ebi.ac.uk/gwas/rest/api\n');
    for (const p of [
      '/v2/studies:',
      '/v2/studies/{accession_id}:',
      '/v2/associations:',
      '/v2/associations/{association_id}:',
      '/v2/single-nucleotide-polymorphisms:',
      '/v2/single-nucleotide-polymorphisms/{rs_id}:',
      '/v2/efo-traits:',
      '/v2/efo-traits/{efo_id}:',
      '/v2/publications:',
      '/v2/publications/{pubmed_id}:',
      '/v2/genes:',
      '/v2/genes/{gene_name}:',
    ]) {
      expect(spec).toContain(`\n  ${p}\n`);
    }
  });

  it('documents every v2 query filter the client sends', () => {
    for (const name of [
      'pubmed_id',
      'disease_trait',
      'full_pvalue_set',
      'efo_id',
      'efo_trait',
      'accession_id',
      'rs_id',
      'bp_start',
      'bp_end',
      'mapped_gene',
      'show_child_trait',
      'extended_geneset',
      'first_author',
    ]) {
      expect(spec).toContain(`- name: ${name}\n`);
    }
  });
});

describe('contract: GWAS-SSF example file (gwas-sumstats/0000123.tsv)', () => {
  it('reads every row with typed values, missing values as null', async () => {
    const rows = [];
    for await (const row of readSumstats(realBytes('gwas-sumstats/0000123.tsv'))) rows.push(row);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      chromosome: '1',
      base_pair_location: 869388,
      effect_allele: 'A',
      other_allele: 'G',
      beta: -0.016619,
      standard_error: 0.00806496,
      effect_allele_frequency: 0.997221,
      p_value: 0.1,
      variant_id: '1_869388_A_G',
      rsid: null,
      ref_allele: 'EA',
    });
    expect(rows[0]?.pValue).toMatchObject({ mantissa: 1, exponent: -1 });
    expect(rows[3]?.pValue).toMatchObject({ mantissa: 5.7, exponent: -76, text: '5.7e-76' });
    expect(rows[4]).toMatchObject({ chromosome: '23', rsid: 'rs5949233', variant_id: '23_24173186_C_A' });
    expect(rows[2]?.other_allele).toBe('TG');
  });

  it('reads the same rows gzipped (told apart by the magic number)', async () => {
    const { gzipSync } = await import('node:zlib');
    const rows = [];
    for await (const row of readSumstats(gzipSync(realBytes('gwas-sumstats/0000123.tsv')))) rows.push(row);
    expect(rows.map((r) => r.rsid)).toEqual([null, 'rs74143855', 'rs142640435', 'rs774624811', 'rs5949233']);
  });

  it('the metadata (0000123.tsv-meta.yaml) names the file and format the reader handles', () => {
    const meta = readReal('gwas-sumstats/0000123.tsv-meta.yaml');
    expect(meta).toContain('file_type: GWAS-SSF v1.0');
    expect(meta).toContain('gwas_id: GCST90000123');
    const schema = JSON.parse(readReal('gwas-sumstats/metadata-json-schema.json')) as {
      properties?: Record<string, unknown>;
    };
    expect(schema.properties).toHaveProperty('file_type');
    expect(schema.properties).toHaveProperty('is_harmonised');
  });
});
