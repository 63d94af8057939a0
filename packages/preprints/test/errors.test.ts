import { BadRequestError, NotFoundError, ResponseValidationError, ServerError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { PREPRINTS_LIMITS, PreprintsClient } from '../src/index.js';
import { API, envelope, record, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

const LIST = '/details/biorxiv/2025-01-01/2025-01-02/0/json';
const list = () => testClient().details.list({ from: '2025-01-01', to: '2025-01-02' });

describe('errors', () => {
  it('a messages[].status other than ok is a BadRequestError carrying the status text', async () => {
    nock(API)
      .get(LIST)
      .reply(200, { messages: [{ status: 'Server not recognized' }], collection: [] });
    const error = await list().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toContain('Server not recognized');
    expect((error as BadRequestError).body).toMatchObject({
      messages: [{ status: 'Server not recognized' }],
    });
  });

  it('an empty 200 body is a server failure (retried), never "no results"', async () => {
    nock(API)
      .get(LIST)
      .reply(200, '')
      .get(LIST)
      .reply(200, envelope([record(1)]));
    const client = testClient({ maxRetries: 1, retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    const items = await client.details.list({ from: '2025-01-01', to: '2025-01-02' }).toArray();
    expect(items).toHaveLength(1);
  });

  it('an empty 200 body after retries is a ServerError', async () => {
    nock(API).get(LIST).reply(200, '');
    await expect(list()).rejects.toBeInstanceOf(ServerError);
  });

  it('a category the API ignored (answered for "all") is an error, not a silently wider list', async () => {
    nock(API)
      .get(LIST)
      .query({ category: 'epidemiology' })
      .reply(200, envelope([record(1)], { category: 'all' }));
    await expect(
      testClient().details.list({ from: '2025-01-01', to: '2025-01-02', category: 'epidemiology' }),
    ).rejects.toThrow(/ignored category "epidemiology"/);
  });

  it('404 is NotFoundError and 500 is ServerError', async () => {
    nock(API).get(LIST).reply(404, 'Not Found').get('/details/biorxiv/10.1101/1/na/json').reply(500, 'oops');
    await expect(list()).rejects.toBeInstanceOf(NotFoundError);
    await expect(testClient().details.get('10.1101/1')).rejects.toBeInstanceOf(ServerError);
  });

  it('a 500 is retried like any read', async () => {
    nock(API)
      .get(LIST)
      .reply(500, 'oops')
      .get(LIST)
      .reply(200, envelope([record(1)]));
    const client = testClient({ maxRetries: 2, retry: { baseDelayMs: 1, maxDelayMs: 1 } });
    expect(await client.details.list({ from: '2025-01-01', to: '2025-01-02' }).toArray()).toHaveLength(1);
  });

  it('a record without its required fields is a ResponseValidationError', async () => {
    nock(API)
      .get(LIST)
      .reply(200, envelope([{ doi: '10.1101/1' }]));
    await expect(list()).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('a version that is not a whole number is refused by the schema', async () => {
    nock(API)
      .get(LIST)
      .reply(200, envelope([record(1, 1, { version: 'one' })]));
    await expect(list()).rejects.toBeInstanceOf(ResponseValidationError);
  });
});

describe('limits', () => {
  it('declares at least 0.5 s between requests, one at a time', async () => {
    expect(PREPRINTS_LIMITS.minTimeMs).toBeGreaterThanOrEqual(500);
    const client = new PreprintsClient();
    const limiter = (await client.limiter()) as unknown as { minTimeMs: number; maxConcurrent: number };
    expect(limiter.minTimeMs).toBeGreaterThanOrEqual(500);
    expect(limiter.maxConcurrent).toBe(1);
  });
});
