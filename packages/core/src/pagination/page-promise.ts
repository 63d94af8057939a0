import { AbortError, InputError } from '../errors/classes.js';
import type { CallOptions } from '../http/types.js';

/** What a page fetcher returns for one page (`Raw`: the type of the service's page body). */
export interface PageData<Item, Cursor, Raw = unknown> {
  items: Item[];
  /** The cursor of the next page; missing, null or '' when there is none. */
  next?: Cursor | null | undefined;
  /** Total number of items, when the service says (pagination stops once that many were seen). */
  total?: number | undefined;
  /** The service's own page body, for fields the items do not carry. */
  raw?: Raw | undefined;
  /** The service documented that this is the last page. */
  done?: boolean | undefined;
}

/** Fetches the page at `cursor` (undefined: the first page); pass `call` on to `request`. */
export type PageFetcher<Item, Cursor, Raw = unknown> = (
  cursor: Cursor | undefined,
  call: CallOptions,
) => Promise<PageData<Item, Cursor, Raw>>;

export interface PaginateOptions {
  /** Stop iterating after this many items (`for await` and `toArray`; a whole number ≥ 0). */
  maxItems?: number | undefined;
}

// Shared by every page of one list. Cursors map to the depth they were fetched at: a re-walk
// fetches each cursor at the same depth again, while a real repeat shows up at a new depth.
interface Walk<Item, Cursor, Raw> {
  fetcher: PageFetcher<Item, Cursor, Raw>;
  call: CallOptions;
  cursorDepth: Map<string, number>;
}

function cursorKey(cursor: unknown): string {
  return typeof cursor === 'object' && cursor !== null
    ? JSON.stringify(cursor)
    : `${typeof cursor}:${String(cursor)}`;
}

function hasCursor<Cursor>(cursor: Cursor | null | undefined): cursor is Cursor {
  return cursor !== undefined && cursor !== null && cursor !== '';
}

async function fetchPage<Item, Cursor, Raw>(
  walk: Walk<Item, Cursor, Raw>,
  cursor: Cursor | undefined,
  depth: number,
  seenBefore: number,
  knownTotal?: number,
): Promise<Page<Item, Cursor, Raw>> {
  const signal = walk.call.signal;
  if (signal?.aborted) throw new AbortError('pagination was aborted', { cause: signal.reason });
  const data = await walk.fetcher(cursor, walk.call);
  // Services often report the total on the first page only; it still holds for the later ones.
  const total = data.total ?? knownTotal;
  return new Page(walk, total === undefined ? data : { ...data, total }, cursor, depth, seenBefore);
}

/** One page of a list. `raw` is the fetcher's page body, typed `Raw` (undefined when it gave none). */
export class Page<Item, Cursor = unknown, Raw = unknown> {
  readonly items: Item[];
  readonly total: number | undefined;
  readonly raw: Raw | undefined;
  /** The cursor this page was fetched with (undefined for the first). */
  readonly cursor: Cursor | undefined;
  /** The next page's cursor as the service gave it. */
  readonly next: Cursor | undefined;
  readonly #walk: Walk<Item, Cursor, Raw>;
  readonly #depth: number;
  readonly #seen: number;
  readonly #done: boolean;

  constructor(
    walk: Walk<Item, Cursor, Raw>,
    data: PageData<Item, Cursor, Raw>,
    cursor: Cursor | undefined,
    depth: number,
    seenBefore: number,
  ) {
    this.items = data.items;
    this.total = data.total;
    this.raw = data.raw;
    this.cursor = cursor;
    this.next = hasCursor(data.next) ? data.next : undefined;
    this.#walk = walk;
    this.#depth = depth;
    this.#seen = seenBefore + data.items.length;
    this.#done = data.done === true;
    walk.cursorDepth.set(cursorKey(cursor), depth);
  }

