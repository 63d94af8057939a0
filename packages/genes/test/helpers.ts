import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import nock from 'nock';
import { GenesClient, type GenesClientOptions } from '../src/index.js';

export const EUTILS = 'https://eutils.ncbi.nlm.nih.gov';
export const EUTILS_PREFIX = '/entrez/eutils';
export const DATASETS = 'https://api.ncbi.nlm.nih.gov';
export const DATASETS_PREFIX = '/datasets/v2alpha';

/** A real recorded response (never edited; see fixtures/real/SOURCES.md). */
export function readReal(path: string): string {
  return readFileSync(realFixtureUrl(`${path}`), 'utf8');
}

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: GenesClientOptions = {}): GenesClient {
  return new GenesClient({ rateLimit: false, maxRetries: 0, ...options });
}

export interface Seen {
  method: string;
  path: string;
  /** GET query and POST form body as one map (repeated names joined by ','). */
  params: Record<string, string>;
  /** A JSON request body. */
  json?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

type Reply = unknown | [number, unknown] | [number, unknown, Record<string, string>];

function toParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) out[key] = key in out ? `${out[key]},${value}` : value;
  return out;
}

function record(seen: Seen[], host: string, reply: (seen: Seen) => Reply) {
  return function (
    this: nock.ReplyFnContext,
    uri: string,
    body: nock.Body,
  ): [number, nock.Body, Record<string, string>?] {
    const url = new URL(uri, host);
    const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
    let json: unknown;
    let form = new URLSearchParams();
    if (text.startsWith('{')) json = JSON.parse(text);
    else if (text !== '') form = new URLSearchParams(text);
    const entry: Seen = {
      method: this.req.method,
      path: url.pathname,
      params: { ...toParams(url.searchParams), ...toParams(form) },
      json,
      headers: this.req.headers,
    };
    seen.push(entry);
    const answer = reply(entry);
    if (Array.isArray(answer) && typeof answer[0] === 'number') return answer as [number, nock.Body];
    return [200, answer as nock.Body];
  };
}

/** Answers `times` requests (GET or POST) to one E-utility, recording what was asked. */
export function serveEutils(utility: string, reply: (seen: Seen) => Reply, times = 1): Seen[] {
  const seen: Seen[] = [];
  const path = `${EUTILS_PREFIX}/${utility}.fcgi`;
  const handler = record(seen, EUTILS, reply);
  nock(EUTILS)
    .get((p) => p.startsWith(path))
    .times(times)
    .reply(handler)
    .post((p) => p.startsWith(path))
    .times(times)
    .reply(handler);
  return seen;
}

/** Answers `times` requests under the Datasets v2alpha address whose path starts with `prefix`. */
export function serveDatasets(
  prefix: string,
  reply: (seen: Seen) => Reply,
  times = 1,
  method: 'GET' | 'POST' | 'any' = 'any',
): Seen[] {
  const seen: Seen[] = [];
  const path = `${DATASETS_PREFIX}${prefix}`;
  const handler = record(seen, DATASETS, reply);
  const scope = nock(DATASETS);
  if (method !== 'POST')
    scope
      .get((p) => p.startsWith(path))
      .times(times)
      .reply(handler);
  if (method !== 'GET')
    scope
      .post((p) => p.startsWith(path))
      .times(times)
      .reply(handler);
  return seen;
}

/** An ESearch JSON answer. */
export function esearchJson(fields: {
  count: number;
  ids: string[];
  retstart?: number;
  webenv?: string;
  querykey?: string;
}) {
  return {
    header: { type: 'esearch', version: '0.3' },
    esearchresult: {
      count: String(fields.count),
      retmax: String(fields.ids.length),
      retstart: String(fields.retstart ?? 0),
      ...(fields.webenv ? { webenv: fields.webenv, querykey: fields.querykey ?? '1' } : {}),
      idlist: fields.ids,
      translationset: [],
      querytranslation: 'q',
    },
  };
}

/** A current (v2.0 JSON) Gene summary, shaped like NCBI's. */
export function geneSummaryJson(uid: string) {
  return {
    uid,
    name: `GENE${uid}`,
    description: `gene ${uid}`,
    status: '',
    currentid: '',
    chromosome: '1',
    geneticsource: 'genomic',
    maplocation: '1p36',
    otheraliases: '',
    otherdesignations: '',
    nomenclaturesymbol: `GENE${uid}`,
    nomenclaturename: `gene ${uid}`,
    nomenclaturestatus: 'Official',
    mim: [],
    genomicinfo: [{ chrloc: '1', chraccver: 'NC_000001.11', chrstart: 1000, chrstop: 2000, exoncount: 3 }],
    geneweight: 1,
    summary: '',
    chrsort: '01',
    chrstart: 1000,
    organism: { scientificname: 'Homo sapiens', commonname: 'human', taxid: 9606 },
    locationhist: [],
  };
}

export function esummaryJson(uids: readonly string[], bad: readonly string[] = []) {
  const result: Record<string, unknown> = { uids };
  for (const uid of uids) {
    result[uid] = bad.includes(uid) ? { uid, error: 'cannot get document summary' } : geneSummaryJson(uid);
  }
  return { header: { type: 'esummary', version: '0.3' }, result };
}

const REAL_EFETCH = readReal('ncbi-eutils/efetch-gene-4747.xml');
const RECORD_START = REAL_EFETCH.indexOf('<Entrezgene>');
const RECORD_END = REAL_EFETCH.lastIndexOf('</Entrezgene>') + '</Entrezgene>'.length;

/** An Entrezgene-Set holding the real NEFL record once per id, each renumbered to that id. */
export function entrezgeneSet(ids: readonly string[]): string {
  const record = REAL_EFETCH.slice(RECORD_START, RECORD_END);
  const body = ids
    .map((id) => record.replace('<Gene-track_geneid>4747<', `<Gene-track_geneid>${id}<`))
    .join('\n');
  return `${REAL_EFETCH.slice(0, RECORD_START)}${body}\n</Entrezgene-Set>\n`;
}
