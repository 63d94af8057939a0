import { defaultRedactor, ParseError, RateLimitError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { checkEutilsBody } from '../src/errors.js';
import { EutilsError, EutilsIdError, type SummaryElement } from '../src/index.js';
import { readReal, serve, testClient } from './helpers.js';

// Issue 16: values read from real recorded responses, checked against what the files hold.

function medgenAnswer(): string {
  const cassette = parseYaml(readReal('cassette-esummary-medgen.yaml')) as {
    interactions: { response: { body: { string: string } } }[];
  };
  const body = cassette.interactions[0]?.response.body.string;
  if (!body) throw new Error('cassette has no response');
  return body;
}

describe('version 1.0 DocSum lists keep their names (item 3)', () => {
  it('esummary1.xml: ArticleIds and History are name -> value maps; AuthorList stays a list', async () => {
    serve('esummary', () => [200, readReal('esummary1.xml')]);
    const result = await testClient().esummary({
      db: 'pubmed',
      ids: ['11850928', '11482001'],
      version: '1.0',
      retmode: 'xml',
    });
    const [first, second] = result.values;
    expect(first?.ArticleIds).toEqual({ pubmed: '11850928' });
    expect(first?.History).toEqual({
      pubmed: '1965/08/01 00:00',
      medline: '2002/03/09 10:01',
      entrez: '1965/08/01 00:00',
    });
    expect(first?.AuthorList).toEqual(['LoPresti PJ', 'Hambrick GW Jr']);
    expect(first?.LangList).toEqual(['English']);
    expect(first?.PubTypeList).toEqual(['Journal Article']);
    expect(first?.References).toEqual([]);
    expect(second?.ArticleIds).toEqual({ pubmed: '11482001' });
    expect(second?.History).toMatchObject({ pubmed: '2001/08/03 10:00', medline: '2002/01/23 10:01' });
  });
});

describe('version 2.0 DocumentSummary without a schema has one generic shape (item 6)', () => {
  it('cassette-esummary-medgen.yaml: text fields, elements with attributes and always-array children, DbBuild', async () => {
    serve('esummary', () => [200, medgenAnswer()]);
    const result = await testClient().esummary({ db: 'medgen', ids: [336867], retmode: 'xml' });
    expect(result.dbBuild).toBe('Build240412-0757.1');
    const [summary] = result.values;
    expect(summary).toMatchObject({
      uid: '336867',
      ConceptId: 'C1845167',
      Title: 'Dent disease type 2',
      SemanticId: 'T047',
      SemanticType: 'Disease or Syndrome',
      Suppressed: '',
    });
    const meta = summary?.ConceptMeta as SummaryElement;
    expect(meta.children.Chromosome?.[0]).toEqual({ text: 'X', attributes: {}, children: {} });
    expect(meta.children.Cytogenetic?.[0]?.text).toBe('Xq26.1');
    expect(meta.children.PharmacologicResponse?.[0]?.text).toBe('');
    const names = meta.children.Names?.[0]?.children.Name ?? [];
    expect(names).toHaveLength(14);
    expect(names[0]).toEqual({
      text: 'DENT DISEASE 2',
      attributes: { SDUI: '300555', CODE: '300555', SAB: 'OMIM', TTY: 'PT', type: 'syn' },
      children: {},
    });
    // One child is still an array: <Definitions> holds one <Definition source="GeneReviews">.
    const definitions = meta.children.Definitions?.[0]?.children.Definition ?? [];
    expect(definitions).toHaveLength(1);
    expect(definitions[0]?.attributes).toEqual({ source: 'GeneReviews' });
    const modes = meta.children.ModesOfInheritance?.[0] as SummaryElement;
    expect(modes.children.ModeOfInheritance?.[0]?.attributes).toEqual({
      uid: '375779',
      CUI: 'C1845977',
      TUI: 'T033',
    });
    expect(modes.children.ModeOfInheritance?.[0]?.children.Name?.[0]?.text).toBe(
      'X-linked recessive inheritance',
    );
    expect(meta.children.OMIM?.[0]?.children.MIM?.map((m) => m.text)).toEqual(['300555']);
    // The gene list: one <Gene> is an array of one element, text and attributes apart.
    expect(meta.children.AssociatedGenes?.[0]?.children.Gene).toEqual([
      { text: 'OCRL', attributes: { gene_id: '4952', chromosome: 'X', cytogen_loc: 'Xq26.1' }, children: {} },
    ]);
    const json = JSON.stringify(summary);
    expect(json).not.toContain('#text');
    expect(json).not.toContain('@_');
  });
});

describe('ELink check commands are typed (item 5)', () => {
  it('elink-acheck.xml (Biopython elink7.xml): per id, its LinkInfo list', async () => {
    serve('elink', () => [200, readReal('elink-acheck.xml')]);
    const [set, ...rest] = await testClient().elink({
      dbfrom: 'pubmed',
      ids: ['12169658', '11748140'],
      cmd: 'acheck',
    });
    expect(rest).toEqual([]);
    expect(set?.ids).toEqual(['12169658', '11748140']);
    expect(set?.idLinkSets?.map((s) => [s.id, s.linkInfos.length])).toEqual([
      ['12169658', 16],
      ['11748140', 15],
    ]);
    expect(set?.idLinkSets?.[0]?.linkInfos[0]).toEqual({
      dbTo: 'books',
      linkName: 'pubmed_books_refs',
      menuTag: 'Cited in Books',
      htmlTag: 'Cited in Books',
      priority: 185,
    });
    expect(set?.idLinkSets?.[1]?.linkInfos.at(-1)).toEqual({
      dbTo: 'LinkOut',
      linkName: 'ExternalLink',
      menuTag: 'LinkOut',
      htmlTag: 'LinkOut',
      priority: 255,
    });
    expect(set).not.toHaveProperty('idCheckList');
  });

  it('elink-ncheck.xml (Biopython elink8.xml): one id with HasNeighbor', async () => {
    serve('elink', () => [200, readReal('elink-ncheck.xml')]);
    const [set] = await testClient().elink({ dbfrom: 'pubmed', ids: ['12068369'], cmd: 'ncheck' });
    expect(set?.ids).toEqual(['12068369']);
    expect(set?.idChecks).toEqual([{ id: '12068369', hasNeighbor: true }]);
  });
});

describe('efetchXml hands out documents only (item 2)', () => {
  const drain = async (body: string, roots?: string[]) => {
    serve('efetch', () => [200, body]);
    const out = [];
    for await (const batch of testClient().efetchXml({
      db: 'gene',
      ids: [4747],
      retmode: 'xml',
      ...(roots && { roots }),
    }))
      out.push(batch);
    return out;
  };

  it('efetch-gene-4747.xml: a real record document passes, also with its root named', async () => {
    const [batch] = await drain(readReal('efetch-gene-4747.xml'), ['Entrezgene-Set']);
    expect(batch?.empty).toBeUndefined();
    expect(Object.keys(batch?.document ?? {})).toEqual(['Entrezgene-Set']);
  });

  it('an empty body is `empty: true`, not a document', async () => {
    const [batch] = await drain('');
    expect(batch).toMatchObject({ ids: ['4747'], empty: true, document: {} });
  });

  it.each([
    ['JSON', '{"header":{"type":"efetch"},"result":{}}'],
    ['plain text', 'Service unavailable'],
    ['an HTML page', '<html><body><h1>Proxy Error</h1></body></html>'],
  ])('%s is a ParseError', async (_, body) => {
    const error = await drain(body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
  });

  it('a real document whose root is not the one asked for is a ParseError', async () => {
    const error = await drain(readReal('efetch-gene-4747.xml'), ['GBSet']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).message).toContain('<Entrezgene-Set>');
  });
});

describe("NCBI's rate-limit JSON, read from raw text (item 1, eutils side)", () => {
  const context = {
    service: 'eutils',
    method: 'GET',
    url: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?retmode=xml',
    status: 200,
    headers: new Headers(),
    redactor: defaultRedactor,
    partial: false,
    raw: true,
    error: (status: number, message?: string, body?: unknown) =>
      new RateLimitError({ status, service: 'eutils', method: 'GET', url: '', message, body }),
  };

  it('errors/rate-limit-error.json as the raw text of an XML request is a RateLimitError', () => {
    const raw = readReal('errors/rate-limit-error.json');
    expect(() => checkEutilsBody(raw, context)).toThrow(RateLimitError);
    // A streamed body's start (the peek) reads the same.
    expect(() => checkEutilsBody(raw, { ...context, partial: true })).toThrow(RateLimitError);
  });

  it('efetchXml reads the body as text, so the same body in a 200 is a RateLimitError today', async () => {
    serve('efetch', () => [200, readReal('errors/rate-limit-error.json')]);
    const run = async () => {
      for await (const _ of testClient().efetchXml({ db: 'gene', ids: [1], retmode: 'xml' })) {
        // draining
      }
    };
    expect(await run().catch((e: unknown) => e)).toBeInstanceOf(RateLimitError);
  });
});

describe('errors built by eutils never carry the API key (issue 15 item 4)', () => {
  const apiKey = 'secretkey0123456789abcdef';

  it('an EutilsError whose NCBI message echoes the key: message and eutilsMessage redacted', async () => {
    serve('esearch', () => [
      200,
      `<eSearchResult><ERROR>Invalid api_key ${apiKey} for db</ERROR></eSearchResult>`,
    ]);
    const error = await testClient({ apiKey })
      .esearch({ db: 'gene', term: 'x', retmode: 'xml' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(EutilsError);
    const fields = JSON.stringify({ ...(error as EutilsError), message: (error as Error).message });
    expect(fields).not.toContain(apiKey);
    expect((error as EutilsError).eutilsMessage).toContain('[REDACTED]');
  });

  it('a per-id EutilsIdError that echoes the key is redacted', async () => {
    serve('esummary', () => ({
      header: { type: 'esummary' },
      result: { uids: ['1'], '1': { uid: '1', error: `cannot get document summary for ${apiKey}` } },
    }));
    const result = await testClient({ apiKey }).esummary({ db: 'gene', ids: [1] });
    const error = result.failures[0]?.error as EutilsIdError;
    expect(error).toBeInstanceOf(EutilsIdError);
    expect(error.message).not.toContain(apiKey);
    expect(error.eutilsMessage).not.toContain(apiKey);
  });
});

describe("NCBI's rate-limit JSON in a 200 answering an XML request, end to end (item 1)", () => {
  const clock = {
    now: () => 0,
    random: () => 0.5,
    sleeps: [] as number[],
    sleep: async (ms: number) => void clock.sleeps.push(ms),
  };

  it('esearch retmode xml: a RateLimitError after the retries, not a validation error after one attempt', async () => {
    const { seen } = serve('esearch', () => [200, readReal('errors/rate-limit-error.json')], 3);
    const error = await testClient({ maxRetries: 2, clock })
      .esearch({ db: 'pubmed', term: 'biopython', retmode: 'xml' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(seen).toHaveLength(3);
  });

  it('esearch retmode xml: retried, then the real answer (esearch1.xml) parses', async () => {
    let calls = 0;
    serve(
      'esearch',
      () =>
        ++calls === 1 ? [200, readReal('errors/rate-limit-error.json')] : [200, readReal('esearch1.xml')],
      2,
    );
    const result = await testClient({ maxRetries: 2, clock }).esearch({
      db: 'pubmed',
      term: 'biopython',
      retmode: 'xml',
    });
    expect(calls).toBe(2);
    expect(result.items.length).toBeGreaterThan(0);
  });
});
