import { AbortError, BaseClient, batch, type CallOptions, coalesce, MissingItemError } from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startServer } from './helpers.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('coalesced lookups', () => {
  it('merges concurrent one-id calls into one request; each caller gets its own record or error', async () => {
    const sent: string[][] = [];
    const c = coalesce<string, string>({}, 'lookups', {
      maxBatch: 100,
      run: async (ids) => {
        sent.push(ids);
        await tick(20);
        return new Map<string, string | Error>(
          ids
            .filter((id) => id !== 'gone')
            .map((id) => [id, id === 'bad' ? new Error(`no ${id}`) : `rec-${id}`]),
        );
      },
    });
    const ids = Array.from({ length: 40 }, (_, i) => String(i));
    const answers = await Promise.all([...ids, 'bad', 'gone', '3'].map((id) => c.load<string>([id])));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(42); // '3' asked twice, sent once
    expect(answers[0]).toEqual(new Map([['0', 'rec-0']]));
    expect(answers[39]?.get('39')).toBe('rec-39');
    expect((answers[40]?.get('bad') as Error | undefined)?.message).toBe('no bad');
    expect(answers[41]?.size).toBe(0); // left out: the caller's batch() reports it missing
    expect(answers[42]?.get('3')).toBe('rec-3');
  });

  it('never exceeds maxBatch, and calls arriving while a partial request is out ride in the next one', async () => {
    const sent: string[][] = [];
    const c = coalesce<string, string>({}, 'lookups', {
      maxBatch: 10,
      run: async (ids) => {
        sent.push(ids);
        await tick(30);
        return ids.map((id) => `r${id}`);
      },
    });
    const first = Array.from({ length: 25 }, (_, i) => c.load<string>([String(i)]));
    // Wait until the partial batch of 5 is out (no timing assumption).
    while (sent.length < 3) await tick(1);
    const late = Array.from({ length: 5 }, (_, i) => c.load<string>([`late${i}`]));
    const all = await Promise.all([...first, ...late]);
    expect(sent.map((s) => s.length)).toEqual([10, 10, 5, 5]);
    expect(sent[3]).toEqual(['late0', 'late1', 'late2', 'late3', 'late4']);
    expect(all[24]?.get('24')).toBe('r24');
    expect(all[29]?.get('late4')).toBe('rlate4');
  });

  it('fails every caller of a request that fails, and only those', async () => {
    let n = 0;
    const c = coalesce<string, string>({}, 'lookups', {
      maxBatch: 2,
      run: async (ids) => {
        n += 1;
        if (n === 1) throw new Error('boom');
        return ids.map((id) => id);
      },
    });
    const results = await Promise.allSettled(['a', 'b', 'c'].map((id) => c.load<string>([id])));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
  });

  it('aborts one caller without touching the others; the request stops once all its callers left', async () => {
    const signals: AbortSignal[] = [];
    const c = coalesce<string, string>({}, 'lookups', {
      maxBatch: 10,
      run: async (ids, { signal }) => {
        signals.push(signal);
        await tick(50);
        return ids;
      },
    });
    const one = new AbortController();
    const p1 = c.load<string>(['x'], one.signal);
    const p2 = c.load<string>(['y']);
    await tick(10);
    one.abort();
    await expect(p1).rejects.toBeInstanceOf(AbortError);
    expect((await p2).get('y')).toBe('y');
    expect(signals[0]?.aborted).toBe(false);

    const a = new AbortController();
    const b = new AbortController();
    const q = [c.load(['m'], a.signal), c.load(['n'], b.signal)];
    await tick(10);
    a.abort();
    b.abort();
    await Promise.allSettled(q);
    expect(signals[1]?.aborted).toBe(true);
    // A caller aborted while still queued never reaches a request.
    const queued = new AbortController();
    const gone = c.load(['q'], queued.signal);
    queued.abort();
    await expect(gone).rejects.toBeInstanceOf(AbortError);
  });

  it("feeds core's batch(): missing ids are MissingItemError, one owner+group shares one queue", async () => {
    const owner = {};
    const sent: string[][] = [];
    const run = async (ids: string[]) => {
      sent.push(ids);
      return new Map(ids.filter((id) => id !== '2').map((id) => [id, { id }]));
    };
    const one = (id: string) =>
      batch([id], {
        size: 500,
        service: 'demo',
        run: (chunk, { signal }) => coalesce(owner, 'db=gene', { maxBatch: 500, run }).load(chunk, signal),
      });
    const results = await Promise.all(['1', '2', '3'].map(one));
    expect(sent).toEqual([['1', '2', '3']]);
    expect(results[0]?.values).toEqual([{ id: '1' }]);
    expect(results[1]?.failures[0]?.error).toBeInstanceOf(MissingItemError);
  });

  it('keys the call options: callers share a request only with callers whose options match', async () => {
    const owner = {};
    const sent: string[][] = [];
    const run = async (ids: string[]) => {
      sent.push(ids);
      return ids.map((id) => ({ id }));
    };
    const signal = new AbortController().signal;
    const lookup = (id: string, call?: CallOptions) =>
      coalesce(owner, 'db=gene', { maxBatch: 500, run }, call).load([id]);
    await Promise.all([
      lookup('1', { timeout: 5000 }),
      // The same options, written in another order and with a signal of its own: shared.
      lookup('2', { signal, timeout: 5000, maxBodyBytes: undefined }),
      lookup('3', { timeout: 9000 }),
      lookup('4', { timeout: 5000, maxBodyBytes: 1024 }),
      lookup('5'),
      lookup('6', {}),
    ]);
    expect(sent.sort((a, b) => a.join().localeCompare(b.join()))).toEqual([
      ['1', '2'],
      ['3'],
      ['4'],
      ['5', '6'],
    ]);
  });

  it('40 concurrent one-id requests through a 3 rps client take at most 4 requests', async () => {
    server = await startServer((req, res) => {
      const ids = new URL(req.url ?? '/', 'http://x').searchParams.get('id')?.split(',') ?? [];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(Object.fromEntries(ids.map((id) => [id, { uid: id }]))));
    });
    const client = new BaseClient(
      {
        service: 'demo',
        baseUrls: { default: server.url },
        limiterId: `coalesce.${Math.random()}`,
        limits: { perSecond: 3 },
      },
      {},
    );
    const lookup = (id: string) =>
      coalesce(client, 'summary', {
        maxBatch: 200,
        run: (ids: string[], { signal }) =>
          client.request({ path: '/summary', query: { id: ids.join(',') } }, { signal }) as Promise<
            Record<string, { uid: string }>
          >,
      }).load<{ uid: string }>([id]);
    // One request first, so the 40 wait for a limiter slot.
    await lookup('warm');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => lookup(String(i))));
    expect(answers.map((a, i) => (a.get(String(i)) as { uid: string } | undefined)?.uid)).toEqual(
      Array.from({ length: 40 }, (_, i) => String(i)),
    );
    expect(server.requests.length).toBeLessThanOrEqual(5);
  });
});
