import { Readable } from 'node:stream';
import { ParseError } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { type MedlineRecord, medlineReader, readMedline } from '../src/index.js';
import { HOST, PREFIX, readReal, serve, testClient } from './helpers.js';

// EFetch's text forms: typed MEDLINE records and a line reader for the rest, on real answers
// (fixtures/real/SOURCES.md: Biopython's recordings of efetch rettype=medline and rettype=gb).

const MEDLINE_ONE = readReal('efetch-pubmed-medline-19304878.txt');
const MEDLINE_FOUR = readReal('medline-pubmed-result2.txt');
const GENBANK = readReal('efetch-nucleotide-gb-186972394.txt');

/** The values of `tag` in a MEDLINE text, read off the file itself: one per `TAG - ` line. */
const tagCount = (text: string, tag: string) =>
  text.split('\n').filter((line) => line.startsWith(`${tag.padEnd(4)}- `)).length;

/** The text split as a line reader must hand it out (a final newline ends the last line). */
const linesOf = (text: string) => {
  const all = text.split('\n');
  if (all.at(-1) === '') all.pop();
  return all;
};

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

describe('MEDLINE records (efetch db=pubmed rettype=medline retmode=text)', () => {
  it('reads the recorded answer for PMID 19304878 through efetchRecords with medlineReader', async () => {
    const { seen } = serve('efetch', () => MEDLINE_ONE);
    const events = await collect(
      testClient().efetchRecords({
        db: 'pubmed',
        ids: ['19304878'],
        rettype: 'medline',
        retmode: 'text',
        reader: medlineReader,
      }),
    );
    expect(seen[0]?.params).toMatchObject({
      db: 'pubmed',
      id: '19304878',
      rettype: 'medline',
      retmode: 'text',
    });
    const records = events.flatMap((e) => (e.record ? [e.record] : []));
    expect(events.at(-1)).toEqual({ done: { ids: ['19304878'] } });
    expect(records).toHaveLength(1);
    const [record] = records as [MedlineRecord];
    expect(record.pmid).toBe('19304878');
    // The title runs over two lines in the file; the record holds it as one line.
    expect(record.title).toBe(
      'Biopython: freely available Python tools for computational molecular biology and bioinformatics.',
    );
    expect(record.abstract).toMatch(/^SUMMARY: The Biopython project .* under the Biopython license\.$/);
    expect(record.abstract).not.toContain('\n');
    expect(record.doi).toBe('10.1093/bioinformatics/btp163');
    expect(record.pmcid).toBe('PMC2682512');
    expect(record.authors).toHaveLength(tagCount(MEDLINE_ONE, 'AU'));
    expect(record.authors[0]).toBe('Cock PJ');
    expect(record.fullAuthors.at(-1)).toBe('de Hoon, Michiel J L');
    expect(record.issn).toEqual(['1367-4811 (Electronic)', '1367-4803 (Linking)']);
    expect(record).toMatchObject({
      volume: '25',
      issue: '11',
      pages: '1422-3',
      publicationDate: '2009 Jun 1',
    });
    expect(record.journal).toBe('Bioinformatics');
    expect(record.meshTerms).toContain('*Software');
    expect(record.source).toBe(
      'Bioinformatics. 2009 Jun 1;25(11):1422-3. doi: 10.1093/bioinformatics/btp163. Epub 2009 Mar 20.',
    );
    // Tags without a named field stay readable.
    expect(record.fields.GR).toEqual(['R00 LM009837/LM/NLM NIH HHS/United States']);
    expect(record.fields.CRDT).toEqual(['2009/03/24 09:00']);
  });

  it('reads every record of a four-record MEDLINE file, each with its own fields', async () => {
    const records = await collect(readMedline([MEDLINE_FOUR]));
    const pmids = MEDLINE_FOUR.split('\n')
      .filter((line) => line.startsWith('PMID- '))
      .map((line) => line.slice(6));
    expect(records.map((r) => r.pmid)).toEqual(pmids);
    expect(records.flatMap((r) => r.authors)).toHaveLength(tagCount(MEDLINE_FOUR, 'AU'));
    expect(records.flatMap((r) => r.meshTerms)).toHaveLength(tagCount(MEDLINE_FOUR, 'MH'));
    expect(records.flatMap((r) => r.publicationTypes)).toHaveLength(tagCount(MEDLINE_FOUR, 'PT'));
    const [scop, diagram, cluster, pdb] = records as [
      MedlineRecord,
      MedlineRecord,
      MedlineRecord,
      MedlineRecord,
    ];
    expect(scop.title).toBe('A high level interface to SCOP and ASTRAL implemented in python.');
    expect(scop.abstract).toContain('The ASTRAL compendium provides non redundant subsets');
    expect(scop.affiliations).toEqual([
      'Bioinformatics, Institute of Cell and Molecular Science, School of Medicine and Dentistry, Queen Mary, University of London, London EC1 6BQ, UK. j.a.casbon@qmul.ac.uk',
    ]);
    expect(diagram.title).toBe(
      'GenomeDiagram: a python package for the visualization of large-scale genomic data.',
    );
    // The doi comes from whichever AID line names it, first or second.
    expect(scop.doi).toBe('10.1186/1471-2105-7-10');
    expect(cluster.doi).toBe('10.1093/bioinformatics/bth078');
    expect(pdb.doi).toBeUndefined();
    expect(pdb.pmcid).toBeUndefined();
    expect(pdb.fields.RN).toEqual(['0 (Macromolecular Substances)']);
  });

  it('a body cut mid-record is fetched again and read on: each record handed out once', async () => {
    const pmids = ['16403221', '16377612', '14871861', '14630660'];
    const cut = MEDLINE_FOUR.indexOf('PMID- 14871861') + 200;
    let pulls = 0;
    nock(HOST)
      .get(`${PREFIX}/efetch.fcgi`)
      .query(true)
      .reply(
        200,
        () =>
          new Readable({
            read() {
              pulls += 1;
              if (pulls === 1) this.push(MEDLINE_FOUR.slice(0, cut));
              else this.destroy(new Error('socket hang up'));
            },
          }),
      );
    nock(HOST).get(`${PREFIX}/efetch.fcgi`).query(true).reply(200, MEDLINE_FOUR);
    const events = await collect(
      testClient({ maxRetries: 1 }).efetchRecords({
        db: 'pubmed',
        ids: pmids,
        rettype: 'medline',
        retmode: 'text',
        reader: medlineReader,
      }),
    );
    expect(events.flatMap((e) => (e.record ? [e.record.pmid] : []))).toEqual(pmids);
    expect(events.at(-1)).toEqual({ done: { ids: pmids } });
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('a body that is not MEDLINE (an XML answer: retmode left out) is a ParseError naming the line', async () => {
    const xml = '<?xml version="1.0" ?>\n<PubmedArticleSet><PubmedArticle/></PubmedArticleSet>\n';
    const error = await collect(readMedline([xml])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as Error).message).toMatch(/line 1 is not a MEDLINE field/);
  });

  it('a record without a PMID line is a ParseError, not a record without an id', async () => {
    const body = MEDLINE_ONE.replace('PMID- 19304878\n', '');
    const error = await collect(readMedline([body])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as Error).message).toMatch(/has no PMID/);
  });
});

