import { AbortError } from '../errors/classes.js';
import type { CallOptions } from '../http/types.js';
import { nextTurn } from '../retry/clock.js';
import { type ChunkResult, lookup } from './batch.js';

export interface CoalesceOptions<Id, T> {
  /** Most distinct ids one request may carry (the endpoint's documented maximum). */
  maxBatch: number;
  /**
   * Sends ONE request for `ids` (the union of the waiting callers' ids) and reports each id: an
   * array aligned with `ids`, or a Map/record keyed by `key(id)`; an Error in place of a value is
   * that id's failure, an absent id is left out of the callers' answers (their `batch` reports it
   * missing). A throw fails every caller of this request with that error.
   */
  run: (ids: Id[], context: { signal: AbortSignal }) => Promise<ChunkResult<T>>;
  /** How an id is keyed (default `String(id)`). */
  key?: (id: Id) => string;
}

/** Each asked id's value or Error, keyed by `key(id)`; ids the answer left out are absent. */
export type CoalescedResult<T> = Map<string, T | Error>;

export interface Coalescer<Id> {
  /**
   * The answer for `ids`, from a request shared with every concurrent caller of this coalescer.
   * `signal` aborts this caller only; the shared request is aborted once all its callers have.
   */
  load<T>(ids: readonly Id[], signal?: AbortSignal): Promise<CoalescedResult<T>>;
}

interface Waiter<Id> {
  ids: Id[];
  run: CoalesceOptions<Id, unknown>['run'];
  signal: AbortSignal | undefined;
  resolve: (value: CoalescedResult<unknown>) => void;
  reject: (error: unknown) => void;
  settled: boolean;
  onAbort?: () => void;
}

/**
 * DataLoader-style merging of single-id (or few-id) calls to an endpoint that takes many ids.
 * Callers wait in one queue; a request goes out with every queued id (up to `maxBatch`) when the
 * queue is full, or, for a partial batch, on the next turn of the event loop if no partial batch
 * of this coalescer is in flight, else as soon as that one settles. So calls that arrive while a
 * request waits for its limiter slot (or its answer) ride together in the next one, instead of
 * each spending a slot: 40 concurrent one-id calls at 3 requests/s take 1-2 requests, not 40.
 */
class IdCoalescer<Id> {
  readonly #maxBatch: number;
  readonly #key: (id: Id) => string;
  #queue: Waiter<Id>[] = [];
  #partialInFlight = false;
  #scheduled = false;

  constructor(maxBatch: number, key: ((id: Id) => string) | undefined) {
    this.#maxBatch = maxBatch;
    this.#key = key ?? ((id: Id) => String(id));
  }

