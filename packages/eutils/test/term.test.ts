import { InputError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { entrezTerm, type TermFields } from '../src/index.js';

interface Query {
  text?: string;
  gene?: string | string[];
  taxid?: number;
  chromosome?: string | number | (string | number)[];
  term?: string;
}

const FIELDS: TermFields<Query> = {
  text: {},
  gene: { tag: 'gene' },
  taxid: { tag: 'taxid', kind: 'integer' },
  chromosome: {
    tag: 'chr',
    numbers: true,
    normalise: (c) => c.replace(/^chr/i, '').toUpperCase(),
    pattern: /^(?:[1-9]|1\d|2[0-2]|X|Y|MT)$/,
    rule: 'must be 1-22, X, Y or MT',
  },
  term: { kind: 'expression' },
};

function paramOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as InputError).param;
  }
  return undefined;
}

describe('entrezTerm', () => {
  it('writes fields in the order they are described, quoted phrases and bare integers, ANDed', () => {
    expect(
      entrezTerm(FIELDS, { term: 'x[prop]', chromosome: 'chr17', taxid: 9606, gene: 'TP53', text: 'p53' }),
    ).toBe('"p53" AND "TP53"[gene] AND 9606[taxid] AND "17"[chr] AND (x[prop])');
  });

  it('ORs the values of one field, each once, after normalising them', () => {
    expect(entrezTerm(FIELDS, { chromosome: [17, 'chr17', 'x'], gene: ['A', 'B', 'A'] })).toBe(
      '("A"[gene] OR "B"[gene]) AND ("17"[chr] OR "X"[chr])',
    );
  });

  it('keeps query syntax inside a value inert: only the quote that would end the phrase is refused', () => {
    expect(entrezTerm(FIELDS, { gene: ' TP53[gene]  OR #1 ' })).toBe('"TP53[gene] OR #1"[gene]');
    expect(paramOf(() => entrezTerm(FIELDS, { gene: 'a"[gene] OR "b' }))).toBe('query.gene');
  });

  it('passes a string through as the caller’s own term, trimmed', () => {
    expect(entrezTerm(FIELDS, '  BRCA1[sym] AND human[orgn] ')).toBe('BRCA1[sym] AND human[orgn]');
  });

  it.each([
    ['   ', 'query'],
    [null, 'query'],
    [['TP53'], 'query'],
    [{}, 'query'],
    [{ symbol: 'TP53' }, 'query.symbol'],
    [{ gene: '  ' }, 'query.gene'],
    [{ gene: 42 }, 'query.gene'],
    [{ gene: [] }, 'query.gene'],
    [{ gene: ['ok', ''] }, 'query.gene.1'],
    [{ gene: 'x'.repeat(501) }, 'query.gene'],
    [{ taxid: 0 }, 'query.taxid'],
    [{ taxid: 9606.5 }, 'query.taxid'],
    [{ taxid: '9606' }, 'query.taxid'],
    [{ chromosome: '23' }, 'query.chromosome'],
    [{ term: ' ' }, 'query.term'],
  ])('refuses %j before any request', (query, param) => {
    expect(paramOf(() => entrezTerm(FIELDS, query as never))).toBe(param);
  });
});
