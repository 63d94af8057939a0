import { InputError } from '@lifesci/core';
import { describe, expect, it } from 'vitest';
import { buildClinVarTerm } from '../src/query.js';

describe('buildClinVarTerm', () => {
  it('writes every spec field tag, quoted, joined with AND in a fixed order', () => {
    expect(
      buildClinVarTerm({
        assembly: 'GRCh38',
        chromosome: 'chr16',
        variantName: 'NM_000548.4(TSC2):c.1832G>A',
        disorder: 'Tuberous sclerosis 2',
        clinicalSignificance: 'pathogenic',
        gene: 'TSC2',
      }),
    ).toBe(
      '"TSC2"[gene] AND "pathogenic"[CLNSIG] AND "Tuberous sclerosis 2"[disorder] AND ' +
        '"NM_000548.4(TSC2):c.1832G>A"[variant name] AND "16"[chr] AND "GRCh38"[Assembly]',
    );
  });

  it('ORs several values of one field and de-duplicates them', () => {
    expect(
      buildClinVarTerm({ gene: ['BRCA1', 'BRCA2', 'BRCA1'], clinicalSignificance: 'likely pathogenic' }),
    ).toBe('("BRCA1"[gene] OR "BRCA2"[gene]) AND "likely pathogenic"[CLNSIG]');
  });

  it('keeps Entrez operators inside values inert by quoting them', () => {
    expect(buildClinVarTerm({ disorder: 'cancer OR benign[CLNSIG] NOT x' })).toBe(
      '"cancer OR benign[CLNSIG] NOT x"[disorder]',
    );
  });

  it('normalises chromosomes and ANDs a raw term as written', () => {
    expect(buildClinVarTerm({ chromosome: [17, 'x', 'chrM'], term: 'single_gene[prop]' })).toBe(
      '("17"[chr] OR "X"[chr] OR "MT"[chr]) AND (single_gene[prop])',
    );
  });

  it('passes a string query through as the user wrote it', () => {
    expect(buildClinVarTerm('  BRCA1[gene] AND pathogenic[CLNSIG] ')).toBe(
      'BRCA1[gene] AND pathogenic[CLNSIG]',
    );
  });

  it.each([
    [{}, 'query'],
    [{ gene: '' }, 'query.gene'],
    [{ gene: [] }, 'query.gene'],
    [{ gene: 'BRCA1"[gene] OR "x' }, 'query.gene'],
    [{ chromosome: '23' }, 'query.chromosome'],
    [{ assembly: 'hg19' }, 'query.assembly'],
    [{ organism: 'human' }, 'query'],
    ['   ', 'query'],
  ])('rejects %j before any request', (query, param) => {
    let error: unknown;
    try {
      buildClinVarTerm(query as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).param.startsWith(param)).toBe(true);
  });
});
