import {
  BaseClient,
  InputError,
  MissingItemError,
  ParseError,
  RateLimitError,
  ServerError,
} from '@lifesci/core';
import { EutilsClient, EutilsError } from '@lifesci/eutils';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { DatasetsClient, GenesClient } from '../src/index.js';
import {
  entrezgeneSet,
  esearchJson,
  esummaryJson,
  geneSummaryJson,
  readReal,
  serveDatasets,
  serveEutils,
  testClient,
} from './helpers.js';

// NCBI's answer, with HTTP 200, to an efetch none of whose ids has a record.
const NO_RECORDS =
  '<?xml version="1.0" encoding="UTF-8" ?>\n<eFetchResult>\n\t<ERROR>ID list is empty! Possibly it has no correct IDs.</ERROR>\n</eFetchResult>\n';

const readRealIfng = () => readReal('ncbi-datasets/gene-report-human-ifng.json');

describe('GenesClient construction', () => {
  it('touches nothing and exposes the E-utilities client and the Datasets interface', () => {
    const client = new GenesClient();
    expect(client.eutils).toBeInstanceOf(EutilsClient);
    expect(client.datasets).toBeInstanceOf(DatasetsClient);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('composes its clients instead of being one: E-utilities on the budget of its key, Datasets on its own', async () => {
    const client = new GenesClient({ apiKey: 'genes-budget-key' });
    expect(client).not.toBeInstanceOf(BaseClient);
    expect(client.eutils.baseUrlOf()).toBe('https://eutils.ncbi.nlm.nih.gov/entrez/eutils');
    const eutilsBudget = await new EutilsClient({ apiKey: 'genes-budget-key' }).limiter();
    expect(await client.eutils.limiter()).toBe(eutilsBudget);
    expect(await client.datasets.limiter()).not.toBe(eutilsBudget);
    expect(await client.datasets.limiter()).toBe(
      await new DatasetsClient({ apiKey: 'genes-budget-key' }).limiter(),
    );
    expect(client.datasets.baseUrlOf()).toBe('https://api.ncbi.nlm.nih.gov/datasets/v2alpha');
    expect(new DatasetsClient({ datasetsVersion: 'v1' }).baseUrlOf()).toBe(
      'https://api.ncbi.nlm.nih.gov/datasets/v1',
    );
  });

  it('gives each client its own address: baseUrl and baseUrls.default are the E-utilities one', () => {
    const client = new GenesClient({
      baseUrl: 'http://127.0.0.9:1/e',
      baseUrls: { datasets: 'http://127.0.0.9:1/d' },
    });
    expect(client.eutils.baseUrlOf()).toBe('http://127.0.0.9:1/e');
    expect(client.datasets.baseUrlOf()).toBe('http://127.0.0.9:1/d');
    const byDefault = new GenesClient({ baseUrls: { default: 'http://127.0.0.9:1/e2' } });
    expect(byDefault.eutils.baseUrlOf()).toBe('http://127.0.0.9:1/e2');
    expect(byDefault.datasets.baseUrlOf()).toBe('https://api.ncbi.nlm.nih.gov/datasets/v2alpha');
  });

  it.each([
    [{ datasetsVersion: 'latest' }, 'options.datasetsVersion'],
    [{ timeout: -1 }, 'options.timeout'],
    [{ email: 'not an address' }, 'options.email'],
    [{ emial: 'a@b.org' }, 'options.emial'],
    [{ eutils: {} }, 'options.eutils'],
    [{ baseUrls: { eutilz: 'http://127.0.0.9:1/e' } }, 'options.baseUrls.eutilz'],
    [null, 'options'],
  ])('rejects %j with an InputError', (options, param) => {
    try {
      new GenesClient(options as never);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).param).toBe(param);
    }
  });

  it('sends the key as api_key to E-utilities and as the api-key header to Datasets, never the other way', async () => {
    const esearch = serveEutils('esearch', () => esearchJson({ count: 0, ids: [] }));
    const datasets = serveDatasets('/gene/id/', () => readRealIfng());
    const client = testClient({ apiKey: 'SECRET-KEY', email: 'me@example.org', tool: 'genes-test' });
    await client.search({ gene: 'NOPE' });
    await client.datasets.reports(3458);
    expect(esearch[0]?.params).toMatchObject({
      api_key: 'SECRET-KEY',
      email: 'me@example.org',
      tool: 'genes-test',
      db: 'gene',
    });
    expect(esearch[0]?.headers['api-key']).toBeUndefined();
    expect(datasets[0]?.headers['api-key']).toBe('SECRET-KEY');
    expect(datasets[0]?.params.api_key).toBeUndefined();
  });

  it('takes both addresses from an emulator-style baseUrls map, and datasetsVersion otherwise', async () => {
    nock('http://127.0.0.9:1')
      .get('/e/esearch.fcgi')
      .query(true)
      .reply(200, esearchJson({ count: 0, ids: [] }));
    nock('http://127.0.0.9:1').get('/d/gene/id/3458').query(true).reply(200, readRealIfng());
    const client = testClient({
      baseUrls: { eutils: 'http://127.0.0.9:1/e', datasets: 'http://127.0.0.9:1/d', trials: 'http://t' },
    });
    // Keys of other lifesci interfaces are ignored; a misspelt one is refused (issue 18).
    expect(() => testClient({ baseUrls: { eutilz: 'http://127.0.0.9:1/e' } })).toThrow(InputError);
    await client.search('x');
    expect((await client.datasets.reports('3458')).values[0]?.symbol).toBe('IFNG');

    nock('https://api.ncbi.nlm.nih.gov')
      .get('/datasets/v2/gene/id/3458')
      .query(true)
      .reply(200, readRealIfng());
    const values = (await testClient({ datasetsVersion: 'v2' }).datasets.reports(3458)).values;
    expect(values.map((g) => g.gene_id)).toEqual(['3458']);
  });
});

