import { readFileSync } from 'node:fs';
import { BaseClient, InputError, NotFoundError, ParseError } from '@lifesci/core';
import { EutilsClient, EutilsError } from '@lifesci/eutils';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { ClinicalVariantsClient, type VcvRecord } from '../src/index.js';
import { CLINVAR_FILES, realFixture } from './real-fixtures.js';

const HOST = 'https://eutils.ncbi.nlm.nih.gov';
const BASE = '/entrez/eutils';

const esummary = JSON.parse(
  readFileSync(new URL('./fixtures/esummary-clinvar-v2.json', import.meta.url), 'utf8'),
) as {
  result: Record<string, unknown>;
};

function summaryBody(uids: string[], extra: Record<string, unknown> = {}) {
  const result: Record<string, unknown> = { uids };
  for (const uid of uids) result[uid] = esummary.result[uid] ?? extra[uid];
  return { header: { type: 'esummary', version: '0.3' }, result: { ...result, ...extra } };
}

/** A full first window: 500 summaries (copies of the TSC2 one under other uids). */
function manySummaries(n: number) {
  const uids = Array.from({ length: n }, (_, i) => String(100000 + i));
  const result: Record<string, unknown> = { uids };
  for (const uid of uids) result[uid] = { ...(esummary.result['12397'] as object), uid };
  return { header: { type: 'esummary', version: '0.3' }, result };
}

function searchBody(ids: string[], count: number, history?: { webenv: string; querykey: string }) {
  return {
    header: { type: 'esearch', version: '0.3' },
    esearchresult: {
      count: String(count),
      retmax: String(ids.length),
      retstart: '0',
      idlist: ids,
      translationset: [],
      querytranslation: '',
      ...history,
    },
  };
}

/** The `<VariationArchive>` element of a VCV document. */
function archive(xml: string): string {
  return xml.slice(
    xml.indexOf('<VariationArchive'),
    xml.lastIndexOf('</VariationArchive>') + '</VariationArchive>'.length,
  );
}

// Unit tests are about what is asked and how answers are typed, not pacing.
const client = () => new ClinicalVariantsClient({ rateLimit: false, maxRetries: 0 });

afterEach(() => {
  // Every mocked request must have been made (and nothing left over for the next test).
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

describe('search', () => {
  it('sends the built term to db=clinvar and pages Variation IDs', async () => {
    let query: Record<string, string> = {};
    nock(HOST)
      .get(`${BASE}/esearch.fcgi`)
      .query((q) => {
        query = q as Record<string, string>;
        return true;
      })
      .reply(200, searchBody(['12397', '12624'], 2));
    const page = await client().search({ gene: 'TSC2', clinicalSignificance: 'pathogenic' });
    expect(page.items).toEqual(['12397', '12624']);
    expect(page.total).toBe(2);
    expect(query).toMatchObject({
      db: 'clinvar',
      term: '"TSC2"[gene] AND "pathogenic"[CLNSIG]',
      retmode: 'json',
    });
    // 20 records is not "above 500": no history server.
    expect(query.usehistory).toBeUndefined();
  });

  it('asks for the history server when more than 500 records will be read', async () => {
    let query: Record<string, string> = {};
    nock(HOST)
      .get(`${BASE}/esearch.fcgi`)
      .query((q) => {
        query = q as Record<string, string>;
        return true;
      })
      .reply(200, searchBody(['1'], 1200, { webenv: 'MCID_1', querykey: '1' }));
    const page = await client().search('BRCA1[gene]', { retmax: 1000 });
    expect(query).toMatchObject({ term: 'BRCA1[gene]', usehistory: 'y', retmax: '1000' });
    expect(page.raw).toMatchObject({ count: 1200, webEnv: 'MCID_1', queryKey: 1 });
  });

  it('reads 1,200 matching ids in one request, storing the set once', async () => {
    const seen: Record<string, string>[] = [];
    const ids = Array.from({ length: 5000 }, (_, i) => String(200000 + i));
    nock(HOST)
      .get(`${BASE}/esearch.fcgi`)
      .query((q) => {
        seen.push(q as Record<string, string>);
        return true;
      })
      .reply(200, (uri) => {
        const q = new URL(uri, HOST).searchParams;
        const start = Number(q.get('retstart') ?? 0);
        const body = searchBody(ids.slice(start, start + Number(q.get('retmax'))), ids.length, {
          webenv: 'MCID_7',
          querykey: '1',
        });
        return { ...body, esearchresult: { ...body.esearchresult, retstart: String(start) } };
      });
    const found = await client().search('pathogenic[CLNSIG]', { maxItems: 1200 }).toArray();
    expect(found).toEqual(ids.slice(0, 1200));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ retmax: '1200', usehistory: 'y' });
  });

  it('an unmatched search is an empty result', async () => {
    nock(HOST).get(`${BASE}/esearch.fcgi`).query(true).reply(200, searchBody([], 0));
    expect(await client().search({ gene: 'NOSUCHGENE' }).toArray()).toEqual([]);
  });

  it('refuses a bad query before any request, as a rejection', async () => {
    await expect(client().search({ assembly: 'hg19' as never })).rejects.toThrow(InputError);
    await expect(
      client()
        .searchSummaries({ assembly: 'hg19' as never })
        .toArray(),
    ).rejects.toThrow(InputError);
  });
});

