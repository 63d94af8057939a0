import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GetStudyParams, ListStudiesParams, StreamCsvParams } from '../src/index.js';
import { BASE, testClient } from './helpers.js';

// Each case must fail before any request: an interceptor that accepts anything must stay unused
// and nothing may reach nock's "no match" path either.
let scope: nock.Scope;
let unmatched: number;
const onNoMatch = () => {
  unmatched++;
};
beforeEach(() => {
  unmatched = 0;
  scope = nock(BASE).get(/.*/).query(true).reply(200, { studies: [] });
  nock.emitter.on('no match', onNoMatch);
});
afterEach(() => {
  nock.emitter.off('no match', onNoMatch);
});

async function expectInputError(run: () => unknown, param: RegExp, rule?: RegExp) {
  // Never a synchronous throw: list() returns a PagePromise that rejects, get() a rejected promise.
  let result: unknown;
  expect(() => {
    result = run();
  }).not.toThrow();
  const err = await Promise.resolve(result).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(InputError);
  expect((err as InputError).param).toMatch(param);
  if (rule) expect((err as InputError).rule).toMatch(rule);
  expect(scope.isDone()).toBe(false);
  expect(unmatched).toBe(0);
}

describe('bad input is an InputError naming the parameter, before any request', () => {
  const client = testClient();

  it.each([
    ['lowercase-free garbage', 'hello'],
    ['too few digits', 'NCT123'],
    ['too many digits', 'NCT123456789'],
    ['missing prefix', '04437511'],
    ['path injection', 'NCT00000001/../x'],
  ])('malformed NCT number (%s)', async (_name, id) => {
    await expectInputError(() => client.studies.get(id), /^nctId$/, /NCT followed by 8 digits/);
  });

  it.each([0, 1001, 2.5, -1])('pageSize %s', async (pageSize) => {
    await expectInputError(() => client.studies.list({ pageSize }), /^params\.pageSize$/);
  });

  it('a bad list rejects every way it is used: .catch(), for await, toArray(), pages()', async () => {
    const list = () => client.studies.list({ pageSize: 5000 });
    await expect(list().catch((e: unknown) => (e as InputError).param)).resolves.toBe('params.pageSize');
    const walk = async () => {
      for await (const _ of list()) return 'walked';
    };
    await expect(walk()).rejects.toThrow(InputError);
    await expect(list().toArray()).rejects.toThrow(InputError);
    await expect(list().pages().next()).rejects.toThrow(InputError);
    expect(scope.isDone()).toBe(false);
  });

  it('an unknown overall status', async () => {
    const params = { filter: { overallStatus: ['RECRUITING', 'PAUSED'] } } as unknown as ListStudiesParams;
    await expectInputError(() => client.studies.list(params), /filter\.overallStatus/);
  });

  it('an unknown phase', async () => {
    const params = { filter: { phase: ['PHASE5'] } } as unknown as ListStudiesParams;
    await expectInputError(() => client.studies.list(params), /filter\.phase/);
  });

  it('an unknown sort field, as object or string', async () => {
    const a = { sort: [{ field: 'BriefTitle' }] } as unknown as ListStudiesParams;
    await expectInputError(
      () => client.studies.list(a),
      /^params\.sort\[0\]$/,
      /LastUpdatePostDate.*@relevance/,
    );
    const b = { sort: ['BriefTitle:asc'] } as unknown as ListStudiesParams;
    await expectInputError(() => client.studies.list(b), /sort/);
    const c = { sort: ['StartDate:up'] } as unknown as ListStudiesParams;
    await expectInputError(() => client.studies.list(c), /sort/);
  });

  it('more than the two sort keys the API allows', async () => {
    await expectInputError(
      () => client.studies.list({ sort: ['StartDate', 'EnrollmentCount', 'LastUpdatePostDate'] }),
      /sort/,
    );
  });

  it('a malformed NCT number in filter.ids', async () => {
    await expectInputError(
      () => client.studies.list({ filter: { ids: ['NCT04852770', 'NCT0485'] } }),
      /filter\.ids/,
    );
  });

  it('an empty fields list, or a field name the API cannot accept', async () => {
    await expectInputError(() => client.studies.list({ fields: [] }), /fields/);
    await expectInputError(() => client.studies.get('NCT04852770', { fields: ['NCTId&x=1'] }), /fields/);
  });

  it('a misspelt parameter key', async () => {
    const params = { query: { condition: 'asthma' } } as unknown as ListStudiesParams;
    await expectInputError(
      () => client.studies.list(params),
      /^params\.query\.condition$/,
      /not a documented parameter/,
    );
  });

  it('a format: get answers JSON only (CSV rows come from streamCsv)', async () => {
    const params = { format: 'csv' } as unknown as GetStudyParams;
    await expectInputError(
      () => client.studies.get('NCT04852770', params),
      /^params\.format$/,
      /not a documented parameter/,
    );
  });

  it('streamCsv: bad params reject the first step of the iteration, never throw where it is called', async () => {
    await expectInputError(
      () => client.studies.streamCsv({ pageSize: 0 })[Symbol.asyncIterator]().next(),
      /^params\.pageSize$/,
    );
    const resume = { pageToken: 'abc' } as unknown as StreamCsvParams;
    await expectInputError(
      () => client.studies.streamCsv(resume)[Symbol.asyncIterator]().next(),
      /^params\.pageToken$/,
    );
    const counted = { countTotal: true } as unknown as StreamCsvParams;
    await expectInputError(
      () => client.studies.streamCsv(counted)[Symbol.asyncIterator]().next(),
      /^params\.countTotal$/,
    );
  });

  it('a malformed geo filter', async () => {
    await expectInputError(() => client.studies.list({ filter: { geo: 'near Boston' } }), /filter\.geo/);
  });
});
