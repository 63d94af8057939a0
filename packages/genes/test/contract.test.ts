import { describe, expect, it } from 'vitest';
import { readReal, serveDatasets, serveEutils, testClient } from './helpers.js';

// Every real recorded Gene response, served at the endpoint it was recorded from, must come out
// of the client method that owns it typed and with the values it holds.
describe('contract: real E-utilities responses through GenesClient', () => {
  it('efetch-gene-4747.xml through records()', async () => {
    const seen = serveEutils('efetch', () => readReal('ncbi-eutils/efetch-gene-4747.xml'));
    const result = await testClient().records(4747);
    expect(seen[0]?.params).toMatchObject({ db: 'gene', id: '4747', retmode: 'xml' });
    expect(result.failures).toEqual([]);
    const [nefl] = result.values;
    expect(nefl).toMatchObject({
      geneId: '4747',
      type: 'protein-coding',
      nomenclature: { symbol: 'NEFL', name: 'neurofilament, light polypeptide', authorityId: 'HGNC:7739' },
      organism: { scientificName: 'Homo sapiens', taxId: 9606 },
      chromosome: '8',
      mapLocation: '8p21',
    });
    expect(nefl?.locations[0]).toMatchObject({
      accessionVersion: 'NC_000008.10',
      from: 24808467,
      to: 24814130,
    });
    expect(nefl?.transcripts.map((t) => t.accessionVersion)).toEqual(['NM_006158.3']);
    expect(nefl?.proteins.map((p) => p.accessionVersion)).toEqual(['NP_006149.2']);
    expect(nefl?.ontology.find((a) => a.goId === 'GO:0005883')?.term).toBe('neurofilament');
    expect(nefl?.crossReferences).toContainEqual({ db: 'MIM', id: '162280' });
    expect(nefl?.publications).toContain('22246235');
  });

  it('ncbi-samples/esummary.gene.json through summaries() (JSON)', async () => {
    const seen = serveEutils('esummary', () => readReal('ncbi-eutils/ncbi-samples/esummary.gene.json'));
    const result = await testClient().summaries(21803);
    expect(seen[0]?.params).toMatchObject({ db: 'gene', id: '21803', retmode: 'json' });
    expect(result.failures).toEqual([]);
    expect(result.values[0]).toMatchObject({
      uid: '21803',
      name: 'Tgfb1',
      description: 'transforming growth factor, beta 1',
      organism: { scientificname: 'Mus musculus', taxid: 10090 },
      chromosome: '7',
      geneticsource: 'genomic',
      maplocation: '7 6.5 cM',
      nomenclaturesymbol: 'Tgfb1',
      nomenclaturename: 'transforming growth factor, beta 1',
      genomicinfo: [
        { chrloc: '7', chraccver: 'NC_000073.6', chrstart: 25687001, chrstop: 25704995, exoncount: 7 },
      ],
    });
  });

  it('ncbi-samples/esummary.gene.xml through summaries() (XML) into the same summary', async () => {
    serveEutils('esummary', () => readReal('ncbi-eutils/ncbi-samples/esummary.gene.json'));
    const fromJson = (await testClient().summaries(21803)).values[0];
    const seen = serveEutils('esummary', () => readReal('ncbi-eutils/ncbi-samples/esummary.gene.xml'));
    const result = await testClient().summaries(21803, { retmode: 'xml' });
    expect(seen[0]?.params).toMatchObject({ db: 'gene', id: '21803', retmode: 'xml' });
    expect(result.failures).toEqual([]);
    expect(result.values[0]).toEqual(fromJson);
  });
});

describe('contract: real Datasets responses and spec through GenesClient', () => {
  it('gene-report-human-ifng.json through datasets.get({ symbol, taxon }) and datasets.reports()', async () => {
    serveDatasets('/gene/symbol/IFNG/taxon/human', () =>
      readReal('ncbi-datasets/gene-report-human-ifng.json'),
    );
    const [gene] = await testClient().datasets.get({ symbol: 'IFNG', taxon: 'human' });
    expect(gene).toMatchObject({
      gene_id: '3458',
      symbol: 'IFNG',
      description: 'interferon gamma',
      tax_id: 9606,
      taxname: 'Homo sapiens',
      chromosomes: ['12'],
      type: 'PROTEIN_CODING',
      synonyms: ['IFG', 'IFI', 'IMD69'],
      nomenclature_authority: { authority: 'HGNC', identifier: 'HGNC:5438' },
    });
    expect(gene?.annotations[0]?.genomic_locations[0]?.genomic_range).toEqual({
      begin: 68154768,
      end: 68159740,
      orientation: 'minus',
    });

    serveDatasets('/gene/id/3458', () => readReal('ncbi-datasets/gene-report-human-ifng.json'));
    expect((await testClient().datasets.reports(3458)).values).toEqual([gene]);
  });

  // datasets.openapi.yaml is the SPEC of the real v2alpha service: the requests the client sends
  // must be operations it documents, with the fields the client reads.
  it('sends only operations datasets.openapi.yaml (v2alpha) documents', () => {
    const spec = readReal('ncbi-datasets/datasets.openapi.yaml');
    expect(spec).toMatch(/^servers:\n- url: https:\/\/api\.ncbi\.nlm\.nih\.gov\/datasets\/v2alpha$/m);
    const operation = (path: string) =>
      spec.slice(spec.indexOf(`\n  ${path}:\n`) + 1).split(/\n {2}\/[^\n]*:\n/)[0] ?? '';
    expect(operation('/gene/id/{gene_ids}')).toMatch(/\n {4}get:\n[\s\S]*operationId: gene_reports_by_id/);
    expect(operation('/gene/symbol/{symbols}/taxon/{taxon}')).toMatch(
      /operationId: gene_metadata_by_tax_and_symbol/,
    );
    expect(operation('/gene')).toMatch(/\n {4}post:\n[\s\S]*v2GeneDatasetReportsRequest/);
    expect(spec).not.toMatch(/\n {2}\/gene\/id:\n/);
    const request =
      spec
        .slice(spec.indexOf('\n    v2GeneDatasetReportsRequest:\n') + 1)
        .split(/\n {4}[A-Za-z0-9]+:\n/)[0] ?? '';
    expect(request).toMatch(/gene_ids:\n\s+type: array\n\s+items:\n\s+type: integer/);
    expect(request).toMatch(/page_size:/);
    expect(request).toMatch(/page_token:/);
    const page = spec.slice(
      spec.indexOf('\n    v2reportsGeneDataReportPage:\n'),
      spec.indexOf('\n    v2reportsGeneDescriptor:\n'),
    );
    for (const field of ['reports:', 'messages:', 'total_count:', 'next_page_token:'])
      expect(page).toContain(field);
  });
});
