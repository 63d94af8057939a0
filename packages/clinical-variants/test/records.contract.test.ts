import { toReadableStream } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ClinicalVariantsClient } from '../src/client.js';
import { parseClinVarXml, streamClinVarRecords } from '../src/records/document.js';
import type { RcvRecord, VcvRecord } from '../src/types/index.js';
import { CLINVAR_FILES, realFixture } from './real-fixtures.js';

function only<T>(list: T[]): T {
  expect(list).toHaveLength(1);
  return list[0]!;
}

describe('VCV XML, TSC2 VCV000012397 (clinvar_vcv_12000.xml)', () => {
  const record = only(parseClinVarXml(realFixture(CLINVAR_FILES.vcvOlder))) as VcvRecord;

  it('reads the archive header', () => {
    expect(record).toMatchObject({
      kind: 'vcv',
      layout: 'classified',
      accession: 'VCV000012397',
      version: 1,
      variationId: '12397',
      name: 'NM_000548.4(TSC2):c.1832G>A (p.Arg611Gln)',
      variationType: 'single nucleotide variant',
      recordStatus: 'previous',
      species: 'Homo sapiens',
      dateCreated: '2013-09-16',
      dateLastUpdated: '2021-07-22',
      numberOfSubmissions: 12,
      numberOfSubmitters: 9,
    });
  });

  it('reads the aggregate germline classification with its conditions and citations', () => {
    const germline = record.classifications.germline!;
    expect(germline).toMatchObject({
      description: 'Pathogenic',
      reviewStatus: 'criteria provided, multiple submitters, no conflicts',
      dateLastEvaluated: '2018-06-05',
      numberOfSubmissions: 12,
      numberOfSubmitters: 9,
    });
    expect(record.classification).toBe('Pathogenic');
    expect(record.classifications.somaticClinicalImpact).toBeUndefined();
    expect(germline.citations).toHaveLength(17);
    expect(germline.citations[0]).toEqual({ source: 'PubMed', id: '10205261' });
    expect(germline.conditions.map((c) => c.name)).toEqual([
      'not provided',
      'Tuberous sclerosis 2',
      'Lymphangiomyomatosis',
      'Hereditary cancer-predisposing syndrome',
      'Tuberous sclerosis syndrome',
    ]);
    const tsc2 = germline.conditions.find((c) => c.name === 'Tuberous sclerosis 2')!;
    expect(tsc2.traitSetId).toBe('3366');
    expect(tsc2.xrefs).toEqual(
      expect.arrayContaining([
        { db: 'MedGen', id: 'C1860707', type: undefined },
        { db: 'OMIM', id: '613254', type: 'MIM' },
      ]),
    );
  });

  it('reads the allele: gene, GRCh37/GRCh38 locations, HGVS, dbSNP', () => {
    const allele = only(record.alleles);
    expect(allele).toMatchObject({
      alleleId: '27436',
      variationId: '12397',
      variantType: 'single nucleotide variant',
      cytogeneticLocation: '16p13.3',
      proteinChanges: ['R611Q'],
      rsIds: ['rs28934872'],
    });
    expect(allele.grch38).toMatchObject({
      chromosome: '16',
      accession: 'NC_000016.10',
      start: 2070571,
      stop: 2070571,
      referenceAlleleVcf: 'G',
      alternateAlleleVcf: 'A',
    });
    expect(allele.grch37).toMatchObject({ chromosome: '16', accession: 'NC_000016.9', start: 2120572 });
    expect(only(record.genes)).toMatchObject({
      symbol: 'TSC2',
      geneId: '7249',
      hgncId: 'HGNC:12363',
      fullName: 'TSC complex subunit 2',
      omim: ['191092'],
    });
    expect(allele.hgvs).toContainEqual(
      expect.objectContaining({
        type: 'genomic, top-level',
        assembly: 'GRCh38',
        nucleotide: 'NC_000016.10:g.2070571G>A',
      }),
    );
  });

  it('reads the RCV list and every submission', () => {
    expect(record.rcvs.map((r) => r.accession)).toEqual([
      'RCV000013205',
      'RCV000042946',
      'RCV000055317',
      'RCV000414340',
      'RCV000491426',
    ]);
    expect(record.rcvs[0]).toMatchObject({
      version: 22,
      conditions: [{ name: 'Tuberous sclerosis 2', xrefs: [{ db: 'MedGen', id: 'C1860707' }] }],
      classifications: {
        germline: { description: 'Pathogenic', numberOfSubmissions: 6, dateLastEvaluated: '2018-06-05' },
      },
    });
    expect(record.submissions).toHaveLength(12);
    expect(new Set(record.submissions.map((s) => s.submitterName)).size).toBe(9);
    expect(record.submissions.find((s) => s.accession === 'SCV000255877')).toMatchObject({
      submitterName: 'Athena Diagnostics Inc',
      classification: 'Pathogenic',
      classificationKind: 'germline',
      reviewStatus: 'criteria provided, single submitter',
      dateLastEvaluated: '2014-07-24',
      alleleOrigins: ['germline'],
      methodTypes: ['clinical testing'],
    });
    expect(record.alleleOrigins.sort()).toEqual(['germline', 'not provided', 'somatic']);
  });

  it("keeps the gene's ClinGen dosage sensitivity and its properties", () => {
    const tsc2 = record.genes.find((g) => g.symbol === 'TSC2')!;
    expect(tsc2.haploinsufficiency).toEqual({
      description: 'Sufficient evidence for dosage pathogenicity',
      lastEvaluated: '2012-02-22',
      clinGenUrl: 'https://www.ncbi.nlm.nih.gov/projects/dbvar/ISCA/isca_gene.cgi?sym=TSC2',
    });
    expect(tsc2.triplosensitivity).toMatchObject({
      description: 'No evidence available',
      lastEvaluated: '2012-02-22',
    });
    expect(tsc2.properties).toEqual(['gene_acmg_incidental_2013']);
  });

  it('keeps the comments of submissions, their classifications and their observations', () => {
    const comments = (accession: string) =>
      record.submissions.find((s) => s.accession === accession)!.comments;
    expect(comments('SCV000090404')).toEqual([{ text: 'test comment3', type: 'public', on: 'submission' }]);
    expect(comments('SCV000066743')).toContainEqual({
      text: 'Definite TSC',
      type: 'public',
      on: 'observation',
    });
    const invitae = comments('SCV000544351');
    expect(invitae).toHaveLength(1);
    expect(invitae[0]).toMatchObject({ type: 'public', on: 'classification' });
    expect(invitae[0]!.text).toMatch(/^This sequence change replaces arginine with glutamine at codon 611/);
    expect(comments('SCV000255877')).toEqual([]);
    // Every <Comment> of the file is kept: 5 in the file, each once.
    expect(record.submissions.flatMap((s) => s.comments)).toHaveLength(5);
  });
});

