import { NotFoundError } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beaconsCategoryCounts,
  beaconsProviders,
  categoryOf,
  PredictedStructuresClient,
} from '../src/index.js';
import { text } from './helpers.js';

let emulator: Emulator;
let client: PredictedStructuresClient;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['predicted-structures', 'structures'] });
  client = new PredictedStructuresClient({ baseUrls: { ...emulator.baseUrls }, maxRetries: 0 });
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

describe('integration: predictions, files, confidence and PAE', () => {
  it('predictions.get: current record shape with the emulator addresses', async () => {
    const [cdk7] = await client.predictions.get('P50613');
    expect(cdk7?.entryId).toBe('AF-P50613-F1');
    expect(cdk7?.gene).toBe('CDK7');
    expect(cdk7?.latestVersion).toBe(6);
    expect(cdk7?.uniprotSequence?.startsWith('MALDVKSRAKRYEKLDFLGEGQFATVYKA')).toBe(true);
    expect(cdk7?.plddtDocUrl).toBe(`${emulator.baseUrls.predictedFiles}/AF-P50613-F1-confidence_v6.json`);
  });

  it('several records for an accession with an isoform; no prediction is NotFoundError', async () => {
    const records = await client.predictions.get('P07550');
    expect(records.map((r) => r.entryId)).toEqual(['AF-P07550-F1', 'AF-P07550-2-F1']);
    expect((await client.predictions.get('P07550-2')).map((r) => r.uniprotAccession)).toEqual(['P07550-2']);
    await expect(client.predictions.get('Q99999')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('files through the record: cif with pLDDT B-factors, pdb, bcif, PAE image, MSA', async () => {
    const [record] = await client.predictions.get('P69905');
    if (!record) throw new Error('no record');
    const cif = await text(await client.files.download(record, { format: 'cif' }));
    expect(cif).toMatch(/^data_AF-P69905-F1/);
    expect(cif).toContain('_atom_site.B_iso_or_equiv');
    expect(await text(await client.files.download(record, { format: 'pdb' }))).toContain(
      'ATOM      1  CA  MET A   1',
    );
    const bcif = new Uint8Array(
      await new Response(await client.files.download(record, { format: 'bcif' })).arrayBuffer(),
    );
    expect(bcif[0]).toBe(0x83);
    const png = new Uint8Array(await new Response(await client.files.downloadPaeImage(record)).arrayBuffer());
    expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect((await text(await client.files.downloadMsa(record))).split('\n')[1]).toBe(record.uniprotSequence);
    // An older version by entry id.
    expect(
      await text(await client.files.download({ entryId: 'AF-P69905-F1', version: 4 }, { format: 'cif' })),
    ).toMatch(/^data_/);
  });

  it('confidence: one score per residue, categories by the spec rule', async () => {
    const [record] = await client.predictions.get('P68871');
    if (!record) throw new Error('no record');
    const c = await client.confidence.get(record);
    expect(c.confidenceScore).toHaveLength(147);
    expect(c.confidenceCategory).toEqual(c.confidenceScore.map(categoryOf));
    const mean = c.confidenceScore.reduce((a, b) => a + b, 0) / c.confidenceScore.length;
    expect(mean).toBeCloseTo(record.globalMetricValue as number, 1);
  });

  it('pae: an N x N matrix, zero diagonal, capped by the file maximum', async () => {
    const [record] = await client.predictions.get('P69905');
    if (!record) throw new Error('no record');
    const pae = await client.pae.get(record);
    expect(pae.size).toBe(142);
    expect(pae.at(10, 10)).toBe(0);
    expect(pae.maxPredictedAlignedError).toBe(31.75);
    expect(pae.max()).toBeLessThanOrEqual(31.75);
    expect(pae.block([1, 3], [1, 3])).toHaveLength(3);
  });
});

describe('integration: AlphaMissense files', () => {
  it('the protein file: 19 scored substitutions per residue of the sequence, classed by score', async () => {
    const [cdk7] = await client.predictions.get('P50613');
    if (!cdk7) throw new Error('no CDK7 record');
    const rows = [];
    for await (const row of client.files.streamAlphaMissense(cdk7)) rows.push(row);
    const sequence = cdk7.uniprotSequence ?? '';
    expect(rows).toHaveLength(19 * sequence.length);
    expect(rows.every((r) => sequence[r.position - 1] === r.reference && r.alternate !== r.reference)).toBe(
      true,
    );
    // AlphaMissense's cut-offs: likely benign below 0.34, likely pathogenic above 0.564.
    const expected = (p: number) =>
      p < 0.34 ? 'likely_benign' : p > 0.564 ? 'likely_pathogenic' : 'ambiguous';
    expect(rows.filter((r) => r.amClass !== expected(r.pathogenicity))).toEqual([]);
    expect(new Set(rows.map((r) => r.amClass)).size).toBe(3);
  });

  it('the genomic files: single-nucleotide missense changes on each genome, scored as in the protein file', async () => {
    const [cdk7] = await client.predictions.get('P50613');
    if (!cdk7) throw new Error('no CDK7 record');
    const scores = new Map<string, number>();
    for await (const row of client.files.streamAlphaMissense(cdk7))
      scores.set(row.proteinVariant, row.pathogenicity);
    for (const genome of ['hg19', 'hg38'] as const) {
      const rows = [];
      for await (const row of client.files.streamAlphaMissense(cdk7, { file: genome })) rows.push(row);
      expect(rows.length).toBeGreaterThan(cdk7.uniprotSequence?.length ?? 0);
      expect(
        rows.every((r) => r.genome === genome && r.uniprotId === 'P50613' && r.chromosome === 'chr5'),
      ).toBe(true);
      expect(
        rows.every(
          (r) => /^[ACGT]$/.test(r.referenceAllele ?? '') && /^[ACGT]$/.test(r.alternateAllele ?? ''),
        ),
      ).toBe(true);
      expect(rows.filter((r) => scores.get(r.proteinVariant) !== r.pathogenicity)).toEqual([]);
      const positions = rows.map((r) => r.genomicPosition ?? 0);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('an isoform has no AlphaMissense file: its record names none, and the file is a 404', async () => {
    const [, isoform] = await client.predictions.get('P07550');
    if (!isoform) throw new Error('no isoform record');
    expect(isoform.amAnnotationsUrl).toBeUndefined();
    const res = await fetch(`${emulator.baseUrls.predictedFiles}/AF-P07550-2-F1-aa-substitutions.csv`);
    expect(res.status).toBe(404);
  });
});

describe('integration: 3D-Beacons hub', () => {
  it('get lists the AlphaFold model and the archive entries of the protein', async () => {
    const summary = await client.beacons.get('P69905');
    expect(summary.uniprot_entry).toMatchObject({ ac: 'P69905', id: 'HBA_HUMAN', sequence_length: 142 });
    expect(beaconsProviders(summary)).toEqual(['AlphaFold DB', 'PDBe']);
    expect(beaconsCategoryCounts(summary)).toEqual({ 'AB-INITIO': 1, 'EXPERIMENTALLY DETERMINED': 1 });
    const pdbe = summary.structures.find((s) => s.summary.provider === 'PDBe')?.summary;
    expect(pdbe?.model_identifier).toBe('4hhb');
    expect(pdbe?.resolution).toBe(1.74);
  });

  it('with chains: true each model carries its chains; an unknown accession is NotFoundError', async () => {
    const details = await client.beacons.get('P50613', { chains: true });
    expect(details.structures[0]?.chains?.[0]?.chain_id).toBe('A');
    await expect(client.beacons.get('Q99999')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('integration: the bulk bucket', () => {
  it('lists a species proteome archives over several pages and downloads one (a tar of model files)', async () => {
    const first = await client.bulk.list({ prefix: 'proteomes/proteome-tax_id-9606-', pageSize: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.hasNextPage()).toBe(true);
    const archives = await client.bulk.proteomes(9606).toArray();
    expect(archives.map((o) => o.name)).toContain(client.bulk.proteomeArchive(9606));
    const paged = await client.bulk
      .list({ prefix: 'proteomes/proteome-tax_id-9606-', pageSize: 1 })
      .toArray();
    expect(paged.map((o) => o.name)).toEqual(archives.map((o) => o.name));
    const progress: number[] = [];
    const stream = await client.bulk.download(client.bulk.proteomeArchive(9606), {
      onProgress: (p) => progress.push(p.received),
    });
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect(bytes.length).toBe(archives[0]?.size);
    expect(Buffer.from(bytes.subarray(257, 262)).toString()).toBe('ustar');
    expect(Buffer.from(bytes.subarray(0, 20)).toString()).toMatch(/^AF-/);
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it('the accession index lists every model with its version', async () => {
    const csv = await text(await client.bulk.download(client.bulk.accessionIndex));
    expect(csv).toContain('P50613,1,346,AF-P50613-F1,4\n');
  });
});

describe('integration: 503s from the service are retried', () => {
  it('every lookup succeeds through injected 503 faults, and the log shows the 503s', async () => {
    const faulty = await startEmulator({
      services: ['predicted-structures'],
      faults: { rate: 0.4, kinds: ['503'], seed: 11 },
    });
    try {
      const retrying = new PredictedStructuresClient({
        baseUrls: { ...faulty.baseUrls },
        maxRetries: 8,
        rateLimit: { id: 'predicted-emulator-faults' },
        retry: { baseDelayMs: 10, maxDelayMs: 50 },
      });
      const accessions = ['P69905', 'P68871', 'P50613', 'P07550'];
      const records = await Promise.all(accessions.map((a) => retrying.predictions.get(a)));
      expect(records.map((r) => r[0]?.uniprotAccession)).toEqual(accessions);
      expect(faulty.requests.some((r) => r.status === 503)).toBe(true);
    } finally {
      await faulty.close();
    }
  }, 60_000);
});
