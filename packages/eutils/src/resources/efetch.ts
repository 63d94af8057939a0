import {
  type BodyOf,
  type CallOptions,
  DEFAULT_MAX_RETRIES,
  lines,
  loadXmlParser,
  NetworkError,
  ParseError,
  Resource,
  resumeByKey,
  TimeoutError,
  type XmlParserOptions,
  xmlNodes,
} from '@lifesci/core';
import type { EutilsClient } from '../client.js';
import { isNoRecordsError } from '../errors.js';
import { internalsOf } from '../internal.js';
import { BATCH_SIZE, MAX_GET_URL, type ValidEFetchParams } from '../params.js';
import type { EFetchBatch, EFetchBytesBatch, EFetchXmlBatch } from '../types.js';

export type { EFetchWindow as Window } from '../types.js';

import type { EFetchWindow as Window } from '../types.js';

/** A body that broke while being read: cut (reset, truncation), stalled, or ended mid-document. */
export function brokenBody(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError || error instanceof ParseError;
}

/** A body with nothing in it, for a batch NCBI has no records for. */
export function closedStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

/**
 * The request windows, built one at a time as the consumer asks: a history window of millions
 * of records (`retmax` is the caller's) never exists as a list of batches.
 */
export function* windowsOf(p: ValidEFetchParams): Generator<Window, void, undefined> {
  const size = p.batchSize ?? BATCH_SIZE;
  if ('ids' in p) {
    // Duplicates would be fetched twice; NCBI returns one record per distinct id anyway.
    const ids = [...new Set(p.ids)];
    for (let i = 0; i < ids.length; i += size) yield { ids: ids.slice(i, i + size) };
  } else {
    const start = p.retstart ?? 0;
    for (let at = start; at < start + p.retmax; at += size) {
      yield { retstart: at, retmax: Math.min(size, start + p.retmax - at) };
    }
  }
}

/** `db=gene ids 1..3` / `db=gene retstart=0` for messages about one window. */
export function describeWindow(p: ValidEFetchParams, window: Window): string {
  const which =
    'ids' in window
      ? `id=${window.ids.slice(0, 3).join(',')}${window.ids.length > 3 ? ',...' : ''}`
      : `retstart=${window.retstart}`;
  return `eutils efetch db=${p.db} ${which}`;
}

// Roots that are never a record document: NCBI's own envelopes and error pages.
const FOREIGN_ROOTS = new Set(['eFetchResult', 'eSummaryResult', 'ERROR', 'html', 'HTML', 'Error']);

/** EFetch: records by id or from a stored set, one request per window of ≤500, read lazily. */
export class EFetch extends Resource<EutilsClient> {
  /**
   * One efetch request. NCBI answers a request none of whose ids (or history records) has a record
   * with an `<ERROR>ID list is empty!…` document in a 200, which `checkEutilsBody` throws as for
   * any in-body error; here, and only here, it is a batch without records: `empty: true` and
   * `none()` as the body. Caught after core's attempt, so the rate-limit and real-error paths
   * (retries, limiter pause, other `<ERROR>`s) are exactly those of every other request.
   */
  async fetchWindow<R extends 'text' | 'stream'>(
    p: ValidEFetchParams,
    window: Window,
    responseType: R,
    none: () => BodyOf<R>,
    call: CallOptions | undefined,
  ): Promise<Window & { body: BodyOf<R>; empty?: true }> {
    const spec = {
      path: '/efetch.fcgi',
      query: {
        ...internalsOf(this.client).common,
        ...p.extra,
        db: p.db,
        ...('ids' in window
          ? { id: window.ids }
          : {
              WebEnv: 'history' in p ? p.history.webEnv : undefined,
              query_key: 'history' in p ? p.history.queryKey : undefined,
              retstart: window.retstart,
              retmax: window.retmax,
            }),
        rettype: p.rettype,
        retmode: p.retmode,
      },
      responseType,
      postIfUrlLonger: MAX_GET_URL,
    };
    try {
      return { ...window, body: await this.client.request(spec, call) };
    } catch (error) {
      if (!isNoRecordsError(error)) throw error;
      return { ...window, empty: true, body: none() };
    }
  }

  /**
   * EFetch, one request per window of ≤500 ids (or history records), fetched lazily: the next
   * request starts only when the consumer asks for the next batch, so memory holds one batch.
   */
  async *batches(
    p: ValidEFetchParams,
    call: CallOptions | undefined,
  ): AsyncGenerator<EFetchBatch, void, undefined> {
    // Raw text: the caller picks the parse (typed record parsers, XML, FASTA...).
    for (const window of windowsOf(p)) yield await this.fetchWindow(p, window, 'text', () => '', call);
  }

