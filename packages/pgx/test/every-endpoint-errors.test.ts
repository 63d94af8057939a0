import { NotFoundError, RateLimitError, ServerError } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import type { PgxClient } from '../src/index.js';
import { BASE, errorOf, testClient } from './helpers.js';

// Each of the fifteen paths: how its call is made, and the path nock answers.
const GETS: [string, string, (c: PgxClient) => Promise<unknown>][] = [
  ['genes.get', '/v1/gene/CYP2D6', (c) => c.genes.get('CYP2D6')],
  ['drugs.get', '/v1/chemical/PA449053', (c) => c.drugs.get('PA449053')],
  ['guidelines.get', '/v1/guideline/PA166104948', (c) => c.guidelines.get('PA166104948')],
  ['alleles.get', '/v1/allele/CYP2D6*4', (c) => c.alleles.get('CYP2D6*4')],
  ['variants.get', '/v1/variant/rs3892097', (c) => c.variants.get('rs3892097')],
  ['pathways.get', '/v1/pathway/PA145011113', (c) => c.pathways.get('PA145011113')],
];
const LISTS: [string, string, (c: PgxClient) => Promise<unknown[]>][] = [
  ['genes.search', '/v1/gene', (c) => c.genes.search('CYP').toArray()],
  ['drugs.search', '/v1/chemical', (c) => c.drugs.search('warfarin').toArray()],
  ['geneDrugPairs.list', '/v1/geneDrugPair', (c) => c.geneDrugPairs.list({ gene: 'CYP2D6' }).toArray()],
  ['guidelines.list', '/v1/guideline', (c) => c.guidelines.list({ source: 'CPIC' }).toArray()],
  ['alleles.list', '/v1/allele', (c) => c.alleles.list({ gene: 'CYP2D6' }).toArray()],
  ['variants.list', '/v1/variant', (c) => c.variants.list({ chromosome: '22' }).toArray()],
  [
    'clinicalAnnotations.list',
    '/v1/clinicalAnnotation',
    (c) => c.clinicalAnnotations.list({ gene: 'CYP2D6' }).toArray(),
  ],
  ['drugLabels.list', '/v1/drugLabel', (c) => c.drugLabels.list({ drug: 'codeine' }).toArray()],
  ['pathways.list', '/v1/pathway', (c) => c.pathways.list({ drug: 'codeine' }).toArray()],
];
const ALL = [...GETS, ...LISTS];

const notFoundBody = { error: 'Resource not found', message: 'No such record' };

describe('every endpoint maps the documented error statuses', () => {
  it.each(ALL)('%s: 500 is a ServerError with the body message', async (_name, path, call) => {
    nock(BASE).get(path).query(true).reply(500, { error: 'Internal Server Error', message: 'database down' });
    const err = await errorOf(() => call(testClient()));
    expect(err).toBeInstanceOf(ServerError);
    expect((err as Error).message).toContain('database down');
  });

  it.each(ALL)('%s: 429 past maxRetries is a RateLimitError', async (_name, path, call) => {
    nock(BASE)
      .get(path)
      .query(true)
      .reply(429, { error: 'Rate limit exceeded', message: 'Maximum 2 requests per second allowed' });
    expect(await errorOf(() => call(testClient()))).toBeInstanceOf(RateLimitError);
  });

  it.each(GETS)('%s: 404 is a NotFoundError', async (_name, path, call) => {
    nock(BASE).get(path).reply(404, notFoundBody);
    const err = await errorOf(() => call(testClient()));
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as Error).message).toContain('No such record');
  });

  it.each(LISTS)('%s: the service’s 404 is an empty list', async (_name, path, call) => {
    nock(BASE).get(path).query(true).reply(404, notFoundBody);
    expect(await call(testClient())).toEqual([]);
  });
});