  /** False on a missing or repeated cursor, an empty page, the documented end, or once `total` items were seen. */
  hasNextPage(): boolean {
    if (this.#done || this.items.length === 0 || this.next === undefined) return false;
    if (this.total !== undefined && this.#seen >= this.total) return false;
    const depth = this.#walk.cursorDepth.get(cursorKey(this.next));
    return depth === undefined || depth === this.#depth + 1;
  }

  nextPage(): Promise<Page<Item, Cursor, Raw>> {
    if (!this.hasNextPage()) {
      return Promise.reject(new InputError('nextPage', 'there is no next page (check hasNextPage() first)'));
    }
    return fetchPage(this.#walk, this.next, this.#depth + 1, this.#seen, this.total);
  }
}

/** A list's walk once set up, or, for a deferred list built by another copy of core, that list. */
type Ready<Item, Cursor, Raw> =
  | { walk: Walk<Item, Cursor, Raw>; maxItems: number | undefined }
  | { other: PagePromise<Item, Cursor, Raw> };

/** The fetcher of a deferred list before its setup ran (never called: the setup replaces it). */
function noFetcher(): Promise<never> {
  return Promise.reject(new Error('a deferred list has no fetcher of its own'));
}

/**
 * A list result. `await` it for the first page; `for await (const item of list)` walks every item
 * across pages; `.pages()` walks pages; `.toArray({ limit })` collects. Fetching is lazy: nothing
 * is requested until one of these is used, and the first page is fetched once.
 *
 * A list made with `PagePromise.defer(setup)` runs `setup` (a method's input checks and the
 * building of its fetcher) on first use too, so bad input rejects `await`, the first step of
 * `for await`, `pages()` and `toArray()` instead of throwing where the list was asked for.
 */
export class PagePromise<Item, Cursor = unknown, Raw = unknown>
  implements PromiseLike<Page<Item, Cursor, Raw>>, AsyncIterable<Item>
{
  #ready: Ready<Item, Cursor, Raw> | undefined;
  #setup: (() => Ready<Item, Cursor, Raw>) | undefined;
  #failure: { error: unknown } | undefined;
  #first: Promise<Page<Item, Cursor, Raw>> | undefined;

  constructor(
    fetcher: PageFetcher<Item, Cursor, Raw>,
    call: CallOptions = {},
    options: PaginateOptions = {},
  ) {
    this.#ready = { walk: { fetcher, call, cursorDepth: new Map() }, maxItems: options.maxItems };
  }

  /**
   * A list whose `setup` runs on first use (never at this call): `setup` checks the method's
   * input and returns the list to walk (typically `client.paginate(...)`). What `setup` throws
   * rejects every use of the list; it runs once when it succeeds.
   */
  static defer<Item, Cursor = unknown, Raw = unknown>(
    setup: () => PagePromise<Item, Cursor, Raw>,
  ): PagePromise<Item, Cursor, Raw> {
    const list = new PagePromise<Item, Cursor, Raw>(noFetcher);
    list.#ready = undefined;
    list.#setup = () => {
      const inner = setup();
      // A list of this copy of core hands over its walk (no layer per item); another copy's is
      // walked through its public methods.
      return #ready in inner ? inner.#prepare() : { other: inner };
    };
    return list;
  }

  /** The walk, set up on first use. Throws what the setup threw, at every use. */
  #prepare(): Ready<Item, Cursor, Raw> {
    if (this.#ready) return this.#ready;
    if (this.#failure) throw this.#failure.error;
    try {
      this.#ready = (this.#setup as () => Ready<Item, Cursor, Raw>)();
    } catch (error) {
      this.#failure = { error };
      throw error;
    }
    this.#setup = undefined;
    return this.#ready;
  }

  #firstPage(): Promise<Page<Item, Cursor, Raw>> {
    if (this.#first) return this.#first;
    try {
      const ready = this.#prepare();
      this.#first =
        'other' in ready
          ? new Promise<Page<Item, Cursor, Raw>>((resolve) => resolve(ready.other))
          : fetchPage(ready.walk, undefined, 0, 0);
    } catch (error) {
      this.#first = Promise.reject(error);
    }
    return this.#first;
  }

  // biome-ignore lint/suspicious/noThenProperty: a PagePromise is awaitable by design.
  then<A = Page<Item, Cursor, Raw>, B = never>(
    onFulfilled?: ((page: Page<Item, Cursor, Raw>) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#firstPage().then(onFulfilled, onRejected);
  }

  catch<B = never>(
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<Page<Item, Cursor, Raw> | B> {
    return this.#firstPage().catch(onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<Page<Item, Cursor, Raw>> {
    return this.#firstPage().finally(onFinally);
  }

  /** Every page, in order. */
  async *pages(): AsyncGenerator<Page<Item, Cursor, Raw>, void, undefined> {
    const ready = this.#prepare();
    if ('other' in ready) {
      yield* ready.other.pages();
      return;
    }
    let page = await this.#firstPage();
    yield page;
    while (page.hasNextPage()) {
      page = await page.nextPage();
      yield page;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    const ready = this.#prepare();
    if ('other' in ready) {
      yield* ready.other;
      return;
    }
    let count = 0;
    const max = ready.maxItems ?? Number.POSITIVE_INFINITY;
    if (max <= 0) return;
    for await (const page of this.pages()) {
      for (const item of page.items) {
        yield item;
        if (++count >= max) return;
      }
    }
  }

  /** Collects items (all, or the first `limit`). */
  async toArray(options: { limit?: number } = {}): Promise<Item[]> {
    const ready = this.#prepare();
    if ('other' in ready) return ready.other.toArray(options);
    // A misspelt option (`limt`) is refused rather than ignored, like a call's options.
    if (typeof options !== 'object' || options === null)
      throw new InputError('options', 'an object: { limit? }');
    for (const key of Object.keys(options))
      if (key !== 'limit') throw new InputError(`options.${key}`, 'not an option of toArray (only limit)');
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    // NaN would compare false with everything and walk the whole list.
    if (!(limit === Number.POSITIVE_INFINITY || (Number.isInteger(limit) && limit >= 0)))
      throw new InputError('limit', 'a whole number of items, 0 or more');
    const out: Item[] = [];
    if (limit <= 0) return out;
    for await (const item of this) {
      out.push(item);
      if (out.length >= limit) break;
    }
    return out;
  }
}
