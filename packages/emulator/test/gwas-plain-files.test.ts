import { gunzipSync } from 'node:zlib';
import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

// The plain (submitted) GWAS-SSF file of a study, compared column by column with the format's
// real example file (fixtures/real/gwas-sumstats/0000123.tsv): the same header, chromosome X as
// 23, `#NA` for a missing rsid, uppercase exponents, `ref_allele` agreeing with `variant_id`.

const real = readRealFixture('gwas-sumstats/0000123.tsv').trimEnd().split('\n');
const cells = (line: string) => line.split('\t');

/** Every cell's form, checked on the real rows and the emulated ones alike. */
const FORMS: Record<string, RegExp> = {
  chromosome: /^([1-9]|1\d|2[0-5])$/,
  base_pair_location: /^\d+$/,
  effect_allele: /^[ACGT]+$/,
  other_allele: /^[ACGT]+$/,
  beta: /^-?\d+(\.\d+)?$/,
  standard_error: /^\d+(\.\d+)?$/,
  effect_allele_frequency: /^(0(\.\d+)?|1)$/,
  p_value: /^(0(\.\d+)?|1|\d(\.\d+)?E-\d{2,})$/,
  variant_id: /^\d+_\d+_[ACGT]+_[ACGT]+$/,
  rsid: /^(rs\d+|#NA)$/,
  ref_allele: /^(EA|OA)$/,
};

/** variant_id is chromosome_position_reference_alternate, the reference named by ref_allele. */
function agrees(row: Record<string, string>): boolean {
  const [chr, pos, ref, alt] = (row.variant_id ?? '').split('_');
  const [refAllele, altAllele] =
    row.ref_allele === 'EA' ? [row.effect_allele, row.other_allele] : [row.other_allele, row.effect_allele];
  return chr === row.chromosome && pos === row.base_pair_location && ref === refAllele && alt === altAllele;
}

function rows(lines: string[]): Record<string, string>[] {
  const header = cells(lines[0] ?? '');
  return lines.slice(1).map((line) => Object.fromEntries(cells(line).map((v, i) => [header[i], v])));
}

let emulator: Emulator;
let path: string;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  const res = await fetch(`${emulator.baseUrls.gwasSumstats}/studies?size=2`);
  const body = (await res.json()) as { _embedded: { studies: Record<string, { study_accession: string }> } };
  const accession = body._embedded.studies['1']?.study_accession;
  path = `${emulator.baseUrls.gwasFiles}/${accession}/${accession}.tsv`;
});
afterAll(() => emulator.close());

describe('plain summary-statistics files', () => {
  it('the checks hold on the real example file', () => {
    for (const row of rows(real)) {
      for (const [column, form] of Object.entries(FORMS))
        expect([column, row[column]]).toEqual([column, expect.stringMatching(form)]);
      expect(agrees(row)).toBe(true);
    }
  });

  it('has the real header and rows of the same forms, with #NA, uppercase exponents and both ref_allele values', async () => {
    const res = await fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/tab-separated-values');
    const lines = (await res.text()).trimEnd().split('\n');
    expect(lines[0]).toBe(real[0]);
    expect(lines).toHaveLength(5001);
    const emulated = rows(lines);
    for (const row of emulated) {
      for (const [column, form] of Object.entries(FORMS)) {
        if (!form.test(row[column] ?? ''))
          expect([column, row[column]]).toEqual([column, expect.stringMatching(form)]);
      }
      if (!agrees(row)) expect(row).toBe('a row whose variant_id agrees with ref_allele');
    }
    const column = (name: string) => emulated.map((r) => r[name] ?? '');
    expect(column('rsid')).toContain('#NA');
    expect(column('p_value').some((p) => /E-\d\d/.test(p))).toBe(true);
    expect(column('p_value').join('\n')).not.toMatch(/e/);
    expect(new Set(column('ref_allele'))).toEqual(new Set(['EA', 'OA']));
    expect(column('chromosome')).toContain('23');
  });

  it('is the same file gzipped at .tsv.gz, and answers Range on either', async () => {
    const text = Buffer.from(await (await fetch(path)).arrayBuffer());
    const gz = new Uint8Array(await (await fetch(`${path}.gz`)).arrayBuffer());
    expect(Buffer.compare(gunzipSync(gz), text)).toBe(0);
    const part = await fetch(path, { headers: { range: 'bytes=100-' } });
    expect(part.status).toBe(206);
    expect(Buffer.compare(Buffer.from(await part.arrayBuffer()), text.subarray(100))).toBe(0);
  });

  it('404s a study without summary statistics and names that are not its files', async () => {
    for (const name of ['GCST000854/GCST000854.tsv', `${path.split('/').at(-2)}/other.tsv`])
      expect((await fetch(`${emulator.baseUrls.gwasFiles}/${name}`)).status).toBe(404);
  });
});
