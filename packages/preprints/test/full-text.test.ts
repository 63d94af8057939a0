import { readFileSync } from 'node:fs';
import { InputError, NotFoundError, ParseError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJats } from '../src/index.js';
import { record, SITE, testClient } from './helpers.js';

const SAMPLE = readFileSync(new URL('./fixtures/sample-jats.xml', import.meta.url), 'utf8');

afterEach(() => {
  nock.cleanAll();
});

describe('fullText addresses', () => {
  const client = testClient();
  const rec = { doi: '10.1101/2025.01.15.600001', version: 2 };

  it('builds the PDF and HTML addresses from DOI and version', () => {
    expect(client.fullText.pdfUrl(rec)).toBe(`${SITE}/content/10.1101/2025.01.15.600001v2.full.pdf`);
    expect(client.fullText.htmlUrl(rec)).toBe(`${SITE}/content/10.1101/2025.01.15.600001v2`);
  });

  it('takes a whole record (version as the API sends it, a string) and uses the medRxiv site', () => {
    const med = testClient({ server: 'medrxiv' });
    expect(med.fullText.htmlUrl({ ...record(1), version: '3' })).toBe(
      'https://www.medrxiv.org/content/10.1101/2025.01.02.600001v3',
    );
  });

  it('a configured site address replaces the default', () => {
    const local = testClient({ baseUrls: { preprintsSite: 'http://127.0.0.1:9/site' } });
    expect(local.fullText.pdfUrl(rec)).toBe(
      'http://127.0.0.1:9/site/content/10.1101/2025.01.15.600001v2.full.pdf',
    );
  });

  it.each([
    [{ doi: 'nope', version: 1 }, 'record.doi'],
    [{ doi: '10.1101/1', version: 0 }, 'record.version'],
  ])('refuses %j naming %s', (bad, param) => {
    expect(() => client.fullText.pdfUrl(bad)).toThrow(expect.objectContaining({ param }));
  });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('fullText.downloadPdf', () => {
  it('streams the PDF from the site', async () => {
    nock(SITE)
      .get('/content/10.1101/2025.01.15.600001v2.full.pdf')
      .reply(200, '%PDF-1.4 body', { 'content-type': 'application/pdf' });
    const stream = await testClient().fullText.downloadPdf({ doi: '10.1101/2025.01.15.600001', version: 2 });
    expect(await readAll(stream)).toBe('%PDF-1.4 body');
  });

  it('a 404 is NotFoundError, a bad record is refused before sending', async () => {
    nock(SITE).get('/content/10.1101/1v1.full.pdf').reply(404, 'Page not found');
    await expect(testClient().fullText.downloadPdf({ doi: '10.1101/1', version: 1 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(testClient().fullText.downloadPdf({ doi: 'x', version: 1 })).rejects.toThrow(InputError);
  });
});

describe('fullText.getJats', () => {
  it('fetches the record jatsxml from the site and returns a typed article', async () => {
    const rec = record(1);
    const path = new URL(rec.jatsxml).pathname;
    nock(SITE).get(path).reply(200, SAMPLE, { 'content-type': 'application/xml' });
    const article = await testClient().fullText.getJats(rec);
    expect(article.doi).toBe('10.1101/2025.01.15.600001');
    expect(article.title).toBe('Calcium waves in Xenopus oocytes require Ca2+ release');
    expect(article.authors).toEqual([
      {
        name: 'Jane Doe',
        surname: 'Doe',
        givenNames: 'Jane',
        orcid: 'http://orcid.org/0000-0002-1825-0097',
        corresponding: true,
        affiliations: [
          'Department of Cell Biology, University of Somewhere, Springfield, USA',
          'Institute of Imaging, Example City, Germany',
        ],
      },
      {
        name: 'Richard Roe',
        surname: 'Roe',
        givenNames: 'Richard',
        orcid: undefined,
        corresponding: false,
        affiliations: ['Institute of Imaging, Example City, Germany'],
      },
      {
        name: 'The Oocyte Consortium',
        surname: undefined,
        givenNames: undefined,
        orcid: undefined,
        corresponding: false,
        affiliations: [],
      },
    ]);
    expect(article.abstract).toBe('Calcium waves propagate across the oocyte.\n\nWe show they need release.');
    expect(article.sections.map((s) => s.heading)).toEqual(['Introduction', 'Results']);
    expect(article.sections[0]?.paragraphs).toEqual([
      'Waves were first seen in 1991 1, and later imaged 2.',
      'Here we test the release model in n=12 oocytes.',
    ]);
    expect(article.sections[1]?.sections[0]).toMatchObject({
      id: 's2-1',
      heading: 'Waves need stores',
      paragraphs: ['Depleting stores abolished waves (Figure 1).'],
    });
    expect(article.figures).toEqual([
      {
        id: 'F1',
        label: 'Figure 1.',
        title: 'Store depletion abolishes waves.',
        caption: '(A) Control oocyte. (B) After thapsigargin.',
      },
    ]);
    expect(article.references).toHaveLength(2);
    expect(article.references[0]).toMatchObject({
      id: 'c1',
      authors: ['Lechleiter J', 'Clapham D'],
      title: 'Molecular mechanisms of intracellular calcium excitability in X. laevis oocytes',
      source: 'Cell',
      year: '1992',
      doi: '10.1016/0092-8674(92)90409-6',
    });
    expect(article.references[1]).toMatchObject({
      authors: ['Smith A'],
      source: 'Imaging Calcium',
      doi: undefined,
    });
  });

  it('refuses a record without jatsxml, or one pointing at another host, before any request', async () => {
    const client = testClient();
    await expect(client.fullText.getJats({ doi: '10.1101/1', version: 1 })).rejects.toBeInstanceOf(
      InputError,
    );
    await expect(
      client.fullText.getJats({ doi: '10.1101/1', version: 1, jatsxml: 'https://evil.example/x.xml' }),
    ).rejects.toMatchObject({ param: 'record.jatsxml' });
  });

  it('reads a real-site jatsxml path from a configured site address', async () => {
    nock('http://127.0.0.1:9')
      .get('/site/content/early/2025/01/15/2025.01.02.600001.source.xml')
      .reply(200, SAMPLE);
    const client = testClient({ baseUrls: { preprintsSite: 'http://127.0.0.1:9/site' } });
    const article = await client.fullText.getJats(record(1));
    expect(article.figures).toHaveLength(1);
  });

  it('a document that is not a JATS article is a ParseError', () => {
    expect(() => parseJats('<html><body>Not found</body></html>')).toThrow(ParseError);
    expect(() => parseJats('<article><front>')).toThrow(ParseError);
  });
});
