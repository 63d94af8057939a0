import { InputError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import type { EutilsClient } from '../src/index.js';
import { testClient } from './helpers.js';

// No interceptor is registered here: any request would fail with a network error, not InputError.
const client: EutilsClient = testClient();

async function inputError(run: () => unknown): Promise<InputError> {
  // Bad input is reported asynchronously: the call itself never throws.
  let value: unknown;
  expect(() => {
    value = run();
  }).not.toThrow();
  try {
    if (value && typeof (value as PromiseLike<unknown>).then === 'function') await value;
    if (value && typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
      for await (const _ of value as AsyncIterable<unknown>) break;
    }
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}

describe('bad input is an InputError before any request', () => {
  it.each([
    ['esearch without term', () => client.esearch({ db: 'gene', term: '  ' }), 'params.term'],
    [
      'esearch retmax above 10,000',
      () => client.esearch({ db: 'gene', term: 'x', retmax: 10_001 }),
      'params.retmax',
    ],
    [
      'esearch negative retstart',
      () => client.esearch({ db: 'gene', term: 'x', retstart: -1 }),
      'params.retstart',
    ],
    ['a db with spaces', () => client.esearch({ db: 'gene x', term: 'x' }), 'params.db'],
    ['mindate without maxdate', () => client.esearch({ db: 'pubmed', term: 'x', mindate: '2020' }), 'params'],
    [
      'a malformed date',
      () => client.esearch({ db: 'pubmed', term: 'x', mindate: '2020-01', maxdate: '2021' }),
      'params.mindate',
    ],
    ['esummary with no ids', () => client.esummary({ db: 'gene', ids: [] }), 'params'],
    ['an id with a comma', () => client.esummary({ db: 'gene', ids: ['1,2'] }), 'params'],
    ['a negative uid', () => client.efetch({ db: 'gene', ids: [-1] }), 'params'],
    ['efetch batchSize above 500', () => client.efetch({ db: 'gene', ids: [1], batchSize: 501 }), 'params'],
    [
      'efetch history without retmax',
      () => client.efetch({ db: 'gene', history: { webEnv: 'W', queryKey: 1 } } as never),
      'params',
    ],
    [
      'elink with ids and history',
      () => client.elink({ dbfrom: 'gene', ids: [1], history: { webEnv: 'W', queryKey: 1 } }),
      'params',
    ],
    [
      'elink unknown cmd',
      () => client.elink({ dbfrom: 'gene', ids: [1], cmd: 'everything' as never }),
      'params.cmd',
    ],
    ['epost unknown option', () => client.epost({ db: 'gene', ids: [1], extra: true } as never), 'params'],
    ['einfo retmode text', () => client.einfo({ retmode: 'text' as never }), 'params.retmode'],
  ])('%s', async (_name, run, param) => {
    const error = await inputError(run);
    expect(error.param.startsWith(param)).toBe(true);
  });
});

describe('efetch extra parameters', () => {
  it('cannot override what the client sets', async () => {
    const error = await inputError(() => client.efetch({ db: 'gene', ids: [1], extra: { API_KEY: 'x' } }));
    expect(error.param).toContain('params');
  });
});

describe('history references', () => {
  it('an EPostResult is accepted as a history reference; a missing queryKey is not', async () => {
    // Accepted: the walk gets as far as the request (refused by the test's no-network guard).
    const sent = await client
      .efetch({
        db: 'gene',
        history: { webEnv: 'W', queryKey: 1, invalidIds: [] } as never,
        retmax: 1,
      })
      [Symbol.asyncIterator]()
      .next()
      .catch((e: unknown) => e);
    expect((sent as Error).name).toBe('NetworkError');
    await inputError(() => client.esummary({ db: 'gene', history: { webEnv: 'W' } as never }));
  });
});
