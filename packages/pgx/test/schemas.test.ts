import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AlleleSchema, GeneSchema, GuidelineSchema, VariantSchema } from '../src/index.js';
import { GeneListSchema, GeneResponseSchema } from '../src/schemas/gene.js';

describe('Gene.clinicalAnnotations: a count in the schema, an array in the sample', () => {
  it('a number is kept as the count', () => {
    expect(v.parse(GeneSchema, { symbol: 'CYP2D6', clinicalAnnotations: 512 }).clinicalAnnotations).toBe(512);
  });
  it('an array is counted', () => {
    const gene = v.parse(GeneSchema, {
      symbol: 'CYP2D6',
      clinicalAnnotations: ['981755803', '1183684411', {}],
    });
    expect(gene.clinicalAnnotations).toBe(3);
  });
  it('absent stays absent; a negative or fractional count is refused', () => {
    expect(v.parse(GeneSchema, { symbol: 'CYP2D6' }).clinicalAnnotations).toBeUndefined();
    expect(v.safeParse(GeneSchema, { symbol: 'CYP2D6', clinicalAnnotations: -1 }).success).toBe(false);
    expect(v.safeParse(GeneSchema, { symbol: 'CYP2D6', clinicalAnnotations: 1.5 }).success).toBe(false);
  });
});

describe('the ClinPGx { status, data } envelope', () => {
  it('is taken off single records and lists', () => {
    expect(v.parse(GeneResponseSchema, { status: 'success', data: { symbol: 'CYP2D6' } }).symbol).toBe(
      'CYP2D6',
    );
    expect(v.parse(GeneListSchema, { status: 'success', data: [{ symbol: 'A1' }] })).toHaveLength(1);
  });
  it('a record with its own `data` field but no status is left alone', () => {
    expect(v.parse(GeneResponseSchema, { symbol: 'X1', data: 1 })).toMatchObject({ symbol: 'X1', data: 1 });
  });
});

describe('Allele', () => {
  it.each([
    ['no function', 'No function'],
    ['Normal Function', 'Normal function'],
    ['decreased function', 'Decreased function'],
    ['INCREASED FUNCTION', 'Increased function'],
    ['Uncertain function', 'Uncertain function'],
  ])('function %j reads as %j', (sent, read) => {
    expect(v.parse(AlleleSchema, { name: 'CYP2D6*10', gene: 'CYP2D6', function: sent }).function).toBe(read);
  });

  it.each([
    [0.25, 0.25],
    ['0.5', 0.5],
    ['n/a', null],
    [null, null],
  ])('activityScore %j reads as %j', (sent, read) => {
    expect(
      v.parse(AlleleSchema, { name: 'CYP2D6*10', gene: 'CYP2D6', activityScore: sent }).activityScore,
    ).toBe(read);
  });

  it('a negative activity score is refused', () => {
    expect(v.safeParse(AlleleSchema, { name: 'CYP2D6*10', gene: 'CYP2D6', activityScore: -1 }).success).toBe(
      false,
    );
  });

  it('unknown fields pass through (loose objects)', () => {
    const a = v.parse(AlleleSchema, { name: 'CYP2D6*10', gene: 'CYP2D6', pharmvarId: 'PV00125' });
    expect((a as Record<string, unknown>).pharmvarId).toBe('PV00125');
  });
});

describe('Guideline recommendations and Variant references', () => {
  it('recommendations may be objects or plain text', () => {
    const g = v.parse(GuidelineSchema, {
      id: 'PA166104996',
      recommendations: [
        'Do not use abacavir in HLA-B*57:01 carriers.',
        { phenotype: 'HLA-B*57:01 positive' },
      ],
    });
    expect(g.recommendations).toHaveLength(2);
  });
  it('references keep whatever shape they have', () => {
    const variant = v.parse(VariantSchema, {
      rsid: 'rs3892097',
      references: ['9012401', { pmid: '9012401' }],
    });
    expect(variant.references).toHaveLength(2);
  });
});
