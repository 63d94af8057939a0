/**
 * The result of `records()`: `await` it for every record, or `for await` it to hold one
 * request's worth (≤500 ids) at a time. Nothing is requested until one of the two is used, and
 * awaiting twice fetches once.
 */
export class RecordStream<R> implements PromiseLike<R[]>, AsyncIterable<R> {
  readonly #batches: () => AsyncIterable<R[]>;
  #all: Promise<R[]> | undefined;

  constructor(batches: () => AsyncIterable<R[]>) {
    this.#batches = batches;
  }

  /** The records of each request, in order. */
  batches(): AsyncIterable<R[]> {
    return this.#batches();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<R, void, undefined> {
    for await (const batch of this.#batches()) yield* batch;
  }

  async #collect(): Promise<R[]> {
    const out: R[] = [];
    for await (const batch of this.#batches()) out.push(...batch);
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