describe('VCV XML, KCNQ2 haplotype VCV004818726 (clinvar_vcv_haplotype_kcnq2.xml)', () => {
  const record = only(parseClinVarXml(realFixture(CLINVAR_FILES.vcvHaplotype))) as VcvRecord;

  it('keeps every SimpleAllele of the haplotype, each with its own xrefs and classification', () => {
    expect(record).toMatchObject({
      accession: 'VCV004818726',
      variationId: '4818726',
      variationType: 'Haplotype',
    });
    expect(record.haplotypes).toEqual([
      {
        variationId: '4818726',
        name: 'NM_172107.4(KCNQ2):c.[875T>C;877C>T]',
        alleleCount: 2,
        // Issue 16 item 7: the haplotype's own HGVSlist, not only its alleles'.
        hgvs: [
          {
            type: 'coding',
            assembly: undefined,
            nucleotide: 'NM_172107.4:c.[875T>C;877C>T]',
            protein: undefined,
            maneSelect: true,
            molecularConsequences: [],
          },
        ],
      },
    ]);
    expect(record.alleles.map((a) => [a.alleleId, a.variationId, a.proteinChanges[0]])).toEqual([
      ['404202', '405208', 'L292P'],
      ['929246', '948377', 'L293F'],
    ]);
    // The manifest's point: xrefs come from all constituent alleles, not just the first.
    expect(record.alleles.flatMap((a) => a.rsIds)).toEqual(['rs1060500602', 'rs2081099943']);
    expect(record.alleles.map((a) => a.classifications?.germline?.description)).toEqual([
      'Pathogenic/Likely pathogenic',
      'Uncertain significance',
    ]);
    expect(record.alleles.map((a) => a.grch38?.start)).toEqual([63439650, 63439648]);
    expect(record.alleles.map((a) => a.grch37?.start)).toEqual([62071003, 62071001]);
    expect(record.genes.map((g) => [g.symbol, g.geneId])).toEqual([['KCNQ2', '3785']]);
    expect(record.genes[0]).toMatchObject({
      haploinsufficiency: {
        description: 'Sufficient evidence for dosage pathogenicity',
        lastEvaluated: '2013-07-18',
      },
      triplosensitivity: { description: 'No evidence available', lastEvaluated: '2013-07-18' },
    });
  });

  it('reads the haplotype-level NoClassification, its RCV and the functional-evidence submissions', () => {
    expect(record.classifications.germline).toBeUndefined();
    expect(record.classifications.none).toMatchObject({
      description: 'evidence_only',
      reviewStatus: 'no classification provided',
      numberOfSubmissions: 5,
      numberOfSubmitters: 1,
    });
    expect(record.classification).toBe('evidence_only');
    expect(only(record.rcvs)).toMatchObject({
      accession: 'RCV006645436',
      traitSetId: '9460',
      conditions: [{ name: 'not provided', xrefs: [{ db: 'MedGen', id: 'C3661900' }] }],
      classifications: { none: { description: 'evidence_only', numberOfSubmissions: 5 } },
    });
    expect(record.submissions.map((s) => s.accession)).toEqual([
      'SCV007537089',
      'SCV007537200',
      'SCV007537311',
      'SCV007537380',
      'SCV007537391',
    ]);
    expect(
      record.submissions.every((s) => s.classificationKind === 'none' && s.methodTypes[0] === 'in vitro'),
    ).toBe(true);
    expect(record.alleleOrigins).toEqual(['not applicable']);
  });
});

