import { lines, ParseError, type TextSource } from '@lifesci/core';
import type { RecordReader } from '../types.js';

/** A stretch of sequence as the table writes it: `from` > `to` on the minus strand. */
export interface GeneTableInterval {
  from: number;
  to: number;
}

/** One exon row of an exon table. */
export interface GeneTableExon {
  /** The exon on the genomic sequence (`Genomic Interval Exon`). */
  genomic: GeneTableInterval;
  /** Its coding part on the genomic sequence; absent for an untranslated exon. */
  genomicCoding?: GeneTableInterval;
  /** The exon in gene coordinates, 1 at the gene's start (`Gene Interval Exon`). */
  gene: GeneTableInterval;
  /** Its coding part in gene coordinates. */
  geneCoding?: GeneTableInterval;
  exonLength: number;
  codingLength?: number;
  /** The intron after this exon; absent for the last exon. */
  intronLength?: number;
}

/** One transcript of the gene and its exon table. */
export interface GeneTableTranscript {
  /** `NM_182680.1`, from the `mRNA transcript variant ...` line and the table's heading. */
  mrna: string;
  /** The line as written: `mRNA transcript variant 3 NM_182680.1, 7 exons, ...`. */
  mrnaLine?: string;
  exonCount?: number;
  /** `total annotated spliced exon length`. */
  splicedLength?: number;
  /** `NP_872621.1`, for a protein-coding transcript. */
  protein?: string;
  proteinLine?: string;
  codingExonCount?: number;
  /** `annotated AA length`. */
  aaLength?: number;
  exons: GeneTableExon[];
}

/** One gene in NCBI's `rettype=gene_table` text (efetch `db=gene&rettype=gene_table&retmode=text`). */
export interface GeneTable {
  geneId: string;
  /** The first line, as written: `SYMBOL description[Organism]`. */
  title: string;
  /** `updated on ...` as written. */
  updated?: string;
  /** The `Reference ...` line: assembly text, sequence accession and the gene's span on it. */
  reference?: { assembly: string; accession: string; from: number; to: number };
  transcripts: GeneTableTranscript[];
}

const GENE_ID = /^Gene ID: (\d+)(?:, updated on (.+))?$/;
const REFERENCE = /^Reference (.+?) (\S+) {1,2}from: (\d+) to: (\d+)/;
const MRNA =
  /^mRNA\b.*?\b([A-Z]{2}_\d+(?:\.\d+)?),\s*(\d+) exons?(?:,\s*total annotated spliced exon length: (\d+))?/;
const PROTEIN =
  /^protein\b.*?\b([A-Z]{2}_\d+(?:\.\d+)?)\b.*?(?:(\d+) coding\s+exons?)?(?:,\s*annotated AA length: (\d+))?$/;
const TABLE = /^Exon table for\s+(?:mRNA\s+)?(\S+)(?:\s+and protein\s+(\S+))?/;
const INTERVAL = /^(\d+)-(\d+)$/;

const toInterval = (cell: string): GeneTableInterval | undefined => {
  const match = INTERVAL.exec(cell);
  return match ? { from: Number(match[1]), to: Number(match[2]) } : undefined;
};

/**
 * An exon row. Empty columns are left out, not left blank, so the row is read by what its cells
 * are: two intervals (an untranslated exon) or four, then the exon length, the coding length
 * when there are four intervals, and the intron length unless this is the last exon.
 */
function exonOf(line: string, where: () => string): GeneTableExon {
  const cells = line.split('\t').filter((cell) => cell.trim() !== '');
  const intervals = cells.map((cell) => toInterval(cell.trim()));
  const count = intervals.indexOf(undefined);
  const spans = (count === -1 ? intervals : intervals.slice(0, count)) as GeneTableInterval[];
  const numbers = cells.slice(spans.length).map(Number);
  if (
    (spans.length !== 2 && spans.length !== 4) ||
    numbers.length === 0 ||
    numbers.some((n) => !Number.isInteger(n))
  )
    throw new ParseError(where(), `not an exon row: ${JSON.stringify(line.slice(0, 80))}`);
  const coding = spans.length === 4;
  const [exonLength = 0, ...rest] = numbers;
  const codingLength = coding ? rest.shift() : undefined;
  const intronLength = rest.shift();
  const [genomic, second, third, fourth] = spans as [
    GeneTableInterval,
    GeneTableInterval,
    GeneTableInterval,
    GeneTableInterval,
  ];
  return {
    genomic,
    ...(coding ? { genomicCoding: second, gene: third, geneCoding: fourth } : { gene: second }),
    exonLength,
    ...(codingLength === undefined ? {} : { codingLength }),
    ...(intronLength === undefined ? {} : { intronLength }),
  };
}

