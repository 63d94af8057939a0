import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DatasetsGenePageSchema } from '../src/schemas/datasets.js';
import { GeneSummarySchema } from '../src/schemas/summary.js';

const real = (path: string) => readFileSync(realFixtureUrl(`${path}`), 'utf8');

describe('DatasetsGenePageSchema', () => {
  it('reads the real v2alpha gene report of human IFNG', () => {
    const page = v.parse(
      DatasetsGenePageSchema,
      JSON.parse(real('ncbi-datasets/gene-report-human-ifng.json')),
    );
    expect(page.total_count).toBe(1);
    expect(page.reports).toHaveLength(1);
    const [report] = page.reports;
    expect(report?.query).toEqual(['IFNG']);
    expect(report?.gene).toMatchObject({
      gene_id: '3458',
      symbol: 'IFNG',
      description: 'interferon gamma',
      tax_id: 9606,
      taxname: 'Homo sapiens',
      common_name: 'human',
      type: 'PROTEIN_CODING',
      orientation: 'minus',
      chromosomes: ['12'],
      synonyms: ['IFG', 'IFI', 'IMD69'],
      nomenclature_authority: { authority: 'HGNC', identifier: 'HGNC:5438' },
      swiss_prot_accessions: ['P01579'],
      ensembl_gene_ids: ['ENSG00000111537'],
      omim_ids: ['147570'],
      transcript_count: 1,
      protein_count: 1,
    });
    expect(report?.gene.annotations.map((a) => a.assembly_name)).toEqual(['GRCh38.p14', 'T2T-CHM13v2.0']);
    expect(report?.gene.annotations[0]?.genomic_locations[0]).toEqual({
      genomic_accession_version: 'NC_000012.12',
      sequence_name: '12',
      genomic_range: { begin: 68154768, end: 68159740, orientation: 'minus' },
    });
    expect(report?.gene.reference_standards[0]).toEqual({
      type: 'REFSEQ_GENE',
      gene_range: {
        accession_version: 'NG_015840.1',
        range: [{ begin: 5002, end: 9974, orientation: 'plus' }],
      },
    });
  });

  it("reads the spec's { genes: [{ gene }] } layout onto the same names", () => {
    const page = v.parse(DatasetsGenePageSchema, {
      genes: [
        {
          gene: {
            gene_id: '3458',
            symbol: 'IFNG',
            tax_name: 'Homo sapiens',
            taxid: 9606,
            genomic_ranges: [
              {
                accession_version: 'NC_000012.12',
                range: [{ begin: 68154768, end: 68159740, orientation: 'minus' }],
              },
            ],
            transcripts: [{ accession_version: 'NM_000619.3', length: 1240 }],
          },
        },
      ],
    });
    const gene = page.reports[0]?.gene;
    expect(gene).toMatchObject({ gene_id: '3458', tax_id: 9606, taxname: 'Homo sapiens' });
    expect(gene).not.toHaveProperty('taxid');
    expect(gene?.genomic_regions[0]?.gene_range?.range[0]).toEqual({
      begin: 68154768,
      end: 68159740,
      orientation: 'minus',
    });
    expect(gene?.transcripts).toEqual([{ accession_version: 'NM_000619.3', length: 1240 }]);
  });

  it('keeps fields it does not know and rejects a report without a gene id', () => {
    const page = v.parse(DatasetsGenePageSchema, { reports: [{ gene: { gene_id: '1', new_field: [1] } }] });
    expect(page.reports[0]?.gene).toMatchObject({ gene_id: '1', new_field: [1] });
    expect(v.safeParse(DatasetsGenePageSchema, { reports: [{ gene: { symbol: 'X' } }] }).success).toBe(false);
  });
});

describe('GeneSummarySchema', () => {
  it('reads the JSON esummary of mouse Tgfb1 (NCBI sample, older Orgname layout)', () => {
    const body = JSON.parse(real('ncbi-eutils/ncbi-samples/esummary.gene.json'));
    const summary = v.parse(GeneSummarySchema, body.result['21803']);
    expect(summary).toMatchObject({
      uid: '21803',
      name: 'Tgfb1',
      description: 'transforming growth factor, beta 1',
      organism: { scientificname: 'Mus musculus', commonname: '', taxid: 10090 },
      status: 0,
      currentid: undefined,
      chromosome: '7',
      geneticsource: 'genomic',
      maplocation: '7 6.5 cM',
      otheraliases: 'TGF-beta1, TGFbeta1, Tgfb, Tgfb-1',
      nomenclaturesymbol: 'Tgfb1',
      nomenclaturename: 'transforming growth factor, beta 1',
      nomenclaturestatus: 'Official',
      mim: [],
      genomicinfo: [
        { chrloc: '7', chraccver: 'NC_000073.6', chrstart: 25687001, chrstop: 25704995, exoncount: 7 },
      ],
      locationhist: [],
      geneweight: 204825,
      summary: '',
      chrsort: '07',
      chrstart: 25687001,
    });
  });

  it('reads the current JSON layout with an organism block and string-typed numbers', () => {
    const summary = v.parse(GeneSummarySchema, {
      uid: '3458',
      name: 'IFNG',
      status: '',
      currentid: '',
      organism: { scientificname: 'Homo sapiens', commonname: 'human', taxid: 9606 },
      mim: ['147570'],
      genomicinfo: [
        {
          chrloc: '12',
          chraccver: 'NC_000012.12',
          chrstart: '68159739',
          chrstop: '68154767',
          exoncount: '4',
        },
      ],
      locationhist: [
        {
          annotationrelease: 'RS_2024_08',
          assemblyaccver: 'GCF_000001405.40',
          chraccver: 'NC_000012.12',
          chrstart: 68159739,
          chrstop: 68154767,
        },
      ],
      brandnewfield: 'kept',
    });
    expect(summary).toMatchObject({
      uid: '3458',
      status: 0,
      currentid: undefined,
      organism: { scientificname: 'Homo sapiens', commonname: 'human', taxid: 9606 },
      mim: ['147570'],
      genomicinfo: [{ chrstart: 68159739, chrstop: 68154767, exoncount: 4 }],
      locationhist: [{ annotationrelease: 'RS_2024_08' }],
      brandnewfield: 'kept',
    });
  });

  it('reads XML element names and list containers into the same shape', () => {
    const summary = v.parse(GeneSummarySchema, {
      uid: '672',
      Name: 'BRCA1',
      Status: '1',
      CurrentID: '7157',
      Organism: { ScientificName: 'Homo sapiens', CommonName: 'human', TaxID: '9606' },
      Mim: { int: ['113705', '114480'] },
      GenomicInfo: {
        GenomicInfoType: {
          ChrLoc: '17',
          ChrAccVer: 'NC_000017.11',
          ChrStart: '43125482',
          ChrStop: '43044294',
          ExonCount: '24',
        },
      },
      LocationHist: '',
    });
    expect(summary).toMatchObject({
      uid: '672',
      name: 'BRCA1',
      status: 1,
      currentid: '7157',
      organism: { taxid: 9606 },
      mim: ['113705', '114480'],
      genomicinfo: [{ chrloc: '17', chrstart: 43125482, exoncount: 24 }],
      locationhist: [],
    });
  });
});