describe('RCV XML, NCBI sample RCV000432136 (rcv_01.xml)', () => {
  const record = only(parseClinVarXml(realFixture(CLINVAR_FILES.rcvSample))) as RcvRecord;

  it('reads the reference assertion and its somatic clinical impact', () => {
    expect(record).toMatchObject({
      kind: 'rcv',
      accession: 'RCV000432136',
      version: 2,
      variationId: '12624',
      variationAccession: 'VCV000012624',
      recordStatus: 'current',
      dateLastUpdated: '2022-11-05',
      name: 'NM_005157.6(ABL1):c.944C>T (p.Thr315Ile)',
      assertion: 'variation to disease',
      alleleOrigins: ['somatic'],
    });
    expect(record.title).toMatch(
      /^NM_005157\.6\(ABL1\):c\.944C>T \(p\.Thr315Ile\) AND Chronic myelogenous leukemia/,
    );
    expect(record.classifications.germline).toBeUndefined();
    const somatic = record.classifications.somaticClinicalImpact!;
    expect(somatic.reviewStatus).toBe('reviewed by expert panel');
    expect(somatic.clinicalImpacts).toEqual([
      {
        description: 'Tier II - Potential',
        assertionType: 'diagnostic',
        clinicalSignificance: 'supports diagnosis',
        dateLastEvaluated: '2021-08-30',
        submissionCount: 1,
      },
      {
        description: 'Tier I - Strong',
        assertionType: 'prognostic',
        clinicalSignificance: 'poor outcome',
        dateLastEvaluated: '2013-09-16',
        submissionCount: 1,
      },
    ]);
  });

  it('reads the measure: ABL1, locations on both assemblies, HGVS with consequences', () => {
    const allele = only(record.alleles);
    expect(allele).toMatchObject({
      alleleId: '27663',
      variantType: 'single nucleotide variant',
      canonicalSpdi: 'NC_000009.12:130872895:C:T',
      cytogeneticLocation: '9q34.12',
      proteinChanges: ['T315I', 'T334I'],
      rsIds: ['rs121913459'],
    });
    expect(allele.grch38).toMatchObject({
      chromosome: '9',
      start: 130872896,
      referenceAlleleVcf: 'C',
      alternateAlleleVcf: 'T',
    });
    expect(allele.grch37).toMatchObject({ chromosome: '9', start: 133748283 });
    expect(only(record.genes)).toMatchObject({
      symbol: 'ABL1',
      geneId: '25',
      hgncId: 'HGNC:76',
      omim: ['189980'],
    });
    expect(allele.hgvs).toContainEqual({
      type: 'coding, RefSeq',
      assembly: undefined,
      nucleotide: 'NM_005157.6:c.944C>T',
      protein: undefined,
      maneSelect: true,
      molecularConsequences: ['missense variant'],
    });
    expect(allele.hgvs).toContainEqual(
      expect.objectContaining({
        type: 'genomic, top level, previous',
        assembly: 'GRCh37',
        nucleotide: 'NC_000009.11:g.133748283C>T',
      }),
    );
  });

  it('reads the condition and both submissions', () => {
    const cml = only(record.conditions);
    expect(cml.name).toBe('Chronic myelogenous leukemia, BCR-ABL1 positive');
    expect(cml.xrefs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ db: 'MedGen', id: 'C0023473' }),
        expect.objectContaining({ db: 'MONDO', id: 'MONDO:0011996' }),
      ]),
    );
    expect(cml.alternateNames).toContain('Chronic myeloid leukemia');
    expect(
      record.submissions.map((s) => [s.accession, s.classification, s.classificationKind, s.submitterName]),
    ).toEqual([
      ['SCV000505087', 'Tier I - Strong', 'somaticClinicalImpact', 'Database of Curated Mutations (DoCM)'],
      ['SCV002318661', 'Tier II - Potential', 'somaticClinicalImpact', 'ClinVar'],
    ]);
    // Issue 16 item 7: each SCV's own clinical impact type and significance.
    expect(
      record.submissions.map((s) => [s.clinicalImpactAssertionType, s.clinicalImpactClinicalSignificance]),
    ).toEqual([
      ['prognostic', 'poor outcome'],
      ['diagnostic', 'supports diagnosis'],
    ]);
  });
});

