import type nock from 'nock';
import { PreprintsClient, type PreprintsClientOptions } from '../src/index.js';

export const API = 'https://api.biorxiv.org';
export const SITE = 'https://www.biorxiv.org';

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: PreprintsClientOptions = {}): PreprintsClient {
  return new PreprintsClient({ rateLimit: false, maxRetries: 0, ...options });
}

/** A paper record shaped like the live API's (every value a string, `published: "NA"`). */
export function record(n: number, version = 1, extra: Record<string, string> = {}) {
  const suffix = `2025.01.${String((n % 28) + 1).padStart(2, '0')}.${String(600000 + n)}`;
  return {
    title: `Preprint ${n}`,
    authors: 'Doe, J.; Roe, R.',
    author_corresponding: 'Jane Doe',
    author_corresponding_institution: 'University of Somewhere',
    doi: `10.1101/${suffix}`,
    date: '2025-01-15',
    version: String(version),
    type: 'new results',
    license: 'cc_by',
    category: 'cell biology',
    jatsxml: `${SITE}/content/early/2025/01/15/${suffix}.source.xml`,
    abstract: `Abstract ${n}.`,
    funder: 'NA',
    published: 'NA',
    server: 'bioRxiv',
    ...extra,
  };
}

/** The envelope as the live /details/ answers it: `total` and `count_new_papers` as strings. */
export function envelope(collection: unknown[], message: Record<string, unknown> = {}) {
  return {
    messages: [
      {
        status: 'ok',
        category: 'all',
        interval: '2025-01-01:2025-01-31',
        cursor: 0,
        count: collection.length,
        count_new_papers: String(collection.length),
        total: String(collection.length),
        ...message,
      },
    ],
    collection,
  };
}

export const NOT_FOUND = { messages: [{ status: 'no posts found' }], collection: [] };

/** Records the path of every request nock answers, to check what was sent. */
export function recordPaths(scope: nock.Scope): string[] {
  const paths: string[] = [];
  scope.on('request', (req: { path: string }) => paths.push(req.path));
  return paths;
}
