/**
 * Records read request by request (issue 18: one awaitable async-iterable for batch streams):
 * `await` it for every record, or `for await` it to hold one request's worth at a time. Nothing
 * is requested until one of the two is used, and awaiting twice fetches once. A request that
 * spent its retries on a transient failure need not end the walk: the producer lists what it
 * could not read in `failures` (of type `F`, the service's own), filled as the walk goes.
 */
export class RecordStream<R, F = unknown> implements PromiseLike<R[]>, AsyncIterable<R> {
  readonly #batches: (failures: F[]) => AsyncIterable<R[]>;
  #all: Promise<R[]> | undefined;
  #failures: F[] = [];

  /** `batches(failures)`: the records of each request, in order; push to `failures` what failed. */
  constructor(batches: (failures: F[]) => AsyncIterable<R[]>) {
    this.#batches = batches;
  }

  /**
   * A stream whose `setup` runs on first use (never at this call): `setup` checks the method's
   * input and returns the stream to read. What `setup` throws rejects `await`, the first step of
   * `for await` and of `batches()`; it runs once when it succeeds. Called on a subclass, makes
   * an instance of it.
   */
  static defer<R, F = unknown>(setup: () => RecordStream<R, F>): RecordStream<R, F> {
    let built: RecordStream<R, F> | undefined;
    return new this<R, F>(async function* deferred(failures) {
      built ??= setup();
      if (#batches in built) {
        yield* built.#batches(failures);
        return;
      }
      // A stream of another copy of core: read through its public side, failures copied over.
      const other: Pick<RecordStream<R, F>, 'batches' | 'failures'> = built;
      try {
        yield* other.batches();
      } finally {
        failures.push(...other.failures);
      }
    });
  }

  /** What the latest walk could not read, with why. */
  get failures(): readonly F[] {
    return this.#failures;
  }

  /** The records of each request, in order (a new walk: `failures` starts empty). */
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

  // biome-ignore lint/suspicious/noThenProperty: awaitable by design, like PagePromise.
  then<A = R[], B = never>(
    onFulfilled?: ((records: R[]) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.#all ??= this.#collect();
    return this.#all.then(onFulfilled, onRejected);
  }
}

export interface KeyedResumeOptions<R, B> {
  /** Opens the body (again, after a break); undefined: there is nothing to read. */
  open(): Promise<B | undefined>;
  /** The records of a body, read as it arrives (a broken body throws). */
  read(body: B): AsyncIterable<R>;
  /** A key unique to the record within this body (an accession, an id). */
  key(record: R): string;
  /** Releases a body that broke (e.g. cancels the stream). */
  discard?(body: B): Promise<void>;
  /** How many times a body that broke mid-read is opened again. */
  maxReopens: number;
  /** A read failure worth opening the body again for (reset, truncation, stall). Others throw. */
  isBroken(error: unknown): boolean;
  /**
   * An open failure (after the transport's own retries) that ends this body quietly, returned as
   * `{ error }`; others throw. Default: none (every open failure throws).
   */
  endsOnOpenFailure?(error: unknown): boolean;
  signal?: AbortSignal | undefined;
}

/**
 * Reads a keyed record body to its end, losing and duplicating nothing: a body that breaks
 * mid-read is opened again (up to `maxReopens` times) and read on after the records already
 * handed out (a key seen in this body is skipped). Returns `{ error }` when the body could not be
 * read whole (its reopens spent, or an open failure that `endsOnOpenFailure` accepts), `{}` when
 * it was. An abort always throws.
 */
export async function* resumeByKey<R, B>(
  options: KeyedResumeOptions<R, B>,
): AsyncGenerator<R, { error?: Error }, undefined> {
  const handedOut = new Set<string>();
  for (let attempt = 0; ; attempt += 1) {
    let body: B | undefined;
    try {
      body = await options.open();
    } catch (failure) {
      if (options.signal?.aborted || !options.endsOnOpenFailure?.(failure)) throw failure;
      return { error: failure as Error };
    }
    if (body === undefined) return {};
    try {
      for await (const record of options.read(body)) {
        const key = options.key(record);
        if (handedOut.has(key)) continue;
        handedOut.add(key);
        yield record;
      }
      return {};
    } catch (failure) {
      await options.discard?.(body).catch(() => undefined);
      if (!options.isBroken(failure) || options.signal?.aborted) throw failure;
      if (attempt >= options.maxReopens) return { error: failure as Error };
    }
  }
}
