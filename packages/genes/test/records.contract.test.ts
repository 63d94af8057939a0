import { readFileSync } from 'node:fs';
import { toReadableStream, xmlNodes } from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { toGeneRecord } from '../src/records/entrezgene.js';
import { parseGeneRecords, streamGeneRecords } from '../src/records/parse.js';

const fixture = (name: string) => readFileSync(realFixtureUrl(`ncbi-eutils/${name}`), 'utf8');

const [nefl, ...rest] = await parseGeneRecords(fixture('efetch-gene-4747.xml'));

describe('parseGeneRecords on the real efetch of NEFL (gene 4747)', () => {
  it('reads one live protein-coding human record', () => {
    expect(rest).toHaveLength(0);
    expect(nefl).toMatchObject({
      geneId: '4747',
      status: 'live',
      currentIds: [],
      type: 'protein-coding',
      created: '1998-08-12',
      updated: '2012-08-05',
      chromosome: '8',
      mapLocation: '8p21',
      refSeqStatus: 'REVIEWED',
      organism: { scientificName: 'Homo sapiens', commonName: 'human', taxId: 9606 },
    });
    expect(nefl?.organism.lineage).toMatch(/^Eukaryota; Metazoa; .*; Homo$/);
    expect(nefl?.summary).toMatch(/^Neurofilaments are type IV intermediate filament heteropolymers/);
  });

  it('reads the nomenclature from the HGNC property block of this older record', () => {
    expect(nefl?.nomenclature).toEqual({
      symbol: 'NEFL',
      name: 'neurofilament, light polypeptide',
      status: 'official',
      authority: 'HUGO Gene Nomenclature Committee',
      authorityId: 'HGNC:7739',
      synonyms: ['NFL', 'NF-L', 'NF68', 'CMT1F', 'CMT2E'],
    });
    expect(nefl?.otherDesignations).toContain('neurofilament triplet L protein');
    expect(nefl?.otherDesignations).toHaveLength(6);
  });

  it('places the gene on GRCh37, the RefSeqGene and HuRef', () => {
    expect(nefl?.locations).toEqual([
      {
        assembly: 'Reference GRCh37.p9 Primary Assembly',
        label: 'chromosome 8 reference GRCh37.p9 Primary Assembly',
        accession: 'NC_000008',
        version: 10,
        accessionVersion: 'NC_000008.10',
        from: 24808467,
        to: 24814130,
        strand: 'minus',
      },
      {
        assembly: 'Reference assembly',
        label: 'RefSeqGene',
        accession: 'NG_008492',
        version: 1,
        accessionVersion: 'NG_008492.1',
        from: 5000,
        to: 10662,
        strand: 'plus',
      },
      {
        assembly: 'Alternate HuRef',
        label: 'chromosome 8 alternate HuRef',
        accession: 'AC_000140',
        version: 1,
        accessionVersion: 'AC_000140.1',
        from: 23353234,
        to: 23358897,
        strand: 'minus',
      },
    ]);
  });

  it('finds the one RefSeq transcript and its protein, each once', () => {
    expect(nefl?.transcripts).toEqual([
      {
        accession: 'NM_006158',
        version: 3,
        accessionVersion: 'NM_006158.3',
        type: 'mRNA',
        exonCount: 4,
        proteinAccessionVersion: 'NP_006149.2',
      },
    ]);
    expect(nefl?.proteins).toEqual([
      {
        accession: 'NP_006149',
        version: 2,
        accessionVersion: 'NP_006149.2',
        name: 'neurofilament light polypeptide',
        transcriptAccessionVersion: 'NM_006158.3',
      },
    ]);
  });

  it('reads every GO annotation with its id, evidence, qualifier and references', () => {
    const ontology = nefl?.ontology ?? [];
    expect(ontology).toHaveLength(15);
    expect(ontology.filter((a) => a.category === 'function')).toHaveLength(4);
    expect(ontology.filter((a) => a.category === 'process')).toHaveLength(7);
    expect(ontology.filter((a) => a.category === 'component')).toHaveLength(4);
    expect(ontology[0]).toEqual({
      category: 'function',
      goId: 'GO:0042802',
      term: 'identical protein binding',
      evidence: 'IPI',
      pmids: ['12432080'],
    });
    expect(ontology.find((a) => a.term === 'TSC1-TSC2 complex')).toEqual({
      category: 'component',
      goId: 'GO:0033596',
      term: 'TSC1-TSC2 complex',
      evidence: 'IDA',
      qualifier: 'colocalizes_with',
      pmids: ['12226091'],
    });
    expect(ontology.find((a) => a.term === 'synaptic transmission')?.pmids).toEqual([]);
  });

  it('collects cross-references, pathways and phenotypes', () => {
    expect(nefl?.crossReferences).toEqual([
      { db: 'HGNC', id: '7739' },
      { db: 'HPRD', id: '01206' },
      { db: 'MIM', id: '162280' },
      { db: 'LocusID', id: '4747' },
    ]);
    expect(nefl?.pathways.map((p) => [p.db, p.id])).toEqual([
      ['KEGG pathway', '05014'],
      ['Reactome', 'REACT_13685'],
    ]);
    expect(nefl?.phenotypes).toEqual([
      { name: 'Charcot-Marie-Tooth disease type 2E', mimId: '607684', pmids: ['20301462', '20301366'] },
      { name: 'Charcot-Marie-Tooth disease, type 1F', mimId: '607734', pmids: ['20301384', '20301366'] },
    ]);
  });

  it('reads every interaction: BioGRID ones with their method, HPRD ones without', () => {
    const interactions = nefl?.interactions ?? [];
    expect(interactions).toHaveLength(24);
    expect(interactions[0]).toEqual({
      description: 'Affinity Capture-MS',
      source: { db: 'BioGRID', id: '110822' },
      partner: { geneId: '51547', symbol: 'SIRT7' },
      pmids: ['22586326'],
    });
    const grin1 = interactions.find((i) => i.partner?.symbol === 'GRIN1');
    expect(grin1).toEqual({
      source: { db: 'HPRD', id: '01206' },
      partner: { geneId: '2902', symbol: 'GRIN1' },
      pmids: ['9425014'],
    });
    expect(interactions.every((i) => i.partner !== undefined && i.pmids.length > 0)).toBe(true);
    // NEFL with itself: the only gene named is the record's own.
    expect(interactions.filter((i) => i.partner?.geneId === '4747').map((i) => i.partner)).toEqual([
      { geneId: '4747', symbol: 'NEFL' },
    ]);
  });

  it('lists the bibliography once and every GeneRIF with its references', () => {
    const publications = nefl?.publications ?? [];
    expect(publications).toHaveLength(85);
    expect(new Set(publications).size).toBe(publications.length);
    expect(publications.slice(0, 2)).toEqual(['22246235', '21983493']);
    expect(nefl?.geneRifs).toHaveLength(36);
    expect(nefl?.geneRifs[0]).toEqual({
      text: expect.stringMatching(/^Subjects with APOE epsilon4 have higher CSF NFL levels/),
      pmids: ['21983493'],
    });
    for (const rif of nefl?.geneRifs ?? [])
      for (const pmid of rif.pmids) expect(publications).toContain(pmid);
    // Every PubMed id the document holds, wherever it sits (phenotypes and interactions included).
    const inDocument = new Set(
      [...fixture('efetch-gene-4747.xml').matchAll(/<PubMedId>(\d+)</g)].map((m) => m[1]),
    );
    expect(new Set(publications)).toEqual(inDocument);
  });
});

