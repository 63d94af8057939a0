import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { CATALOG, CATALOG_PATH, testClient } from './helpers.js';

// Every operation of the spec's v1 table, and its API 2.0 equivalent, goes to the right path with
// the right query. Replies are minimal valid bodies; the point is the request.

type Call = (c: ReturnType<typeof testClient<'v1'>> & ReturnType<typeof testClient>) => PromiseLike<unknown>;

const empty = {
  _links: { self: { href: 'x' } },
  page: { size: 20, totalElements: 0, totalPages: 0, number: 0 },
};
const unpaged = { _embedded: { things: [] }, _links: { self: { href: 'x' } } };

const study1 = { accessionId: 'GCST000854' };
const assoc1 = {
  pvalueMantissa: 4,
  pvalueExponent: -7,
  _links: { self: { href: `${CATALOG}${CATALOG_PATH}/associations/15608` } },
};

type Row = [name: string, call: Call, path: string, query: Record<string, string>, reply: unknown];
/** One record by its id: no query; the reply is the record. */
const get = (name: string, call: Call, path: string, record: object): Row => [name, call, path, {}, record];
/** A list: its first page is asked for, so `page: '0'` joins the query. */
const list = (name: string, call: Call, path: string, query: Record<string, string>, reply: unknown): Row => [
  name,
  call,
  path,
  { ...query, page: '0' },
  reply,
];

const SNPS_V1 = '/singleNucleotidePolymorphisms';
const V1: Row[] = [
  list('/studies', (c) => c.studies.list(), '/studies', {}, empty),
  get('/studies/{accessionId}', (c) => c.studies.get('GCST000854'), '/studies/GCST000854', study1),
  list(
    '/studies/search/findByPublicationIdPubmedId',
    (c) => c.studies.list({ pubmedId: 21041247 }),
    '/studies/search/findByPublicationIdPubmedId',
    { pubmedId: '21041247' },
    empty,
  ),
  list(
    '/studies/search/findByDiseaseTrait',
    (c) => c.studies.list({ diseaseTrait: 'Suicide risk', size: 50, sort: 'publicationDate,desc' }),
    '/studies/search/findByDiseaseTrait',
    { diseaseTrait: 'Suicide risk', size: '50', sort: 'publicationDate,desc' },
    empty,
  ),
  ['/associations', (c) => c.associations.list({ page: 2 }), '/associations', { page: '2' }, empty],
  get('/associations/{associationId}', (c) => c.associations.get('15608'), '/associations/15608', assoc1),
  [
    '/efoTraits/{efoId}/associations',
    (c) => c.associations.list({ efoId: 'EFO_0001360', projection: 'associationByEfoTrait' }),
    '/efoTraits/EFO_0001360/associations',
    { projection: 'associationByEfoTrait' },
    unpaged,
  ],
  [
    `${SNPS_V1}/{rsId}/associations`,
    (c) => c.associations.list({ rsId: 'rs7329174', projection: 'associationBySnp' }),
    `${SNPS_V1}/rs7329174/associations`,
    { projection: 'associationBySnp' },
    unpaged,
  ],
  get(`${SNPS_V1}/{rsId}`, (c) => c.variants.get('rs7329174'), `${SNPS_V1}/rs7329174`, { rsId: 'rs7329174' }),
  list(
    `${SNPS_V1}/search/findByRsId`,
    (c) => c.variants.list({ rsId: 'rs7329174' }),
    `${SNPS_V1}/search/findByRsId`,
    { rsId: 'rs7329174' },
    { rsId: 'rs7329174' },
  ),
  list(
    `${SNPS_V1}/search/findByChromBpLocationRange`,
    (c) => c.variants.list({ chromosome: 13, bpStart: 40000000, bpEnd: 41000000 }),
    `${SNPS_V1}/search/findByChromBpLocationRange`,
    { chrom: '13', bpStart: '40000000', bpEnd: '41000000' },
    empty,
  ),
  list(
    `${SNPS_V1}/search/findByGene`,
    (c) => c.variants.list({ mappedGene: 'WBP4' }),
    `${SNPS_V1}/search/findByGene`,
    { geneName: 'WBP4' },
    empty,
  ),
  get('/efoTraits/{efoId}', (c) => c.traits.get('EFO_0001360'), '/efoTraits/EFO_0001360', { trait: 'x' }),
  list(
    '/efoTraits/search/findByEfoUri',
    (c) => c.traits.list({ uri: 'http://www.ebi.ac.uk/efo/EFO_0001360' }),
    '/efoTraits/search/findByEfoUri',
    { uri: 'http://www.ebi.ac.uk/efo/EFO_0001360' },
    empty,
  ),
  list(
    '/efoTraits/search/findByTraitIgnoreCase',
    (c) => c.traits.list({ efoTrait: 'type II diabetes mellitus' }),
    '/efoTraits/search/findByTraitIgnoreCase',
    { trait: 'type II diabetes mellitus' },
    empty,
  ),
  list('/publications', (c) => c.publications.list(), '/publications', {}, empty),
  get('/publications/{publicationId}', (c) => c.publications.get(7), '/publications/7', { pubmedId: '1' }),
  list(
    '/publications/search/findByPubmedId',
    (c) => c.publications.list({ pubmedId: '21041247' }),
    '/publications/search/findByPubmedId',
    { pubmedId: '21041247' },
    empty,
  ),
  list('/genes', (c) => c.genes.list({ size: 5 }), '/genes', { size: '5' }, empty),
  get('/genes/{geneId}', (c) => c.genes.get(42), '/genes/42', { geneName: 'WBP4' }),
  list(
    '/genes/search/findByGeneName',
    (c) => c.genes.list({ geneName: 'WBP4' }),
    '/genes/search/findByGeneName',
    { geneName: 'WBP4' },
    empty,
  ),
];