describe('summaries', () => {
  it('types summaries in input order and reports a missing id per id', async () => {
    let query: Record<string, string> = {};
    nock(HOST)
      .get(`${BASE}/esummary.fcgi`)
      .query((q) => {
        query = q as Record<string, string>;
        return true;
      })
      .reply(
        200,
        summaryBody(['12624', '12397'], {
          '999999999': { uid: '999999999', error: 'cannot get document summary' },
        }),
      );
    const result = await client().summaries(['VCV000012397.10', 12624, '999999999']);
    expect(query).toMatchObject({
      db: 'clinvar',
      version: '2.0',
      retmode: 'json',
      id: '12397,12624,999999999',
    });
    expect(result.items.map((i) => [i.id, i.ok])).toEqual([
      ['VCV000012397.10', true],
      ['12624', true],
      ['999999999', false],
    ]);
    expect(
      result.values.map((s) => [
        s.accession,
        s.classification ?? s.clinicalImpactClassification?.description,
      ]),
    ).toEqual([
      ['VCV000012397', 'Pathogenic'],
      ['VCV000012624', 'Tier I - Strong'],
    ]);
  });

  it('refuses an id that is not a Variation ID or VCV accession, before any request', async () => {
    await expect(client().summaries(['RCV000013205'])).rejects.toThrow(InputError);
    await expect(client().summaries([])).rejects.toThrow(InputError);
  });
});

describe('search params', () => {
  it.each([
    ['search', () => client().search('BRCA1[gene]', { db: 'gene' } as never), 'params.db'],
    ['search', () => client().search('BRCA1[gene]', { retmax: 1.5 }), 'params.retmax'],
    ['searchSummaries', () => client().searchSummaries('BRCA1[gene]', { maxItems: -1 }), 'params.maxItems'],
    ['searchSummaries', () => client().searchSummaries('BRCA1[gene]', { map: 1 } as never), 'params.map'],
  ])('%s checks its own params before any request', async (_m, call, param) => {
    await expect(call()).rejects.toMatchObject({ name: 'InputError', param });
  });
});

