import { NotFoundError, RateLimitError, ResponseValidationError, ServerError } from '@lifesci/core';
import { fakeClock } from '@lifesci/vitest-config/kit';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { pgxErrorMessage } from '../src/index.js';
import { BASE, cyp2c19star2, errorOf, testClient } from './helpers.js';

const notFound = { error: 'Resource not found', message: "Gene 'CYP9Z9' does not exist" };
const tooMany = { error: 'Rate limit exceeded', message: 'Maximum 2 requests per second allowed' };

describe('error mapping ({error, message} bodies)', () => {
  it('404 on a record is a NotFoundError carrying the message', async () => {
    nock(BASE).get('/v1/gene/CYP9Z9').reply(404, notFound);
    const err = await errorOf(() => testClient().genes.get('CYP9Z9'));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err).toMatchObject({ status: 404, service: 'pgx', method: 'GET', body: notFound });
    expect((err as Error).message).toContain("Gene 'CYP9Z9' does not exist");
  });

  it('404 with the service body on a list filter is an empty list ("none match")', async () => {
    nock(BASE).get('/v1/allele').query({ gene: 'CYP9Z9' }).reply(404, notFound);
    const page = await testClient().alleles.list({ gene: 'CYP9Z9' });
    expect(page.items).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });

  it('404 with the live ClinPGx "fail" envelope on a list is an empty list too', async () => {
    nock(BASE)
      .get('/v1/clinicalAnnotation')
      .query({ gene: 'CYP2C19', evidenceLevel: '4' })
      .reply(404, { status: 'fail', data: { errors: [{ message: 'No results matching criteria.' }] } });
    const items = await testClient()
      .clinicalAnnotations.list({ gene: 'CYP2C19', evidenceLevel: '4' })
      .toArray();
    expect(items).toEqual([]);
  });

  it('a bare 404 on a list (no service body: wrong base address) stays a NotFoundError', async () => {
    nock(BASE).get('/v1/gene').query(true).reply(404, '<html><body>Not Found</body></html>', {
      'content-type': 'text/html',
    });
    const err = await errorOf(() => testClient().genes.search('CYP').toArray());
    expect(err).toBeInstanceOf(NotFoundError);
  });

  it('429 is retried after Retry-After, then succeeds', async () => {
    const scope = nock(BASE)
      .get('/v1/allele/CYP2C19*2')
      .reply(429, tooMany, { 'retry-after': '1' })
      .get('/v1/allele/CYP2C19*2')
      .reply(200, cyp2c19star2);
    const clock = fakeClock();
    const allele = await testClient({ maxRetries: 2, clock }).alleles.get('CYP2C19*2');
    expect(allele.function).toBe('No function');
    expect(scope.isDone()).toBe(true);
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(1000);
  });

  it('429 past maxRetries is a RateLimitError with the service message', async () => {
    nock(BASE).get('/v1/drugLabel').query(true).reply(429, tooMany, { 'retry-after': '1' });
    const err = await errorOf(() => testClient().drugLabels.list({ drug: 'warfarin' }).toArray());
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toMatchObject({ status: 429, retryAfterMs: 1000 });
    expect((err as Error).message).toContain('Maximum 2 requests per second');
  });

  it('500 is retried, and a ServerError once retries are spent', async () => {
    const scope = nock(BASE)
      .get('/v1/pathway/PA145011113')
      .reply(500, { error: 'Internal Server Error', message: 'database unavailable' })
      .get('/v1/pathway/PA145011113')
      .reply(200, { id: 'PA145011113', steps: [] });
    const clock = fakeClock();
    await expect(testClient({ maxRetries: 1, clock }).pathways.get('PA145011113')).resolves.toMatchObject({
      id: 'PA145011113',
    });
    expect(scope.isDone()).toBe(true);

    nock(BASE).get('/v1/pathway/PA145011113').reply(500, { error: 'Internal Server Error' });
    const err = await errorOf(() => testClient().pathways.get('PA145011113'));
    expect(err).toBeInstanceOf(ServerError);
    expect((err as Error).message).toContain('Internal Server Error');
  });

  it('pgxErrorMessage reads message, then error, then the ClinPGx envelope, then text', () => {
    expect(pgxErrorMessage(notFound)).toBe("Gene 'CYP9Z9' does not exist");
    expect(pgxErrorMessage({ error: 'Not found' })).toBe('Not found');
    expect(
      pgxErrorMessage({ status: 'fail', data: { errors: [{ message: 'No results matching criteria.' }] } }),
    ).toBe('No results matching criteria.');
    expect(pgxErrorMessage('  upstream timeout ')).toBe('upstream timeout');
    expect(pgxErrorMessage({})).toBeUndefined();
  });
});

describe('response validation', () => {
  it('an unknown evidence level is a ResponseValidationError naming the path', async () => {
    nock(BASE)
      .get('/v1/clinicalAnnotation')
      .query(true)
      .reply(200, [{ id: '1', evidenceLevel: '5' }]);
    const err = await errorOf(() => testClient().clinicalAnnotations.list().toArray());
    expect(err).toBeInstanceOf(ResponseValidationError);
    expect(
      (err as ResponseValidationError).issues.some((i) => String(i.path).includes('evidenceLevel')),
    ).toBe(true);
  });

  it('an unknown allele function is refused; validate:false hands the body through', async () => {
    const odd = { name: 'CYP2D6*4', gene: 'CYP2D6', function: 'mostly fine' };
    nock(BASE).get('/v1/allele/CYP2D6*4').twice().reply(200, odd);
    await expect(testClient().alleles.get('CYP2D6*4')).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(testClient({ validate: false }).alleles.get('CYP2D6*4')).resolves.toEqual(odd);
  });

  it('a list answered with an object is a ResponseValidationError', async () => {
    nock(BASE).get('/v1/pathway').query(true).reply(200, { pathways: [] });
    await expect(testClient().pathways.list().toArray()).rejects.toBeInstanceOf(ResponseValidationError);
  });
});
