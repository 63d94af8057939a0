import { InputError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { geneQuery, toTerm } from '../src/query.js';

describe('geneQuery', () => {
  it('writes each field with its spec tag, joined by AND', () => {
    expect(
      geneQuery({
        gene: 'BRCA1',
        organism: 'Homo sapiens',
        taxid: 9606,
        disease: 'breast cancer',
        chromosome: '17',
        biologicalProcess: 'DNA repair',
        molecularFunction: 'zinc ion binding',
        cellularComponent: 'nucleus',
      }),
    ).toBe(
      '"BRCA1"[gene] AND "Homo sapiens"[organism] AND 9606[taxid] AND "breast cancer"[disease] AND ' +
        '"17"[chromosome] AND "DNA repair"[biological process] AND "zinc ion binding"[molecular function] AND ' +
        '"nucleus"[cellular component]',
    );
  });

  it('puts untagged words first and normalises whitespace inside values', () => {
    expect(geneQuery({ text: ' kinase ', organism: 'mus   musculus' })).toBe(
      '"kinase" AND "mus musculus"[organism]',
    );
  });

  it('keeps boolean words and history references inside a value literal', () => {
    expect(geneQuery({ disease: 'cancer OR 1' })).toBe('"cancer OR 1"[disease]');
    expect(geneQuery({ gene: '#1 NOT x' })).toBe('"#1 NOT x"[gene]');
    expect(geneQuery({ gene: 'TP53[gene] OR x' })).toBe('"TP53[gene] OR x"[gene]');
  });

  it('ORs several values of one field', () => {
    expect(geneQuery({ gene: ['BRCA1', 'BRCA2'], taxid: [9606, 10090] })).toBe(
      '("BRCA1"[gene] OR "BRCA2"[gene]) AND (9606[taxid] OR 10090[taxid])',
    );
  });

  it.each([
    [{ gene: 'a"b' }, 'query.gene'],
    [{ organism: '   ' }, 'query.organism'],
    [{ taxid: 0 }, 'query.taxid'],
    [{ taxid: 9606.5 }, 'query.taxid'],
    [{ taxid: '9606' as unknown as number }, 'query.taxid'],
    [{ gene: 42 as unknown as string }, 'query.gene'],
    [{ symbol: 'TP53' } as never, 'query.symbol'],
    [{}, 'query'],
  ])('rejects %j before any request', (query, param) => {
    try {
      geneQuery(query);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).param).toBe(param);
    }
  });
});

describe('toTerm', () => {
  it('passes a raw Entrez term through, trimmed', () => {
    expect(toTerm('  BRCA1[sym] AND human[orgn] ')).toBe('BRCA1[sym] AND human[orgn]');
  });

  it('rejects an empty term and a non-object query', () => {
    expect(() => toTerm('  ')).toThrow(InputError);
    expect(() => toTerm(null as never)).toThrow(InputError);
    expect(() => toTerm(['BRCA1'] as never)).toThrow(InputError);
  });
});
