import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GwasClient, type SumstatsRow } from '../src/index.js';

let emulator: Emulator;
let client: GwasClient;
let accessions: string[];

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  client = new GwasClient({ baseUrls: emulator.baseUrls as Record<string, string>, rateLimit: false });
  accessions = (await client.sumstats.listStudies({ size: 20 }).toArray()).map((s) => s.study_accession);
});

afterAll(async () => {
  await emulator?.close();
});

describe('summary-statistics API on the emulator', () => {
  it('lists every study with summary statistics once (index-keyed pages, next links)', async () => {
    expect(accessions.length).toBeGreaterThan(50);
    expect(new Set(accessions).size).toBe(accessions.length);
    const v2 = await client.studies.list({ fullPvalueSet: true, size: 200 }).toArray();
    expect(accessions.sort()).toEqual(v2.map((s) => s.accession_id).sort());
  });

  it('study, trait, trait associations within p bounds', async () => {
    const study = await client.sumstats.getStudy(accessions[0] as string);
    const efoId = (study.trait as string[])[0] as string;
    expect((await client.sumstats.getTrait(efoId)).trait).toBe(efoId);
    const all = await client.sumstats.traitAssociations(efoId, { size: 100 }).toArray();
    const strong = await client.sumstats.traitAssociations(efoId, { pUpper: 1e-3, size: 100 }).toArray();
    expect(all.length).toBeGreaterThan(strong.length);
    expect(strong.every((a) => (a.pValue?.log10 ?? 0) <= -3)).toBe(true);
    const query = emulator.requests.find((r) => r.query.includes('p_upper'))?.query;
    expect(query).toContain('p_upper=0.001');
  });

  it("a study's associations, within p bounds; an unknown study is a NotFoundError", async () => {
    const accession = accessions[0] as string;
    const all = await client.sumstats.studyAssociations(accession, { size: 100 }).toArray();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((a) => a.study_accession === accession)).toBe(true);
    const strong = await client.sumstats.studyAssociations(accession, { pUpper: 1e-3 }).toArray();
    expect(strong.length).toBe(all.filter((a) => (a.pValue?.log10 ?? 0) <= -3).length);
    await expect(client.sumstats.studyAssociations('GCST99999999').toArray()).rejects.toMatchObject({
      name: 'NotFoundError',
    });
  });

  it('a chromosome region, then the associations of a variant in it', async () => {
    const region = await client.sumstats
      .chromosomeAssociations(2, { start: 1, end: 120_000_000, size: 50 })
      .toArray();
    expect(region.length).toBeGreaterThan(0);
    // The region goes out in the live service's names (its `start` is the paging offset).
    const sent = emulator.requests.find((r) => r.query.includes('bp_lower'))?.query;
    expect(sent).toContain('bp_lower=1&bp_upper=120000000');
    expect(region.every((a) => a.chromosome === 2 && (a.base_pair_location ?? 0) <= 120_000_000)).toBe(true);
    const first = region[0];
    const assoc = await client.sumstats.variantAssociations(first?.variant_id as string).toArray();
    expect(assoc.map((a) => a.study_accession)).toContain(first?.study_accession);
    expect(assoc.every((a) => a.variant_id === first?.variant_id)).toBe(true);
    const strong = await client.sumstats
      .variantAssociations(first?.variant_id as string, { pUpper: 1e-3 })
      .toArray();
    expect(strong.length).toBe(assoc.filter((a) => (a.pValue?.log10 ?? 0) <= -3).length);
    expect(strong.every((a) => (a.pValue?.log10 ?? 0) <= -3)).toBe(true);
  });
});

describe('harmonised files on the emulator', () => {
  const collect = async (rows: AsyncIterable<SumstatsRow>, limit = Number.POSITIVE_INFINITY) => {
    const out: SumstatsRow[] = [];
    for await (const row of rows) {
      out.push(row);
      if (out.length >= limit) break;
    }
    return out;
  };

  it('streams a small file whole, typed, and the API rows are rows of the file', async () => {
    const accession = accessions[1] as string;
    const rows = await collect(client.sumstats.stream(accession));
    expect(rows).toHaveLength(5000);
    expect(rows[0]).toMatchObject({ chromosome: '1', hm_chrom: '1', other: {} });
    expect(typeof rows[0]?.hm_pos).toBe('number');
    const api = await client.sumstats.chromosomeAssociations(1, { size: 500 }).toArray();
    const fromApi = api.find((a) => a.study_accession === accession);
    expect(
      rows.some(
        (r) => r.variant_id === fromApi?.variant_id && r.base_pair_location === fromApi?.base_pair_location,
      ),
    ).toBe(true);
  });

  it('the same rows after a dropped connection, resumed with Range (If-Range on the ETag)', async () => {
    const accession = accessions[1] as string;
    const whole = await collect(client.sumstats.stream(accession));
    let cutOnce = true;
    const sent: (string | null)[] = [];
    // Cuts the first response's body after 40,000 bytes, as a dropped connection would.
    const dropping: typeof fetch = async (input, init) => {
      sent.push(new Headers(init?.headers).get('range'));
      const response = await fetch(input, init);
      if (!cutOnce || !response.body) return response;
      cutOnce = false;
      const reader = response.body.getReader();
      let passed = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          if (passed + value.length > 40_000) {
            controller.enqueue(value.subarray(0, 40_000 - passed));
            await reader.cancel();
            passed = 40_000;
            return;
          }
          passed += value.length;
          controller.enqueue(value);
        },
      });
      let broken = false;
      const guarded = body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            controller.enqueue(chunk);
          },
          flush() {
            if (!broken) {
              broken = true;
              throw new TypeError('terminated');
            }
          },
        }),
      );
      return new Response(guarded, { status: response.status, headers: response.headers });
    };
    const resumed = new GwasClient({
      baseUrls: emulator.baseUrls as Record<string, string>,
      rateLimit: false,
      fetch: dropping,
    });
    const again = await collect(resumed.sumstats.stream(accession));
    expect(sent).toEqual([null, 'bytes=40000-']);
    expect(again).toEqual(whole);
  });

  it('the 1,000,000-row file streams (the first 20,000 rows here; the whole file is the bench)', async () => {
    const big = accessions[0] as string;
    const before = emulator.requests.length;
    const rows = await collect(client.sumstats.stream(big), 20_000);
    expect(rows).toHaveLength(20_000);
    expect(rows.every((r) => r.chromosome === '1')).toBe(true);
    const positions = rows.map((r) => r.base_pair_location ?? 0);
    expect(positions.every((p, i) => i === 0 || p > (positions[i - 1] as number))).toBe(true);
    expect(emulator.requests.length - before).toBe(1);
  });
});
