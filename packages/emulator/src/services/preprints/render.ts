import { fill } from '../../kit/index.js';
import { addDays, type Paper, type VersionRecord } from './catalog.js';
import templates from './records.json' with { type: 'json' };

const SERVER_NAMES = { biorxiv: 'bioRxiv', medrxiv: 'medRxiv' } as const;

export type PubsRecord = Record<string, string>;

/** What both records say of a paper (a real one keeps its recorded authors). */
function paperValues(p: Paper) {
  const lead = p.authors[p.authors.length - 1] ?? p.authors[0];
  return {
    ...p,
    authorList: p.real?.authors ?? p.authors.map((a) => `${a.surname}, ${a.given.charAt(0)}.`).join('; '),
    corresponding: p.real?.author_corresponding ?? (lead ? `${lead.given} ${lead.surname}` : ''),
    institution: p.institutions[0] ?? '',
    serverName: SERVER_NAMES[p.server],
  };
}

/** A paper record as the live /details/ sends it. */
export const detailsRecord = (r: VersionRecord, siteBase: string) =>
  fill<PubsRecord>(templates.details, {
    ...paperValues(r.paper),
    date: r.date,
    version: String(r.version),
    siteBase,
    published: r.paper.publication?.doi ?? 'NA',
  });

/** A /pubs/ record of a paper published by `today`: `daysAgo` before it, never before posting + 30. */
export function pubsRecord(p: Paper, today: string): PubsRecord | undefined {
  if (!p.publication) return undefined;
  const posted = p.versionDates[0] ?? today;
  const earliest = addDays(posted, 30);
  const date = addDays(today, -p.publication.daysAgo);
  const published = date.localeCompare(earliest) < 0 ? earliest : date;
  if (published > today) return undefined;
  return fill<PubsRecord>(templates.pubs, {
    ...paperValues(p),
    publishedDoi: p.publication.doi,
    journal: p.publication.journal,
    posted,
    published,
  });
}
