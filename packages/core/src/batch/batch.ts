import {
  AbortError,
  ApiError,
  InputError,
  isLifesciError,
  MissingItemError,
  NotFoundError,
  ServerError,
} from '../errors/classes.js';

export type BatchItem<Id, T> =
  | { id: Id; index: number; ok: true; value: T }
  | { id: Id; index: number; ok: false; error: Error };

export interface BatchResult<Id, T> {
  /** One entry per input id, in input order. */
  items: BatchItem<Id, T>[];
  /** The values that arrived, in input order. */
  values: T[];
  /** The ids that failed, with why. */
  failures: { id: Id; index: number; error: Error }[];
}

/**
 * A chunk's outcome: an array aligned with the chunk, or a Map/record keyed by `key(id)`. An Error
 * in place of a value is that id's failure; an absent id is a `missing` failure.
 */
export type ChunkResult<T> =
  | readonly (T | Error | undefined)[]
  | ReadonlyMap<string, T | Error>
  | Record<string, T | Error>;

export interface BatchOptions<Id, T, U = T> {
  /** Most ids per request (the service's documented maximum). */
  size: number;
  run: (chunk: Id[], context: { signal?: AbortSignal | undefined; index: number }) => Promise<ChunkResult<T>>;
  /** Chunks in flight at once (default 1; the rate limiter paces them anyway). */
  concurrency?: number;
  signal?: AbortSignal | undefined;
  /** How an id appears as a result key (default `String(id)`). */
  key?: (id: Id) => string;
  /** The failure for an id the response left out (default: core's `MissingItemError`). */
  missing?: (id: Id) => Error;
  /** Names the service in the default `MissingItemError`. */
  service?: string;
  /**
   * Which chunk failures reject the whole call instead of failing only that chunk's ids. Default:
   * `isRequestLevelError`. `true`: every chunk failure rejects; `false`: none does.
   */
  failFast?: boolean | ((error: Error) => boolean);
  /**
   * Turns each value into the one the caller wants (e.g. validates it), per chunk as it arrives:
   * the work overlaps the waits for the rate limit instead of all running after the last
   * answer. A throw becomes that id's failure (as in `mapBatchResult`).
   */
  map?: (value: T, id: Id) => U;
}

/**
 * The one rule for id batches (`batch`'s default `failFast`): an error about the request itself
 * rejects the whole call, since every other chunk would fail the same way; a problem with some ids
 * or with one answer is reported on that chunk's ids. Request-level: a bad argument
 * (`InputError`) and every `ApiError` but the two below: a 400 or any other refusing 4xx, bad
 * credentials, a rate limit that spent its retries (the budget is shared), and an error the
 * service reports in the body of a 200 as a `BadRequestError` (NCBI's "Invalid db name"). Per
 * chunk: a 404 (`NotFoundError`: it names the ids asked for) and a 5xx (`ServerError`); so are a
 * network failure, a timeout and a malformed body, which are no `ApiError`.
 */
export function isRequestLevelError(error: unknown): boolean {
  if (error instanceof InputError) return true;
  if (!(error instanceof ApiError)) return false;
  if (error instanceof NotFoundError || error instanceof ServerError) return false;
  return error.status !== 404 && !(error.status >= 500);
}

/** A chunk result's entry for the id at `i` (array results) or keyed `key` (Map and record results). */
export function lookup<T>(result: ChunkResult<T>, i: number, key: string): T | Error | undefined {
  if (Array.isArray(result)) return result[i];
  if (result instanceof Map) return result.get(key);
  return Object.hasOwn(result, key) ? (result as Record<string, T | Error>)[key] : undefined;
}

/**
 * Splits ids into chunks of `size` (duplicates sent once), runs them, and reports every id in input
 * order: a chunk that fails fails only its ids, and ids missing from a response are failures, not
 * a failed batch. Aborting the signal rejects the whole batch with an AbortError.
 */
