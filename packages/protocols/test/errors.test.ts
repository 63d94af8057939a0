import {
  BadRequestError,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
} from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { TokenExpiredError } from '../src/index.js';
import { BASE, page, protocol, recordingClock, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('errors inside a 200 body', () => {
  it('status_code 1 (missing or empty parameters) is a BadRequestError with the message', async () => {
    nock(BASE)
      .get('/api/v3/protocols')
      .query(true)
      .reply(200, { status_code: 1, error_message: 'Missing or empty parameters: filter' });
    const err = await testClient()
      .protocols.list()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err).toMatchObject({ status: 400, service: 'protocols', method: 'GET' });
    expect((err as Error).message).toContain('Missing or empty parameters');
  });

  it('status_code 1302 (wrong order field) with a 400 is a BadRequestError', async () => {
    nock(BASE)
      .get('/api/v3/protocols')
      .query(true)
      .reply(400, { status_code: 1302, error_message: 'Wrong order field' });
    const err = await testClient()
      .protocols.list()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as Error).message).toContain('Wrong order field');
  });

  it('status_code 1219 with an HTTP 400 is a TokenExpiredError keeping the HTTP status', async () => {
    nock(BASE)
      .get('/api/v3/protocols/1')
      .reply(400, { status_code: 1219, error_message: 'token is expired' });
    const err = await testClient({ accessToken: 'static-token-1234' })
      .protocols.get(1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenExpiredError);
    expect(err).toMatchObject({ status: 400 });
  });

  it('status_code 0 with a warning is a success, and the warning goes to the logger', async () => {
    const warnings: string[] = [];
    nock(BASE)
      .get('/api/v3/protocols/1')
      .reply(200, {
        protocol: protocol(1),
        status_code: 0,
        warning_code: 1,
        warning_message: 'Your access token expires in 24 days',
      });
    const logger = { warn: (message: string) => void warnings.push(message) };
    await expect(testClient({ logger }).protocols.get(1)).resolves.toMatchObject({ id: 1 });
    expect(warnings).toEqual(['protocols: Your access token expires in 24 days']);
  });
});

describe('HTTP errors', () => {
  it('404 is a NotFoundError with the service message', async () => {
    nock(BASE).get('/api/v3/protocols/999999').reply(404, { error_message: 'Protocol not found' });
    const err = await testClient()
      .protocols.get(999999)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as Error).message).toContain('Protocol not found');
  });

  it('429 is retried with backoff, honouring Retry-After, then succeeds', async () => {
    const scope = nock(BASE)
      .get('/api/v3/protocols/1')
      .reply(429, { error_message: 'Too many requests' }, { 'retry-after': '3' })
      .get('/api/v3/protocols/1')
      .reply(429, { error_message: 'Too many requests' })
      .get('/api/v3/protocols/1')
      .reply(200, { protocol: protocol(1), status_code: 0 });
    const clock = recordingClock();
    const got = await testClient({ maxRetries: 3, clock }).protocols.get(1);
    expect(got.id).toBe(1);
    expect(scope.isDone()).toBe(true);
    expect(clock.sleeps).toHaveLength(2);
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(3000);
  });

  it('429 past maxRetries is a RateLimitError', async () => {
    nock(BASE)
      .get('/api/v3/protocols/1')
      .reply(429, { error_message: 'Too many requests' }, { 'retry-after': '1' });
    await expect(testClient().protocols.get(1)).rejects.toBeInstanceOf(RateLimitError);
  });

  it('500 is a ServerError (the documented body: status_code + error_message)', async () => {
    nock(BASE).get('/api/v3/protocols/1').reply(500, { status_code: 500, error_message: 'Internal error' });
    const err = await testClient()
      .protocols.get(1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerError);
    expect((err as Error).message).toContain('Internal error');
  });
});

describe('response validation', () => {
  it('a listing without items is a ResponseValidationError', async () => {
    nock(BASE).get('/api/v3/protocols').query(true).reply(200, { status_code: 0, results: [] });
    await expect(testClient().protocols.list()).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('a protocol without an id names the path', async () => {
    nock(BASE)
      .get('/api/v3/protocols')
      .query(true)
      .reply(200, page([{ title: 'x', uri: 'x' }], 1, 1, 1));
    const err = await testClient()
      .protocols.list()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect((err as ResponseValidationError).issues.some((i) => String(i.path).includes('items.0.id'))).toBe(
      true,
    );
  });
});
