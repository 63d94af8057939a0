import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { GwasClient } from '../src/index.js';
import { catalogLinkTarget } from '../src/resources/catalog-resource.js';
import { testClient } from './helpers.js';

// Refusals happen before any request: no interceptor is set, so a request would fail differently.

function refusal(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

/**
 * The InputError a method reports: never thrown where it is called, but the rejection of its
 * promise, of its list's `await`, or of the first step of its async iterable.
 */
async function rejection(fn: () => unknown): Promise<InputError> {
  let result: unknown;
  expect(() => {
    result = fn();
  }).not.toThrow();
  try {
    if (typeof (result as PromiseLike<unknown>).then === 'function') await result;
    else await (result as AsyncIterable<unknown>)[Symbol.asyncIterator]().next();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
});

describe('input checks (nothing is sent)', () => {
  const v2 = testClient();
  const v1 = testClient({ apiVersion: 'v1' });

  it.each([
    ['studies.get bad accession', () => v2.studies.get('GCST12'), 'accessionId'],
    ['variants.get bad rsId', () => v2.variants.get('7329174'), 'rsId'],
    ['traits.get bad EFO id', () => v2.traits.get('EFO:0001360'), 'efoId'],
    ['associations.get bad id', () => v2.associations.get('abc'), 'associationId'],
    ['unknown list key', () => v2.studies.list({ pubmed: '1' } as never), 'params.pubmed'],
    ['bad pubmed id', () => v2.studies.list({ pubmedId: 'PMID1' }), 'params.pubmedId'],
    ['bad v2 sort', () => v2.associations.list({ sort: 'pvalue' as never }), 'params.sort'],
    ['negative page', () => v2.studies.list({ page: -1 }), 'params.page'],
    ['size 0', () => v2.genes.list({ size: 0 }), 'params.size'],
    [
      'bad chromosome',
      () => v2.variants.list({ chromosome: '27', bpStart: 1, bpEnd: 2 }),
      'params.chromosome',
    ],
    ['v1 region start after end', () => v1.variants.list({ chromosome: 1, bpStart: 9, bpEnd: 2 }), 'params'],
    ['v2 list start after end', () => v2.variants.list({ bpStart: 9, bpEnd: 2 }), 'params.bpStart'],
    ['bad trait uri', () => v2.traits.list({ uri: 'EFO_1' }), 'params.uri'],
    ['v2-only filter on v1', () => v1.studies.list({ efoId: 'EFO_0000001' } as never), 'params.efoId'],
    ['two v1 searches at once', () => v1.studies.list({ pubmedId: '1', diseaseTrait: 'x' }), 'params'],
    ['v1 partial region', () => v1.variants.list({ chromosome: '1', bpStart: 1 }), 'params'],
    ['v1 sort form', () => v1.studies.list({ sort: 'a b' }), 'params.sort'],
    [
      'relation params unknown key',
      () => v2.traits.associations('EFO_0001360', { limit: 3 } as never),
      'params.limit',
    ],
    ['relation bad study', () => v2.studies.associations('GCST1', { size: 5 }), 'study'],
    [
      'sumstats p bound above 1',
      () => v2.sumstats.traitAssociations('EFO_0001360', { pUpper: 2 }),
      'params.pUpper',
    ],
    [
      'sumstats p bound not a number',
      () => v2.sumstats.traitAssociations('EFO_0001360', { pLower: 'small' }),
      'params.pLower',
    ],
    [
      'sumstats p bounds crossed',
      () => v2.sumstats.traitAssociations('EFO_0001360', { pLower: 1e-3, pUpper: '0.00000005' }),
      'params',
    ],
    ['sumstats region crossed', () => v2.sumstats.chromosomeAssociations(1, { start: 10, end: 5 }), 'params'],
    ['sumstats bad chromosome', () => v2.sumstats.chromosomeAssociations('chr1'), 'chromosome'],
    ['sumstats bad variant', () => v2.sumstats.variantAssociations('13:40983974'), 'variantId'],
    ['sumstats bad study accession', () => v2.sumstats.getStudy('GCST1'), 'accession'],
    ['sumstats bad trait', () => v2.sumstats.getTrait('EFO:1'), 'efoId'],
    ['sumstats studies size 0', () => v2.sumstats.listStudies({ size: 0 }), 'params.size'],
    ['sumstats bad accession', () => v2.sumstats.stream('GCST1'), 'accession'],
    ['sumstats bad file path', () => v2.sumstats.streamFile('../../etc/passwd'), 'filePath'],
    [
      'sumstats stream params unknown key',
      () => v2.sumstats.stream('GCST90000123', { onProgres: () => undefined } as never),
      'params.onProgres',
    ],
    [
      'sumstats stream onProgress not a function',
      () => v2.sumstats.streamFile('/GCST90000123/GCST90000123.tsv', { onProgress: 'log' } as never),
      'params.onProgress',
    ],
    [
      'sumstats stream maxResumes negative',
      () => v2.sumstats.stream('GCST90000123', { maxResumes: -1 }),
      'params.maxResumes',
    ],
  ])('%s', async (_name, fn, param) => {
    expect((await rejection(fn)).param).toBe(param);
  });

  it('refuses a record handed back to a relation method that is not an object, in both versions', async () => {
    for (const client of [v2, v1]) {
      const bad = null as never;
      expect((await rejection(() => client.studies.associations(bad))).message).toMatch(/study/);
      expect((await rejection(() => client.associations.study(bad))).message).toMatch(/association/);
      expect((await rejection(() => client.associations.traits(bad))).message).toMatch(/association/);
      expect((await rejection(() => client.associations.variants('x' as never))).message).toMatch(
        /association/,
      );
    }
  });

  it('refuses an unknown apiVersion at construction', () => {
    expect(refusal(() => new GwasClient({ apiVersion: 'v3' as never })).param).toBe('options.apiVersion');
  });

  it('names the element of a refused list value', async () => {
    expect((await rejection(() => v2.genes.list({ sort: ['ok', 'bad sort'] }))).param).toBe('params.sort[1]');
  });
});

describe('base addresses', () => {
  it('takes the emulator-style keys and refuses unknown ones', () => {
    const c = new GwasClient({
      baseUrls: {
        gwasCatalog: 'http://127.0.0.1:1/c',
        gwasSumstats: 'http://127.0.0.1:1/s',
        trials: 'http://x',
      },
    });
    // Links are read below the client's own catalog address, or the live service's (rebased).
    expect(catalogLinkTarget(c, 'http://127.0.0.1:1/c/v2/studies?page=1', 'link')).toEqual({
      path: '/v2/studies',
      query: { page: '1' },
    });
    expect(catalogLinkTarget(c, 'https://www.ebi.ac.uk/gwas/rest/api/studies/GCST1', 'link')).toEqual({
      path: '/studies/GCST1',
      query: {},
    });
    // A link that is no string, or leads to another host, is an InputError naming where it was.
    expect(refusal(() => catalogLinkTarget(c, 7, 'link')).param).toBe('link');
    expect(refusal(() => catalogLinkTarget(c, 'https://evil.example/x', 'record._links.study')).param).toBe(
      'record._links.study',
    );
    expect(refusal(() => new GwasClient({ baseUrls: { gwasCatalogue: 'http://x' } })).param).toBe(
      'options.baseUrls.gwasCatalogue',
    );
  });
});
