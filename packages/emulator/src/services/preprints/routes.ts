import {
  escapeXml,
  jsonReply,
  offsetPage,
  type RouteInput,
  rangeReply,
  safeDecode,
  textPdf,
  textReply,
  wrapText,
  xmlReply,
} from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { addDays, catalogFor, REAL_PUBLICATIONS, type Server, type VersionRecord } from './catalog.js';
import { renderJats } from './jats.js';
import { detailsRecord, type PubsRecord, pubsRecord } from './render.js';

/** Records per page (spec: "paged calls advance the cursor by 100"). */
const PAGE_SIZE = 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The envelope with a status and no records: the service's answer to a bad request or an empty one. */
export const statusReply = (status: string, code = 200): EmulatorReply =>
  jsonReply({ messages: [{ status }], collection: [] }, code);

const normCategory = (c: string) =>
  c
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * One page of a list, with the live service's two paging quirks: every page after the first
 * starts with the last record of the page before (a repeat at the boundary), and `total` also
 * counts withdrawn records that are never served (it overcounts). A cursor past the end answers
 * "no posts found".
 */
function page<T>(
  served: readonly T[],
  cursor: number,
  message: Record<string, unknown>,
  overcount: number,
  render: (item: T) => unknown,
): EmulatorReply {
  if (cursor >= served.length) return statusReply('no posts found');
  const { items } = offsetPage(served, cursor === 0 ? 0 : cursor - 1, PAGE_SIZE);
  return jsonReply({
    messages: [
      { status: 'ok', ...message, cursor, count: items.length, total: String(served.length + overcount) },
    ],
    collection: items.map(render),
  });
}

function checkFormat(segment: string | undefined): EmulatorReply | undefined {
  if (segment === undefined || segment === 'json') return undefined;
  return statusReply(segment === 'xml' ? 'xml format is not emulated' : `Format not recognized: ${segment}`);
}

/** The `{cursor}/{format}` of a list path, or the service's answer to a bad one. */
function cursorOf(segment: string | undefined, format: string | undefined): number | EmulatorReply {
  if (segment !== undefined && !/^\d+$/.test(segment)) return statusReply('Cursor not recognized');
  return checkFormat(format) ?? Number(segment ?? 0);
}

/** `/details/{server}/...`: every version of one DOI, or the papers of a date range. */
export function details(server: Server, rest: string[], { query, ctx }: RouteInput): EmulatorReply {
  const catalog = catalogFor(ctx.seed);
  const siteBase = ctx.baseUrls.preprintsSite ?? '';
  if (rest[0]?.startsWith('10.')) {
    const versions = (doi: string) =>
      (catalog.byDoi.get(`${server}:${doi}`) ?? [])
        .filter((r) => !r.paper.withdrawn)
        .map((r) => detailsRecord(r, siteBase));
    return byDoi(rest, versions, 'no posts found');
  }
  const [from = '', to = '', third, fourth] = rest;
  if (!DATE.test(from) || !DATE.test(to)) return statusReply('Interval not recognized');
  // The spec's form puts the category in the path; the live form is /{cursor}/{format}?category=.
  const pathCategory = third !== undefined && !/^\d+$/.test(third) ? third : undefined;
  const cursor = pathCategory ? 0 : cursorOf(third, fourth);
  if (typeof cursor !== 'number') return cursor;
  const asked = pathCategory ?? query.get('category') ?? undefined;
  const known = catalog.records.some(
    (r) => asked !== undefined && normCategory(r.paper.category) === normCategory(asked),
  );
  // Live behaviour: an unknown category is ignored and the whole server answered as "all".
  const category = asked !== undefined && known ? normCategory(asked) : undefined;
  const inRange = catalog.records.filter(
    (r) =>
      r.paper.server === server &&
      r.date >= from &&
      r.date <= to &&
      (category === undefined || normCategory(r.paper.category) === category),
  );
  const served = inRange.filter((r) => !r.paper.withdrawn);
  return page(
    served,
    cursor,
    {
      category: category === undefined ? 'all' : category.replace(/ /g, '_'),
      interval: `${from}:${to}`,
      count_new_papers: String(served.filter((r) => r.version === 1).length),
    },
    inRange.length - served.length,
    (r: VersionRecord) => detailsRecord(r, siteBase),
  );
}

