import { addDays, type Paper, REAL_PUBLICATIONS, type VersionRecord } from './catalog.js';

const SERVER_NAMES = { biorxiv: 'bioRxiv', medrxiv: 'medRxiv' } as const;

function authorList(p: Paper): string {
  return p.authors.map((a) => `${a.surname}, ${a.given.charAt(0)}.`).join('; ');
}

/** A paper record as the live /details/ sends it: every value a string, `"NA"` for nothing. */
export function detailsRecord(r: VersionRecord, siteBase: string): Record<string, string> {
  const p = r.paper;
  const lead = p.authors[p.authors.length - 1] ?? p.authors[0];
  return {
    title: p.title,
    authors: p.real?.authors ?? authorList(p),
    author_corresponding: p.real?.author_corresponding ?? (lead ? `${lead.given} ${lead.surname}` : ''),
    author_corresponding_institution: p.institutions[0] ?? '',
    doi: p.doi,
    date: r.date,
    version: String(r.version),
    type: p.type,
    license: p.license,
    category: p.category,
    jatsxml: `${siteBase}${p.jatsPath}`,
    abstract: p.abstract,
    funder: 'NA',
    published: p.publication?.doi ?? 'NA',
    server: SERVER_NAMES[p.server],
  };
}

/** The day a paper appeared in its journal: `daysAgo` before today, never before posting + 30. */
export function publishedDate(p: Paper, today: string): string | undefined {
  if (!p.publication) return undefined;
  const earliest = addDays(p.versionDates[0] ?? today, 30);
  const date = addDays(today, -p.publication.daysAgo);
  return date.localeCompare(earliest) < 0 ? earliest : date;
}

export type PubsRecord = Record<string, string>;

/** A /pubs/ record of a published paper. */
export function pubsRecord(p: Paper, today: string): PubsRecord | undefined {
  const published = publishedDate(p, today);
  if (!p.publication || published === undefined || published > today) return undefined;
  const lead = p.authors[p.authors.length - 1] ?? p.authors[0];
  return {
    preprint_doi: p.doi,
    published_doi: p.publication.doi,
    published_journal: p.publication.journal,
    preprint_platform: SERVER_NAMES[p.server],
    preprint_title: p.title,
    preprint_authors: authorList(p),
    preprint_category: p.category,
    preprint_date: p.versionDates[0] ?? '',
    published_date: published,
    preprint_abstract: p.abstract,
    preprint_author_corresponding: lead ? `${lead.given} ${lead.surname}` : '',
    preprint_author_corresponding_institution: p.institutions[0] ?? '',
  };
}

export const realPublications: readonly PubsRecord[] = REAL_PUBLICATIONS;
