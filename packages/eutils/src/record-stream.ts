import { RecordStream as CoreRecordStream } from '@lifesci/core';
import type { EFetchWindow } from './types.js';

/** An id (id mode) or a history window (history mode) whose records did not all arrive. */
export type RecordFailure = { id: string; error: Error } | { retstart: number; retmax: number; error: Error };

/**
 * Core's RecordStream with the E-utilities family's failures (an id, or a history window):
 * `await` it for every record, or `for await` it to hold one request's worth at a time.
 */
export class RecordStream<R> extends CoreRecordStream<R, RecordFailure> {}

/**
 * The failures of a request that spent its retries: each of its ids that no record answered
 * (`answered`: the ids the records handed out belong to), or its history window.
 */
export function failuresOf(
  done: EFetchWindow & { error?: Error },
  answered: ReadonlySet<string>,
): RecordFailure[] {
  const { error } = done;
  if (!error) return [];
  if ('ids' in done) return done.ids.filter((id) => !answered.has(id)).map((id) => ({ id, error }));
  return [{ retstart: done.retstart, retmax: done.retmax, error }];
}
