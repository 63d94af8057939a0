import {
  BadRequestError,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
} from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { BASE, recordingClock, study, testClient } from './helpers.js';

describe('error mapping', () => {
  it('400 with the spec body {error:{code,message}} is a BadRequestError carrying the message', async () => {
    nock(BASE)
      .get('/api/v2/studies')
      .query(true)
      .reply(400, { error: { code: 400, message: 'Invalid sort field' } });
    const err = await testClient()
      .studies.list()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err).toMatchObject({ status: 400, service: 'trials', method: 'GET' });
    expect((err as Error).message).toContain('Invalid sort field');
  });

  it('400 with the live service’s text/plain body keeps that text as the message', async () => {
    nock(BASE)
      .get('/api/v2/studies')
      .query(true)
      .reply(400, '`filter.studyType` is unknown parameter', { 'content-type': 'text/plain' });
    const err = await testClient()
      .studies.list()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as Error).message).toContain('is unknown parameter');
  });

  it('404 for an unknown NCT number is a NotFoundError', async () => {
    nock(BASE)
      .get('/api/v2/studies/NCT99999999')
      .reply(404, 'NCT number NCT99999999 not found', { 'content-type': 'text/plain' });
    const err = await testClient()
      .studies.get('NCT99999999')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as Error).message).toContain('NCT99999999 not found');
  });

  it('429 with Retry-After is retried after the wait and then succeeds', async () => {
    const scope = nock(BASE)
      .get('/api/v2/studies/NCT00000001')
      .reply(429, { error: { code: 429, message: 'Too many requests' } }, { 'retry-after': '2' })
      .get('/api/v2/studies/NCT00000001')
      .reply(200, study(1));
    const clock = recordingClock();
    const got = await testClient({ maxRetries: 2, clock }).studies.get('NCT00000001');
    expect(got.protocolSection?.identificationModule?.nctId).toBe('NCT00000001');
    expect(scope.isDone()).toBe(true);
    // Retry-After is a floor for the wait before the retry, not a hint.
    expect(clock.sleeps).toHaveLength(1);
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(2000);
  });

  it('503 then 200: a server error is retried (GET is idempotent)', async () => {
    const scope = nock(BASE)
      .get('/api/v2/studies')
      .query(true)
      .reply(503, { error: { code: 503, message: 'Service unavailable' } })
      .get('/api/v2/studies')
      .query(true)
      .reply(200, { studies: [study(1)] });
    const clock = recordingClock();
    const page = await testClient({ maxRetries: 3, clock }).studies.list();
    expect(page.items).toHaveLength(1);
    expect(scope.isDone()).toBe(true);
    expect(clock.sleeps).toHaveLength(1);
  });

  it('429 that persists past maxRetries is a RateLimitError with retryAfterMs', async () => {
    nock(BASE)
      .get('/api/v2/studies/NCT00000001')
      .reply(429, { error: { code: 429, message: 'Too many requests' } }, { 'retry-after': '1' });
    const err = await testClient({ maxRetries: 0 })
      .studies.get('NCT00000001')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ status: 429, retryAfterMs: 1000 });
  });

  it('500 is a ServerError once retries are spent', async () => {
    nock(BASE)
      .get('/api/v2/studies/NCT00000001')
      .reply(500, { error: { code: 500, message: 'Internal error' } });
    const err = await testClient()
      .studies.get('NCT00000001')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerError);
    expect((err as Error).message).toContain('Internal error');
  });
});

describe('response validation', () => {
  it('a body that breaks the schema is a ResponseValidationError with the path of the problem', async () => {
    nock(BASE)
      .get('/api/v2/studies/NCT00000001')
      .reply(200, { protocolSection: { statusModule: { overallStatus: 'PAUSED' } } });
    const err = await testClient()
      .studies.get('NCT00000001')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseValidationError);
    const issues = (err as ResponseValidationError).issues;
    expect(issues.some((i) => String(i.path).includes('overallStatus'))).toBe(true);
  });

  it('a list page without a studies array is a ResponseValidationError', async () => {
    nock(BASE).get('/api/v2/studies').query(true).reply(200, { hits: [] });
    await expect(testClient().studies.list()).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('validate:false hands the body through unchecked', async () => {
    const odd = { protocolSection: { statusModule: { overallStatus: 'PAUSED' } } };
    nock(BASE).get('/api/v2/studies/NCT00000001').reply(200, odd);
    const got = await testClient({ validate: false }).studies.get('NCT00000001');
    expect(got).toEqual(odd);
  });
});
