import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GwasClient, type SumstatsRow } from '../src/index.js';

// The client over the emulator's plain GWAS-SSF files, which write what the format's real example
// file writes: `#NA` for a missing rsid, uppercase exponents, a `ref_allele` column.

let emulator: Emulator;
let client: GwasClient;
let accession: string;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  client = new GwasClient({ baseUrls: emulator.baseUrls as Record<string, string>, rateLimit: false });
  // The second study listed has a 5,000-row file (the first one's is the million-row file).
  const [, second] = await client.sumstats.listStudies({ size: 2 }).toArray({ limit: 2 });
  accession = second?.study_accession as string;
});

afterAll(async () => {
  await emulator?.close();
});

async function collect(rows: AsyncIterable<SumstatsRow>): Promise<SumstatsRow[]> {
  const out: SumstatsRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

describe('plain summary-statistics files on the emulator', () => {
  it('reads #NA as null, uppercase exponents as p-values, and ref_allele', async () => {
    const rows = await collect(client.sumstats.streamFile(`/${accession}/${accession}.tsv`));
    expect(rows).toHaveLength(5000);
    expect(rows.some((r) => r.rsid === null)).toBe(true);
    expect(rows.every((r) => r.rsid === null || /^rs\d+$/.test(r.rsid ?? ''))).toBe(true);
    expect(new Set(rows.map((r) => r.ref_allele))).toEqual(new Set(['EA', 'OA']));
    expect(rows.every((r) => typeof r.p_value === 'number' && r.pValue !== null)).toBe(true);
    const strong = rows.filter((r) => (r.pValue?.log10 ?? 0) < -7);
    expect(strong.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.chromosome)).toContain('23');
  });

  it('reads the gzipped file to the same rows', async () => {
    const plain = await collect(client.sumstats.streamFile(`/${accession}/${accession}.tsv`));
    const gz = await collect(client.sumstats.streamFile(`/${accession}/${accession}.tsv.gz`));
    expect(gz).toEqual(plain);
  });
});
