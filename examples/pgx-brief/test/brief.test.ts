// Runs the Quick start demo against the embedded emulator (bundled from the workspace sources, as
// `npm run demo` does) and reads it as a pharmacogenomics reader would: eleven sections about
// CYP2C19 and clopidogrel, every variant possible under the genetic code, no word said twice.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the repository's bundling script is plain JavaScript without types.
import { bundleExample } from '../../../tooling/scripts/bundle-example.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
let sections: { title: string; body: string[] }[] = [];

beforeAll(async () => {
  const file: string = await bundleExample(root, 'pgx-brief');
  const { stdout } = await promisify(execFile)(process.execPath, [file], { cwd: root });
  for (const line of stdout.split('\n')) {
    if (/^\d+\. /.test(line)) sections.push({ title: line, body: [] });
    else if (line.startsWith('   ') && !line.startsWith('    ')) sections.at(-1)?.body.push(line.trim());
    if (line.startsWith('Requests per service')) break;
  }
  sections = sections.map((s) => ({ ...s, body: s.body.filter((l) => !/^\S+ +\d+ requests/.test(l)) }));
}, 120_000);

const PAIR = /CYP2C19|clopidogrel|P33261|CID 60606/i;

describe('the pgx brief on CYP2C19 and clopidogrel', () => {
  it('has eleven sections, each titled for the gene or the drug, none unavailable', () => {
    expect(sections.map((s) => Number.parseInt(s.title, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const s of sections) {
      expect(s.title).toMatch(PAIR);
      expect(s.body.join('\n')).not.toMatch(/unavailable/);
    }
  });

  it('shows facts about the pair in the sections the emulator holds data for', () => {
    // Sections 4 (GWAS), 9 (preprints) and 10 (protocols) may answer "none": the emulator holds
    // no confirmed real record of the pair for those services yet.
    for (const n of [1, 2, 3, 5, 6, 7, 8, 11])
      expect([n, sections[n - 1]?.body.join('\n')]).toEqual([n, expect.stringMatching(PAIR)]);
  });

  it('lists ClinVar drug-response records of CYP2C19, real ones, with protein changes the genetic code allows', () => {
    const variants = sections[2]?.body ?? [];
    expect(variants.length).toBeGreaterThan(0);
    for (const line of variants) {
      expect(line).toMatch(/^VCV\d{9} NM_000769\.\d\(CYP2C19\):c\.\S+.*: drug response$/);
      expect(line).not.toContain('[synthetic]');
    }
    expect(variants.join('\n')).toContain('c.681G>A (p.Pro227=)');
  });

  it('calls a label a label, never a guideline, and names no guideline source twice', () => {
    const text = sections.flatMap((s) => [s.title, ...s.body]).join('\n');
    expect(text).not.toMatch(/FDA[^\n]*guideline/i);
    const repeated = text.match(/\b(\w+) \1\b/gi) ?? [];
    expect(repeated).toEqual([]);
  });

  it('lists the real trials of CYP2C19-genotype-guided antiplatelet therapy, TAILOR-PCI and PHARMCLO', () => {
    const trials = sections[4]?.body ?? [];
    expect(trials[0]).toMatch(/^\d+ trials?:$/);
    expect(trials).toContain(
      'NCT01742117 TAILOR-PCI: Tailored Antiplatelet Therapy Following PCI (completed)',
    );
    expect(trials).toContain(
      'NCT03347435 PHARMCLO: Pharmacogenetics of Clopidogrel in Acute Coronary Syndromes (terminated)',
    );
  });

  it("gives CYP2C19's AlphaFold model its real length (490 residues) and a plausible confidence", () => {
    const line = sections[6]?.body[0] ?? '';
    expect(line).toMatch(/^AF-P33261-F1 .*: 490 residues, mean pLDDT (\d+\.\d)/);
    const mean = Number(/mean pLDDT (\d+\.\d)/.exec(line)?.[1]);
    expect(mean).toBeGreaterThanOrEqual(70);
    expect(mean).toBeLessThanOrEqual(100);
  });

  it('runs a gateway script that calls the CPIC phenotype of CYP2C19 diplotypes', () => {
    expect(sections[10]?.body).toEqual([
      'pgx/cyp2c19-phenotype CYP2C19*1/*1 -> Normal Metabolizer',
      'pgx/cyp2c19-phenotype CYP2C19*1/*2 -> Intermediate Metabolizer',
      'pgx/cyp2c19-phenotype CYP2C19*2/*2 -> Poor Metabolizer',
      'pgx/cyp2c19-phenotype CYP2C19*1/*17 -> Rapid Metabolizer',
    ]);
  });
});