/** `{doi}/na/{format}`: the records `find` gives for a DOI, or the service's "none found" status. */
function byDoi(rest: string[], find: (doi: string) => unknown[], none: string): EmulatorReply {
  const na = rest.indexOf('na');
  const badFormat = na === -1 ? undefined : checkFormat(rest[na + 1]);
  if (badFormat) return badFormat;
  const found = find((na === -1 ? rest : rest.slice(0, na)).join('/').toLowerCase());
  return found.length ? jsonReply({ messages: [{ status: 'ok' }], collection: found }) : statusReply(none);
}

/**
 * `/pubs/{server}/{interval}/{cursor}/{format}`: interval `Nd` (days), `N` (most recent) or two
 * dates. "Recent" is counted back from the real today, so recent() always finds publications.
 */
export function pubs(server: Server, rest: string[], { ctx }: RouteInput): EmulatorReply {
  const catalog = catalogFor(ctx.seed);
  const today = new Date().toISOString().slice(0, 10);
  const all: PubsRecord[] = catalog.papers
    .filter((p) => p.server === server && !p.withdrawn)
    .map((p) => pubsRecord(p, today))
    .filter((r): r is PubsRecord => r !== undefined);
  if (server === 'biorxiv') all.push(...REAL_PUBLICATIONS);
  all.sort(
    (a, b) =>
      (a.published_date ?? '').localeCompare(b.published_date ?? '') ||
      (a.preprint_doi ?? '').localeCompare(b.preprint_doi ?? ''),
  );
  if (rest[0]?.startsWith('10.')) {
    // A preprint's publication, found by either DOI.
    const publication = (doi: string) =>
      all.filter((r) => r.preprint_doi?.toLowerCase() === doi || r.published_doi?.toLowerCase() === doi);
    return byDoi(rest, publication, 'no articles found for published version of ');
  }
  const dated = DATE.test(rest[0] ?? '') && DATE.test(rest[1] ?? '');
  const [cursorSegment, format] = dated ? rest.slice(2) : rest.slice(1);
  const cursor = cursorOf(cursorSegment, format);
  if (typeof cursor !== 'number') return cursor;
  const interval = rest[0] ?? '';
  const days = /^(\d+)d$/.exec(interval)?.[1];
  // "1 means the last 24 hours": N days back, today included.
  const [from, to] = dated ? rest : days ? [addDays(today, 1 - Number(days)), today] : [];
  if (from !== undefined && to !== undefined) {
    const selected = all.filter((r) => (r.published_date ?? '') >= from && (r.published_date ?? '') <= to);
    return page(selected, cursor, { interval: dated ? `${from}:${to}` : interval }, 0, (r) => r);
  }
  if (!/^\d+$/.test(interval)) return statusReply('Interval not recognized');
  const recent = all.slice(Math.max(0, all.length - Number(interval)));
  return page(recent, cursor, { interval }, 0, (r) => r);
}

/** Site pages: JATS XML of some papers, and each version's HTML page and PDF. */
export function site({ req, ctx }: RouteInput): EmulatorReply {
  const catalog = catalogFor(ctx.seed);
  const jats = catalog.byJatsPath.get(req.path);
  if (jats) return xmlReply(renderJats(jats, catalog));
  const match = /^\/content\/(10\.\d+\/.+?)v(\d+)(\.full\.pdf)?$/.exec(safeDecode(req.path) ?? req.path);
  const doi = match?.[1]?.toLowerCase();
  const versions = doi
    ? (catalog.byDoi.get(`biorxiv:${doi}`) ?? catalog.byDoi.get(`medrxiv:${doi}`))
    : undefined;
  const record = versions?.find((r) => String(r.version) === match?.[2]);
  if (!record || record.paper.withdrawn) {
    return textReply('<html><body><h1>Page not found</h1></body></html>', 'text/html; charset=utf-8', 404);
  }
  if (match?.[3]) {
    // A one-page PDF naming the paper: enough for a download to be a real PDF.
    return rangeReply(textPdf(wrapText(record.paper.title)), req.headers.range, 'application/pdf');
  }
  const jatsxml = `${ctx.baseUrls.preprintsSite ?? ''}${record.paper.jatsPath}`;
  return textReply(
    `<!DOCTYPE html><html><head><title>${escapeXml(record.paper.title)} | bioRxiv</title><meta name="citation_doi" content="${record.paper.doi}"><meta name="citation_xml_url" content="${jatsxml}"></head><body><h1>${escapeXml(record.paper.title)}</h1><p>${escapeXml(record.paper.abstract)}</p></body></html>`,
    'text/html; charset=utf-8',
  );
}