describe('search', () => {
  it('builds the term from a GeneQuery and pages the ids', async () => {
    const seen = serveEutils('esearch', () => esearchJson({ count: 2, ids: ['672', '12189'] }));
    const page = await testClient().search({ gene: 'BRCA1', organism: 'human' }, { retmax: 5 });
    expect(page.items).toEqual(['672', '12189']);
    expect(page.total).toBe(2);
    expect(seen[0]?.params).toMatchObject({
      db: 'gene',
      term: '"BRCA1"[gene] AND "human"[organism]',
      retmax: '5',
    });
  });

  it('passes a raw term through and reads an unmatched search as empty', async () => {
    serveEutils('esearch', () => ({
      esearchresult: {
        count: '0',
        retmax: '0',
        retstart: '0',
        idlist: [],
        translationset: [],
        errorlist: { phrasesnotfound: ['zzzz'] },
      },
    }));
    const page = await testClient().search('zzzz[gene]');
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('rejects a bad query before any request', async () => {
    await expect(testClient().search({ gene: 'a"b' })).rejects.toThrow(InputError);
    await expect(testClient().search('  ').toArray()).rejects.toThrow(InputError);
  });

  it.each([
    ['search', (c: GenesClient) => c.search('BRCA1', { db: 'pubmed' } as never), 'params.db'],
    ['search', (c: GenesClient) => c.search('BRCA1', { retmax: -1 }), 'params.retmax'],
    [
      'searchSummaries',
      (c: GenesClient) => c.searchSummaries('BRCA1', { term: 'x' } as never),
      'params.term',
    ],
    ['einfo', (c: GenesClient) => c.einfo({ db: 'pubmed' } as never), 'params.db'],
  ])(
    '%s checks its own params (a key the client sets itself is refused, not overridden)',
    async (_m, call, param) => {
      await expect(call(testClient())).rejects.toMatchObject({ name: 'InputError', param });
    },
  );
});

describe('searchSummaries', () => {
  it('stores the hits on the history server and reads summaries 500 at a time', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => String(i + 1));
    serveEutils('esearch', () => esearchJson({ count: 501, ids: [], webenv: 'MCID_1', querykey: '1' }));
    const summary = serveEutils(
      'esummary',
      (s) => {
        const start = Number(s.params.retstart);
        return esummaryJson(ids.slice(start, start + Number(s.params.retmax)));
      },
      2,
    );
    const all = await testClient().searchSummaries({ disease: 'cancer' }).toArray();
    expect(all).toHaveLength(501);
    expect(all[500]).toMatchObject({ uid: '501', organism: { taxid: 9606 } });
    expect(
      summary.map((s) => [s.params.WebEnv, s.params.query_key, s.params.retstart, s.params.retmax]),
    ).toEqual([
      ['MCID_1', '1', '0', '500'],
      ['MCID_1', '1', '500', '1'],
    ]);
  });

  it('summarises one page by id, and makes no summary request for no hits', async () => {
    serveEutils('esearch', () => esearchJson({ count: 0, ids: [], webenv: 'MCID_2' }));
    expect(await testClient().searchSummaries('nothing').toArray()).toEqual([]);
    const search = serveEutils('esearch', () => esearchJson({ count: 9000, ids: ['1', '2', '3'] }));
    const seen = serveEutils('esummary', (s) => esummaryJson((s.params.id ?? '').split(',')));
    expect((await testClient().searchSummaries('x', { maxItems: 3 }).toArray()).map((s) => s.uid)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(search[0]?.params.retmax).toBe('3');
    expect(search[0]?.params.usehistory).toBeUndefined();
    expect(seen[0]?.params.id).toBe('1,2,3');
  });
});

describe('summaries', () => {
  it('types summaries in input order and reports an id NCBI cannot summarise', async () => {
    const seen = serveEutils('esummary', (s) => esummaryJson((s.params.id ?? '').split(','), ['999999999']));
    const result = await testClient().summaries([7157, '999999999', '672']);
    expect(result.items.map((i) => [i.id, i.ok])).toEqual([
      ['7157', true],
      ['999999999', false],
      ['672', true],
    ]);
    expect(result.values[0]).toEqual({ ...geneSummaryJson('7157'), status: 0, currentid: undefined });
    expect(seen[0]?.params).toMatchObject({ db: 'gene', retmode: 'json', version: '2.0' });
  });

  it('splits 1,200 ids into requests of 500', async () => {
    const seen = serveEutils('esummary', (s) => esummaryJson((s.params.id ?? '').split(',')), 3);
    const ids = Array.from({ length: 1200 }, (_, i) => i + 1);
    const result = await testClient().summaries(ids);
    expect(result.failures.map((f) => f.error.message)).toEqual([]);
    expect(result.values).toHaveLength(1200);
    // Chunks may be in flight together (the limiter paces them), so arrival order varies.
    expect(seen.map((s) => (s.params.id ?? '').split(',').length).sort()).toEqual([200, 500, 500]);
  });

  it.each([[[]], [['BRCA1']], [[0]], [['1,2']]])('rejects ids %j before any request', async (ids) => {
    await expect(testClient().summaries(ids as never)).rejects.toThrow(InputError);
  });
});

describe('records and streamRecords', () => {
  it('parses each efetch body into typed records in input order, per-id failures for missing ids', async () => {
    const seen = serveEutils(
      'efetch',
      (s) => entrezgeneSet((s.params.id ?? '').split(',').filter((id) => id !== '404')),
      2,
    );
    const result = await testClient().records(['4747', '404', '11'], { batchSize: 2 });
    expect(result.items.map((i) => [i.id, i.ok])).toEqual([
      ['4747', true],
      ['404', false],
      ['11', true],
    ]);
    expect(result.values.map((r) => [r.geneId, r.nomenclature.symbol])).toEqual([
      ['4747', 'NEFL'],
      ['11', 'NEFL'],
    ]);
    expect(result.failures[0]?.error).toBeInstanceOf(MissingItemError);
    expect(seen.map((s) => [s.params.db, s.params.retmode, s.params.id])).toEqual([
      ['gene', 'xml', '4747,404'],
      ['gene', 'xml', '11'],
    ]);
  });

  it('streams records batch by batch, requesting the next batch only when asked', async () => {
    const seen = serveEutils('efetch', (s) => entrezgeneSet((s.params.id ?? '').split(',')), 3);
    const out: string[] = [];
    for await (const record of testClient().streamRecords([1, 2, 3, 4, 5], { batchSize: 2 })) {
      out.push(record.geneId);
      if (out.length === 3) break;
    }
    expect(out).toEqual(['1', '2', '3']);
    expect(seen).toHaveLength(2);
  });

  it('rejects the call when a request is refused as a whole (a rate limit that spent its retries)', async () => {
    serveEutils('efetch', () => [429, { error: 'API rate limit exceeded', count: '4', limit: '3' }]);
    serveEutils('efetch', (s) => entrezgeneSet((s.params.id ?? '').split(',')));
    await expect(testClient().records([1, 2], { batchSize: 1 })).rejects.toThrow(RateLimitError);
  });

  it('reports a failed answer (a 5xx that spent its retries) for its own ids only', async () => {
    serveEutils('efetch', () => [502, 'Bad Gateway']);
    serveEutils('efetch', (s) => entrezgeneSet((s.params.id ?? '').split(',')));
    const result = await testClient().records([1, 2], { batchSize: 1 });
    expect(result.items[0]?.ok).toBe(false);
    expect(result.failures[0]?.error).toBeInstanceOf(ServerError);
    expect(result.values.map((r) => r.geneId)).toEqual(['2']);
  });

  it('ids NCBI has no record for ("ID list is empty!" in a 200) are MissingItemError per id, found ids still ok', async () => {
    const known = new Set(['4747', '11']);
    const seen = serveEutils(
      'efetch',
      (s) => {
        const ids = (s.params.id ?? '').split(',').filter((id) => known.has(id));
        return ids.length > 0 ? entrezgeneSet(ids) : [200, NO_RECORDS, { 'content-type': 'text/xml' }];
      },
      5,
    );
    // Only unknown ids: one request, nothing found.
    const none = await testClient().records(['404', '405']);
    expect(none.values).toEqual([]);
    expect(none.failures.map((f) => [f.id, f.error instanceof MissingItemError])).toEqual([
      ['404', true],
      ['405', true],
    ]);
    expect(none.failures[0]?.error.message).toContain('no Gene record for id 404');

    // A mix: a batch with a found and a missing id, a batch of missing ids only, a found id.
    const ids = ['404', '4747', '405', '406', '11'];
    const mixed = await testClient().records(ids, { batchSize: 2 });
    expect(mixed.items.map((i) => [i.id, i.ok])).toEqual([
      ['404', false],
      ['4747', true],
      ['405', false],
      ['406', false],
      ['11', true],
    ]);
    expect(mixed.failures.every((f) => f.error instanceof MissingItemError)).toBe(true);
    expect(mixed.values.map((r) => r.geneId)).toEqual(['4747', '11']);
    expect(seen.slice(1).map((s) => s.params.id)).toEqual(['404,4747', '405,406', '11']);

    serveEutils('efetch', () => [200, NO_RECORDS, { 'content-type': 'text/xml' }]);
    const streamed: string[] = [];
    for await (const record of testClient().streamRecords(['404', '405'])) streamed.push(record.geneId);
    expect(streamed).toEqual([]);
  });

  it('"Empty id list - nothing todo" (errors/fetcherror1.xml) in a 200 rejects, as esummary does (issue 16 item 4)', async () => {
    serveEutils('efetch', () => [
      200,
      readReal('ncbi-eutils/errors/fetcherror1.xml'),
      { 'content-type': 'text/xml' },
    ]);
    const error = await testClient()
      .records(['4747'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EutilsError);
    expect(error).toMatchObject({ eutilsMessage: 'Empty id list - nothing todo' });
  });

  it('an <eFetchResult><ERROR> in a 200 body rejects with the EutilsError, not NotFound per id', async () => {
    const error =
      '<?xml version="1.0" ?>\n<eFetchResult>\n\t<ERROR>Cannot retrieve gene records</ERROR>\n</eFetchResult>\n';
    serveEutils('efetch', () => [200, error, { 'content-type': 'text/xml' }], 2);
    const rejected = await testClient()
      .records(['4747', '11'])
      .catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(EutilsError);
    expect(rejected).toMatchObject({ eutilsMessage: 'Cannot retrieve gene records' });
    const streamed = (async () => {
      for await (const r of testClient().streamRecords(['4747'])) return r;
    })();
    await expect(streamed).rejects.toThrow(EutilsError);
  });

  it('a 200 body that is not an Entrezgene-Set (an HTML page) is a ParseError, not an empty answer', async () => {
    serveEutils('efetch', () => [
      200,
      '<html><body>Service busy</body></html>',
      { 'content-type': 'text/html' },
    ]);
    const result = await testClient().records(['4747']);
    expect(result.failures[0]?.error).toBeInstanceOf(ParseError);
    expect(result.failures[0]?.error.message).toContain("an HTML page where the service's data was expected");
  });

  it('a 200 XML body with another root than Entrezgene-Set is a ParseError naming the root', async () => {
    serveEutils('efetch', () => [
      200,
      '<?xml version="1.0"?>\n<eSummaryResult><DocumentSummarySet/></eSummaryResult>',
      { 'content-type': 'text/xml' },
    ]);
    const result = await testClient().records(['4747']);
    expect(result.failures[0]?.error).toBeInstanceOf(ParseError);
    expect(result.failures[0]?.error.message).toContain(
      'expected a <Entrezgene-Set> document, found <eSummaryResult>',
    );
  });

  it('rejects a bad batch size or id list before any request', async () => {
    await expect(testClient().records([1], { batchSize: 501 })).rejects.toThrow(InputError);
    await expect(testClient().streamRecords([1], { batchSize: 0 })).rejects.toThrow(InputError);
    const walk = async () => {
      for await (const _ of testClient().streamRecords(['BRCA1'] as never)) return 'walked';
    };
    await expect(walk()).rejects.toThrow(InputError);
  });
});

describe('links', () => {
  it('asks for one LinkSet per id and returns them in input order by link name', async () => {
    const seen = serveEutils('elink', () => ({
      header: { type: 'elink', version: '0.3' },
      linksets: [
        {
          dbfrom: 'gene',
          ids: ['672'],
          linksetdbs: [
            { dbto: 'pubmed', linkname: 'gene_pubmed', links: ['1', '2'] },
            { dbto: 'pubmed', linkname: 'gene_pubmed_rif', links: ['2'] },
          ],
        },
        {
          dbfrom: 'gene',
          ids: ['7157'],
          linksetdbs: [{ dbto: 'pubmed', linkname: 'gene_pubmed', links: ['3'] }],
        },
      ],
    }));
    const links = await testClient().links([7157, 672, 1], { db: 'pubmed' });
    expect(links.failures).toEqual([]);
    expect(links.values).toEqual([
      { id: '7157', db: 'pubmed', links: [{ linkName: 'gene_pubmed', ids: ['3'] }] },
      {
        id: '672',
        db: 'pubmed',
        links: [
          { linkName: 'gene_pubmed', ids: ['1', '2'] },
          { linkName: 'gene_pubmed_rif', ids: ['2'] },
        ],
      },
      { id: '1', db: 'pubmed', links: [] },
    ]);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      params: { dbfrom: 'gene', db: 'pubmed', id: '7157,672,1' },
    });
  });

  it.each([[{ db: 'clinvar' }], [{ db: 'pubmed', linkname: 'pubmed_gene' }], [undefined]])(
    'rejects %j',
    async (options) => {
      await expect(testClient().links([1], options as never)).rejects.toThrow(InputError);
    },
  );
});

