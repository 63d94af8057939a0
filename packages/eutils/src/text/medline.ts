import { lines, ParseError, type TextSource } from '@lifesci/core';
import type { RecordReader } from '../types.js';

/**
 * One PubMed record in NLM's MEDLINE display format (efetch `db=pubmed&rettype=medline&retmode=text`).
 * The named fields are the common ones; `fields` holds every tag of the record, so a tag not
 * named here (`OWN`, `CRDT`, `GR`, `OT`...) is still there.
 */
export interface MedlineRecord {
  /** PubMed id (`PMID`). */
  pmid: string;
  /** Title (`TI`), continuation lines joined with a space. */
  title?: string;
  /** Abstract (`AB`). */
  abstract?: string;
  /** Authors as cited, `Cock PJ` (`AU`). */
  authors: string[];
  /** Full author names, `Cock, Peter J A` (`FAU`). */
  fullAuthors: string[];
  /** Affiliations (`AD`). */
  affiliations: string[];
  /** Journal title abbreviation (`TA`). */
  journal?: string;
  /** Full journal title (`JT`). */
  journalTitle?: string;
  /** ISSNs with their kind, `1367-4811 (Electronic)` (`IS`). */
  issn: string[];
  /** Volume (`VI`), issue (`IP`), pages (`PG`). */
  volume?: string;
  issue?: string;
  pages?: string;
  /** Date of publication as printed, `2009 Jun 1` (`DP`). */
  publicationDate?: string;
  /** Languages (`LA`). */
  languages: string[];
  /** Publication types (`PT`). */
  publicationTypes: string[];
  /** MeSH headings, `*` marking a major topic (`MH`). */
  meshTerms: string[];
  /** The DOI, from the `[doi]` entry of `LID` or `AID`. */
  doi?: string;
  /** PubMed Central id, `PMC2682512` (`PMC`). */
  pmcid?: string;
  /** Citation source line (`SO`). */
  source?: string;
  /** Every tag of the record and its values in file order. */
  fields: Record<string, string[]>;
}

// `PMID- 19304878`, `TI  - Biopython...`: a tag of up to four characters padded to four, then `- `.
const TAG_LINE = /^([A-Z][A-Z0-9]{0,3}) {0,3}- ?(.*)$/;
// A value that runs on: six spaces, then the text.
const CONTINUATION = /^ {6}/;

const first = (fields: Record<string, string[]>, tag: string) => fields[tag]?.[0];
const all = (fields: Record<string, string[]>, tag: string) => fields[tag] ?? [];

function doiOf(fields: Record<string, string[]>): string | undefined {
  for (const value of [...all(fields, 'LID'), ...all(fields, 'AID')]) {
    const match = /^(\S+) \[doi\]$/.exec(value);
    if (match) return match[1];
  }
  return undefined;
}

function recordOf(fields: Record<string, string[]>, endpoint: string, line: number): MedlineRecord {
  const pmid = first(fields, 'PMID');
  if (pmid === undefined) throw new ParseError(endpoint, `MEDLINE record ending at line ${line} has no PMID`);
  const single = {
    title: first(fields, 'TI'),
    abstract: first(fields, 'AB'),
    journal: first(fields, 'TA'),
    journalTitle: first(fields, 'JT'),
    volume: first(fields, 'VI'),
    issue: first(fields, 'IP'),
    pages: first(fields, 'PG'),
    publicationDate: first(fields, 'DP'),
    doi: doiOf(fields),
    pmcid: first(fields, 'PMC'),
    source: first(fields, 'SO'),
  };
  // A tag the record lacks is an absent key, not one holding undefined.
  const present = Object.fromEntries(Object.entries(single).filter(([, value]) => value !== undefined));
  return {
    pmid,
    ...(present as Partial<Record<keyof typeof single, string>>),
    authors: all(fields, 'AU'),
    fullAuthors: all(fields, 'FAU'),
    affiliations: all(fields, 'AD'),
    issn: all(fields, 'IS'),
    languages: all(fields, 'LA'),
    publicationTypes: all(fields, 'PT'),
    meshTerms: all(fields, 'MH'),
    fields,
  };
}

/**
 * MEDLINE records read as the text arrives: records are separated by blank lines, each line is
 * `TAG - value` or a continuation (six spaces) of the value above it. A line that is neither
 * (an HTML page, an XML document: the wrong `retmode`) is a ParseError naming its number, so a
 * wrong body is never read as records without fields.
 */
export async function* readMedline(
  source: TextSource,
  endpoint = 'eutils efetch db=pubmed rettype=medline',
): AsyncGenerator<MedlineRecord, void, undefined> {
  let fields: Record<string, string[]> | undefined;
  let last: string[] | undefined;
  let number = 0;
  for await (const line of lines(source)) {
    number += 1;
    if (line.trim() === '') {
      if (fields) yield recordOf(fields, endpoint, number - 1);
      fields = undefined;
      last = undefined;
      continue;
    }
    if (CONTINUATION.test(line) && last) {
      // NCBI wraps at ~80 columns and leaves the break's space at the end of the line above.
      last[last.length - 1] = `${last[last.length - 1]?.trimEnd()} ${line.trim()}`;
      continue;
    }
    const match = TAG_LINE.exec(line);
    if (!match) {
      const shown = line.length > 60 ? `${line.slice(0, 60)}...` : line;
      throw new ParseError(endpoint, `line ${number} is not a MEDLINE field: ${JSON.stringify(shown)}`);
    }
    const [, tag = '', value = ''] = match;
    fields ??= {};
    last = fields[tag] ??= [];
    last.push(value.trimEnd());
  }
  if (fields) yield recordOf(fields, endpoint, number);
}

/**
 * The reader for `efetchRecords` with `db: 'pubmed', rettype: 'medline', retmode: 'text'`: records
 * keyed by PMID, so a body that breaks mid-read is fetched again and read on after the records
 * already handed out.
 */
export const medlineReader: RecordReader<MedlineRecord> = {
  read: (body) => readMedline(body),
  key: (record) => record.pmid,
};
