import { BadRequestError, NotFoundError, ServerError } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { gwasErrorMessage } from '../src/index.js';
import { CATALOG, CATALOG_PATH, recordingClock, testClient } from './helpers.js';

const springBody = (status: number, error: string, message: string, path: string) => ({
  timestamp: '2024-05-01T10:00:00.000+0000',
  status,
  error,
  message,
  path,
});

describe('error mapping', () => {
  it('404 with the spec body is a NotFoundError carrying error, message and path', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/studies/GCST999999`)
      .reply(
        404,
        springBody(404, 'Not Found', 'Study GCST999999 not found', '/gwas/rest/api/v2/studies/GCST999999'),
      );
    const err = await testClient()
      .studies.get('GCST999999')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err).toMatchObject({ status: 404, service: 'gwas', method: 'GET' });
    expect((err as Error).message).toContain('Not Found: Study GCST999999 not found');
    expect((err as Error).message).toContain('/gwas/rest/api/v2/studies/GCST999999');
  });

  it('400 is a BadRequestError', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/associations`)
      .query(true)
      .reply(400, springBody(400, 'Bad Request', 'Invalid sort field', '/gwas/rest/api/v2/associations'));
    const err = await testClient()
      .associations.list({ sort: 'p_value' })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as Error).message).toContain('Invalid sort field');
  });

  it('500 is retried with backoff, then a ServerError', async () => {
    const scope = nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/studies/GCST000854`)
      .times(3)
      .reply(500, springBody(500, 'Internal Server Error', 'boom', '/x'));
    const clock = recordingClock();
    const err = await testClient({ maxRetries: 2, clock })
      .studies.get('GCST000854')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServerError);
    expect(scope.isDone()).toBe(true);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('500 then 200 succeeds', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/studies/GCST000854`)
      .reply(500, springBody(500, 'Internal Server Error', 'boom', '/x'))
      .get(`${CATALOG_PATH}/v2/studies/GCST000854`)
      .reply(200, { accession_id: 'GCST000854' });
    const study = await testClient({ maxRetries: 1, clock: recordingClock() }).studies.get('GCST000854');
    expect(study.accession_id).toBe('GCST000854');
  });

  it('reads the v2 OpenAPI and summary-statistics error bodies too', () => {
    expect(
      gwasErrorMessage({
        error_code: 404,
        error: 'Not Found',
        error_message: 'No study',
        service_path: '/v2/x',
      }),
    ).toBe('Not Found: No study (/v2/x)');
    expect(gwasErrorMessage({ message: 'Page Not Found.' })).toBe('Page Not Found.');
    expect(gwasErrorMessage({ status: 400, error: 'Bad Request' })).toBe('Bad Request');
    expect(gwasErrorMessage('')).toBeUndefined();
  });
});

describe('records keep their schema additions', () => {
  it('with validate: false a record still carries its exact pValue', async () => {
    nock(CATALOG)
      .get(`${CATALOG_PATH}/v2/associations/7`)
      .reply(200, { association_id: 7, pvalue_mantissa: 3, pvalue_exponent: -400, p_value: 0 });
    const a = await testClient({ validate: false }).associations.get(7);
    expect(a.pValue).toMatchObject({ mantissa: 3, exponent: -400, underflow: true });
  });
});