export async function batch<Id, T, U = T>(
  ids: Iterable<Id>,
  options: BatchOptions<Id, T, U>,
): Promise<BatchResult<Id, U>> {
  const size = Math.floor(options.size);
  if (!(size >= 1)) throw new InputError('size', 'a batch size of at least 1');
  const keyOf = options.key ?? ((id: Id) => String(id));
  const service = options.service ?? 'batch';
  const missing = options.missing ?? ((id: Id) => new MissingItemError(service, id));
  const failFast = options.failFast ?? isRequestLevelError;
  const rejects = typeof failFast === 'function' ? failFast : () => failFast;

  const input = [...ids];
  const unique = new Map<string, Id>();
  for (const id of input) if (!unique.has(keyOf(id))) unique.set(keyOf(id), id);
  const distinct = [...unique.values()];
  const chunks: Id[][] = [];
  for (let i = 0; i < distinct.length; i += size) chunks.push(distinct.slice(i, i + size));

  const map = options.map ?? ((value: T) => value as unknown as U);
  const outcome = new Map<string, { ok: true; value: U } | { ok: false; error: Error }>();
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next++;
      const chunk = chunks[index] as Id[];
      if (options.signal?.aborted)
        throw new AbortError('batch was aborted', { cause: options.signal.reason });
      try {
        const result = await options.run(chunk, { signal: options.signal, index });
        chunk.forEach((id, i) => {
          const key = keyOf(id);
          const found = lookup(result, i, key);
          if (found instanceof Error) outcome.set(key, { ok: false, error: found });
          else if (found === undefined) outcome.set(key, { ok: false, error: missing(id) });
          else {
            try {
              outcome.set(key, { ok: true, value: map(found, id) });
            } catch (thrown) {
              const error = thrown instanceof Error ? thrown : new Error(String(thrown));
              outcome.set(key, { ok: false, error });
            }
          }
        });
      } catch (error) {
        if (error instanceof AbortError || options.signal?.aborted) throw error;
        const failure =
          error instanceof Error || isLifesciError(error) ? (error as Error) : new Error(String(error));
        if (rejects(failure)) {
          // Stop handing out chunks: the call rejects with this error.
          next = chunks.length;
          throw failure;
        }
        for (const id of chunk) outcome.set(keyOf(id), { ok: false, error: failure });
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 1, chunks.length));
  await Promise.all(Array.from({ length: workers }, worker));

  const result: BatchResult<Id, U> = { items: [], values: [], failures: [] };
  input.forEach((id, index) => {
    const found = outcome.get(keyOf(id)) ?? { ok: false as const, error: missing(id) };
    if (found.ok) {
      result.items.push({ id, index, ok: true, value: found.value });
      result.values.push(found.value);
    } else {
      result.items.push({ id, index, ok: false, error: found.error });
      result.failures.push({ id, index, error: found.error });
    }
  });
  return result;
}

/**
 * A batch result with every value mapped by `fn`, for turning raw records into typed ones after
 * the requests: a value whose `fn` throws becomes that id's failure (the others keep theirs), and
 * `items`, `values` and `failures` stay in input order. Failures of the input are carried over.
 */
export function mapBatchResult<Id, T, U>(
  result: BatchResult<Id, T>,
  fn: (value: T, id: Id, index: number) => U,
): BatchResult<Id, U> {
  const out: BatchResult<Id, U> = { items: [], values: [], failures: [] };
  for (const item of result.items) {
    if (!item.ok) {
      out.items.push(item);
      out.failures.push({ id: item.id, index: item.index, error: item.error });
      continue;
    }
    try {
      const value = fn(item.value, item.id, item.index);
      out.items.push({ id: item.id, index: item.index, ok: true, value });
      out.values.push(value);
    } catch (thrown) {
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      out.items.push({ id: item.id, index: item.index, ok: false, error });
      out.failures.push({ id: item.id, index: item.index, error });
    }
  }
  return out;
}