describe('every ncbi-clinvar file through ClinicalVariantsClient.records (efetch served by nock)', () => {
  const cases = [
    {
      file: CLINVAR_FILES.vcvOlder,
      id: 12397,
      rettype: 'vcv',
      accession: 'VCV000012397',
      classification: 'Pathogenic',
    },
    {
      file: CLINVAR_FILES.vcvHaplotype,
      id: 4818726,
      rettype: 'vcv',
      accession: 'VCV004818726',
      classification: 'evidence_only',
    },
    {
      file: CLINVAR_FILES.rcvSample,
      id: 12624,
      rettype: 'rcv',
      accession: 'RCV000432136',
      classification: 'Tier II - Potential; Tier I - Strong',
    },
  ] as const;

  it.each(cases)('$file', async ({ file, id, rettype, accession, classification }) => {
    nock('https://eutils.ncbi.nlm.nih.gov')
      .get('/entrez/eutils/efetch.fcgi')
      .query((q) => q.db === 'clinvar' && q.id === String(id) && q.rettype === rettype)
      .reply(200, realFixture(file), { 'content-type': 'text/xml' });
    const client = new ClinicalVariantsClient({ rateLimit: false });
    const records = await client.streamRecords([id], { rettype });
    expect(records.map((r) => [r.kind, r.accession, r.variationId, r.classification])).toEqual([
      [rettype, accession, String(id), classification],
    ]);
  });
});

describe('streamClinVarRecords reads the real files as parseClinVarXml does', () => {
  /** The document as a network body would arrive: bytes in small chunks, split anywhere. */
  function chunked(text: string, size = 997): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
    return toReadableStream(chunks);
  }

  it.each([
    [CLINVAR_FILES.vcvOlder, 'vcv'],
    [CLINVAR_FILES.vcvHaplotype, 'vcv'],
    [CLINVAR_FILES.rcvSample, 'rcv'],
  ] as const)('%s (%s)', async (file, kind) => {
    const whole = parseClinVarXml(realFixture(file));
    const streamed = [];
    for await (const record of streamClinVarRecords(chunked(realFixture(file)), kind)) streamed.push(record);
    expect(streamed).toHaveLength(1);
    expect(streamed).toEqual(whole);
  });
});