describe('searchSummaries', () => {
  it('up to 500 matches wanted: one search and one summary request by id, no history server', async () => {
    nock(HOST)
      .get(`${BASE}/esearch.fcgi`)
      .query((q) => q.retmax === '2' && q.usehistory === undefined)
      .reply(200, searchBody(['12397', '12624'], 7));
    nock(HOST)
      .get(`${BASE}/esummary.fcgi`)
      .query((q) => q.id === '12397,12624')
      .reply(200, summaryBody(['12397', '12624']));
    const page = await client().searchSummaries({ gene: ['TSC2', 'ABL1'] }, { maxItems: 2 });
    expect(page.items.map((s) => s.uid)).toEqual(['12397', '12624']);
    expect(page.hasNextPage()).toBe(false);
    expect(page.raw?.search?.count).toBe(7);
  });

  it('above 500: the set is stored and summarised from the history server, 500 per page, no ids sent', async () => {
    nock(HOST)
      .get(`${BASE}/esearch.fcgi`)
      .query((q) => q.usehistory === 'y' && q.retmax === '0')
      .reply(200, searchBody([], 501, { webenv: 'MCID_9', querykey: '3' }));
    const windows: string[] = [];
    nock(HOST)
      .get(`${BASE}/esummary.fcgi`)
      .query((q) => {
        if (q.id !== undefined || q.WebEnv !== 'MCID_9' || q.query_key !== '3') return false;
        windows.push(`${q.retstart}+${q.retmax}`);
        return true;
      })
      .times(2)
      .reply(200, (uri) => (uri.includes('retstart=0') ? manySummaries(500) : summaryBody(['2'])));
    const pages: number[] = [];
    const all = client().searchSummaries('pathogenic[CLNSIG]', { maxItems: 1000 });
    for await (const page of all.pages()) pages.push(page.items.length);
    expect(pages).toEqual([500, 1]);
    expect(windows).toEqual(['0+500', '500+1']);
    const first = await all;
    expect(first.total).toBe(501);
    expect(first.raw?.search).toMatchObject({ webEnv: 'MCID_9', queryKey: 3 });
  });

  it('a search matching nothing is an empty page, without a summary request', async () => {
    nock(HOST).get(`${BASE}/esearch.fcgi`).query(true).reply(200, searchBody([], 0));
    expect(await client().searchSummaries({ gene: 'NOSUCHGENE' }).toArray()).toEqual([]);
  });
});

