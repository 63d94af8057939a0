import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

// The real CYP2C19 and clopidogrel record (study GCST004264, Backman 2017), with the values the
// page quoting the catalog gives (gwas/data/real.json names it), in both API versions; what no
// source showed is null, never made up.

let emulator: Emulator;
let catalog: string;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  catalog = emulator.baseUrls.gwasCatalog as string;
});
afterAll(() => emulator.close());

type Body = { readonly [key: string]: Body };
const getJson = async (url: string) => (await (await fetch(url)).json()) as Body;

describe('GCST004264: clopidogrel active metabolite levels', () => {
  it('is the one association mapped to CYP2C19, with its risk allele, p-value and beta as quoted', async () => {
    const page = await getJson(`${catalog}/v2/associations?mapped_gene=CYP2C19`);
    expect(page._embedded?.associations).toHaveLength(1);
    expect(page._embedded?.associations?.[0]).toMatchObject({
      accession_id: 'GCST004264',
      reported_trait: ['Clopidogrel active metabolite levels'],
      snp_effect_allele: ['rs7915414-A'],
      pvalue_mantissa: 3,
      pvalue_exponent: -14,
      beta: '6.01 unit decrease',
      mapped_genes: ['CYP2C19'],
      pubmed_id: '28207573',
      first_author: 'Backman JD',
      risk_frequency: null,
      efo_traits: [],
    });
  });

  it('its study and paper answer in both versions; unconfirmed study fields are null', async () => {
    const v2 = await getJson(`${catalog}/v2/studies/GCST004264`);
    expect(v2).toMatchObject({
      accession_id: 'GCST004264',
      pubmed_id: 28207573,
      disease_trait: 'Clopidogrel active metabolite levels',
      initial_sample_size: null,
      snp_count: null,
      full_summary_stats_available: false,
    });
    const v1 = await getJson(`${catalog}/studies/GCST004264`);
    expect(v1).toMatchObject({
      accessionId: 'GCST004264',
      diseaseTrait: { trait: 'Clopidogrel active metabolite levels' },
    });
    const paper = await getJson(`${catalog}/v2/publications/28207573`);
    expect(paper).toMatchObject({ pubmed_id: '28207573', journal: 'Pharmacogenet Genomics' });
    expect(String(paper.title)).toMatch(/^Genome-wide analysis of clopidogrel active metabolite levels/);
  });

  it('links the association to its study only: the study gets no generated associations', async () => {
    const v2 = await getJson(`${catalog}/v2/associations?accession_id=GCST004264`);
    expect(v2.page?.total_elements).toBe(1);
    const v1 = await getJson(`${catalog}/studies/GCST004264/associations`);
    const listed = v1._embedded?.associations as unknown as Body[];
    expect(listed.map((a) => a.loci?.[0]?.strongestRiskAlleles?.[0]?.riskAlleleName)).toEqual([
      'rs7915414-A',
    ]);
  });
});
