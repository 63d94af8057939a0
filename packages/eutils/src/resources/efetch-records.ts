import {
  AbortError,
  type CallOptions,
  DEFAULT_MAX_RETRIES,
  isRequestLevelError,
  Resource,
  recordsOf,
  resumeByKey,
} from '@lifesci/core';
import type { EutilsClient } from '../client.js';
import { internalsOf } from '../internal.js';
import type { ValidEFetchParams } from '../params.js';
import type { EFetchWindow, RecordEvent, RecordReader } from '../types.js';
import { brokenBody, closedStream, type EFetch, type Window, windowsOf } from './efetch.js';

/** EFetch records handed out one at a time, resumed after a body that broke mid-read. */
export class EFetchRecords extends Resource<EutilsClient> {
  readonly #efetch: EFetch;

  constructor(client: EutilsClient, efetch: EFetch) {
    super(client);
    this.#efetch = efetch;
  }

  /**
   * EFetch records read one at a time from each window's body, losing and duplicating nothing
   * (core's `resumeByKey`): a body that breaks mid-read (reset, truncation, stall, a document cut
   * short) is fetched again, up to `maxRetries` times, and read on after the records already
   * handed out. Each window ends with a `done` event; a window whose request or body spent its
   * retries on a transient failure (5xx, network, timeout, broken body) ends with `done.error`
   * and the crawl goes on. Errors about the request itself (an in-body ERROR, a 400, a rate limit
   * that spent its retries, an abort) reject.
   */
  async *read<R>(
    p: ValidEFetchParams,
    reader: RecordReader<R>,
    call: CallOptions = {},
  ): AsyncGenerator<RecordEvent<R>, void, undefined> {
    const maxRetries = call.maxRetries ?? internalsOf(this.client).maxRetries ?? DEFAULT_MAX_RETRIES;
    for (const window of windowsOf(p)) {
      const records = resumeByKey<R, ReadableStream<Uint8Array>>({
        open: async () => {
          const batch = await this.#efetch.fetchWindow(p, window, 'stream', closedStream, call);
          // NCBI has none of this window's ids (`ID list is empty!`): no document, so no records.
          return batch.empty ? undefined : batch.body;
        },
        // A body that trickles, or runs on without a record, ends in a typed error (core's bounds).
        read: (body) => recordsOf(body, (counted) => reader.read(counted)),
        key: (record) => reader.key(record),
        discard: (body) => body.cancel(),
        maxReopens: maxRetries,
        isBroken: brokenBody,
        // Core already retried this request: the window fails, the crawl goes on.
        endsOnOpenFailure: (failure) => !isRequestLevelError(failure) && !(failure instanceof AbortError),
        signal: call.signal,
      });
      let end: { error?: Error } | undefined;
      try {
        for (let step = await records.next(); ; step = await records.next()) {
          if (step.done) {
            end = step.value;
            break;
          }
          yield { record: step.value };
        }
      } finally {
        // A consumer that stops early: the body being read is cancelled, not left open.
        if (end === undefined) await records.return({});
      }
      yield { done: doneOf(window, end.error) };
    }
  }
}

function doneOf(window: Window, error: Error | undefined): EFetchWindow & { error?: Error } {
  return error === undefined ? window : { ...window, error };
}
