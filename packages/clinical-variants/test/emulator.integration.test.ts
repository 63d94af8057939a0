import { type Emulator, type RequestLogEntry, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicalVariantsClient } from '../src/index.js';

// Every method over real HTTP against the emulator's E-utilities (db=clinvar). Answers are
// checked against each other (search ↔ summaries ↔ records ↔ links), not against constants.

let emulator: Emulator;
let client: ClinicalVariantsClient;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['eutils'], seed: 1 });
  // The emulator enforces the documented limit; its own budget id keeps this file's pace its own.
  client = new ClinicalVariantsClient({ baseUrls: emulator.baseUrls, apiKey: 'integration-key' });
});

afterAll(async () => {
  await emulator?.close();
});

function requestsSince(mark: number, path: string): RequestLogEntry[] {
  return emulator.requests.slice(mark).filter((e) => e.mount === 'eutils' && e.path.endsWith(path));
}

const params = (e: RequestLogEntry) => new URLSearchParams(e.query);

describe('ClinicalVariantsClient against the emulator', () => {
  it('search → summaries: every summary is a VCV of the searched gene, typed', async () => {
    const ids = await client
      .search({ gene: 'BRCA1', clinicalSignificance: 'pathogenic' })
      .toArray({ limit: 40 });
    expect(ids.length).toBeGreaterThan(0);
    const { values, failures } = await client.summaries(ids);
    expect(failures).toEqual([]);
    expect(values.map((s) => s.uid)).toEqual(ids);
    for (const s of values) {
      expect(s.accession).toMatch(/^VCV\d{9}$/);
      expect(s.genes.map((g) => g.symbol)).toContain('BRCA1');
      expect(s.germlineClassification?.description ?? '').toMatch(/pathogenic/i);
      expect(s.grch38?.chromosome).toBe('17');
      expect(s.reviewStatus).toBeTruthy();
      expect(s.alleleOrigins.length).toBeGreaterThan(0);
    }
  });

  it('the query builder fields narrow the search as ClinVar would', async () => {
    const all = (await client.search({ gene: 'TP53' }, { retmax: 0 })).total ?? 0;
    const onChr = (await client.search({ gene: 'TP53', chromosome: 17, assembly: 'GRCh38' }, { retmax: 0 }))
      .total;
    const elsewhere = (await client.search({ gene: 'TP53', chromosome: 1 }, { retmax: 0 })).total;
    expect(all).toBeGreaterThan(0);
    expect(onChr).toBe(all);
    expect(elsewhere).toBe(0);
    expect(await client.search({ gene: 'NO_SUCH_GENE_XYZ' }).toArray()).toEqual([]);
  });

  it('searchSummaries above 500 records goes through the history server, 500 per request, no ids sent', async () => {
    const mark = emulator.requests.length;
    const pages = client.searchSummaries({ clinicalSignificance: 'pathogenic' }, { maxItems: 1200 });
    const summaries = await pages.toArray();
    const first = await pages;
    expect(first.total).toBeGreaterThan(500);
    expect(summaries).toHaveLength(Math.min(first.total ?? 0, 1200));
    expect(new Set(summaries.map((s) => s.uid)).size).toBe(summaries.length);
    const [search] = requestsSince(mark, '/esearch.fcgi');
    expect(params(search!).get('usehistory')).toBe('y');
    const esummaries = requestsSince(mark, '/esummary.fcgi');
    expect(esummaries.length).toBe(Math.ceil(summaries.length / 500));
    for (const e of esummaries) {
      expect(params(e).get('id')).toBeNull();
      expect(params(e).get('WebEnv')).toBe(first.raw?.search?.webEnv);
    }
  });

  it('streamRecords(vcv) agree with the summaries, for simple alleles', async () => {
    const ids = await client.search({ gene: 'CFTR' }).toArray({ limit: 5 });
    const [summaries, records] = await Promise.all([
      client.summaries(ids),
      client.streamRecords(ids, { rettype: 'vcv' }),
    ]);
    expect(records.map((r) => r.variationId)).toEqual(ids);
    for (const [i, record] of records.entries()) {
      const summary = summaries.values[i]!;
      expect(record.accession).toBe(summary.accession);
      expect(record.layout).toBe('classified');
      expect(record.classifications.germline?.description).toBe(summary.germlineClassification?.description);
      expect(record.classifications.germline?.reviewStatus).toBe(
        summary.germlineClassification?.reviewStatus,
      );
      expect(record.alleles[0]?.grch38?.start).toBe(summary.grch38?.start);
      expect(record.genes.map((g) => g.symbol)).toContain('CFTR');
      expect(record.rcvs.length).toBeGreaterThan(0);
    }
  });

  it('somatic records: clinical impact and oncogenicity agree between summaries and VCV records', async () => {
    const ids = await client.search({ gene: 'BRAF' }).toArray({ limit: 60 });
    const { values } = await client.summaries(ids);
    const somatic = values.filter((s) => s.clinicalImpactClassification);
    expect(somatic.length).toBeGreaterThan(0);
    for (const s of somatic) expect(s.alleleOrigins).toContain('somatic');
    const records = await client.streamRecords(
      somatic.map((s) => s.uid),
      { rettype: 'vcv' },
    );
    expect(records.map((r) => r.variationId)).toEqual(somatic.map((s) => s.uid));
    for (const [i, record] of records.entries()) {
      const s = somatic[i]!;
      expect(record.classifications.somaticClinicalImpact?.description).toBe(
        s.clinicalImpactClassification?.description,
      );
      expect(record.classifications.oncogenicity?.description).toBe(
        s.oncogenicityClassification?.description,
      );
      expect(record.classifications.somaticClinicalImpact?.clinicalImpacts?.length).toBeGreaterThan(0);
    }
  });

  it('records of ids ClinVar has no record for are an empty result, alone or beside found ones', async () => {
    const unknown = (from: number, n: number) => Array.from({ length: n }, (_, i) => String(from + i));
    await expect(client.streamRecords(unknown(990_000_001, 3), { rettype: 'vcv' })).resolves.toEqual([]);
    await expect(client.streamRecords(unknown(990_000_001, 3), { rettype: 'rcv' })).resolves.toEqual([]);

    const known = await client.search({ gene: 'CFTR' }).toArray({ limit: 2 });
    expect(known).toHaveLength(2);
    // 500 ids a request: [known, 499 unknown] (NCBI sends the one record), [500 unknown] ("ID list
    // is empty!"), [known].
    const ids = [known[0]!, ...unknown(990_000_001, 999), known[1]!];
    const mark = emulator.requests.length;
    const batches: string[][] = [];
    for await (const batch of client.streamRecords(ids, { rettype: 'vcv' }).batches())
      batches.push(batch.map((r) => r.variationId ?? ''));
    expect(batches).toEqual([[known[0]], [], [known[1]]]);
    expect(requestsSince(mark, '/efetch.fcgi').map((e) => e.status)).toEqual([200, 200, 200]);
  });

  it('streamRecords(rcv) are the RCVs the VCV lists', async () => {
    const [id] = await client.search({ gene: 'TSC2' }).toArray({ limit: 1 });
    const [vcv] = await client.streamRecords([id!], { rettype: 'vcv' });
    const rcvs = await client.streamRecords([id!], { rettype: 'rcv' });
    expect(rcvs.map((r) => r.accession).sort()).toEqual(vcv!.rcvs.map((r) => r.accession).sort());
    for (const rcv of rcvs) {
      expect(rcv.kind).toBe('rcv');
      expect(rcv.variationId).toBe(id);
      expect(rcv.conditions.length).toBeGreaterThan(0);
    }
  });

  it('a recorded haplotype arrives as one record with both of its alleles', async () => {
    const [record] = await client.streamRecords([4818726], { rettype: 'vcv' });
    expect(record).toMatchObject({ kind: 'vcv', accession: 'VCV004818726', variationType: 'Haplotype' });
    if (record?.kind !== 'vcv') throw new Error('expected a VCV record');
    expect(record.alleles).toHaveLength(2);
    expect(record.haplotypes.map((h) => [h.name, h.alleleCount])).toEqual([
      ['NM_172107.4(KCNQ2):c.[875T>C;877C>T]', 2],
    ]);
  });

  it('links reach PubMed, Gene, MedGen and dbSNP', async () => {
    const ids = await client.search({ gene: 'BRCA2' }).toArray({ limit: 3 });
    const [summaries, genes, snps] = await Promise.all([
      client.summaries(ids),
      client.links(ids, { db: 'gene' }),
      client.links(ids, { db: 'snp' }),
    ]);
    expect(genes.failures).toEqual([]);
    expect(genes.values.map((l) => l.id)).toEqual(ids);
    for (const [i, link] of genes.values.entries()) {
      expect(link.ids).toEqual([summaries.values[i]!.genes[0]!.geneId]);
    }
    expect(snps.values.every((l) => l.linkName === 'clinvar_snp')).toBe(true);
    const pubmed = await client.links(ids, { db: 'pubmed' });
    const medgen = await client.links(ids, { db: 'medgen' });
    expect(pubmed.values.some((l) => l.ids.length > 0)).toBe(true);
    expect(medgen.values.some((l) => l.ids.length > 0)).toBe(true);
  });
});
