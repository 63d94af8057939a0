import { gunzipSync } from 'node:zlib';
import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

// Missing values in the harmonised files, against the real conventions: the harmoniser writes NA
// (`--na_rep_out NA`); a row it cannot place gets hm_code 15 and NA in its other hm_ cells, at
// the rate of the documentation's example run (harmonisation-running-log.txt); a study that
// reports no allele frequencies says NA in both frequency columns, and the summary-statistics
// API gives null for them, as its recorded answer does (api-chromosome-13-associations.json).

/** hm_code -> share of sites, from the real run's "Successfully harmonised" and "Failed" tables. */
const realCodes = new Map(
  [
    ...readRealFixture('gwas-sumstats/harmonisation-running-log.txt').matchAll(/^(\d+)\t\d+\t([\d.]+)%\t/gm),
  ].map((m) => [Number(m[1]), Number(m[2]) / 100]),
);
const recorded = readRealFixture('gwas-sumstats/api-chromosome-13-associations.json', { json: true }) as {
  _embedded: { associations: Record<string, { effect_allele_frequency: number | null }> };
};

type Row = Record<string, string>;
let emulator: Emulator;
const files = new Map<string, Row[]>();

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  const res = await fetch(`${emulator.baseUrls.gwasSumstats}/studies?size=9`);
  const body = (await res.json()) as { _embedded: { studies: Record<string, { study_accession: string }> } };
  // Study 0 has the million-row file; the next eight have 5,000 rows each.
  for (const { study_accession: a } of Object.values(body._embedded.studies).slice(1)) {
    const url = `${emulator.baseUrls.gwasFiles}/${a}/harmonised/${a}-harmonised.tsv.gz`;
    const lines = gunzipSync(new Uint8Array(await (await fetch(url)).arrayBuffer()))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const header = (lines.shift() ?? '').split('\t');
    files.set(
      a,
      lines.map((line) => Object.fromEntries(line.split('\t').map((cell, k) => [header[k], cell]))),
    );
  }
}, 60_000);
afterAll(() => emulator.close());

const HARMONISED = [
  'hm_variant_id',
  'hm_rsid',
  'hm_chrom',
  'hm_pos',
  'hm_other_allele',
  'hm_effect_allele',
  'hm_beta',
];
const FREQUENCIES = ['hm_effect_allele_frequency', 'effect_allele_frequency'];

describe('NA in harmonised summary statistics', () => {
  it('reads the real run: 4.66% of sites are hm_code 15, and 10 to 12 are harmonised codes', () => {
    expect(realCodes.get(15)).toBe(0.0466);
    for (const code of [10, 11, 12]) expect(realCodes.has(code)).toBe(true);
  });

  it('writes hm_code 15 at the real rate, with NA in every other hm_ cell and the submitted cells kept', () => {
    const rows = [...files.values()].flat();
    const unmatched = rows.filter((r) => r.hm_code === '15');
    expect(Math.abs(unmatched.length / rows.length - (realCodes.get(15) ?? 0))).toBeLessThan(0.01);
    // Offending cells as "column=value", so one comparison reports them all.
    const notNa = unmatched.flatMap((r) =>
      [...HARMONISED, 'hm_effect_allele_frequency'].filter((c) => r[c] !== 'NA').map((c) => `${c}=${r[c]}`),
    );
    expect(notNa).toEqual([]);
    const submitted = ['chromosome', 'base_pair_location', 'effect_allele', 'other_allele', 'p_value'];
    expect(unmatched.flatMap((r) => submitted.filter((c) => /^(NA|#NA|)$/.test(r[c] ?? '')))).toEqual([]);
    const harmonisedNa = rows
      .filter((r) => r.hm_code !== '15')
      .flatMap((r) => HARMONISED.filter((c) => r[c] === 'NA'));
    expect(harmonisedNa).toEqual([]);
    expect([...new Set(rows.map((r) => Number(r.hm_code)))].filter((code) => !realCodes.has(code))).toEqual(
      [],
    );
  });

  it('writes p-values as decimal text with one-decimal mantissas, never a binary float artefact', () => {
    const pValues = [...files.values()].flat().map((r) => r.p_value ?? '');
    // 3.3e-8 and 0.33, as the harmoniser prints them; 0.32999999999999996 would be the emulator's own.
    expect(pValues.filter((p) => !/^(?:[1-9](?:\.[1-9])?e-\d+|0\.\d{1,2})$/.test(p))).toEqual([]);
  });

  it('marks a missing value NA only: never #NA or an empty cell', () => {
    const cells = [...files.values()].flat().flatMap((row) => Object.values(row));
    expect(cells.filter((cell) => cell === '' || cell.startsWith('#'))).toEqual([]);
    expect(cells.filter((cell) => cell === 'NA').length).toBeGreaterThan(0);
  });

  it('says NA in both frequency columns of a study without frequencies, and the API says null', async () => {
    expect(Object.values(recorded._embedded.associations).map((a) => a.effect_allele_frequency)).toContain(
      null,
    );
    const without = [...files].filter(([, rows]) => rows.every((r) => r.effect_allele_frequency === 'NA'));
    const reporting = [...files].filter(([, rows]) => rows.every((r) => r.effect_allele_frequency !== 'NA'));
    expect(without.length).toBeGreaterThan(0);
    expect(without.length + reporting.length).toBe(files.size);
    for (const [, rows] of without)
      for (const r of rows) for (const c of FREQUENCIES) expect(r[c]).toBe('NA');
    const [accession, rows] = without[0] as [string, Row[]];
    const trait = await fetch(`${emulator.baseUrls.gwasSumstats}/studies/${accession}`);
    const efo = ((await trait.json()) as { trait: string[] }).trait[0];
    const res = await fetch(`${emulator.baseUrls.gwasSumstats}/traits/${efo}/associations?size=1000`);
    const api = Object.values(
      ((await res.json()) as { _embedded: { associations: Record<string, Record<string, unknown>> } })
        ._embedded.associations,
    ).filter((a) => a.study_accession === accession);
    expect(api.length).toBeGreaterThan(0);
    for (const a of api) {
      expect(a.effect_allele_frequency).toBeNull();
      // The API serves harmonised rows only: the file's rows at the API's positions, never hm_code 15.
      expect(a.code).not.toBe(15);
      expect(rows.some((r) => r.hm_variant_id === a.variant_id)).toBe(true);
    }
  });
});