describe('records', () => {
  it('rettype vcv: asks efetch for the VCV report and types every record', async () => {
    let query: Record<string, string> = {};
    nock(HOST)
      .get(`${BASE}/efetch.fcgi`)
      .query((q) => {
        query = q as Record<string, string>;
        return true;
      })
      .reply(200, realFixture(CLINVAR_FILES.vcvHaplotype), { 'content-type': 'text/xml' });
    const records = await client().streamRecords(['VCV004818726'], { rettype: 'vcv' });
    expect(query).toMatchObject({
      db: 'clinvar',
      id: '4818726',
      rettype: 'vcv',
      retmode: 'xml',
      is_variationid: 'true',
    });
    expect(records.map((r) => [r.accession, r.alleles.length])).toEqual([['VCV004818726', 2]]);
  });

  it('rettype rcv: types ClinVarSet records', async () => {
    nock(HOST)
      .get(`${BASE}/efetch.fcgi`)
      .query((q) => q.rettype === 'rcv' && q.is_variationid === undefined && q.id === '12624')
      .reply(200, realFixture(CLINVAR_FILES.rcvSample), { 'content-type': 'text/xml' });
    const records = await client().streamRecords([12624], { rettype: 'rcv' });
    expect(records.map((r) => [r.accession, r.variationId, r.classification])).toEqual([
      ['RCV000432136', '12624', 'Tier II - Potential; Tier I - Strong'],
    ]);
  });

  it('streams 500 ids per request, in input order, without holding earlier batches', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => String(i + 1));
    // The first 500 ids make a long URL: sent as a form POST; the 501st alone fits a GET.
    const twoRecords = `<ClinVarResult-Set>${archive(realFixture(CLINVAR_FILES.vcvOlder))}${archive(
      realFixture(CLINVAR_FILES.vcvHaplotype).replace(/VariationID="4818726"/g, 'VariationID="7"'),
    )}</ClinVarResult-Set>`;
    nock(HOST)
      .post(`${BASE}/efetch.fcgi`, (body: { id?: string }) => body.id?.split(',').length === 500)
      .reply(200, twoRecords, { 'content-type': 'text/xml' })
      .get(`${BASE}/efetch.fcgi`)
      .query((q) => q.id === '501')
      .reply(200, '<ClinVarResult-Set></ClinVarResult-Set>', { 'content-type': 'text/xml' });
    const seen: VcvRecord[][] = [];
    for await (const batch of client().streamRecords(ids, { rettype: 'vcv' }).batches()) seen.push(batch);
    // ClinVar's order (12397, then 7) is put back into the order the ids were asked for.
    expect(seen.map((b) => b.map((r) => r.variationId))).toEqual([['7', '12397'], []]);
  });

  it('ids ClinVar has no record for ("ID list is empty!" in a 200) are an empty result, not an error', async () => {
    const noRecords =
      '<?xml version="1.0" encoding="UTF-8" ?>\n<eFetchResult>\n\t<ERROR>ID list is empty! Possibly it has no correct IDs.</ERROR>\n</eFetchResult>\n';
    nock(HOST)
      .get(`${BASE}/efetch.fcgi`)
      .query((q) => q.id === '999000001,999000002')
      .times(2)
      .reply(200, noRecords, { 'content-type': 'text/xml' });
    await expect(client().streamRecords(['999000001', '999000002'], { rettype: 'vcv' })).resolves.toEqual([]);
    const batches: unknown[] = [];
    for await (const batch of client()
      .streamRecords(['999000001', '999000002'], { rettype: 'rcv' })
      .batches())
      batches.push(batch);
    expect(batches).toEqual([[]]);

    // A mix: 500 unknown ids (one POST, no records), then a known one; one batch per request.
    const unknown = Array.from({ length: 500 }, (_, i) => String(999_000_001 + i));
    nock(HOST)
      .post(`${BASE}/efetch.fcgi`, (body: { id?: string }) => body.id === unknown.join(','))
      .reply(200, noRecords, { 'content-type': 'text/xml' })
      .get(`${BASE}/efetch.fcgi`)
      .query((q) => q.id === '12397')
      .reply(200, `<ClinVarResult-Set>${archive(realFixture(CLINVAR_FILES.vcvOlder))}</ClinVarResult-Set>`, {
        'content-type': 'text/xml',
      });
    const seen: string[][] = [];
    for await (const batch of client()
      .streamRecords([...unknown, '12397'], { rettype: 'vcv' })
      .batches())
      seen.push(batch.map((r) => r.variationId));
    expect(seen).toEqual([[], ['12397']]);
  });

  it('"Empty id list - nothing todo" in a 200 body still rejects streamRecords() with an EutilsError', async () => {
    nock(HOST)
      .get(`${BASE}/efetch.fcgi`)
      .query(true)
      .reply(200, '<eFetchResult>\n\t<ERROR>Empty id list - nothing todo</ERROR>\n</eFetchResult>\n', {
        'content-type': 'text/xml',
      });
    const records = client().streamRecords(['12397'], { rettype: 'vcv' });
    await expect(records).rejects.toBeInstanceOf(EutilsError);
    await expect(records).rejects.toMatchObject({ eutilsMessage: 'Empty id list - nothing todo' });
  });

  it('an <eFetchResult><ERROR> in a 200 body is an EutilsError, not a batch without records', async () => {
    nock(HOST)
      .get(`${BASE}/efetch.fcgi`)
      .query(true)
      .reply(
        200,
        '<?xml version="1.0" ?>\n<eFetchResult>\n\t<ERROR>Invalid ClinVar ID</ERROR>\n</eFetchResult>\n',
        {
          'content-type': 'text/xml',
        },
      );
    const error = await client()
      .streamRecords(['12397'], { rettype: 'vcv' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(EutilsError);
    expect((error as EutilsError).eutilsMessage).toBe('Invalid ClinVar ID');
  });

  it('a 200 body that is no ClinVar document (an HTML page) fails its ids with a ParseError, never an empty batch', async () => {
    nock(HOST)
      .get(`${BASE}/efetch.fcgi`)
      .query(true)
      .reply(200, '<html><body>Service busy</body></html>', { 'content-type': 'text/html' });
    const records = client().streamRecords(['12397'], { rettype: 'rcv' });
    expect(await records).toEqual([]);
    // The one rule of the family: not a request-level error, so the batch's ids fail with it.
    expect(records.failures.map((f) => ('id' in f ? f.id : undefined))).toEqual(['12397']);
    const error = records.failures[0]?.error;
    expect(error).toBeInstanceOf(ParseError);
    expect(error?.message).toContain("an HTML page where the service's data was expected");
  });

  it('refuses a bad rettype before any request, as a rejection', async () => {
    await expect(client().streamRecords([1], { rettype: 'scv' as never })).rejects.toThrow(InputError);
    const walk = async () => {
      for await (const _ of client().streamRecords([1], { rettype: 'scv' as never })) return 'walked';
    };
    await expect(walk()).rejects.toThrow(InputError);
  });
});

