import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { PreprintsClient } from '../src/index.js';
import { testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

/** Calls `fn` and returns the InputError it rejects with (it must not throw synchronously). */
async function inputError(fn: () => unknown): Promise<InputError> {
  let result: unknown;
  expect(() => {
    result = fn();
  }).not.toThrow();
  try {
    await result;
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error('expected an InputError');
}

describe('input checks (nothing is sent)', () => {
  const client = testClient();

  it.each([
    [{ from: '2025-02-30', to: '2025-03-01' }, 'params.from'],
    [{ from: '2025-01-01', to: '01/02/2025' }, 'params.to'],
    [{ from: '2025-02-01', to: '2025-01-01' }, 'params.to'],
    [{ from: '2025-01-01', to: '2025-01-02', category: 'cell biology' }, 'params.category'],
    [{ from: '2025-01-01', to: '2025-01-02', cursor: 5 }, 'params'],
  ])('details.list(%j) is refused naming %s', async (params, param) => {
    const error = await inputError(() => client.details.list(params as never));
    expect(error.param).toContain(param);
  });

  it.each([
    [{ maxResume: 2 }, 'params.maxResume'],
    [{ maxResumes: 1.5 }, 'params.maxResumes'],
  ])('fullText.downloadPdf refuses download options %j naming %s', async (params, param) => {
    const record = { doi: '10.1101/2020.09.09.20191205', version: 1 };
    const error = await inputError(() => client.fullText.downloadPdf(record, params as never));
    expect(error.param).toBe(param);
  });

  it('every one of the 27 categories is accepted', async () => {
    const { PREPRINT_CATEGORIES } = await import('../src/index.js');
    expect(PREPRINT_CATEGORIES).toHaveLength(27);
    for (const category of PREPRINT_CATEGORIES) {
      // Accepted: the list gets as far as the request (refused by the test's no-network guard).
      const outcome = await client.details.list({ from: '2025-01-01', to: '2025-01-02', category }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect((outcome as Error).name).toBe('NetworkError');
    }
  });

  it.each(['2020.09.09.20191205', '10.1101', '', 'doi:10.1101/x'])(
    'details.get(%j) is refused',
    async (doi) => {
      const error = await inputError(() => client.details.get(doi));
      expect(error.param).toBe('doi');
    },
  );

  it.each([{ days: 0 }, { days: 1.5 }, { days: -3 }, { days: '7' }, {}, { days: 7, server: 'medrxiv' }])(
    'publications.list(%j) is refused',
    async (params) => {
      const error = await inputError(() => client.publications.list(params as never));
      expect(error.param).toMatch(/^params/);
    },
  );

  it('an unknown server option is refused at construction', () => {
    expect(() => new PreprintsClient({ server: 'arxiv' as never })).toThrow(InputError);
  });
});