/**
 * Gene tables read as the text arrives, one `GeneTable` per gene (a gene starts at its
 * `Gene ID:` line; the line before it is its title). Lines the layout does not use (column
 * headings, rules, blank lines) are skipped; an exon row that does not read as one, or text
 * before the first `Gene ID:` line that is not its title, is a ParseError.
 */
export async function* readGeneTables(
  source: TextSource,
  endpoint = 'eutils efetch db=gene rettype=gene_table',
): AsyncGenerator<GeneTable, void, undefined> {
  let gene: GeneTable | undefined;
  let transcript: GeneTableTranscript | undefined;
  let inTable = false;
  let previous = '';
  let number = 0;
  const where = () => `${endpoint} (line ${number})`;
  for await (const raw of lines(source)) {
    number += 1;
    const line = raw.trim();
    const id = GENE_ID.exec(line);
    if (id) {
      if (gene) yield gene;
      gene = { geneId: id[1] as string, title: previous, transcripts: [] };
      if (id[2]) gene.updated = id[2];
      transcript = undefined;
      inTable = false;
    } else if (line === '') {
      inTable = false;
    } else if (!gene) {
      // Only the first gene's title comes before any gene.
      if (previous !== '')
        throw new ParseError(
          where(),
          `expected a gene's "Gene ID:" line, got ${JSON.stringify(line.slice(0, 80))}`,
        );
    } else if (inTable && INTERVAL.test(line.split('\t')[0]?.trim() ?? '')) {
      transcript?.exons.push(exonOf(line, where));
    } else {
      const reference = REFERENCE.exec(line);
      const mrna = MRNA.exec(line);
      const protein = PROTEIN.exec(line);
      const table = TABLE.exec(line);
      if (reference) {
        const [, assembly = '', accession = '', from = '0', to = '0'] = reference;
        gene.reference = { assembly, accession, from: Number(from), to: Number(to) };
      } else if (mrna) {
        transcript = { mrna: mrna[1] as string, mrnaLine: line, exonCount: Number(mrna[2]), exons: [] };
        if (mrna[3]) transcript.splicedLength = Number(mrna[3]);
        gene.transcripts.push(transcript);
      } else if (protein && transcript) {
        transcript.protein = protein[1] as string;
        transcript.proteinLine = line;
        if (protein[2]) transcript.codingExonCount = Number(protein[2]);
        if (protein[3]) transcript.aaLength = Number(protein[3]);
      } else if (table) {
        // A table whose mRNA had no summary line above it still gets its transcript.
        const current: GeneTableTranscript =
          transcript && transcript.mrna === table[1] ? transcript : { mrna: table[1] as string, exons: [] };
        if (current !== transcript) gene.transcripts.push(current);
        transcript = current;
        if (table[2] && !current.protein) current.protein = table[2];
        inTable = true;
      }
      // Anything else (column headings, the rule under them) carries no values.
    }
    if (line !== '') previous = line;
  }
  if (gene) yield gene;
  else if (previous !== '') throw new ParseError(where(), 'no "Gene ID:" line: not a gene table');
}

/**
 * The reader for `efetchRecords` with `db: 'gene', rettype: 'gene_table', retmode: 'text'`: gene
 * tables keyed by gene id, so a body that breaks mid-read is fetched again and read on.
 */
export const geneTableReader: RecordReader<GeneTable> = {
  read: (body) => readGeneTables(body),
  key: (table) => table.geneId,
};