describe('parseGeneRecords on documents around the real one', () => {
  const real = fixture('efetch-gene-4747.xml');
  const start = real.indexOf('<Entrezgene>');
  const end = real.lastIndexOf('</Entrezgene>') + '</Entrezgene>'.length;
  const record = real.slice(start, end);

  it('reads several records in document order', async () => {
    const second = record.replace('<Gene-track_geneid>4747<', '<Gene-track_geneid>99<');
    const doc = `${real.slice(0, start)}${record}${second}</Entrezgene-Set>`;
    expect((await parseGeneRecords(doc)).map((r) => r.geneId)).toEqual(['4747', '99']);
  });

  it('reads an empty set as no records', async () => {
    expect(await parseGeneRecords('<?xml version="1.0"?>\n<Entrezgene-Set>\n</Entrezgene-Set>')).toEqual([]);
  });

  it('refuses a record without a gene id', async () => {
    const broken = real.replace('<Gene-track_geneid>4747</Gene-track_geneid>', '');
    await expect(parseGeneRecords(broken)).rejects.toThrow(/Gene-track_geneid/);
  });

  it('refuses a document with entity declarations', async () => {
    const hostile = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Entrezgene-Set></Entrezgene-Set>`;
    await expect(parseGeneRecords(hostile)).rejects.toThrow(/unsafe XML/);
  });
});

describe('streamGeneRecords', () => {
  it('reads the real document arriving in small chunks exactly as the whole-document parser and mapper do', async () => {
    const real = fixture('efetch-gene-4747.xml');
    const bytes = new TextEncoder().encode(real);
    const chunks: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += 1009) chunks.push(bytes.subarray(at, at + 1009));
    const body = toReadableStream(chunks);
    const streamed = [];
    for await (const record of streamGeneRecords(body)) streamed.push(record);
    const document = createXmlParser().parse(real);
    const whole = xmlNodes.allAt(document, 'Entrezgene-Set', 'Entrezgene').map(toGeneRecord);
    expect(whole).toHaveLength(1);
    expect(streamed).toEqual(whole);
  });
});
