import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import nock from 'nock';
import { EutilsClient, type EutilsClientOptions } from '../src/index.js';

export const HOST = 'https://eutils.ncbi.nlm.nih.gov';
export const PREFIX = '/entrez/eutils';

/** Real recorded E-utilities responses (never edited; see fixtures/real/SOURCES.md). */
const REAL_DIR = realFixtureUrl('ncbi-eutils/');

export function readReal(name: string): string {
  return readFileSync(new URL(name, REAL_DIR), 'utf8');
}

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: EutilsClientOptions = {}): EutilsClient {
  return new EutilsClient({ rateLimit: false, maxRetries: 0, ...options });
}

export interface Seen {
  method: string;
  utility: string;
  /** GET query or POST form body, as one parameter map (repeated names joined by ','). */
  params: Record<string, string>;
  /** The raw query string of the URL (what a GET carried). */
  url: string;
}

function toParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) out[key] = key in out ? `${out[key]},${value}` : value;
  return out;
}

/**
 * Answers every request to one utility (`esearch`, `esummary`...) with `reply(params)`, recording
 * what was asked. `reply` returns [status, body] or just a body (200).
 */
export function serve(
  utility: string,
  reply: (params: Record<string, string>, seen: Seen) => unknown,
  times = 1,
): { seen: Seen[]; scope: nock.Scope } {
  const seen: Seen[] = [];
  const path = `${PREFIX}/${utility}.fcgi`;
  const handler = function (
    this: unknown,
    uri: string,
    body: unknown,
  ): [number, string | Record<string, unknown>] {
    const url = new URL(uri, HOST);
    const form = typeof body === 'string' ? new URLSearchParams(body) : new URLSearchParams();
    const params = { ...toParams(url.searchParams), ...toParams(form) };
    const entry: Seen = {
      method: typeof body === 'string' && body !== '' ? 'POST' : 'GET',
      utility,
      params,
      url: url.search,
    };
    seen.push(entry);
    const answer = reply(params, entry);
    if (Array.isArray(answer) && typeof answer[0] === 'number') return answer as [number, string];
    return [200, answer as string | Record<string, unknown>];
  };
  const scope = nock(HOST)
    .persist(times === Number.POSITIVE_INFINITY)
    .get((p) => p.startsWith(path))
    .times(times === Number.POSITIVE_INFINITY ? 1 : times)
    .reply(handler)
    .post((p) => p.startsWith(path))
    .times(times === Number.POSITIVE_INFINITY ? 1 : times)
    .reply(handler);
  return { seen, scope };
}

/** An ESearch JSON answer. */
export function esearchJson(fields: {
  count: number;
  retstart: number;
  ids: string[];
  webenv?: string;
  querykey?: string;
}) {
  return {
    header: { type: 'esearch', version: '0.3' },
    esearchresult: {
      count: String(fields.count),
      retmax: String(fields.ids.length),
      retstart: String(fields.retstart),
      ...(fields.webenv ? { webenv: fields.webenv, querykey: fields.querykey ?? '1' } : {}),
      idlist: fields.ids,
      translationset: [],
      querytranslation: 'q',
    },
  };
}

/** An ESummary JSON (version 2.0) answer for the given uids; `bad` uids get NCBI's per-id error. */
export function esummaryJson(uids: string[], bad: readonly string[] = []) {
  const result: Record<string, unknown> = { uids };
  for (const uid of uids) {
    result[uid] = bad.includes(uid)
      ? { uid, error: 'cannot get document summary' }
      : { uid, name: `G${uid}` };
  }
  return { header: { type: 'esummary', version: '0.3' }, result };
}

export function range(from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => String(from + i));
}
