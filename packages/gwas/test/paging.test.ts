import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { halItems } from '../src/index.js';
import { CATALOG, CATALOG_PATH, halPage, studyV2, testClient } from './helpers.js';

describe('HAL paging', () => {
  it('walks every page once, by page number, and stops at totalPages', async () => {
    const seen: string[] = [];
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/studies`)
      .times(3)
      .query((q) => {
        seen.push(String(q.page));
        return q.size === '2';
      })
      .reply(200, (uri) => {
        const n = Number(new URL(uri, CATALOG).searchParams.get('page'));
        const items = [1, 2].map((i) => studyV2(n * 2 + i)).filter((_, i) => n * 2 + i < 5);
        return halPage('studies', items, n, 2, 5);
      });
    const list = testClient().studies.list({ size: 2 });
    const ids: string[] = [];
    for await (const s of list) ids.push(s.accession_id);
    expect(ids).toEqual(['GCST000001', 'GCST000002', 'GCST000003', 'GCST000004', 'GCST000005']);
    expect(seen).toEqual(['0', '1', '2']);
    expect((await list).total).toBe(5);
  });

  it('starts from the page asked for', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/studies`)
      .query({ page: '2', size: '2' })
      .reply(200, halPage('studies', [studyV2(5)], 2, 2, 5));
    const page = await testClient().studies.list({ page: 2, size: 2 });
    expect(page.items.map((s) => s.accession_id)).toEqual(['GCST000005']);
    expect(page.hasNextPage()).toBe(false);
  });

  it('an empty result (Spring leaves _embedded out) is an empty list', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/studies`)
      .query(true)
      .reply(200, {
        _links: { self: { href: 'x' } },
        page: { size: 20, totalElements: 0, totalPages: 0, number: 0 },
      });
    const page = await testClient().studies.list({ diseaseTrait: 'nothing' });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
  });

  it('an unpaged v1 sub-resource is read once, not looped', async () => {
    const scope = nock(CATALOG)
      .get(`${CATALOG_PATH}/singleNucleotidePolymorphisms/rs1/associations`)
      .reply(200, { _embedded: { associations: [{ pvalueMantissa: 1, pvalueExponent: -9 }] }, _links: {} });
    const all = await testClient({ apiVersion: 'v1' }).associations.list({ rsId: 'rs1' }).toArray();
    expect(all).toHaveLength(1);
    expect(all[0]?.pValue?.exponent).toBe(-9);
    expect(scope.isDone()).toBe(true);
  });

  it('a page without a page block is followed while it links to next, by that link', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/genes`)
      .query({ page: '0' })
      .reply(200, {
        _embedded: { genes: [{ gene_name: 'A' }] },
        _links: { next: { href: `${CATALOG}${CATALOG_PATH}/v2/genes?page=1&size=20` } },
      })
      .get(`${CATALOG_PATH}/v2/genes`)
      .query({ page: '1', size: '20' })
      .reply(200, { _embedded: { genes: [{ gene_name: 'B' }] }, _links: {} });
    const names = (await testClient().genes.list().toArray()).map((g) => g.gene_name);
    expect(names).toEqual(['A', 'B']);
  });

  it('reads index-keyed collections in numeric order and single resources as one item', () => {
    expect(halItems({ _embedded: { associations: { '10': 'k', '2': 'c', '0': 'a' } } })).toEqual([
      'a',
      'c',
      'k',
    ]);
    expect(halItems({ rsId: 'rs1', _links: {} })).toEqual([{ rsId: 'rs1', _links: {} }]);
    expect(halItems({ _links: {} })).toEqual([]);
  });

  it('reports where in the page a member failed its schema', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/studies`)
      .query(true)
      .reply(200, halPage('studies', [studyV2(1), { accession_id: 7 }], 0, 20, 2));
    const err = await testClient()
      .studies.list()
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect((err as { issues: { path: string }[] }).issues[0]?.path).toBe('_embedded.1.accession_id');
  });
});

describe('following links', () => {
  it("v1: a study's associations follow its associations link, rebased onto the client's address", async () => {
    const mirror = 'https://mirror.example.org/gwas/api';
    nock('https://mirror.example.org')
      .get('/gwas/api/studies/GCST000854/associations')
      .query({ projection: 'associationByStudy' })
      .reply(200, { _embedded: { associations: [{ pvalueMantissa: 2, pvalueExponent: -8 }] } });
    const client = testClient({ apiVersion: 'v1', baseUrl: mirror });
    const study = {
      accessionId: 'GCST000854',
      _links: {
        associations: {
          href: 'https://www.ebi.ac.uk/gwas/rest/api/studies/GCST000854/associations?projection=associationByStudy',
        },
      },
    };
    const found = await client.studies.associations(study).toArray();
    expect(found.map((a) => a.pValue?.text)).toEqual(['2e-8']);
  });

  it("v1: an association's study, traits and variants come from its links", async () => {
    const links = {
      self: { href: `${CATALOG}${CATALOG_PATH}/associations/15608` },
      study: { href: `${CATALOG}${CATALOG_PATH}/associations/15608/study` },
      efoTraits: { href: `${CATALOG}${CATALOG_PATH}/associations/15608/efoTraits` },
      snps: { href: `${CATALOG}${CATALOG_PATH}/associations/15608/snps` },
    };
    nock(CATALOG)
      .get(`${CATALOG_PATH}/associations/15608`)
      .reply(200, { pvalueMantissa: 4, pvalueExponent: -7, _links: links })
      .get(`${CATALOG_PATH}/associations/15608/study`)
      .reply(200, { accessionId: 'GCST000854' })
      .get(`${CATALOG_PATH}/associations/15608/efoTraits`)
      .reply(200, { _embedded: { efoTraits: [{ trait: 'suicidal behaviour', shortForm: 'EFO_0007623' }] } })
      .get(`${CATALOG_PATH}/associations/15608/snps`)
      .reply(200, { _embedded: { singleNucleotidePolymorphisms: [{ rsId: 'rs1535480' }] } });
    const client = testClient({ apiVersion: 'v1' });
    const a = await client.associations.get(15608);
    expect((await client.associations.study(a)).accessionId).toBe('GCST000854');
    expect((await client.associations.traits(a).toArray()).map((t) => t.efoId)).toEqual(['EFO_0007623']);
    expect((await client.associations.variants(a).toArray()).map((s) => s.rsId)).toEqual(['rs1535480']);
  });

  it('refuses a link to another host', async () => {
    const client = testClient({ apiVersion: 'v1' });
    const study = { accessionId: 'GCST000854', _links: { associations: { href: 'https://evil.example/x' } } };
    await expect(client.studies.associations(study)).rejects.toThrow(/must be a link below/);
    const association = { associationId: '1', _links: { study: { href: 'https://evil.example/s' } } };
    await expect(client.associations.study(association as never)).rejects.toMatchObject({
      name: 'InputError',
      param: 'association._links.study',
    });
  });

  it("API 2.0: an association's study, traits and variants are read by their ids", async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/studies/GCST000854`)
      .reply(200, { accession_id: 'GCST000854' })
      .get(`${CATALOG_PATH}/v2/efo-traits/EFO_0007623`)
      .reply(200, { efo_id: 'EFO_0007623', efo_trait: 'suicidal behaviour' })
      .get(`${CATALOG_PATH}/v2/single-nucleotide-polymorphisms/rs1535480`)
      .reply(200, { rs_id: 'rs1535480' });
    const client = testClient();
    const a = {
      association_id: 1,
      accession_id: 'GCST000854',
      efo_traits: [{ efo_id: 'EFO_0007623', efo_trait: 'suicidal behaviour' }],
      snp_allele: [{ rs_id: 'rs1535480', effect_allele: '?' }],
    } as never;
    expect((await client.associations.study(a)).accession_id).toBe('GCST000854');
    expect((await client.associations.traits(a).toArray()).map((t) => t.efo_trait)).toEqual([
      'suicidal behaviour',
    ]);
    expect((await client.associations.variants(a).toArray()).map((s) => s.rs_id)).toEqual(['rs1535480']);
  });
});
