import type { EFetchWindow } from './types.js';

/** An id (id mode) or a history window (history mode) whose records did not all arrive. */
export type RecordFailure = { id: string; error: Error } | { retstart: number; retmax: number; error: Error };

/**
 * TODO(core): issue 18 asks for one core awaitable-iterable for batch streams; this is the
 * E-utilities family's until core has it (clinical-variants and genes return it).
 *
 * Records read request by request: `await` it for every record, or `for await` it to hold one
 * request's worth at a time. Nothing is requested until one of the two is used, and awaiting
 * twice fetches once. A request that spent its retries on a transient failure does not end the
 * walk: its ids (or window) are listed in `failures`, filled as the walk goes.
 */
export class RecordStream<R> implements PromiseLike<R[]>, AsyncIterable<R> {
  readonly #batches: (failures: RecordFailure[]) => AsyncIterable<R[]>;
  #all: Promise<R[]> | undefined;
  #failures: RecordFailure[] = [];

  constructor(batches: (failures: RecordFailure[]) => AsyncIterable<R[]>) {
    this.#batches = batches;
  }

  /** What the latest walk could not read, per id (or per history window), with why. */
  get failures(): readonly RecordFailure[] {
    return this.#failures;
  }

  /** The records of each request, in order. */
  batches(): AsyncIterable<R[]> {
    this.#failures = [];
    return this.#batches(this.#failures);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<R, void, undefined> {
    for await (const batch of this.batches()) yield* batch;
  }

  async #collect(): Promise<R[]> {
    const out: R[] = [];
    for await (const batch of this.batches()) out.push(...batch);
    return out;
  }

  // biome-ignore lint/suspicious/noThenProperty: awaitable by design, like core's PagePromise.
  then<A = R[], B = never>(
    onFulfilled?: ((records: R[]) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.#all ??= this.#collect();
    return this.#all.then(onFulfilled, onRejected);
  }
}

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
