import { RateLimitError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { EutilsError, EutilsIdError } from '../src/index.js';
import { readReal, serve, testClient } from './helpers.js';

// Every file of fixtures/real/ncbi-eutils/ goes through the client method that would have
// received it, over (nock-intercepted) HTTP, and is checked for the values it really holds.

const xml = (name: string) => () => [200, readReal(name)] as const;
const json = (name: string) => () => [200, JSON.parse(readReal(name))] as const;

describe('einfo on real answers', () => {
  it('einfo1.xml: the database list', async () => {
    serve('einfo', xml('einfo1.xml'));
    const info = await testClient().einfo({ retmode: 'xml' });
    expect(info.dbList).toHaveLength(39);
    expect(info.dbList.slice(0, 3)).toEqual(['pubmed', 'protein', 'nuccore']);
    expect(info.dbList).toEqual(expect.arrayContaining(['gene', 'clinvar', 'medgen', 'gtr']));
  });

  it('einfo2.xml: pubmed fields and links', async () => {
    const { seen } = serve('einfo', xml('einfo2.xml'));
    const db = await testClient().einfo({ db: 'pubmed', retmode: 'xml' });
    expect(seen[0]?.params).toMatchObject({ db: 'pubmed', retmode: 'xml' });
    expect(db).toMatchObject({
      dbName: 'pubmed',
      menuName: 'PubMed',
      description: 'PubMed bibliographic record',
      dbBuild: 'Build-2025.11.27.06.33',
      count: 39_730_388,
      lastUpdate: '2025/11/27 06:33',
    });
    expect(db.fields).toHaveLength(50);
    expect(db.fields[0]).toEqual({
      name: 'ALL',
      fullName: 'All Fields',
      description: 'All terms from all searchable fields',
      isDate: false,
      isNumerical: false,
      singleToken: false,
      hierarchy: false,
      isHidden: false,
    });
    expect(db.fields.find((f) => f.name === 'UID')).toMatchObject({ isNumerical: true, isHidden: true });
    expect(db.fields.find((f) => f.name === 'AFFL')?.description).toBe(
      "Author's institutional affiliation and address",
    );
    expect(db.links).toHaveLength(57);
    expect(db.links.at(-1)).toEqual({
      name: 'pubmed_taxonomy_entrez',
      menu: 'Taxonomy via GenBank',
      description: 'Related Taxonomy entry computed using other Entrez links',
      dbTo: 'taxonomy',
    });
  });

  it.each(['einfo.error.xml', 'einfo.error.json'])(
    'ncbi-samples/%s: an unknown db is an EutilsError',
    async (name) => {
      serve('einfo', name.endsWith('json') ? json(`ncbi-samples/${name}`) : xml(`ncbi-samples/${name}`));
      const error = await testClient()
        .einfo({ db: 'fleegle', retmode: name.endsWith('json') ? 'json' : 'xml' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EutilsError);
      expect((error as EutilsError).eutilsMessage).toBe('Can not retrieve DbInfo for db=fleegle');
    },
  );
});

describe('esearch on real answers', () => {
  it('esearch1.xml: count, first page of uids, translation', async () => {
    serve('esearch', xml('esearch1.xml'));
    const page = await testClient().esearch({ db: 'pubmed', term: 'biopython', retmode: 'xml' });
    expect(page.total).toBe(63);
    expect(page.items).toHaveLength(20);
    expect(page.items[0]).toBe('41282813');
    expect(page.items.at(-1)).toBe('37810457');
    expect(page.raw).toMatchObject({
      count: 63,
      retstart: 0,
      retmax: 20,
      queryTranslation: '"biopython"[All Fields]',
      translations: [],
      warnings: [],
    });
    expect(page.hasNextPage()).toBe(true);
  });

  it('esearch8.xml: no hits is an empty result carrying ErrorList/WarningList as warnings', async () => {
    serve('esearch', xml('esearch8.xml'));
    const page = await testClient().esearch({ db: 'pubmed', term: 'abcXYZ', retmode: 'xml' });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.hasNextPage()).toBe(false);
    expect(page.raw).toMatchObject({
      count: 0,
      queryTranslation: '(abcXYZ[All Fields])',
      warnings: [
        { kind: 'PhraseNotFound', text: 'abcXYZ' },
        { kind: 'OutputMessage', text: 'No items found.' },
      ],
    });
  });

  it('esearch-pubmed-json.json: the JSON envelope', async () => {
    const { seen } = serve('esearch', json('esearch-pubmed-json.json'));
    const all = await testClient().esearch({ db: 'pubmed', term: 'PTEN[tiab] AND D326N[tiab]' }).toArray();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params.retmode).toBe('json');
    expect(all).toEqual(['32150788', '29373119', '17427195']);
  });

  it('ncbi-samples/esearch.error.{xml,json}: both forms normalise to the same result', async () => {
    serve('esearch', xml('ncbi-samples/esearch.error.xml'));
    serve('esearch', json('ncbi-samples/esearch.error.json'));
    const client = testClient();
    const fromXml = await client.esearch({
      db: 'pubmed',
      term: 'obstetrics[mh] fleegle[mh]',
      retmode: 'xml',
    });
    const fromJson = await client.esearch({ db: 'pubmed', term: 'obstetrics[mh] fleegle[mh]' });
    expect(fromXml.raw).toEqual(fromJson.raw);
    expect(fromJson.raw).toMatchObject({
      count: 5163,
      translations: [{ from: 'obstetrics[MeSH Terms]', to: '"obstetrics"[MeSH Terms]' }],
      queryTranslation: '"obstetrics"[MeSH Terms]',
      warnings: [{ kind: 'PhraseNotFound', text: 'fleegle[MeSH Terms]' }],
    });
    expect(fromJson.items).toHaveLength(20);
    expect(fromJson.items[0]).toBe('101595451');
  });

  it.each(['esearch.baderror.xml', 'esearch.baderror.json'])(
    'ncbi-samples/%s: an invalid db is an EutilsError',
    async (name) => {
      const isJson = name.endsWith('json');
      serve('esearch', isJson ? json(`ncbi-samples/${name}`) : xml(`ncbi-samples/${name}`));
      const error = await testClient()
        .esearch({ db: 'fleegle', term: 'x', retmode: isJson ? 'json' : 'xml' })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(EutilsError);
      expect((error as EutilsError).eutilsMessage).toBe('Invalid db name specified: fleegle');
    },
  );
});

