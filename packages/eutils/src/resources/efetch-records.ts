import {
  AbortError,
  type CallOptions,
  DEFAULT_MAX_RETRIES,
  NetworkError,
  ParseError,
  TimeoutError,
} from '@lifesci/core';
import type { ValidEFetchParams } from '../params.js';
import type { EutilsTransport } from '../transport.js';
import type { EFetchWindow, RecordEvent, RecordReader } from '../types.js';
import { concernsRequest } from './batch-ids.js';
import { fetchWindow, type Window, windowsOf } from './efetch.js';

/** A body that broke while being read: cut (reset, truncation), stalled, or ended mid-document. */
function brokenBody(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError || error instanceof ParseError;
}

function closedStream(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

/**
 * TODO(core): a generic "resume a keyed record stream after the last yielded key" helper
 * (requested in wt/requests/eutils-fidelity.md); this is the E-utilities one until it exists.
 *
 * EFetch records read one at a time from each window's body, losing and duplicating nothing:
 * a body that breaks mid-read (reset, truncation, stall, a document cut short) is fetched again,
 * up to `maxRetries` times, and read on after the records already handed out (records are keyed;
 * a key seen in this window is skipped). Each window ends with a `done` event; a window whose
 * request or body spent its retries on a transient failure (5xx, network, timeout, broken body)
 * ends with `done.error` and the crawl goes on. Errors about the request itself (an in-body
 * ERROR, a 400, a rate limit that spent its retries, an abort) reject.
 */
export async function* efetchRecords<R>(
  t: EutilsTransport,
  p: ValidEFetchParams,
  reader: RecordReader<R>,
  call: CallOptions = {},
): AsyncGenerator<RecordEvent<R>, void, undefined> {
  const maxRetries = call.maxRetries ?? t.callRetries ?? DEFAULT_MAX_RETRIES;
  for (const window of windowsOf(p)) {
    const handedOut = new Set<string>();
    let error: Error | undefined;
    for (let attempt = 0; ; attempt += 1) {
      let body: ReadableStream<Uint8Array>;
      try {
        const batch = await fetchWindow(t, p, window, { responseType: 'stream' }, closedStream, call);
        // NCBI has none of this window's ids (`ID list is empty!`): no document, so no records.
        if (batch.empty) break;
        body = batch.body;
      } catch (failure) {
        if (concernsRequest(failure) || failure instanceof AbortError || call.signal?.aborted) throw failure;
        // Core already retried this request: the window fails, the crawl goes on.
        error = failure as Error;
        break;
      }
      try {
        for await (const record of reader.read(body)) {
          const key = reader.key(record);
          if (handedOut.has(key)) continue;
          handedOut.add(key);
          yield { record };
        }
        error = undefined;
        break;
      } catch (failure) {
        await body.cancel().catch(() => undefined);
        if (!brokenBody(failure) || call.signal?.aborted) throw failure;
        error = failure as Error;
        if (attempt >= maxRetries) break;
      }
    }
    yield { done: doneOf(window, error) };
  }
}

function doneOf(window: Window, error: Error | undefined): EFetchWindow & { error?: Error } {
  return error === undefined ? window : { ...window, error };
}
