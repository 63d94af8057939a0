import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClinVarDocSumSchema } from '../src/schemas/summary.js';
import { docSumDate, toSummary } from '../src/summary.js';

// ESummary db=clinvar version=2.0 retmode=json, in NCBI's field layout (values from the TSC2,
// ABL1 and AP5Z1 records), with both the current classification blocks and the older
// clinical_significance block.
const envelope = JSON.parse(
  readFileSync(new URL('./fixtures/esummary-clinvar-v2.json', import.meta.url), 'utf8'),
) as { result: Record<string, unknown> };

function summary(uid: string) {
  return toSummary(v.parse(ClinVarDocSumSchema, envelope.result[uid]));
}

describe('ESummary v2.0 → ClinVarSummary', () => {
  it('types a germline record: accession, classification, genes, both assemblies, conditions', () => {
    const s = summary('12397');
    expect(s).toMatchObject({
      uid: '12397',
      accession: 'VCV000012397',
      accessionVersion: 'VCV000012397.10',
      accessionKind: 'VCV',
      variantType: 'single nucleotide variant',
      classification: 'Pathogenic',
      reviewStatus: 'criteria provided, multiple submitters, no conflicts',
      germlineClassification: { description: 'Pathogenic', lastEvaluated: '2018-06-05' },
      genes: [{ symbol: 'TSC2', geneId: '7249', strand: '+', source: 'submitted' }],
      grch38: {
        assembly: 'GRCh38',
        chromosome: '16',
        band: '16p13.3',
        start: 2070571,
        stop: 2070571,
        status: 'current',
      },
      grch37: { assembly: 'GRCh37', chromosome: '16', start: 2120572 },
      proteinChange: 'R611Q',
      molecularConsequences: ['missense variant'],
      alleleOrigins: ['germline'],
      supportingSubmissions: { scv: ['SCV000255877', 'SCV000033452'], rcv: ['RCV000013205', 'RCV000055317'] },
    });
    // Empty blocks ('' + NCBI's '1/01/01 00:00') mean "no classification of that kind".
    expect(s.clinicalImpactClassification).toBeUndefined();
    expect(s.oncogenicityClassification).toBeUndefined();
    expect(s.grch38?.innerStart).toBeUndefined();
    expect(s.conditions.map((c) => c.name)).toEqual(['Tuberous sclerosis 2', 'Lymphangiomyomatosis']);
    expect(s.conditions[0]?.xrefs).toEqual([
      { db: 'MedGen', id: 'C1860707' },
      { db: 'OMIM', id: '613254' },
    ]);
    expect(s.variations[0]).toMatchObject({
      measureId: '27436',
      cdnaChange: 'c.1832G>A',
      canonicalSpdi: 'NC_000016.10:2070570:G:A',
      xrefs: [
        { db: 'dbSNP', id: '28934872' },
        { db: 'OMIM', id: '191092.0006' },
      ],
    });
  });

  it('types a somatic record: clinical impact, numbers sent as numbers, origin implied somatic', () => {
    const s = summary('12624');
    expect(s.germlineClassification).toBeUndefined();
    expect(s.classification).toBeUndefined();
    expect(s.clinicalImpactClassification).toEqual({
      description: 'Tier I - Strong',
      reviewStatus: 'reviewed by expert panel',
      lastEvaluated: '2021-08-30',
      fdaRecognizedDatabase: undefined,
      conditions: [
        {
          name: 'Chronic myelogenous leukemia, BCR-ABL1 positive',
          xrefs: [{ db: 'MedGen', id: 'C0023473' }],
        },
      ],
    });
    expect(s.alleleOrigins).toEqual(['somatic']);
    expect(s.genes[0]).toMatchObject({ symbol: 'ABL1', geneId: '25' });
    expect(s.grch38).toMatchObject({ start: 130872896, ref: 'C', alt: 'T' });
    // No record-level trait_set: conditions come from the classifications.
    expect(s.conditions.map((c) => c.name)).toEqual(['Chronic myelogenous leukemia, BCR-ABL1 positive']);
  });

  it('types an older summary that only has clinical_significance', () => {
    const s = summary('2');
    expect(s.clinicalSignificance).toMatchObject({ description: 'Pathogenic', lastEvaluated: '2010-06-29' });
    expect(s.classification).toBe('Pathogenic');
    expect(s.reviewStatus).toBe('criteria provided, single submitter');
    expect(s.germlineClassification).toBeUndefined();
    // Before 2024 a clinical significance said nothing about origin.
    expect(s.alleleOrigins).toEqual([]);
    expect(s.grch37).toBeUndefined();
    expect(s.grch38?.start).toBe(4781213);
    expect(s.supportingSubmissions).toEqual({ scv: [], rcv: [] });
  });

  it('believes an allele origin the server reports', () => {
    const doc = v.parse(ClinVarDocSumSchema, {
      uid: '9',
      accession: 'RCV000000009',
      origin: 'germline; De novo',
    });
    const s = toSummary(doc);
    expect(s.alleleOrigins).toEqual(['germline', 'de novo']);
    expect(s.accessionKind).toBe('RCV');
  });

  it('normalises NCBI dates', () => {
    expect(docSumDate('2018/06/05 00:00')).toBe('2018-06-05');
    expect(docSumDate('2003/11/7 00:00')).toBe('2003-11-07');
    expect(docSumDate('1/01/01 00:00')).toBeUndefined();
    expect(docSumDate('')).toBeUndefined();
  });
});
