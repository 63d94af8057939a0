// Runs the Quick start demo against the embedded emulator (bundled from the workspace sources, as
// `npm run demo` does) and reads it as a pharmacogenomics reader would: eleven sections about
// CYP2C19 and clopidogrel, no word said twice, and every fact the same as in the emulator's data
// files, whose real records say where they come from (emulator-records.ts reads them).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the repository's bundling script is plain JavaScript without types.
import { bundleExample } from '../../../tooling/scripts/bundle-example.mjs';
import { cut } from '../src/section.js';
import {
  ALLELE_FUNCTIONS,
  CLINVAR,
  COMPOUND,
  GENE,
  GENE_RECORD,
  GWAS_ABOUT,
  NAMES_PAIR,
  PLDDT,
  PROTEIN,
  REAL_ABOUT_PAIR,
  STRUCTURES,
  STRUCTURES_ABOUT,
  TRIALS,
} from './emulator-records.js';

const root = join(import.meta.dirname, '..', '..', '..');
let sections: { title: string; body: string[] }[] = [];
const body = (n: number) => sections[n - 1]?.body ?? [];

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

const vcv = (id: number) => `VCV${String(id).padStart(9, '0')}`;
const nctOf = (s: (typeof TRIALS)[number]) => s.protocolSection.identificationModule.nctId;
/** A line that says a service had nothing about the pair. */
const SAYS_NONE = /^none\b/;
/** The pair by name, or one of its records the data files hold (UniProt, PubChem, Gene, NCT, PDB, VCV ids). */
const ABOUT_PAIR = new RegExp(
  [
    NAMES_PAIR.source,
    PROTEIN.accession,
    `CID ${COMPOUND.cid}\\b`,
    `Gene ${GENE_RECORD.id}\\b`,
    ...TRIALS.map(nctOf),
    ...STRUCTURES.map((e) => `^${e.id}:`),
    ...CLINVAR.map((r) => vcv(r.variationId)),
  ].join('|'),
  'i',
);
/** The sections backed by a service whose real records may not include the pair yet. */
const OPTIONAL = { 4: 'gwas', 9: 'preprints', 10: 'protocols' } as const;

