import { Readable } from 'node:stream';
import { ParseError } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import {
  type GeneTable,
  geneTableReader,
  type MedlineRecord,
  medlineReader,
  readGeneTables,
  readMedline,
} from '../src/index.js';
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

// No recorded gene_table answer with a known source was found. These two genes are written for
// the test in the layout NCBI's gene_table text has: a title, `Gene ID:`, the reference span,
// then per transcript its mRNA and protein lines and an exon table whose rows leave out empty
// columns (an untranslated exon has two intervals, a coding one four; the last exon no intron).
const TAB = '\t\t';
const GENE_TABLES = [
  'ABC1 example gene one[Homo sapiens]',
  'Gene ID: 900001, updated on 1-Jan-2026',
  '',
  '',
  'Reference GRCh38.p14 Primary Assembly NC_000001.11  from: 1000 to: 5000',
  'mRNA transcript variant 1 NM_900001.1, 3 exons,  total annotated spliced exon length: 600',
  'protein isoform 1 NP_900001.1 (CCDS900001.1), 2 coding  exons,  annotated AA length: 120',
  '',
  'Exon table for  mRNA  NM_900001.1 and protein NP_900001.1',
  `Genomic Interval Exon${TAB}Genomic Interval Coding${TAB}Gene Interval Exon${TAB}Gene Interval Coding${TAB}Exon Length\tCoding Length\tIntron Length`,
  '-'.repeat(120),
  ['1000-1099', '1-100', '100', '900'].join(TAB),
  ['2000-2199', '2050-2199', '1001-1200', '1051-1200', '200', '150', '1800'].join(TAB),
  ['4000-4299', '4000-4212', '3001-3300', '3001-3213', '300', '213'].join(TAB),
  '',
  'mRNA transcript variant 2 NR_900002.1, 2 exons,  total annotated spliced exon length: 300',
  '',
  'Exon table for  mRNA  NR_900002.1',
  `Genomic Interval Exon${TAB}Gene Interval Exon${TAB}Exon Length\tIntron Length`,
  '-'.repeat(120),
  ['1000-1099', '1-100', '100', '900'].join(TAB),
  ['2000-2199', '1001-1200', '200'].join(TAB),
  '',
  'XYZ2 example gene two[Homo sapiens]',
  'Gene ID: 900002, updated on 2-Jan-2026',
  '',
  'Reference GRCh38.p14 Primary Assembly NC_000002.12  from: 9000 to: 8000',
  'mRNA transcript variant X1 XM_900003.1, 1 exons,  total annotated spliced exon length: 90',
  'protein isoform X1 XP_900003.1, 1 coding  exons,  annotated AA length: 29',
  '',
  'Exon table for  mRNA  XM_900003.1 and protein XP_900003.1',
  `Genomic Interval Exon${TAB}Genomic Interval Coding${TAB}Gene Interval Exon${TAB}Gene Interval Coding${TAB}Exon Length\tCoding Length\tIntron Length`,
  '-'.repeat(120),
  ['9000-8911', '9000-8911', '1-90', '1-90', '90', '90'].join(TAB),
  '',
].join('\n');

describe('gene tables (efetch db=gene rettype=gene_table retmode=text)', () => {
  it('reads each gene with its transcripts and exon rows, by what each row holds', async () => {
    const { seen } = serve('efetch', () => GENE_TABLES);
    const events = await collect(
      testClient().efetchRecords({
        db: 'gene',
        ids: ['900001', '900002'],
        rettype: 'gene_table',
        retmode: 'text',
        reader: geneTableReader,
      }),
    );
    expect(seen[0]?.params).toMatchObject({ db: 'gene', rettype: 'gene_table', retmode: 'text' });
    const tables = events.flatMap((e) => (e.record ? [e.record] : []));
    expect(tables.map((t) => t.geneId)).toEqual(['900001', '900002']);
    const [one, two] = tables as [GeneTable, GeneTable];
    expect(one).toMatchObject({
      title: 'ABC1 example gene one[Homo sapiens]',
      updated: '1-Jan-2026',
      reference: { assembly: 'GRCh38.p14 Primary Assembly', accession: 'NC_000001.11', from: 1000, to: 5000 },
    });
    expect(
      one.transcripts.map((t) => [t.mrna, t.protein, t.exonCount, t.codingExonCount, t.aaLength]),
    ).toEqual([
      ['NM_900001.1', 'NP_900001.1', 3, 2, 120],
      ['NR_900002.1', undefined, 2, undefined, undefined],
    ]);
    expect(one.transcripts[0]?.exons).toEqual([
      { genomic: { from: 1000, to: 1099 }, gene: { from: 1, to: 100 }, exonLength: 100, intronLength: 900 },
      {
        genomic: { from: 2000, to: 2199 },
        genomicCoding: { from: 2050, to: 2199 },
        gene: { from: 1001, to: 1200 },
        geneCoding: { from: 1051, to: 1200 },
        exonLength: 200,
        codingLength: 150,
        intronLength: 1800,
      },
      {
        genomic: { from: 4000, to: 4299 },
        genomicCoding: { from: 4000, to: 4212 },
        gene: { from: 3001, to: 3300 },
        geneCoding: { from: 3001, to: 3213 },
        exonLength: 300,
        codingLength: 213,
      },
    ]);
    // The exon lengths add up to the spliced length each mRNA line states.
    for (const t of one.transcripts)
      expect(t.exons.reduce((sum, e) => sum + e.exonLength, 0)).toBe(t.splicedLength);
    expect(one.transcripts[1]?.exons.at(-1)).toEqual({
      genomic: { from: 2000, to: 2199 },
      gene: { from: 1001, to: 1200 },
      exonLength: 200,
    });
    expect(two.title).toBe('XYZ2 example gene two[Homo sapiens]');
    // Minus strand: intervals run high to low, as written.
    expect(two.transcripts[0]?.exons[0]?.genomic).toEqual({ from: 9000, to: 8911 });
  });

  it('a body that is not a gene table is a ParseError, not an empty answer', async () => {
    const html = '<html>\n<body>Service unavailable</body>\n</html>\n';
    const error = await collect(readGeneTables([html])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    const row = GENE_TABLES.replace(
      ['2000-2199', '1001-1200', '200'].join(TAB),
      ['2000-2199', 'x', '200'].join(TAB),
    );
    const bad = await collect(readGeneTables([row])).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ParseError);
    expect((bad as Error).message).toMatch(/not an exon row/);
  });
});