describe('efetchText: the text forms as lines', () => {
  it('hands out the recorded GenBank answer line by line, asking for retmode=text by default', async () => {
    const { seen } = serve('efetch', () => GENBANK);
    const lines = await collect(
      testClient().efetchText({ db: 'nucleotide', ids: ['186972394'], rettype: 'gb' }),
    );
    expect(seen[0]?.params).toMatchObject({
      db: 'nucleotide',
      id: '186972394',
      rettype: 'gb',
      retmode: 'text',
    });
    expect(lines).toEqual(linesOf(GENBANK));
    expect(lines[0]).toMatch(/^LOCUS {7}EU490707/);
    expect(lines).toContain('//');
  });

  it('reads each batch in turn, skips a batch without records, and keeps the caller’s retmode', async () => {
    // No recorded ASN.1 answer was found: these bodies are written for the test in ASN.1 value
    // notation, one Pubmed-entry per request.
    const entry = (pmid: string) => `Pubmed-entry ::= {\n  pmid ${pmid},\n  medent {\n  }\n}\n`;
    const noRecords =
      '<eFetchResult>\n\t<ERROR>ID list is empty! Possibly it has no correct IDs.</ERROR>\n</eFetchResult>\n';
    const { seen } = serve('efetch', (q) => (q.id === '99' ? noRecords : entry(q.id ?? '')), 3);
    const lines = await collect(
      testClient().efetchText({ db: 'pubmed', ids: ['1', '99', '2'], retmode: 'asn.1', batchSize: 1 }),
    );
    expect(seen.map((s) => [s.params.id, s.params.retmode])).toEqual([
      ['1', 'asn.1'],
      ['99', 'asn.1'],
      ['2', 'asn.1'],
    ]);
    expect(lines).toEqual([...linesOf(entry('1')), ...linesOf(entry('2'))]);
  });

  it('bad input rejects on the first step, before any request', async () => {
    const lines = testClient().efetchText({ db: 'pubmed', ids: [] });
    await expect(lines[Symbol.asyncIterator]().next()).rejects.toMatchObject({ name: 'InputError' });
  });
});
