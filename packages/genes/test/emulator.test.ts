import { MissingItemError, NotFoundError } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenesClient } from '../src/index.js';

// Over real HTTP against the emulator, which enforces NCBI's documented limits (429 above them).
describe('GenesClient against the emulator', () => {
  let emulator: Emulator;
  let genes: GenesClient;

  beforeAll(async () => {
    emulator = await startEmulator({ services: ['eutils', 'datasets'] });
    genes = new GenesClient({ baseUrls: emulator.baseUrls, email: 'tests@example.org' });
  });
  afterAll(async () => {
    await emulator?.close();
  });

  /** Requests answered 200 since `start` (a retried 429 is the same request, not another one). */
  const since = (start: number, prefix: string) =>
    emulator.requests.slice(start).filter((entry) => entry.path.startsWith(prefix) && entry.status === 200);

  it('5,000 gene summaries by id take at most 10 requests', async () => {
    // Counting requests needs no pacing: an emulator without limits and a client without a
    // limiter make this quick (the pacing itself is measured in tooling/bench, genes-summaries).
    const counting = await startEmulator({ services: ['eutils'], limits: 'off' });
    try {
      const client = new GenesClient({ baseUrls: counting.baseUrls, rateLimit: false });
      const ids = await client
        .search({ organism: 'Homo sapiens' }, { retmax: 5000 })
        .toArray({ limit: 5000 });
      expect(ids).toHaveLength(5000);
      const start = counting.requests.length;
      const result = await client.summaries(ids);
      const requests = counting.requests.slice(start);
      expect(requests.length).toBeLessThanOrEqual(10);
      expect(requests.every((entry) => entry.path.startsWith('/esummary') && entry.status === 200)).toBe(
        true,
      );
      expect(result.failures).toEqual([]);
      expect(result.values.map((s) => s.uid)).toEqual(ids);
      expect(result.values.every((s) => s.organism.taxid === 9606)).toBe(true);
    } finally {
      await counting.close();
    }
  });

  it('finds a pharmacogene with the query builder; summary, record and Datasets report agree', async () => {
    const page = await genes.search({ gene: 'CYP2D6', taxid: 9606 });
    expect(page.items).toHaveLength(1);
    const [id] = page.items as [string];
    const [summary] = (await genes.summaries([id])).values;
    const [record] = (await genes.records(id)).values;
    const [report] = await genes.datasets.get({ symbol: 'CYP2D6', taxon: 'human' });
    expect(summary).toMatchObject({
      uid: id,
      name: 'CYP2D6',
      organism: { scientificname: 'Homo sapiens', taxid: 9606 },
    });
    expect(record).toMatchObject({ geneId: id, type: 'protein-coding', nomenclature: { symbol: 'CYP2D6' } });
    expect(record?.nomenclature.name).toBe(summary?.nomenclaturename);
    expect(record?.chromosome).toBe(summary?.chromosome);
    expect(record?.mapLocation).toBe(summary?.maplocation);
    expect(record?.transcripts.length).toBeGreaterThan(0);
    expect(record?.proteins.map((p) => p.accessionVersion)).toContain(
      record?.transcripts[0]?.proteinAccessionVersion,
    );
    expect(record?.ontology.length).toBeGreaterThan(0);
    expect(report).toMatchObject({
      gene_id: id,
      symbol: 'CYP2D6',
      tax_id: 9606,
      chromosomes: [summary?.chromosome],
    });
    expect(report?.nomenclature_authority?.identifier).toBe(record?.nomenclature.authorityId);
  });

  it('generated genes arrive unmistakably synthetic: LOC symbols, marked names, no real-range cross-references', async () => {
    const ids = await genes
      .search({ text: 'zinc finger', chromosome: '19' }, { retmax: 5 })
      .toArray({ limit: 5 });
    expect(ids.length).toBe(5);
    const records = (await genes.records(ids)).values;
    const reports = (await genes.datasets.reports(ids)).values;
    expect(records).toHaveLength(5);
    // RefSeq numbers have six digits, or nine starting with 0: nine starting with 9 are no real record's.
    const synthetic = /^[NX][MRP]_9\d{8}$/;
    for (const record of records) {
      expect(Number(record.geneId)).toBeGreaterThanOrEqual(900_100_000);
      expect(record.nomenclature).toMatchObject({ symbol: `LOC${record.geneId}`, synonyms: [] });
      expect(record.nomenclature.authorityId).toBeUndefined();
      expect(record.nomenclature.name).toBe('zinc finger protein [synthetic]');
      expect(record.crossReferences.map((x) => x.db)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/HGNC|MIM|Ensembl|Alliance/)]),
      );
      for (const x of [...record.transcripts, ...record.proteins]) expect(x.accession).toMatch(synthetic);
      expect(record.transcripts.length).toBeGreaterThan(0);
    }
    for (const report of reports) {
      expect(report.symbol).toBe(`LOC${report.gene_id}`);
      expect(report.description).toBe('zinc finger protein [synthetic]');
      expect([report.swiss_prot_accessions, report.ensembl_gene_ids, report.omim_ids]).toEqual([[], [], []]);
      expect(report.nomenclature_authority).toBeUndefined();
    }
  });

  it('reads the same summaries in XML as in JSON', async () => {
    const ids = (await genes.search({ gene: 'TPMT' })).items;
    const [json, xml] = await Promise.all([genes.summaries(ids), genes.summaries(ids, { retmode: 'xml' })]);
    expect(xml.failures).toEqual([]);
    expect(xml.values).toEqual(json.values);
  });

  it('pages search summaries from the history server, or by id when one page is wanted', async () => {
    let start = emulator.requests.length;
    const all = await genes.searchSummaries({ taxid: 9606 }).toArray();
    expect(all.length).toBeGreaterThan(500);
    let summaryRequests = since(start, '/esummary');
    expect(summaryRequests).toHaveLength(Math.ceil(all.length / 500));
    for (const request of summaryRequests) expect(request.query).toMatch(/WebEnv=/);

    start = emulator.requests.length;
    const summaries = await genes.searchSummaries({ disease: 'cancer' }, { maxItems: 30 }).toArray();
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.length).toBeLessThanOrEqual(30);
    summaryRequests = since(start, '/esummary');
    expect(summaryRequests).toHaveLength(1);
    expect(summaryRequests[0]?.query).not.toMatch(/WebEnv=/);
  });

  it('streams records of many genes, one request per batch', async () => {
    const ids = await genes.search({ chromosome: '22', taxid: 9606 }, { retmax: 30 }).toArray({ limit: 30 });
    const start = emulator.requests.length;
    const seen: string[] = [];
    for await (const record of genes.streamRecords(ids, { batchSize: 10 })) seen.push(record.geneId);
    expect(seen.sort()).toEqual([...ids].sort());
    expect(since(start, '/efetch')).toHaveLength(3);
  });

  it('records of unknown ids are MissingItemError per id, alone or beside found ones, in input order', async () => {
    const known = (await genes
      .search({ chromosome: '22', taxid: 9606 }, { retmax: 2 })
      .toArray({ limit: 2 })) as string[];
    expect(known).toHaveLength(2);
    const unknown = ['999999991', '999999992', '999999993'];

    const none = await genes.records(unknown.slice(0, 2));
    expect(none.items.map((i) => [i.id, i.ok])).toEqual([
      [unknown[0], false],
      [unknown[1], false],
    ]);
    for (const f of none.failures) expect(f.error).toBeInstanceOf(MissingItemError);

    // batchSize 2: [unknown, known] (NCBI sends the one record), [unknown, unknown] ("ID list is empty!"), [known].
    const ids = [unknown[0]!, known[0]!, unknown[1]!, unknown[2]!, known[1]!];
    const start = emulator.requests.length;
    const mixed = await genes.records(ids, { batchSize: 2 });
    expect(since(start, '/efetch')).toHaveLength(3);
    expect(mixed.items.map((i) => [i.id, i.ok])).toEqual(ids.map((id) => [id, known.includes(id)]));
    expect(mixed.values.map((r) => r.geneId)).toEqual(known);
    expect(mixed.failures).toHaveLength(3);
    for (const f of mixed.failures) expect(f.error).toBeInstanceOf(MissingItemError);

    const streamed: string[] = [];
    for await (const record of genes.streamRecords(ids, { batchSize: 2 })) streamed.push(record.geneId);
    expect(streamed).toEqual(known);
  });

  it('links genes to PubMed, protein and nuccore records', async () => {
    const ids = (await genes.search({ gene: 'BRCA1', taxid: 9606 })).items;
    for (const db of ['pubmed', 'protein', 'nuccore'] as const) {
      const result = await genes.links(ids, { db });
      expect(result.failures).toEqual([]);
      const [links] = result.values;
      expect(links?.id).toBe(ids[0]);
      expect(links?.links.flatMap((l) => l.ids).length, db).toBeGreaterThan(0);
    }
  });

  it('reads EInfo for db=gene', async () => {
    const info = await genes.einfo();
    expect(info.dbName).toBe('gene');
    expect(info.count).toBeGreaterThanOrEqual(500);
    expect(info.fields.length).toBeGreaterThan(0);
  });

  it('reports unknown Datasets ids and symbols as NotFoundError', async () => {
    const known = (await genes.search({ gene: 'SLCO1B1', taxid: 9606 })).items[0] as string;
    const result = await genes.datasets.reports([known, 99999999]);
    expect(result.items.map((item) => [item.id, item.ok])).toEqual([
      [known, true],
      ['99999999', false],
    ]);
    // Left out of a batch answer: MissingItemError; a symbol or a single id the service 404s: NotFoundError.
    expect(result.failures[0]?.error).toBeInstanceOf(MissingItemError);
    await expect(genes.datasets.get({ symbol: 'NOSUCHGENE', taxon: 9606 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const single = await genes.datasets.reports(99999999);
    expect(single.failures[0]?.error).toBeInstanceOf(NotFoundError);
  });

  it('an unmatched search is empty, not an error', async () => {
    const page = await genes.search({ gene: 'NOSUCHGENEXYZ' });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
  });
});
