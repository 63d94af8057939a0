import { describe, expect, it } from 'vitest';
import { BaseClient, InputError, PagePromise, RecordStream } from '../src/index.js';

const client = new BaseClient(
  { service: 't', baseUrls: { default: 'https://pages.example.test' }, limiterId: 'deferred', limits: {} },
  { rateLimit: false },
);

/** Pages of two numbers, three pages, counting the fetches. */
function counted() {
  const fetched: (number | undefined)[] = [];
  const list = () =>
    client.paginate(async (cursor: number | undefined) => {
      fetched.push(cursor);
      const at = cursor ?? 0;
      return { items: [at * 2, at * 2 + 1], next: at < 2 ? at + 1 : undefined };
    });
  return { fetched, list };
}

describe('PagePromise.defer', () => {
  it('runs nothing where the list is asked for: a setup that throws rejects every use', async () => {
    let runs = 0;
    const make = () =>
      PagePromise.defer<number>(() => {
        runs += 1;
        throw new InputError('params', 'bad');
      });
    const list = make();
    expect(runs).toBe(0);
    await expect(list).rejects.toThrow(InputError);
    await expect(list.catch((e: unknown) => (e as InputError).param)).resolves.toBe('params');
    await expect(list.toArray()).rejects.toThrow(InputError);
    await expect(list.pages().next()).rejects.toThrow(InputError);
    await expect(list[Symbol.asyncIterator]().next()).rejects.toThrow(InputError);
    const walked = async () => {
      for await (const _ of make()) return 'walked';
      return 'empty';
    };
    await expect(walked()).rejects.toThrow(InputError);
    // The failed setup is remembered: one run for every use of the first list.
    expect(runs).toBe(2);
  });

  it('sets up once and walks the list it returns, with its maxItems', async () => {
    const { fetched, list } = counted();
    let runs = 0;
    const deferred = PagePromise.defer(() => {
      runs += 1;
      return list();
    });
    expect(runs).toBe(0);
    expect((await deferred).items).toEqual([0, 1]);
    expect(await deferred.toArray()).toEqual([0, 1, 2, 3, 4, 5]);
    const capped = PagePromise.defer(() =>
      client.paginate(async () => ({ items: [1, 2, 3] }), {}, { maxItems: 2 }),
    );
    expect(await capped.toArray()).toEqual([1, 2]);
    expect(runs).toBe(1);
    // The first page is fetched once for `await` and the walk.
    expect(fetched).toEqual([undefined, 1, 2]);
  });

  it('nests: a deferred list returning another deferred list', async () => {
    const { list } = counted();
    const outer = PagePromise.defer(() => PagePromise.defer(() => list()));
    const pages: number[][] = [];
    for await (const page of outer.pages()) pages.push(page.items);
    expect(pages).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    const failing = PagePromise.defer(() =>
      PagePromise.defer<number>(() => {
        throw new InputError('inner', 'bad');
      }),
    );
    await expect(failing).rejects.toMatchObject({ param: 'inner' });
  });

  it("walks a list of another copy of core through that list's public methods", async () => {
    const { list } = counted();
    const real = list();
    // Only the public surface: what a PagePromise of another copy of core offers.
    const foreign = {
      // biome-ignore lint/suspicious/noThenProperty: stands in for a PagePromise.
      then: real.then.bind(real),
      pages: () => real.pages(),
      toArray: (options?: { limit?: number }) => real.toArray(options),
      [Symbol.asyncIterator]: () => real[Symbol.asyncIterator](),
    } as unknown as PagePromise<number>;
    const deferred = PagePromise.defer(() => foreign);
    expect((await deferred).items).toEqual([0, 1]);
    expect(await deferred.toArray({ limit: 3 })).toEqual([0, 1, 2]);
    const items: number[] = [];
    for await (const n of PagePromise.defer(() => foreign)) items.push(n);
    expect(items).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('client.paginate checks its call options on first use: a rejection, no fetch', async () => {
    let fetched = 0;
    const list = client.paginate(
      async () => {
        fetched += 1;
        return { items: [1] };
      },
      { timeout: -5 },
    );
    await expect(list).rejects.toMatchObject({ param: 'callOptions.timeout' });
    expect(fetched).toBe(0);
  });
});

describe('RecordStream.defer', () => {
  class Named<R> extends RecordStream<R, string> {}

  it('runs nothing where the stream is asked for: a setup that throws rejects every use', async () => {
    let runs = 0;
    const stream = RecordStream.defer<number>(() => {
      runs += 1;
      throw new InputError('ids', 'bad');
    });
    expect(runs).toBe(0);
    const batches = stream.batches();
    expect(runs).toBe(0);
    await expect(batches[Symbol.asyncIterator]().next()).rejects.toThrow(InputError);
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toThrow(InputError);
    await expect(Promise.resolve(stream)).rejects.toMatchObject({ param: 'ids' });
  });

  it('reads the stream its setup returns, failures included, as an instance of the class it is called on', async () => {
    let runs = 0;
    const stream = Named.defer<number, string>(() => {
      runs += 1;
      return new Named<number>(async function* (failures) {
        yield [1, 2];
        failures.push('x');
        yield [3];
      });
    });
    expect(stream).toBeInstanceOf(Named);
    expect(await stream).toEqual([1, 2, 3]);
    expect(stream.failures).toEqual(['x']);
    const seen: number[] = [];
    for await (const n of stream) seen.push(n);
    expect(seen).toEqual([1, 2, 3]);
    expect(runs).toBe(1);
  });

  it('reads a stream of another copy of core through its public side, failures copied', async () => {
    const real = new RecordStream<number, string>(async function* (failures) {
      yield [7];
      failures.push('lost');
    });
    const foreign = {
      batches: () => real.batches(),
      get failures() {
        return real.failures;
      },
    } as unknown as RecordStream<number, string>;
    const stream = RecordStream.defer(() => foreign);
    expect(await stream).toEqual([7]);
    expect(stream.failures).toEqual(['lost']);
  });
});