  /** Queues `ids`; the request they go out in is sent by the `run` of its first caller. */
  load<R>(
    ids: readonly Id[],
    signal: AbortSignal | undefined,
    run: CoalesceOptions<Id, unknown>['run'],
  ): Promise<CoalescedResult<R>> {
    if (signal?.aborted)
      return Promise.reject(new AbortError('aborted before sending', { cause: signal.reason }));
    return new Promise<CoalescedResult<R>>((resolve, reject) => {
      const waiter: Waiter<Id> = {
        ids: [...ids],
        run,
        signal,
        resolve: resolve as (value: CoalescedResult<unknown>) => void,
        reject,
        settled: false,
      };
      if (signal) {
        waiter.onAbort = () => {
          // A caller that leaves before its request was sent takes its ids out of the queue.
          this.#queue = this.#queue.filter((w) => w !== waiter);
          this.#settle(waiter, undefined, new AbortError('aborted', { cause: signal.reason }));
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.#queue.push(waiter);
      this.#pump();
    });
  }

  #distinct(waiters: readonly Waiter<Id>[]): number {
    const seen = new Set<string>();
    for (const w of waiters) for (const id of w.ids) seen.add(this.#key(id));
    return seen.size;
  }

  #pump(): void {
    // Full batches never wait.
    while (this.#distinct(this.#queue) >= this.#maxBatch) this.#dispatch(false);
    if (this.#queue.length === 0 || this.#partialInFlight || this.#scheduled) return;
    this.#scheduled = true;
    // One turn of the event loop, so a synchronous burst of calls lands in one request.
    nextTurn(() => {
      this.#scheduled = false;
      if (this.#queue.length > 0 && !this.#partialInFlight) this.#dispatch(true);
    });
  }

  /** Takes whole waiters from the queue while their distinct ids fit, and sends them as one request. */
  #dispatch(partial: boolean): void {
    const taken: Waiter<Id>[] = [];
    const ids = new Map<string, Id>();
    while (this.#queue.length > 0) {
      const next = this.#queue[0] as Waiter<Id>;
      const fresh = next.ids.filter((id) => !ids.has(this.#key(id)));
      if (taken.length > 0 && ids.size + fresh.length > this.#maxBatch) break;
      this.#queue.shift();
      taken.push(next);
      for (const id of fresh) ids.set(this.#key(id), id);
    }
    if (taken.length === 0) return;
    const full = ids.size >= this.#maxBatch;
    const countsAsPartial = partial || !full;
    if (countsAsPartial) this.#partialInFlight = true;
    const controller = new AbortController();
    // The shared request stops only when none of its callers still wants it.
    for (const w of taken) {
      w.signal?.addEventListener(
        'abort',
        () => {
          if (taken.every((t) => t.settled)) controller.abort(w.signal?.reason);
        },
        { once: true },
      );
    }
    const list = [...ids.values()];
    (taken[0] as Waiter<Id>)
      .run(list, { signal: controller.signal })
      .then(
        (result) => {
          const index = new Map<string, number>();
          for (const [i, id] of list.entries()) index.set(this.#key(id), i);
          for (const w of taken) {
            const out: CoalescedResult<unknown> = new Map();
            for (const id of w.ids) {
              const key = this.#key(id);
              const found = lookup(result, index.get(key) ?? -1, key);
              if (found !== undefined) out.set(key, found);
            }
            this.#settle(w, out);
          }
        },
        (error: unknown) => {
          for (const w of taken) this.#settle(w, undefined, error);
        },
      )
      .finally(() => {
        if (countsAsPartial) this.#partialInFlight = false;
        this.#pump();
      });
  }

  #settle(w: Waiter<Id>, value: CoalescedResult<unknown> | undefined, error?: unknown): void {
    if (w.settled) return;
    w.settled = true;
    if (w.onAbort) w.signal?.removeEventListener('abort', w.onAbort);
    if (value) w.resolve(value);
    else w.reject(error);
  }
}

const registry = new WeakMap<object, Map<string, IdCoalescer<unknown>>>();

/**
 * Everything in a caller's options that changes the request it would share (timeout, retries,
 * body bound, and any option added later); its signal is its own and stays out.
 */
function callShape(call: CallOptions | undefined): string {
  const shaping = Object.entries(call ?? {}).filter(
    ([name, value]) => name !== 'signal' && value !== undefined,
  );
  return JSON.stringify(shaping.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The coalescer of `owner` (a client, or whatever object its requests go through) for one
 * `group` and the caller's `call` options: calls agreeing on both wait in one queue and share one
 * request (sent by the `run` of its first caller). The group must name everything else the
 * request depends on besides the ids (endpoint, database, format); the call options are keyed
 * here, so a caller with another timeout or retry count never rides in a request made with its
 * neighbour's.
 */
export function coalesce<Id, T>(
  owner: object,
  group: string,
  options: CoalesceOptions<Id, T>,
  call?: CallOptions,
): Coalescer<Id> {
  if (!(Number.isInteger(options.maxBatch) && options.maxBatch >= 1))
    throw new RangeError('maxBatch must be a whole number of at least 1');
  const key = `${group}\n${callShape(call)}`;
  let groups = registry.get(owner);
  if (!groups) {
    groups = new Map();
    registry.set(owner, groups);
  }
  const queue =
    (groups.get(key) as IdCoalescer<Id> | undefined) ?? new IdCoalescer<Id>(options.maxBatch, options.key);
  groups.set(key, queue as IdCoalescer<unknown>);
  return { load: (ids, signal) => queue.load(ids, signal, options.run) };
}