  /**
   * EFetch parsed by core's safe XML parser (with the caller's `isArray` etc.), one document per
   * request. The body is read as text, so the service's body check sees it raw (NCBI's rate-limit
   * JSON included), then parsed. A document is handed out only if it is one: a body with nothing
   * in it is `empty: true` with `{}`, as for `efetch`; a body that parses to no root element (JSON,
   * plain text) or to a root that is not a record document (`<eFetchResult>`, `<ERROR>`, an HTML
   * page; or, with `roots`, any root not listed) is a ParseError.
   */
  async *xml(
    p: ValidEFetchParams,
    xml: XmlParserOptions | undefined,
    roots: readonly string[] | undefined,
    call: CallOptions | undefined,
  ): AsyncGenerator<EFetchXmlBatch, void, undefined> {
    const parser = await loadXmlParser(xml ?? {});
    for (const window of windowsOf(p)) {
      const { body, ...rest } = await this.fetchWindow(p, window, 'text', () => '', call);
      if (rest.empty || body.trim() === '') {
        yield { ...rest, empty: true, document: {} };
        continue;
      }
      const endpoint = describeWindow(p, window);
      let document: unknown;
      try {
        document = parser.parse(body);
      } catch (error) {
        throw new ParseError(endpoint, (error as Error).message, {
          cause: error,
          redactor: internalsOf(this.client).redactor,
        });
      }
      const root = xmlNodes.root(document)?.name;
      const foreign =
        root === undefined
          ? 'no root element (not an XML document)'
          : (roots ? !roots.includes(root) : FOREIGN_ROOTS.has(root))
            ? `root element <${root}> is not ${roots ? roots.map((r) => `<${r}>`).join(' or ') : 'a record document'}`
            : undefined;
      if (foreign) throw new ParseError(endpoint, foreign, { redactor: internalsOf(this.client).redactor });
      yield { ...rest, document: document as Record<string, unknown> };
    }
  }

  /**
   * EFetch with each body handed out as it arrives, for records read one at a time. A body the
   * consumer left unread is cancelled before the next request, so only one connection is open.
   * Core reads the start of each body inside the attempt for `checkEutilsBody`, so an error NCBI
   * writes inside a 200 (`<eFetchResult><ERROR>`, its rate-limit JSON) is thrown (or retried)
   * here, before the batch is yielded, and never reaches the reader as a document without records.
   * The one exception is `ID list is empty!` (none of the batch's ids has a record): a batch with
   * `empty: true` and a closed, empty body, which readers skip rather than parse.
   */
  async *bytes(
    p: ValidEFetchParams,
    call: CallOptions | undefined,
  ): AsyncGenerator<EFetchBytesBatch, void, undefined> {
    let previous: ReadableStream<Uint8Array> | undefined;
    const release = async () => {
      if (previous && !previous.locked) await previous.cancel().catch(() => undefined);
      previous = undefined;
    };
    try {
      for (const window of windowsOf(p)) {
        await release();
        const batch = await this.fetchWindow(p, window, 'stream', closedStream, call);
        previous = batch.body;
        yield batch;
      }
    } finally {
      await release();
    }
  }

  /**
   * EFetch's text forms line by line as each body arrives (MEDLINE, GenBank flat files, gene
   * tables, ASN.1 text...), one request at a time; a batch without records adds no lines. A body
   * that breaks mid-read is fetched again, up to `maxRetries` times, and read on after the lines
   * already handed out (a line is known by its number in the body: the same ids give the same
   * text), so nothing is lost or repeated.
   */
  async *lines(p: ValidEFetchParams, call: CallOptions | undefined): AsyncGenerator<string, void, undefined> {
    const maxReopens = call?.maxRetries ?? internalsOf(this.client).maxRetries ?? DEFAULT_MAX_RETRIES;
    for (const window of windowsOf(p)) {
      let number = 0;
      const text = resumeByKey<string, ReadableStream<Uint8Array>>({
        open: async () => {
          number = 0;
          const batch = await this.fetchWindow(p, window, 'stream', closedStream, call);
          return batch.empty ? undefined : batch.body;
        },
        read: (body) => lines(body),
        key: () => String(number++),
        discard: (body) => body.cancel(),
        maxReopens,
        isBroken: brokenBody,
        signal: call?.signal,
      });
      const end = yield* text;
      if (end.error) throw end.error;
    }
  }
}