/** Sends a row's call and checks the request: its path, its whole query and the spec's Content-Type. */
async function expectRequest(client: unknown, [, call, path, query, reply]: Row): Promise<void> {
  const seen: Record<string, string>[] = [];
  const scope = nock(CATALOG)
    .matchHeader('content-type', 'application/json')
    .get(`${CATALOG_PATH}${path}`)
    .query((q) => {
      seen.push(q as Record<string, string>);
      return true;
    })
    .reply(200, reply as nock.Body);
  // Lists are lazy: awaiting one fetches its first page.
  await call(client as never);
  expect(scope.isDone()).toBe(true);
  expect(seen[0]).toEqual(query);
}

describe('v1: every path of the spec table', () => {
  it.each(V1)('%s', (...row) => expectRequest(testClient({ apiVersion: 'v1' }), row));

  it('covers the nineteen rows (21 paths) of the spec table', () => {
    expect(new Set(V1.map(([name]) => name)).size).toBe(21);
  });
});

const page0 = (collection: string, item: unknown) => ({
  _embedded: { [collection]: [item] },
  _links: { self: { href: 'x' } },
  page: { size: 20, totalElements: 1, totalPages: 1, number: 0 },
});
const study2 = { accession_id: 'GCST000854' };
const assoc2 = { association_id: 1 };
const snp2 = { rs_id: 'rs7329174' };
const trait2 = { efo_id: 'EFO_0001060' };
const publication2 = { pubmed_id: '35241825' };
const gene2 = { gene_name: 'WBP4' };
const SNPS_V2 = '/v2/single-nucleotide-polymorphisms';