describe('esummary on real answers', () => {
  it('esummary1.xml: version 1.0 DocSum items become typed fields', async () => {
    const { seen } = serve('esummary', xml('esummary1.xml'));
    const result = await testClient().esummary({
      db: 'pubmed',
      ids: ['11850928', '11482001'],
      version: '1.0',
      retmode: 'xml',
    });
    expect(seen[0]?.params.version).toBeUndefined();
    expect(result.failures).toEqual([]);
    const [first, second] = result.values;
    expect(first).toMatchObject({
      uid: '11850928',
      PubDate: '1965 Aug',
      EPubDate: '',
      Source: 'Arch Dermatol',
      AuthorList: ['LoPresti PJ', 'Hambrick GW Jr'],
      Title: 'Zirconium granuloma following treatment of rhus dermatitis.',
      NlmUniqueID: '0372433',
      LangList: ['English'],
      HasAbstract: 1,
      PmcRefCount: 0,
      References: [],
      SO: '1965 Aug;92(2):188-91',
    });
    expect(second?.uid).toBe('11482001');
    expect(second?.AuthorList).toEqual(['Mantle D', 'Gok MA', 'Lennard TW']);
  });

  it('cassette-esummary-medgen.yaml: a version 2.0 DocumentSummarySet', async () => {
    const cassette = parseYaml(readReal('cassette-esummary-medgen.yaml')) as {
      interactions: {
        request: { body: string };
        response: { body: { string: string }; status: { code: number } };
      }[];
    };
    const interaction = cassette.interactions[0];
    if (!interaction) throw new Error('cassette has no interaction');
    expect(new URLSearchParams(interaction.request.body).get('id')).toBe('336867');
    serve('esummary', () => [interaction.response.status.code, interaction.response.body.string]);
    const result = await testClient().esummary({ db: 'medgen', ids: [336867], retmode: 'xml' });
    expect(result.failures).toEqual([]);
    const [summary] = result.values;
    expect(summary).toMatchObject({
      uid: '336867',
      ConceptId: 'C1845167',
      Title: 'Dent disease type 2',
      SemanticId: 'T047',
    });
    expect(String(summary?.Definition)).toMatch(/^Dent disease, an X-linked disorder/);
  });

  it('ncbi-samples/esummary.pmcerror.{xml,json}: a bad uid is a per-id failure, in input order', async () => {
    serve('esummary', xml('ncbi-samples/esummary.pmcerror.xml'));
    serve('esummary', json('ncbi-samples/esummary.pmcerror.json'));
    const client = testClient();
    const ids = ['254085', '1', '14900'] as const; // a readonly list is accepted as input
    for (const retmode of ['xml', 'json'] as const) {
      const result = await client.esummary({ db: 'pmc', ids, retmode });
      expect(result.items.map((i) => [i.id, i.ok])).toEqual([
        ['254085', true],
        ['1', false],
        ['14900', true],
      ]);
      const failure = result.failures[0]?.error;
      expect(failure).toBeInstanceOf(EutilsIdError);
      expect((failure as EutilsIdError).eutilsMessage).toBe('cannot get document summary');
      const titleKey = retmode === 'xml' ? 'Title' : 'title';
      expect(result.values.map((s) => s[titleKey])).toEqual([
        'Overproduction of polyomavirus middle T antigen in mammalian cells through the use of an adenovirus vector.',
        'Inactivation of lmpA, Encoding a LIMPII-related Endosomal Protein, Suppresses the Internalization and Endosomal Trafficking Defects in Profilin-null Mutants',
      ]);
    }
  });

  it('ncbi-samples/esummary.gene.{xml,json}: one gene summary either way', async () => {
    serve('esummary', xml('ncbi-samples/esummary.gene.xml'));
    serve('esummary', json('ncbi-samples/esummary.gene.json'));
    const client = testClient();
    const fromXml = await client.esummary({ db: 'gene', ids: [21803], retmode: 'xml' });
    const fromJson = await client.esummary({ db: 'gene', ids: [21803] });
    expect(fromXml.values[0]).toMatchObject({ uid: '21803', Name: 'Tgfb1', TaxID: '10090', Chromosome: '7' });
    expect(fromJson.values[0]).toMatchObject({ uid: '21803', name: 'Tgfb1', taxid: 10090, chromosome: '7' });
  });

  it.each([
    ['errors/esummary8.xml', 'Neither query_key nor id specified'],
    ['errors/summaryerr1.xml', 'Wrong DB name'],
    ['ncbi-samples/esummary.error.xml', 'Invalid db name specified: fleegle'],
    ['ncbi-samples/esummary.error.json', 'Invalid db name specified: fleegle'],
  ])('%s: a request-level ERROR is thrown, not copied onto every id', async (name, message) => {
    const isJson = name.endsWith('json');
    const { seen } = serve('esummary', isJson ? json(name) : xml(name), 2);
    const error = await testClient()
      .esummary({
        db: 'fleegle',
        ids: Array.from({ length: 600 }, (_, i) => i + 1),
        retmode: isJson ? 'json' : 'xml',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EutilsError);
    expect((error as EutilsError).eutilsMessage).toBe(message);
    // Not every chunk of 500 is sent: once one fails so, every chunk would fail the same way.
    expect(seen.length).toBeLessThan(4);
  });
});

describe('efetch, elink, epost on real answers', () => {
  it('efetch-gene-4747.xml: the raw body arrives untouched, and parsed on request', async () => {
    const body = readReal('efetch-gene-4747.xml');
    serve('efetch', () => [200, body], 2);
    const client = testClient();
    const raw = [];
    for await (const batch of client.efetch({ db: 'gene', ids: [4747], retmode: 'xml' })) raw.push(batch);
    expect(raw).toHaveLength(1);
    expect(raw[0]?.ids).toEqual(['4747']);
    expect(raw[0]?.body).toBe(body);
    for await (const batch of client.efetchXml({ db: 'gene', ids: [4747], retmode: 'xml' })) {
      const set = batch.document['Entrezgene-Set'] as Record<string, unknown>;
      expect(set).toBeDefined();
      expect(JSON.stringify(set)).toContain('NEFL');
    }
  });

  it('errors/fetcherror1.xml: an ERROR-only efetch body is an EutilsError', async () => {
    serve('efetch', xml('errors/fetcherror1.xml'));
    const run = async () => {
      for await (const _ of testClient().efetch({ db: 'pubmed', ids: ['1'] })) {
        // draining
      }
    };
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EutilsError);
    expect((error as EutilsError).eutilsMessage).toBe('Empty id list - nothing todo');
  });

  it('elink1.xml: neighbors of one PubMed record', async () => {
    serve('elink', xml('elink1.xml'));
    const sets = await testClient().elink({
      dbfrom: 'pubmed',
      ids: ['9298984'],
      cmd: 'neighbor',
      retmode: 'xml',
    });
    expect(sets).toHaveLength(1);
    const [set] = sets;
    expect(set?.dbFrom).toBe('pubmed');
    expect(set?.ids).toEqual(['9298984']);
    expect(set?.linkSetDbs.map((d) => [d.linkName, d.links.length])).toEqual([
      ['pubmed_pubmed', 101],
      ['pubmed_pubmed_citedin', 39],
      ['pubmed_pubmed_combined', 5],
      ['pubmed_pubmed_five', 5],
      ['pubmed_pubmed_refs', 56],
      ['pubmed_pubmed_reviews', 1],
      ['pubmed_pubmed_reviews_five', 5],
    ]);
    expect(set?.linkSetDbs[0]?.links.slice(0, 3)).toEqual(['9298984', '8794856', '9700164']);
    expect(set?.errors).toEqual([]);
  });

  it('ncbi-samples/sample-0.{xml,json}: protein → gene, the same either way', async () => {
    serve('elink', xml('ncbi-samples/sample-0.xml'));
    serve('elink', json('ncbi-samples/sample-0.json'));
    const client = testClient();
    const fromXml = await client.elink({ dbfrom: 'protein', db: 'gene', ids: [15718680], retmode: 'xml' });
    const fromJson = await client.elink({ dbfrom: 'protein', db: 'gene', ids: [15718680] });
    expect(fromJson).toEqual(fromXml);
    expect(fromXml).toEqual([
      {
        dbFrom: 'protein',
        ids: ['15718680'],
        linkSetDbs: [{ dbTo: 'gene', linkName: 'protein_gene', links: ['3702'] }],
        linkSetDbHistories: [],
        errors: [],
      },
    ]);
  });

  it('errors/epost2.xml: an invalid db is an EutilsError', async () => {
    serve('epost', xml('errors/epost2.xml'));
    const error = await testClient()
      .epost({ db: 'nothing', ids: [1, 2] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EutilsError);
    expect((error as EutilsError).eutilsMessage).toBe('Invalid db name specified: nothing');
  });

  it('errors/rate-limit-error.json: NCBI rate-limit body is a RateLimitError (429, and also inside a 200)', async () => {
    const body = JSON.parse(readReal('errors/rate-limit-error.json'));
    serve('esearch', () => [429, body]);
    serve('esearch', () => [200, body]);
    const client = testClient();
    for (let i = 0; i < 2; i++) {
      const error = await client.esearch({ db: 'gene', term: 'x' }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RateLimitError);
      expect((error as RateLimitError).message).toContain('API rate limit exceeded');
    }
  });
});