describe('einfo', () => {
  it('reads EInfo for db=gene', async () => {
    const seen = serveEutils('einfo', () => ({
      header: { type: 'einfo', version: '0.3' },
      einforesult: {
        dbinfo: [
          {
            dbname: 'gene',
            menuname: 'Gene',
            description: 'Gene database',
            dbbuild: 'Build250101-0000.1',
            count: '67000000',
            lastupdate: '2025/01/01 00:00',
            fieldlist: [
              {
                name: 'GENE',
                fullname: 'Gene Name',
                description: 'Gene name or symbol',
                termcount: '1',
                isdate: 'N',
                isnumerical: 'N',
                singletoken: 'Y',
                hierarchy: 'N',
                ishidden: 'N',
              },
            ],
            linklist: [{ name: 'gene_pubmed', menu: 'PubMed', description: 'links', dbto: 'pubmed' }],
          },
        ],
      },
    }));
    const info = await testClient().einfo();
    expect(info).toMatchObject({ dbName: 'gene', count: 67000000 });
    expect(info.fields.map((f) => f.name)).toEqual(['GENE']);
    expect(seen[0]?.params.db).toBe('gene');
  });
});

describe('links as a batch', () => {
  it('asks 500 genes per ELink and answers a BatchResult in input order', async () => {
    const seen = serveEutils(
      'elink',
      (s) => {
        const ids = (s.params.id ?? '').split(',');
        return {
          linksets: ids.reverse().map((id) => ({
            dbfrom: 'gene',
            ids: [id],
            linksetdbs: [{ dbto: 'pubmed', linkname: 'gene_pubmed', links: [`${id}0`] }],
          })),
        };
      },
      2,
    );
    const ids = Array.from({ length: 501 }, (_, i) => String(i + 1));
    const links = await testClient().links(ids, { db: 'pubmed' });
    expect(seen.map((s) => [s.method, (s.params.id ?? '').split(',').length])).toEqual([
      ['POST', 500],
      ['POST', 1],
    ]);
    expect(links.failures).toEqual([]);
    expect(links.items.map((item) => item.id)).toEqual(ids);
    expect(links.values[500]).toEqual({
      id: '501',
      db: 'pubmed',
      links: [{ linkName: 'gene_pubmed', ids: ['5010'] }],
    });
  });

  it('a gene NCBI errs on or leaves out has no links; a request that spent its retries fails its ids', async () => {
    serveEutils('elink', () => ({
      linksets: [
        {
          dbfrom: 'gene',
          ids: ['1'],
          linksetdbs: [{ dbto: 'pubmed', linkname: 'gene_pubmed', links: ['10'] }],
        },
        { dbfrom: 'gene', ids: ['2'], ERROR: 'Invalid uid 2' },
      ],
    }));
    const links = await testClient().links([1, 2, 3], { db: 'pubmed' });
    expect(links.failures).toEqual([]);
    expect(links.values.map((l) => [l.id, l.links.length])).toEqual([
      ['1', 1],
      ['2', 0],
      ['3', 0],
    ]);

    serveEutils('elink', () => [500, 'busy']);
    const failed = await testClient().links(['1'], { db: 'pubmed' });
    expect(failed.values).toEqual([]);
    expect(failed.failures[0]?.error).toBeInstanceOf(ServerError);
  });

  it('rejects an error about the request, and bad params before any request', async () => {
    serveEutils('elink', () => ({ ERROR: 'Invalid db name specified: pubmedd' }));
    await expect(testClient().links(['1'], { db: 'pubmed' })).rejects.toBeInstanceOf(EutilsError);
    await expect(testClient().links(['1'], { db: 'omim' as never })).rejects.toMatchObject({
      name: 'InputError',
      param: 'params.db',
    });
  });
});
