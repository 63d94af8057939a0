import { fetchTsvGz, readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';
import { failureCode } from '../src/services/gwas/sumstats-rows.js';

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

/** hm_code -> number of sites, and all sites the run harmonised or failed. */
const realCounts = new Map(
  [
    ...readRealFixture('gwas-sumstats/harmonisation-running-log.txt').matchAll(/^(\d+)\t(\d+)\t[\d.]+%\t/gm),
  ].map((m) => [Number(m[1]), Number(m[2])]),
);
const realSites = Number(
  /\((\d+) sites\) were carried forward/.exec(
    readRealFixture('gwas-sumstats/harmonisation-running-log.txt'),
  )?.[1],
);

type Row = Record<string, string>;
let emulator: Emulator;
const files = new Map<string, Row[]>();

beforeAll(async () => {
  emulator = await startEmulator({ services: ['gwas'], seed: 1 });
  const res = await fetch(`${emulator.baseUrls.gwasSumstats}/studies?size=9`);
  const body = (await res.json()) as { _embedded: { studies: Record<string, { study_accession: string }> } };
  // Study 0 has the million-row file; the next eight have 5,000 rows each.
  for (const { study_accession: a } of Object.values(body._embedded.studies).slice(1)) {
    files.set(a, await fetchTsvGz(`${emulator.baseUrls.gwasFiles}/${a}/harmonised/${a}-harmonised.tsv.gz`));
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
      .filter((r) => Number(r.hm_code) < 14)
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

  it("writes hm_codes 14 and 16 at the real run's rates", () => {
    // The run's failures: 10,224 sites "Required fields are not known" (14) and 40 "Multiple
    // matching variants in reference VCF" (16) of its 21,594,955.
    expect([realCounts.get(14), realCounts.get(16), realSites]).toEqual([10_224, 40, 21_594_955]);
    // The draw for every row of 10 million (its own hash, no file needed): the counts must be
    // within four standard deviations of the run's shares.
    const draws = 10_000_000;
    const counts = new Map<number | undefined, number>();
    for (let i = 0; i < draws; i++) {
      const code = failureCode(1, i % 97, i);
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    for (const code of [14, 15, 16]) {
      const expected = (draws * (realCounts.get(code) ?? 0)) / realSites;
      const sd = Math.sqrt(expected);
      expect(Math.abs((counts.get(code) ?? 0) - expected), `hm_code ${code}`).toBeLessThan(4 * sd + 1);
    }
  }, 60_000);

  it('leaves rows with hm_code 14 and 16 unharmonised: NA hm_ cells, their submitted cells kept', () => {
    const rows = [...files.values()].flat();
    const unreadable = rows.filter((r) => r.hm_code === '14');
    const ambiguous = rows.filter((r) => r.hm_code === '16');
    // Seed 1 puts one ambiguous site in these files (row 3,554 of the sixth study's).
    expect([unreadable.length > 0, ambiguous.length > 0]).toEqual([true, true]);
    const notNa = [...unreadable, ...ambiguous].flatMap((r) =>
      [...HARMONISED, 'hm_effect_allele_frequency'].filter((c) => r[c] !== 'NA').map((c) => `${c}=${r[c]}`),
    );
    expect(notNa).toEqual([]);
    // 14: the harmoniser reads an allele that is not A, C, G or T as N and refuses the row.
    expect(
      unreadable.filter((r) => !(r.other_allele === 'N' && /^[ACGT]$/.test(r.effect_allele ?? ''))),
    ).toEqual([]);
    // 16: an ordinary submitted site that the reference holds more than once.
    const ordinary = (r: Row) =>
      /^[ACGT]$/.test(r.effect_allele ?? '') &&
      /^[ACGT]$/.test(r.other_allele ?? '') &&
      /^\d+$/.test(r.base_pair_location ?? '') &&
      r.variant_id ===
        `${r.chromosome === '23' ? 'X' : r.chromosome}_${r.base_pair_location}_${r.other_allele}_${r.effect_allele}`;
    expect(ambiguous.filter((r) => !ordinary(r))).toEqual([]);
  });
});