describe('links', () => {
  it('asks ELink one-to-one with the clinvar_<target> linkname and answers per input id', async () => {
    // nock hands a form body over already decoded.
    let form: Record<string, string | string[]> = {};
    nock(HOST)
      .post(`${BASE}/elink.fcgi`, (body) => {
        form = body as typeof form;
        return true;
      })
      .reply(200, {
        header: { type: 'elink', version: '0.3' },
        linksets: [
          {
            dbfrom: 'clinvar',
            ids: ['12397'],
            linksetdbs: [{ dbto: 'pubmed', linkname: 'clinvar_pubmed', links: ['10205261', '9463313'] }],
          },
          { dbfrom: 'clinvar', ids: ['12624'] },
        ],
      });
    const links = await client().links([12397, 'VCV000012624'], { db: 'pubmed' });
    expect(form).toMatchObject({
      dbfrom: 'clinvar',
      db: 'pubmed',
      linkname: 'clinvar_pubmed',
      id: ['12397', '12624'],
    });
    expect(links.failures).toEqual([]);
    expect(links.values).toEqual([
      { id: '12397', db: 'pubmed', linkName: 'clinvar_pubmed', ids: ['10205261', '9463313'] },
      { id: '12624', db: 'pubmed', linkName: 'clinvar_pubmed', ids: [] },
    ]);
  });

  it('sends 500 ids per ELink (eutils elink oneToOne) and keeps input order; an id NCBI errs on has no links', async () => {
    const sizes: number[] = [];
    nock(HOST)
      .post(`${BASE}/elink.fcgi`)
      .times(2)
      .reply((_uri, body) => {
        const ids = new URLSearchParams(body as string).getAll('id');
        sizes.push(ids.length);
        const linksets = ids.reverse().map((id) =>
          id === '7'
            ? { dbfrom: 'clinvar', ids: [id], ERROR: 'Invalid uid 7' }
            : {
                dbfrom: 'clinvar',
                ids: [id],
                linksetdbs: [{ dbto: 'gene', linkname: 'clinvar_gene', links: [`g${id}`] }],
              },
        );
        return [200, { header: { type: 'elink', version: '0.3' }, linksets }];
      });
    const ids = Array.from({ length: 600 }, (_, i) => String(i + 1));
    const links = await client().links(ids, { db: 'gene' });
    expect(sizes).toEqual([500, 100]);
    expect(links.failures).toEqual([]);
    expect(links.items.map((item) => item.id)).toEqual(ids);
    expect(links.values[0]?.ids).toEqual(['g1']);
    expect(links.values[6]?.ids).toEqual([]);
    expect(links.values[599]?.ids).toEqual(['g600']);
  });

  it('a request that spent its retries fails its own ids; an error about the request rejects', async () => {
    nock(HOST).post(`${BASE}/elink.fcgi`).reply(404, 'not found');
    const failed = await client().links([1, 2], { db: 'snp' });
    expect(failed.values).toEqual([]);
    expect(failed.failures.map((f) => [f.id, f.error instanceof NotFoundError])).toEqual([
      ['1', true],
      ['2', true],
    ]);
    nock(HOST).post(`${BASE}/elink.fcgi`).reply(200, { ERROR: 'Invalid db name specified: snpp' });
    await expect(client().links([1], { db: 'snp' })).rejects.toThrow(EutilsError);
  });

  it('refuses an unknown target database before any request', async () => {
    await expect(client().links([1], { db: 'omim' as never })).rejects.toMatchObject({
      name: 'InputError',
      param: 'params.db',
    });
  });
});

