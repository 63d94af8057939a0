import { badRequest, tokenPage } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import type { Catalog, CatalogEntry } from './catalog.js';
import { csvColumnsOf, csvHeader, csvRow } from './csv.js';
import { jsonRenderer } from './fields.js';
import type { ListParams } from './params.js';

/** GET /api/v2/studies: filter, sort, page; JSON or CSV, streamed a batch of studies at a time. */

const BATCH = 50;
const resultCache = new Map<string, readonly CatalogEntry[]>();
const RESULT_CACHE_SIZE = 64;

const TOKEN_MESSAGES = {
  invalid: (token: string) => `Invalid pageToken: '${token}'`,
  otherQuery:
    'The pageToken belongs to a different query: send the same query and filter parameters as for the first page',
};

function matchingEntries(catalog: Catalog, params: ListParams): readonly CatalogEntry[] {
  const key = `${catalog.seed}:${params.fingerprint.join('&')}`;
  const cached = resultCache.get(key);
  if (cached) return cached;
  let entries = catalog.entries.filter((entry) => params.matchers.every((match) => match(entry, catalog)));
  if (params.sort.length > 0) {
    entries = [...entries].sort((a, b) => {
      for (const { field, direction } of params.sort) {
        const x = a.sortKeys[field];
        const y = b.sortKeys[field];
        if (x === y) continue;
        // Studies missing the sort field are always last, whatever the direction.
        if (x === undefined) return 1;
        if (y === undefined) return -1;
        return direction === 'asc' ? x - y : y - x;
      }
      return a.skeleton.index - b.skeleton.index;
    });
  }
  if (resultCache.size >= RESULT_CACHE_SIZE) resultCache.delete(resultCache.keys().next().value as string);
  resultCache.set(key, entries);
  return entries;
}

export function listStudies(catalog: Catalog, params: ListParams): EmulatorReply {
  const firstPage = params.pageToken === undefined;
  // An empty pageToken is a token that does not decode, not a first page.
  if (params.pageToken === '') throw badRequest(TOKEN_MESSAGES.invalid(''));
  // The live service hands out a token whenever a page is full, even when it is the last one;
  // the page after it is then empty and has no token. Reproduced on purpose (`whenFull`).
  const page = tokenPage(matchingEntries(catalog, params), params.pageToken, params.pageSize, {
    seed: catalog.seed,
    query: params.fingerprint,
    whenFull: true,
    messages: TOKEN_MESSAGES,
  });
  const nextPageToken = page.nextToken;
  // countTotal only counts on the first page: it is ignored for the subsequent ones.
  const totalCount = params.countTotal && firstPage ? page.total : undefined;

  const { contentType, header, write } = studyWriter(catalog, params.format, params.fields);
  const headers: Record<string, string> = { 'content-type': contentType };
  // JSON: the page object around the studies. CSV: the header row on the first page only, the
  // token and count in headers.
  let [head, separator, tail] = ['{"studies":[', ',', ''];
  if (params.format === 'csv') {
    [head, separator] = [firstPage ? header : '', ''];
    if (nextPageToken) headers['x-next-page-token'] = nextPageToken;
    if (totalCount !== undefined) headers['x-total-count'] = String(totalCount);
  } else {
    const pageFields = JSON.stringify({ totalCount, nextPageToken }).slice(1, -1);
    tail = pageFields ? `],${pageFields}}` : ']}';
  }
  return {
    status: 200,
    headers,
    // A batch of studies at a time, so a page of a thousand streams rather than waits.
    body: (async function* () {
      if (head) yield head;
      for (let i = 0; i < page.items.length; i += BATCH) {
        const batch = page.items.slice(i, i + BATCH);
        yield (i > 0 ? separator : '') + batch.map(write).join(separator);
      }
      if (tail) yield tail;
    })(),
  };
}

/** How the studies of an answer are written: CSV rows under a header row, or JSON, whole or in `fields` pieces. */
export function studyWriter(catalog: Catalog, format: string, fields: readonly string[] | undefined) {
  if (format !== 'csv')
    return { contentType: 'application/json', header: '', write: jsonRenderer(catalog, fields) };
  const columns = csvColumnsOf(fields, catalog.fieldIndex);
  return {
    contentType: 'text/csv; charset=utf-8',
    header: csvHeader(columns),
    write: (entry: CatalogEntry) => csvRow(JSON.parse(catalog.json(entry)), columns),
  };
}