describe('the pgx brief on CYP2C19 and clopidogrel', () => {
  it('has eleven sections, each titled for the gene or the drug, none unavailable', () => {
    expect(sections.map((s) => Number.parseInt(s.title, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const s of sections) {
      expect(s.title).toMatch(NAMES_PAIR);
      expect(s.body.join('\n')).not.toMatch(/unavailable/);
    }
  });

  it('shows something about the pair in every section, and says "none" only where the emulator holds no real record of it', () => {
    const sayingNone: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const lines = body(n);
      if (lines.length === 1 && SAYS_NONE.test(lines[0] as string)) sayingNone.push(n);
      else expect([n, lines.some((l) => ABOUT_PAIR.test(l))]).toEqual([n, true]);
    }
    const withoutRealRecords = Object.entries(OPTIONAL)
      .filter(([, service]) => REAL_ABOUT_PAIR[service as keyof typeof REAL_ABOUT_PAIR].length === 0)
      .map(([n]) => Number(n));
    expect(sayingNone).toEqual(withoutRealRecords);
  });

  it('calls a label a label, never a guideline, and says no word twice in a row', () => {
    const text = sections.flatMap((s) => [s.title, ...s.body]).join('\n');
    expect(text).not.toMatch(/FDA[^\n]*guideline/i);
    expect(text.match(/\b(\w+) \1\b/gi) ?? []).toEqual([]);
  });

  it("prints no counts of the emulator's generated clinical annotations as facts", () => {
    expect(body(1).length).toBeGreaterThan(0);
    expect(body(1).filter((l) => l.startsWith('clinical annotations'))).toEqual([]);
  });

  it('gives the star alleles the functions CPIC assigns them (pgx data file)', () => {
    const alleles = body(1).filter((l) => l.startsWith('allele '));
    expect(alleles.length).toBeGreaterThan(0);
    for (const line of alleles) {
      const [, star, fn] = /^allele \S+?(\*\d+): ([^,]+)/.exec(line) ?? [];
      expect([star, fn?.toLowerCase()]).toEqual([star, ALLELE_FUNCTIONS.get(star as string)]);
    }
  });

  it("names the gene's NCBI Gene record as the curated gene data holds it", () => {
    expect(body(2)).toEqual([
      `${GENE_RECORD.symbol} (Gene ${GENE_RECORD.id}): ${GENE_RECORD.name}`,
      `chromosome ${GENE_RECORD.chr}, ${GENE_RECORD.map}`,
    ]);
  });

  it('lists exactly the real ClinVar drug-response records of the gene, each with its source noted', () => {
    expect(CLINVAR.length).toBeGreaterThan(0);
    const lines = body(3);
    expect(lines.map((l) => l.split(' ')[0]).sort()).toEqual(CLINVAR.map((r) => vcv(r.variationId)).sort());
    for (const r of CLINVAR) {
      expect(r.source).toMatch(
        new RegExp(`^https://www\\.ncbi\\.nlm\\.nih\\.gov/clinvar/variation/${r.variationId}/`),
      );
      const line = lines.find((l) => l.startsWith(vcv(r.variationId))) as string;
      expect(line).toContain(`(${GENE}):${r.shape.cdna}`);
      if (r.shape.proteinHgvs) expect(line).toContain(`(${r.shape.proteinHgvs})`);
      expect(line).toMatch(/: drug response$/);
    }
  });

  it('lists the real GWAS associations mapped to the gene with their study, trait, risk allele, p-value and beta, each with its source noted', () => {
    const associations = REAL_ABOUT_PAIR.gwas;
    expect(associations.length).toBeGreaterThan(0);
    const lines = body(4);
    expect(lines).toHaveLength(associations.length);
    for (const a of associations) {
      // The data file names the page each study's values were read from.
      expect(GWAS_ABOUT).toContain(a.study);
      const beta = a.betaNum === null ? '' : `, beta ${a.betaNum} ${a.betaUnit} ${a.betaDirection}`;
      expect(lines).toContain(
        `${a.study} (${a.trait}): ${a.riskAllele}, p = ${a.mantissa}e${a.exponent}${beta}`,
      );
    }
  });

  it('lists the real trials of the drug with the gene as their registry records give them', () => {
    expect(TRIALS.length).toBeGreaterThan(0);
    const lines = body(5);
    expect(lines[0]).toBe(`${TRIALS.length} ${TRIALS.length === 1 ? 'trial' : 'trials'}:`);
    for (const s of TRIALS) {
      const { acronym, briefTitle } = s.protocolSection.identificationModule;
      const status = s.protocolSection.statusModule.overallStatus.toLowerCase();
      expect(lines).toContain(
        `${nctOf(s)} ${acronym ? `${acronym}: ` : ''}${cut(briefTitle, 70)} (${status})`,
      );
    }
  });

  it('shows the real structures of the protein with their method, resolution, chains and ligands; anything else is marked synthetic', () => {
    expect(STRUCTURES.length).toBeGreaterThan(0);
    const lines = body(6);
    expect(lines[0]).toMatch(new RegExp(`^\\d+ with ${PROTEIN.accession}:$`));
    for (const e of STRUCTURES) {
      // The data file says where each real entry's facts come from.
      expect(STRUCTURES_ABOUT).toContain(e.id);
      const line = lines.find((l) => l.startsWith(`${e.id}: `));
      expect(line, `${e.id} is listed`).toBeDefined();
      const chains = e.polymers.reduce((n, p) => n + p.chains.length, 0);
      expect(line).toMatch(new RegExp(`^${e.id}: ${e.method.slice(0, 5)}`, 'i'));
      if (e.resolution !== undefined) expect(line).toContain(`${e.resolution.toFixed(2)} Å`);
      expect(line).toContain(`${chains} ${chains === 1 ? 'chain' : 'chains'}`);
      for (const l of e.ligands) expect(line).toContain(l.compId);
      expect(line).not.toContain('[synthetic]');
    }
    for (const line of lines.slice(1).filter((l) => !STRUCTURES.some((e) => l.startsWith(`${e.id}: `))))
      expect(line).toMatch(/ \[synthetic\]$/);
  });

  it("gives the AlphaFold model the protein's real length and AlphaFold DB's own mean confidence", () => {
    const scores = PLDDT.scores ?? [];
    // The data file says which model file the scores were read from.
    expect(PLDDT.about).toMatch(new RegExp(`AF-${PROTEIN.accession}-F1-model_v\\d+\\.pdb`));
    expect(scores).toHaveLength(PROTEIN.sequence.length);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(body(7)).toEqual([
      `AF-${PROTEIN.accession}-F1 (${PROTEIN.description}, UniProt ${PROTEIN.accession}): ${PROTEIN.sequence.length} residues, mean pLDDT ${mean.toFixed(1)}`,
    ]);
  });

  it('lists the real medRxiv preprints about the pair, each with its source and what it left unconfirmed', () => {
    const preprints = REAL_ABOUT_PAIR.preprints;
    expect(preprints.length).toBeGreaterThan(0);
    // The brief shows the first three of the window, oldest first, as the service sends them.
    const shown = [...preprints].sort((a, b) => a.date.localeCompare(b.date)).slice(0, 3);
    expect(body(9)).toEqual(shown.map((p) => `${p.doi} v${p.version}: ${cut(p.title, 70)}`));
    for (const p of preprints) {
      expect(p.server).toBe('medRxiv');
      // Each record names the page its facts were read from, and lists the fields no source confirmed.
      expect(p.source).toContain(`https://medrxiv.org/content/${p.doi}v${p.version}`);
      expect(p.notConfirmed).toContain('date');
    }
  });

  it("shows PubChem's record of the drug: its CID, weight and XLogP as the compound data holds them", () => {
    const { MolecularWeight, XLogP } = COMPOUND.properties;
    const [line = ''] = body(8);
    expect(line.startsWith(`CID ${COMPOUND.cid}: `)).toBe(true);
    expect(line.endsWith(`, ${MolecularWeight} g/mol, XLogP ${XLogP}`)).toBe(true);
  });

  it("runs a gateway script whose phenotype calls follow CPIC's rules from the alleles' functions", () => {
    const lines = body(11);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const phenotypes = new Set<string>();
    for (const line of lines) {
      const [, a, b, phenotype] = /^pgx\/cyp2c19-phenotype CYP2C19(\*\d+)\/(\*\d+) -> (.+)$/.exec(line) ?? [];
      const functions = [a, b].map((star) => ALLELE_FUNCTIONS.get(star as string));
      const none = functions.filter((f) => f === 'no function').length;
      const increased = functions.filter((f) => f === 'increased function').length;
      // CPIC (clopidogrel and CYP2C19): one no-function allele makes an intermediate metabolizer,
      // two a poor one; with none, one increased-function allele a rapid, two an ultrarapid one.
      const expected =
        none === 2
          ? 'Poor Metabolizer'
          : none === 1
            ? 'Intermediate Metabolizer'
            : increased === 2
              ? 'Ultrarapid Metabolizer'
              : increased === 1
                ? 'Rapid Metabolizer'
                : 'Normal Metabolizer';
      expect([line, phenotype]).toEqual([line, expected]);
      phenotypes.add(expected);
    }
    expect(phenotypes.size).toBeGreaterThanOrEqual(3);
  });
});
