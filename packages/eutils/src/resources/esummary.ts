import {
  batch,
  type CallOptions,
  coalesce,
  mapBatchResult,
  parseResponse,
  type Redactor,
  Resource,
  xmlNodes,
} from '@lifesci/core';
import type { EutilsClient } from '../client.js';
import { EutilsIdError, errorTexts, idInMessage } from '../errors.js';
import { internalsOf } from '../internal.js';
import { BATCH_SIZE, MAX_GET_URL, type ValidESummaryParams } from '../params.js';
import { ESummaryJsonSchema, ESummaryXmlSchema } from '../schemas/esummary.js';
import type { DocSum, ESummaryOptions, ESummaryResult, HistoryRef } from '../types.js';
import { isRecord } from '../values.js';
import { answerIn } from '../xml-options.js';
import { fromDocSumV1, fromDocumentSummary } from './docsum.js';

const { asArray, childText, one, texts } = xmlNodes;

const SUMMARY_CONCURRENCY = 3;

/** One ESummary answer: the summaries in NCBI's order, and per-id errors by id. */
export interface SummaryChunk {
  summaries: DocSum[];
  errors: Map<string, string>;
  /** Errors that name no id (kept so an all-failed chunk can say why). */
  unattributed: string[];
  /** `<DbBuild>` of a version 2.0 XML answer. */
  dbBuild?: string;
}

function addError(chunk: SummaryChunk, message: string, id?: string): void {
  const target = id ?? idInMessage(message);
  if (target === undefined) chunk.unattributed.push(message);
  else chunk.errors.set(target, message);
}

/** Normalises a parsed ESummary answer (either retmode, version 1.0 or 2.0). */
export function toSummaryChunk(body: unknown, json: boolean): SummaryChunk {
  const chunk: SummaryChunk = { summaries: [], errors: new Map(), unattributed: [] };
  if (!isRecord(body)) return chunk;
  if (json) {
    for (const message of [...texts(body, 'esummaryresult'), ...texts(body, 'error')])
      addError(chunk, message);
    const result = body.result;
    if (!isRecord(result)) return chunk;
    for (const uid of texts(result, 'uids')) {
      const record = result[uid];
      if (!isRecord(record)) continue;
      const failure = errorTexts(record)[0];
      if (failure !== undefined) addError(chunk, failure, uid);
      else chunk.summaries.push({ ...record, uid: childText(record, 'uid') ?? uid });
    }
    return chunk;
  }
  const root = body.eSummaryResult;
  if (!isRecord(root)) return chunk;
  for (const message of texts(root, 'ERROR')) addError(chunk, message);
  // An element that parsed to text (an empty <DocumentSummary/>) holds no summary.
  const set = one(root, 'DocumentSummarySet');
  const dbBuild = childText(set, 'DbBuild');
  if (dbBuild) chunk.dbBuild = dbBuild;
  const documentSummaries: unknown[] = asArray(set?.DocumentSummary);
  for (const node of documentSummaries.filter(isRecord)) {
    const summary = fromDocumentSummary(node);
    const failure = errorTexts(node)[0];
    if (failure !== undefined) addError(chunk, failure, summary.uid);
    else chunk.summaries.push(summary);
  }
  for (const node of asArray(root.DocSum).filter(isRecord)) chunk.summaries.push(fromDocSumV1(node));
  return chunk;
}

/** How summaries become results: the caller's schema (unless the client skips validation) or mapping. */
export type SummaryOptions<T> = ESummaryOptions<T> & { validate: boolean };

type Window = { ids: string[] } | { history: HistoryRef; retstart: number; retmax: number };

// Accessions given as ids come back under a numeric uid; the summary names its accession too.
const ACCESSION_FIELDS = [
  'accessionversion',
  'caption',
  'accession',
  'AccessionVersion',
  'Caption',
  'Accession',
];

function keysOf(summary: DocSum): string[] {
  const keys = [summary.uid];
  for (const field of ACCESSION_FIELDS) {
    const value = summary[field];
    if (typeof value === 'string' && value) keys.push(value);
  }
  return keys;
}

/** The summary as the caller wants it; a throw becomes that id's failure (mapBatchResult). */
function converter<T>(redactor: Redactor, options: SummaryOptions<T>, db: string): (summary: DocSum) => T {
  if (options.map) return options.map;
  const { schema } = options;
  if (!schema || !options.validate) return (summary) => summary as T;
  return (summary) => parseResponse(schema, summary, `eutils esummary ${db} ${summary.uid}`, { redactor });
}

/** Everything an ESummary by ids depends on besides the ids and the call options (core keys those). */
function coalesceGroup(p: Extract<ValidESummaryParams, { ids: unknown }>): string {
  const { ids: _ids, ...rest } = p;
  return `esummary ${JSON.stringify(rest)}`;
}