describe('construction', () => {
  it('shares a given EutilsClient and touches no network', () => {
    const eutils = new EutilsClient({ rateLimit: false });
    expect(new ClinicalVariantsClient({ eutils }).eutils).toBe(eutils);
    expect(new ClinicalVariantsClient({ eutils, timeout: undefined } as never).eutils).toBe(eutils);
  });

  it('refuses other options beside a given EutilsClient (its options apply), naming the option', () => {
    const eutils = new EutilsClient({ rateLimit: false });
    expect(() => new ClinicalVariantsClient({ eutils, timeout: 5_000 })).toThrow(
      expect.objectContaining({ name: 'InputError', param: 'options.timeout' }),
    );
    expect(
      () => new ClinicalVariantsClient({ eutils, baseUrls: { eutils: 'http://127.0.0.1:9/e' } }),
    ).toThrow(expect.objectContaining({ param: 'options.baseUrls' }));
  });

  it("takes the E-utilities address from baseUrls.eutils (an emulator's baseUrls as they are)", async () => {
    nock('http://127.0.0.1:9')
      .get('/ncbi/entrez/eutils/esearch.fcgi')
      .query(true)
      .reply(200, searchBody([], 0));
    const c = new ClinicalVariantsClient({
      rateLimit: false,
      baseUrls: { eutils: 'http://127.0.0.1:9/ncbi/entrez/eutils', trials: 'http://127.0.0.1:9/trials' },
    });
    expect((await c.search({ gene: 'TSC2' })).items).toEqual([]);
    // A misspelt key would send requests to NCBI: refused (issue 18).
    expect(() => new ClinicalVariantsClient({ baseUrls: { eutilz: 'http://127.0.0.1:9/e' } })).toThrow(
      InputError,
    );
  });

  it('composes its EutilsClient instead of being a BaseClient: the budget is that of its key', async () => {
    const c = new ClinicalVariantsClient({ apiKey: 'budget-key-1' });
    expect(c).not.toBeInstanceOf(BaseClient);
    expect(c.eutils.baseUrlOf()).toBe('https://eutils.ncbi.nlm.nih.gov/entrez/eutils');
    const shared = await c.eutils.limiter();
    expect(await new EutilsClient({ apiKey: 'budget-key-1' }).limiter()).toBe(shared);
    expect(await new EutilsClient({ apiKey: 'budget-key-2' }).limiter()).not.toBe(shared);
  });

  it('core checks the option and address keys: any lifesci interface key passes, others are refused', () => {
    const all = {
      eutils: 'http://127.0.0.1:9/e',
      datasets: 'http://127.0.0.1:9/d',
      datasetsV1: 'http://127.0.0.1:9/v1',
    };
    expect(new ClinicalVariantsClient({ baseUrls: all }).eutils.baseUrlOf()).toBe('http://127.0.0.1:9/e');
    expect(() => new ClinicalVariantsClient({ baseUrls: { eutilz: 'http://127.0.0.1:9/e' } })).toThrow(
      /options\.baseUrls\.eutilz/,
    );
    expect(() => new ClinicalVariantsClient({ emial: 'a@b.org' } as never)).toThrow(InputError);
  });

  it('re-exports the error classes themselves', async () => {
    const own = await import('../src/index.js');
    expect(own.InputError).toBe(InputError);
    expect(own.NotFoundError).toBe(NotFoundError);
    expect(own.EutilsIdError).toBe((await import('@lifesci/eutils')).EutilsIdError);
  });

  it('checks options at construction', () => {
    expect(() => new ClinicalVariantsClient({ timeout: -1 })).toThrow(InputError);
    expect(() => new ClinicalVariantsClient({ email: 'not an address' })).toThrow(/options\.email/);
    expect(() => new ClinicalVariantsClient({ eutils: {} as never })).toThrow(/options\.eutils/);
  });
});
