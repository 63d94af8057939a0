import { type Emulator, startEmulator } from '@lifesci/emulator';
import { fetchTsvGz } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GwasClient, type SumstatsColumns, type SumstatsRow } from '../src/index.js';

// The emulator's harmonised files carry NA as the real ones do (a row the harmoniser could not
// place, hm_code 14, 15 or 16: NA in its hm_ cells; a study without allele frequencies: NA in both frequency columns).
// Both readers take NA as missing: null in typed rows, NaN or null in column batches.

let emulator: Emulator;
let client: GwasClient;
/** A study with unplaced rows and without frequencies, and its file read by hand. */
let accession: string;
let cells: Record<string, string>[];

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  client = new GwasClient({ baseUrls: emulator.baseUrls as Record<string, string>, rateLimit: false });
  const studies = await client.sumstats.listStudies({ size: 20 }).toArray();
  for (const { study_accession: a } of studies.slice(1)) {
    const rows = await fetchTsvGz(`${emulator.baseUrls.gwasFiles}/${a}/harmonised/${a}-harmonised.tsv.gz`);
    if (rows.every((r) => r.effect_allele_frequency === 'NA')) {
      accession = a;
      cells = rows;
      break;
    }
  }
}, 60_000);
afterAll(async () => {
  await emulator?.close();
});

/** Whether the harmoniser could not place the file's row (hm_code 14, 15 or 16). */
const unplaced = (file: Record<string, string>) => Number(file.hm_code) >= 14;

describe('NA in the emulator harmonised files, read by the client', () => {
  it('typed rows: NA cells are null, the others typed', async () => {
    expect(cells.some((r) => r.hm_code === '15')).toBe(true);
    const rows: SumstatsRow[] = [];
    for await (const row of client.sumstats.stream(accession)) rows.push(row);
    expect(rows).toHaveLength(cells.length);
    rows.forEach((row, i) => {
      const file = cells[i] as Record<string, string>;
      expect(row.effect_allele_frequency).toBeNull();
      expect(row.hm_effect_allele_frequency).toBeNull();
      if (unplaced(file)) {
        expect(row).toMatchObject({
          hm_code: Number(file.hm_code),
          hm_variant_id: null,
          hm_chrom: null,
          hm_pos: null,
          hm_beta: null,
        });
        expect(row.base_pair_location).toBe(Number(file.base_pair_location));
      } else {
        expect(row.hm_pos).toBe(Number(file.hm_pos));
        expect(row.hm_variant_id).toBe(file.hm_variant_id);
      }
      expect(row.other).toEqual({});
    });
  });

  it('column batches: NA numbers are NaN, NA text is null', async () => {
    const batches: SumstatsColumns[] = [];
    for await (const batch of client.sumstats.streamColumns(accession)) batches.push(batch);
    let i = 0;
    for (const batch of batches) {
      const { hm_pos, hm_beta, effect_allele_frequency } = batch.numbers;
      for (let k = 0; k < batch.length; k++, i++) {
        const file = cells[i] as Record<string, string>;
        expect(Number.isNaN(effect_allele_frequency?.[k])).toBe(true);
        expect(Number.isNaN(hm_pos?.[k])).toBe(unplaced(file));
        expect(Number.isNaN(hm_beta?.[k])).toBe(unplaced(file));
        expect(batch.text.hm_variant_id?.get(k)).toBe(unplaced(file) ? null : file.hm_variant_id);
      }
    }
    expect(i).toBe(cells.length);
  });
});