const V2: Row[] = [
  list(
    'list({ pubmedId }) -> /v2/studies?pubmed_id',
    (c) => c.studies.list({ pubmedId: '21041247' }),
    '/v2/studies',
    { pubmed_id: '21041247' },
    page0('studies', study2),
  ),
  list(
    'studies.list filters and sort',
    (c) =>
      c.studies.list({
        diseaseTrait: 'Suicide risk',
        efoId: 'EFO_0000000',
        fullPvalueSet: true,
        sort: 'accession_id',
        direction: 'desc',
        size: 100,
      }),
    '/v2/studies',
    {
      disease_trait: 'Suicide risk',
      efo_id: 'EFO_0000000',
      full_pvalue_set: 'true',
      sort: 'accession_Id',
      direction: 'desc',
      size: '100',
    },
    page0('studies', study2),
  ),
  get('studies.get', (c) => c.studies.get('GCST000854'), '/v2/studies/GCST000854', study2),
  list(
    "an SNP's associations -> /v2/associations?rs_id",
    (c) => c.associations.list({ rsId: 'rs7329174' }),
    '/v2/associations',
    { rs_id: 'rs7329174' },
    page0('associations', assoc2),
  ),
  list(
    "a trait's associations -> /v2/associations?efo_id",
    (c) => c.traits.associations('MONDO_0005148', { size: 10 }),
    '/v2/associations',
    { efo_id: 'MONDO_0005148', size: '10' },
    page0('associations', assoc2),
  ),
  get('associations.get', (c) => c.associations.get(169106883), '/v2/associations/169106883', {
    association_id: 169106883,
  }),
  list(
    'variants in a region',
    (c) => c.variants.list({ chromosome: 'X', bpStart: 1, bpEnd: 2 }),
    SNPS_V2,
    { chromosome: 'X', bp_start: '1', bp_end: '2' },
    page0('snps', snp2),
  ),
  list(
    'variants by gene',
    (c) => c.variants.list({ mappedGene: 'WBP4' }),
    SNPS_V2,
    { mapped_gene: 'WBP4' },
    page0('snps', snp2),
  ),
  get('variants.get', (c) => c.variants.get('rs7329174'), `${SNPS_V2}/rs7329174`, snp2),
  list(
    'traits by name',
    (c) => c.traits.list({ efoTrait: 'celiac disease' }),
    '/v2/efo-traits',
    { efo_trait: 'celiac disease' },
    page0('efo_traits', trait2),
  ),
  list(
    'traits by uri',
    (c) => c.traits.list({ uri: 'http://www.ebi.ac.uk/efo/EFO_0001060' }),
    '/v2/efo-traits',
    { uri: 'http://www.ebi.ac.uk/efo/EFO_0001060' },
    page0('efo_traits', trait2),
  ),
  get('traits.get', (c) => c.traits.get('EFO_0009713'), '/v2/efo-traits/EFO_0009713', {
    efo_id: 'EFO_0009713',
  }),
  list(
    'publications by PubMed id',
    (c) => c.publications.list({ pubmedId: 35241825 }),
    '/v2/publications',
    { pubmed_id: '35241825' },
    page0('publications', publication2),
  ),
  get('publications.get', (c) => c.publications.get('35241825'), '/v2/publications/35241825', publication2),
  list(
    'genes.list',
    (c) => c.genes.list({ sort: ['gene_name,asc'] }),
    '/v2/genes',
    { sort: 'gene_name,asc' },
    page0('genes', { gene_name: 'A' }),
  ),
  get('genes.get', (c) => c.genes.get('WBP4'), '/v2/genes/WBP4', gene2),
  get('genes by name', (c) => c.genes.list({ geneName: 'WBP4' }), '/v2/genes/WBP4', gene2),
];

describe('v2 (default): the v2 equivalent of every spec operation', () => {
  it.each(V2)('%s', (...row) => expectRequest(testClient(), row));

  it('a gene name v2 does not know is an empty list, not an error', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/genes/NOPE1`)
      .reply(404, { timestamp: 't', status: 404, error: 'Not Found', message: 'Gene not found', path: '/x' });
    const page = await testClient().genes.list({ geneName: 'NOPE1' });
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });
});
