import {
  AbortError,
  ApiError,
  BadRequestError,
  BaseClient,
  type BatchResult,
  batch,
  InputError,
  isRequestLevelError,
  MissingItemError,
  mapBatchResult,
  NetworkError,
  NotFoundError,
  ResponseValidationError,
  ServerError,
} from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';

describe('batch', () => {
  it('splits into chunks of the documented size and returns results in input order', async () => {
    const chunks: string[][] = [];
    const ids = Array.from({ length: 1203 }, (_, i) => String(i + 1)).reverse();
    const result = await batch(ids, {
      size: 500,
      run: async (chunk) => {
        chunks.push(chunk);
        return new Map(chunk.map((id) => [id, { uid: id }]));
      },
    });
    expect(chunks.map((c) => c.length)).toEqual([500, 500, 203]);
    expect(result.values.map((v) => v.uid)).toEqual(ids);
    expect(result.failures).toEqual([]);
    expect(result.items[0]).toEqual({ id: '1203', index: 0, ok: true, value: { uid: '1203' } });
  });

  it('reports per-id failures instead of failing the batch', async () => {
    const result = await batch([1, 2, 3, 4, 5, 6, 2], {
      size: 2,
      run: async (chunk) => {
        if (chunk.includes(3)) throw new ServerError({ status: 502, service: 's', method: 'GET', url: 'u' });
        // id 5 is left out of the response; id 6 comes back as an error value
        return chunk.map((id) => (id === 5 ? undefined : id === 6 ? new Error('withdrawn') : id * 10));
      },
    });
    expect(result.items.map((i) => (i.ok ? i.value : i.error.constructor.name))).toEqual([
      10,
      20,
      'ServerError',
      'ServerError',
      'MissingItemError',
      'Error',
      20,
    ]);
    expect(result.values).toEqual([10, 20, 20]);
    expect(result.failures.map((f) => [f.id, f.index])).toEqual([
      [3, 2],
      [4, 3],
      [5, 4],
      [6, 5],
    ]);
    expect(result.failures[2]?.error).toBeInstanceOf(MissingItemError);
    expect((result.failures[2]?.error as MissingItemError | undefined)?.id).toBe('5');
    // A missing id is not an HTTP answer: no invented 404, status or URL.
    expect(result.failures[2]?.error).not.toBeInstanceOf(NotFoundError);
  });

  it('rejects the whole call on a request-level error and stops sending chunks', async () => {
    const sent: number[][] = [];
    const run = batch([1, 2, 3, 4, 5, 6], {
      size: 2,
      run: async (chunk) => {
        sent.push(chunk);
        if (chunk.includes(3))
          throw new BadRequestError({
            status: 400,
            service: 's',
            method: 'GET',
            url: 'u',
            message: 'bad db',
          });
        return chunk.map((id) => id * 10);
      },
    });
    await expect(run).rejects.toThrow(BadRequestError);
    expect(sent).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('classifies request-level errors: refusals and input; 404s, 5xx and one bad answer are not', () => {
    const init = (status: number) => ({ status, service: 's', method: 'GET', url: 'u' });
    const api = (status: number) => new ApiError(init(status));
    expect(isRequestLevelError(api(400))).toBe(true);
    expect(isRequestLevelError(api(401))).toBe(true);
    expect(isRequestLevelError(api(429))).toBe(true);
    expect(isRequestLevelError(api(404))).toBe(false);
    expect(isRequestLevelError(api(503))).toBe(false);
    // A refusal the service sends in the body of a 200 (NCBI's "Invalid db name") is the request's.
    expect(isRequestLevelError(new BadRequestError(init(200)))).toBe(true);
    // A 404 names the ids asked for, and a 5xx is one failed answer, whatever status they came with.
    expect(isRequestLevelError(new NotFoundError(init(200)))).toBe(false);
    expect(isRequestLevelError(new ServerError(init(200)))).toBe(false);
    expect(isRequestLevelError(new NetworkError('reset'))).toBe(false);
    expect(isRequestLevelError(new InputError('ids', 'numbers'))).toBe(true);
    expect(isRequestLevelError(new ResponseValidationError('s GET u', []))).toBe(false);
    expect(isRequestLevelError('not an error')).toBe(false);
  });

  it('failFast: false keeps every chunk failure per id; true rejects on any', async () => {
    const failing = async (chunk: number[]) => {
      if (chunk.includes(1))
        throw new BadRequestError({ status: 400, service: 's', method: 'GET', url: 'u' });
      if (chunk.includes(3)) throw new NetworkError('reset');
      return chunk;
    };
    const kept = await batch([1, 2, 3, 4, 5], { size: 2, run: failing, failFast: false });
    expect(kept.values).toEqual([5]);
    expect(kept.failures.map((f) => f.error.name)).toEqual([
      'BadRequestError',
      'BadRequestError',
      'NetworkError',
      'NetworkError',
    ]);
    await expect(batch([3, 4, 5], { size: 2, run: failing, failFast: true })).rejects.toThrow(NetworkError);
  });

  it('sends a repeated id once', async () => {
    const sent: string[] = [];
    const result = await batch(['a', 'b', 'a'], {
      size: 10,
      run: async (chunk) => {
        sent.push(...chunk);
        return Object.fromEntries(chunk.map((id) => [id, id.toUpperCase()]));
      },
    });
    expect(sent).toEqual(['a', 'b']);
    expect(result.values).toEqual(['A', 'B', 'A']);
  });

  it('runs chunks concurrently when asked, still in input order', async () => {
    let running = 0;
    let peak = 0;
    const result = await batch([1, 2, 3, 4, 5, 6], {
      size: 1,
      concurrency: 3,
      run: async (chunk) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 10 * (7 - (chunk[0] as number))));
        running -= 1;
        return chunk;
      },
    });
    expect(peak).toBe(3);
    expect(result.values).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('rejects the whole batch when aborted, and refuses a size below 1', async () => {
    const controller = new AbortController();
    const run = batch([1, 2, 3], {
      size: 1,
      signal: controller.signal,
      run: async (chunk) => {
        controller.abort();
        return chunk;
      },
    });
    await expect(run).rejects.toThrow(AbortError);
    await expect(batch([1], { size: 0, run: async (c) => c })).rejects.toThrow(InputError);
  });

  it('drives a client: a chunk too long for a URL goes as a form POST', async () => {
    const client = new BaseClient(
      { service: 'eutils', baseUrls: { default: 'https://b.example.test' }, limiterId: 'b', limits: {} },
      { rateLimit: false },
    );
    const ids = Array.from({ length: 300 }, (_, i) => String(100000 + i));
    nock('https://b.example.test')
      .post('/esummary.fcgi')
      .reply(200, (_uri, body) => {
        const got = new URLSearchParams(body as string).get('id')?.split(',') ?? [];
        return { result: Object.fromEntries(got.map((id) => [id, { uid: id }])) };
      })
      .get('/esummary.fcgi')
      .query(true)
      .reply(200, (uri) => {
        const got = new URL(uri, 'https://b.example.test').searchParams.get('id')?.split(',') ?? [];
        return { result: Object.fromEntries(got.map((id) => [id, { uid: id }])) };
      });
    const result = await batch([...ids, '999'], {
      size: 200,
      run: async (chunk) => {
        const body = await (client.request({
          path: '/esummary.fcgi',
          query: { db: 'gene', id: chunk },
          postIfUrlLonger: 1000,
        }) as Promise<{ result: Record<string, { uid: string }> }>);
        return body.result;
      },
    });
    expect(result.values.map((v) => v.uid)).toEqual([...ids, '999']);
  });
});

describe('mapBatchResult', () => {
  it('maps each value in input order, turning a throw into that id failure only', async () => {
    const result = await batch(['7', 'bad', '9', 'gone', '7'], {
      size: 2,
      run: async (chunk) => new Map(chunk.filter((id) => id !== 'gone').map((id) => [id, { raw: id }])),
    });
    const seen: [string, number][] = [];
    const mapped: BatchResult<string, number> = mapBatchResult(result, (value, id, index) => {
      seen.push([id, index]);
      const n = Number(value.raw);
      if (Number.isNaN(n)) throw new TypeError(`${id} is not a number`);
      return n * 2;
    });
    expect(seen).toEqual([
      ['7', 0],
      ['bad', 1],
      ['9', 2],
      ['7', 4],
    ]);
    expect(mapped.values).toEqual([14, 18, 14]);
    expect(mapped.items.map((i) => [i.id, i.index, i.ok])).toEqual([
      ['7', 0, true],
      ['bad', 1, false],
      ['9', 2, true],
      ['gone', 3, false],
      ['7', 4, true],
    ]);
    expect(mapped.failures.map((f) => [f.id, f.index, f.error.constructor.name])).toEqual([
      ['bad', 1, 'TypeError'],
      ['gone', 3, 'MissingItemError'],
    ]);
    expect(mapped.failures[0]?.error.message).toBe('bad is not a number');
    // The input result is left as it was.
    expect(result.failures).toHaveLength(1);
    expect(result.values).toEqual([{ raw: '7' }, { raw: 'bad' }, { raw: '9' }, { raw: '7' }]);
  });

  it('wraps a thrown non-Error in an Error', () => {
    const input: BatchResult<number, number> = {
      items: [{ id: 1, index: 0, ok: true, value: 1 }],
      values: [1],
      failures: [],
    };
    const mapped = mapBatchResult(input, () => {
      throw 'nope';
    });
    expect(mapped.failures[0]?.error).toBeInstanceOf(Error);
    expect(mapped.failures[0]?.error.message).toBe('nope');
  });
});