/** ESummary: document summaries by id (any number, in input order) or of a stored set's window. */
export class ESummary extends Resource<EutilsClient> {
  /** ESummary for any number of ids (500 per request) or a window of a stored set. */
  async get<T>(
    p: ValidESummaryParams,
    options: SummaryOptions<T>,
    call: CallOptions = {},
  ): Promise<ESummaryResult<T>> {
    const convert = converter(internalsOf(this.client).redactor, options, p.db);
    // By ids, each request's summaries are converted as they arrive (while the next waits for the budget).
    if ('ids' in p) return this.#byIds(p, call, convert);
    const raw = await this.#ofWindow(p, call);
    const result: ESummaryResult<T> = mapBatchResult(raw, convert);
    if (raw.dbBuild !== undefined) result.dbBuild = raw.dbBuild;
    return result;
  }

  async #chunk(p: ValidESummaryParams, window: Window, call: CallOptions | undefined): Promise<SummaryChunk> {
    const json = (p.retmode ?? 'json') === 'json';
    const version = p.version ?? '2.0';
    const body = await this.client.request(
      {
        path: '/esummary.fcgi',
        query: {
          ...internalsOf(this.client).common,
          db: p.db,
          ...('ids' in window
            ? { id: window.ids }
            : {
                WebEnv: window.history.webEnv,
                query_key: window.history.queryKey,
                retstart: window.retstart,
                retmax: window.retmax,
              }),
          version: version === '2.0' ? '2.0' : undefined,
          retmode: json ? 'json' : 'xml',
        },
        ...answerIn(json, { json: ESummaryJsonSchema, xml: ESummaryXmlSchema }),
        postIfUrlLonger: MAX_GET_URL,
      },
      call,
    );
    return toSummaryChunk(body, json);
  }

  async #byIds<T>(
    p: Extract<ValidESummaryParams, { ids: unknown }>,
    call: CallOptions,
    convert: (summary: DocSum) => T,
  ): Promise<ESummaryResult<T>> {
    const redactor = internalsOf(this.client).redactor;
    let dbBuild: string | undefined;
    const result: ESummaryResult<T> = await batch<string, DocSum, T>(p.ids, {
      map: convert,
      size: BATCH_SIZE,
      service: 'eutils',
      signal: call.signal,
      // The limiter paces requests; a few in flight keep NCBI's latency (often over a second
      // for 500 summaries) from stretching the walk beyond what the rate limit allows.
      concurrency: SUMMARY_CONCURRENCY,
      // Concurrent calls with the same parameters share requests (core's coalesce): ids that
      // wait for the budget together go out in one ESummary of up to BATCH_SIZE.
      run: (ids, { signal }) =>
        coalesce(
          this.client,
          coalesceGroup(p),
          {
            maxBatch: BATCH_SIZE,
            run: async (merged: string[], shared) => {
              const chunk = await this.#chunk(p, { ids: merged }, { ...call, signal: shared.signal });
              dbBuild ??= chunk.dbBuild;
              const out = new Map<string, DocSum | Error>();
              for (const summary of chunk.summaries)
                for (const key of keysOf(summary)) if (!out.has(key)) out.set(key, summary);
              for (const [id, message] of chunk.errors)
                out.set(id, new EutilsIdError(p.db, id, message, redactor));
              const why = chunk.unattributed.join('; ') || 'no summary in the response';
              for (const id of merged)
                if (!out.has(id)) out.set(id, new EutilsIdError(p.db, id, why, redactor));
              return out;
            },
          },
          call,
        ).load<DocSum>(ids, signal),
    });
    if (dbBuild !== undefined) result.dbBuild = dbBuild;
    return result;
  }

  /** A window of a stored set: the ids are whatever the server holds, so they come from the answers. */
  async #ofWindow(
    p: Extract<ValidESummaryParams, { history: unknown }>,
    call: CallOptions,
  ): Promise<ESummaryResult<DocSum>> {
    const result: ESummaryResult<DocSum> = { items: [], values: [], failures: [] };
    const end = (p.retstart ?? 0) + (p.retmax ?? BATCH_SIZE);
    for (let retstart = p.retstart ?? 0; retstart < end; retstart += BATCH_SIZE) {
      const retmax = Math.min(BATCH_SIZE, end - retstart);
      const chunk = await this.#chunk(p, { history: p.history, retstart, retmax }, call);
      if (chunk.dbBuild !== undefined) result.dbBuild ??= chunk.dbBuild;
      for (const summary of chunk.summaries) {
        result.items.push({ id: summary.uid, index: result.items.length, ok: true, value: summary });
        result.values.push(summary);
      }
      for (const [id, message] of chunk.errors) {
        const index = result.items.length;
        const error = new EutilsIdError(p.db, id, message, internalsOf(this.client).redactor);
        result.items.push({ id, index, ok: false, error });
        result.failures.push({ id, index, error });
      }
      // The end of the stored set.
      if (chunk.summaries.length + chunk.errors.size < retmax) break;
    }
    return result;
  }
}
