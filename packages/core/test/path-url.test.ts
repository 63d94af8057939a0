import { encodeQuery, InputError, joinUrl, path } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

describe('path tag', () => {
  it('percent-encodes every interpolated value as one segment', () => {
    expect(path`/studies/${'NCT0/../x?y#z'}`).toBe('/studies/NCT0%2F..%2Fx%3Fy%23z');
    expect(path`/a/${'b c'}/${42}`).toBe('/a/b%20c/42');
    expect(path`/doi/${'10.1101/2020.01.01.123'}`).toBe('/doi/10.1101%2F2020.01.01.123');
  });

  it('neutralises dot segments and refuses empty ones', () => {
    expect(path`/x/${'..'}/y`).toBe('/x/%2E%2E/y');
    expect(path`/x/${'.'}`).toBe('/x/%2E');
    expect(() => path`/x/${''}`).toThrow(InputError);
  });

  it('joins arrays as comma lists of encoded values', () => {
    expect(path`/cid/${[2244, '5564', 'a,b']}/property`).toBe('/cid/2244,5564,a%2Cb/property');
  });
});

describe('query and URL', () => {
  it('encodes values, joins arrays, and skips undefined and null', () => {
    expect(
      encodeQuery({ term: 'BRCA1[gene] AND human', id: ['1', '2'], n: 0, b: false, u: undefined, z: null }),
    ).toBe('term=BRCA1%5Bgene%5D%20AND%20human&id=1,2&n=0&b=false');
    expect(encodeQuery({ 'filter.ids': 'NCT1' })).toBe('filter.ids=NCT1');
  });

  it('joins bases and paths without doubling slashes', () => {
    expect(joinUrl('https://h.test/entrez/eutils/', '/esearch.fcgi', 'db=gene')).toBe(
      'https://h.test/entrez/eutils/esearch.fcgi?db=gene',
    );
    expect(joinUrl('https://h.test', 'x')).toBe('https://h.test/x');
    expect(joinUrl('https://h.test/a?k=1', undefined, 'b=2')).toBe('https://h.test/a?k=1&b=2');
  });
});
