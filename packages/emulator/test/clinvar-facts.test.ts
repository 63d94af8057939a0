// Every emulated ClinVar record states a protein change its DNA change can produce under the
// genetic code, the real records are the ones users can look up, and every generated record says
// it is synthetic. Checked over all 12,000 records, not a sample.
import { readFileSync } from 'node:fs';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { codonsFor, ONE_LETTER, reverseComplement, translate } from '../src/genetic-code.js';
import { Catalog } from '../src/services/eutils/data/catalog.js';
import { type ClinVarRecord, REAL_VARIATION_IDS } from '../src/services/eutils/data/clinvar.js';
import { submissions } from '../src/services/eutils/data/clinvar-details.js';
import { GERMLINE } from '../src/services/eutils/data/clinvar-vocab.js';
import { CONDITIONS, medgenUid, traitIds } from '../src/services/eutils/data/conditions.js';
import { SYNTHETIC_ID_BASE, SYNTHETIC_MARK, SYNTHETIC_RS_BASE } from '../src/synthetic.js';

const { clinvar } = new Catalog(1);
const records = clinvar.records;

const SNV = /^c\.(\d+)([ACGT])>([ACGT])$/;
const NONCODING_SNV = /^c\.(?:-\d+|\*\d+|\d+[+-]\d+)([ACGT])>([ACGT])$/;
const PROTEIN = /^p\.([A-Z][a-z]{2})(\d+)(.*)$/;

const mutate = (codon: string, at: number, base: string) => codon.slice(0, at) + base + codon.slice(at + 1);

/** Why the record's protein change cannot follow from its coding SNV, or undefined when it can. */
function snvProblem(r: ClinVarRecord): string | undefined {
  const snv = SNV.exec(r.cdna);
  if (!snv) return undefined;
  const c = Number(snv[1]);
  const [ref, alt] = [snv[2]!, snv[3]!];
  const p = PROTEIN.exec(r.proteinHgvs ?? '');
  if (!p) return 'a coding SNV without a protein change';
  const codon = Number(p[2]);
  if (codon !== Math.ceil(c / 3)) return `c.${c} is in codon ${Math.ceil(c / 3)}, not ${codon}`;
  if (codon > r.gene.aa) return `codon ${codon} is past the protein's ${r.gene.aa} residues`;
  const at = (c - 1) % 3;
  const from = ONE_LETTER.get(p[1]!);
  const to = p[3] === '=' ? from : ONE_LETTER.get(p[3]!);
  if (from === undefined || to === undefined || from === '*') return `unreadable ${r.proteinHgvs}`;
  const expected = from === to ? 'synonymous variant' : to === '*' ? 'nonsense' : 'missense variant';
  if (r.consequence.name !== expected)
    return `${r.proteinHgvs} is a ${expected}, not a ${r.consequence.name}`;
  if (r.codons) {
    const [before, after] = r.codons;
    if (before[at] !== ref || mutate(before, at, alt) !== after)
      return `codons ${before}>${after} are not ${r.cdna}`;
    if (translate(before) !== from || translate(after) !== to)
      return `${before}>${after} does not encode ${r.proteinHgvs}`;
    return undefined;
  }
  // Without the codon: some codon of the reference residue must carry the base and give the change.
  const possible = codonsFor(from).some((x) => x[at] === ref && translate(mutate(x, at, alt)) === to);
  return possible ? undefined : `no ${p[1]} codon turns into ${p[3]} by ${ref}>${alt} at its base ${at + 1}`;
}

describe('emulated ClinVar: protein changes follow from DNA changes', () => {
  it('every coding SNV names a protein change its codon can produce (synonymous keeps the residue, Ter only from a stop codon)', () => {
    const snvs = records.filter((r) => SNV.test(r.cdna));
    expect(snvs.length).toBeGreaterThan(5_000);
    const problems = snvs.flatMap((r) => {
      const why = snvProblem(r);
      return why ? [`${r.accession} ${r.name}: ${why}`] : [];
    });
    expect(problems).toEqual([]);
    // All three effects are represented, so the rules above are exercised.
    for (const kind of ['missense variant', 'synonymous variant', 'nonsense'])
      expect(snvs.filter((r) => r.consequence.name === kind).length).toBeGreaterThan(100);
  });

  it('checks codon by codon where the record carries its codons, which every generated coding SNV does', () => {
    const coding = records.filter((r) => r.synthetic && SNV.test(r.cdna));
    expect(coding.every((r) => r.codons !== undefined)).toBe(true);
  });

  it('gives non-coding changes (UTR, intron, splice, upstream) no protein change', () => {
    const noncoding = records.filter((r) => NONCODING_SNV.test(r.cdna));
    expect(noncoding.length).toBeGreaterThan(1_000);
    for (const r of noncoding) expect([r.accession, r.proteinHgvs]).toEqual([r.accession, undefined]);
  });

  it('reads one reference protein per gene: records at the same residue name the same amino acid', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const r of records) {
      const p = PROTEIN.exec(r.proteinHgvs ?? '');
      if (!p) continue;
      const key = `${r.gene.symbol}:${p[2]}`;
      const before = seen.get(key);
      if (before !== undefined && before !== p[1])
        clashes.push(`${key} is ${before} and ${p[1]} (${r.accession})`);
      seen.set(key, p[1]!);
    }
    expect(clashes).toEqual([]);
  });

  it('frames indels by their length: in-frame only for whole codons, frameshift otherwise', () => {
    for (const r of records.filter((x) => x.type !== 'single nucleotide variant')) {
      const del = /^c\.(\d+)(?:_(\d+))?del$/.exec(r.cdna);
      const dup = /^c\.(\d+)(?:_(\d+))?dup$/.exec(r.cdna);
      const ins = /^c\.\d+_\d+ins([ACGT]+)$/.exec(r.cdna);
      const delins = /^c\.(\d+)(?:_(\d+))?delins([ACGT]+)$/.exec(r.cdna);
      let change: number;
      if (del ?? dup) {
        const m = (del ?? dup)!;
        change = Number(m[2] ?? m[1]) - Number(m[1]) + 1;
      } else if (ins) change = ins[1]!.length;
      else if (delins) change = Number(delins[2] ?? delins[1]) - Number(delins[1]) + 1 - delins[3]!.length;
      else throw new Error(`unparsed ${r.cdna}`);
      const inframe = change % 3 === 0;
      expect([r.accession, r.consequence.name.startsWith('inframe')]).toEqual([r.accession, inframe]);
      expect([r.accession, r.proteinHgvs?.endsWith('fs')]).toEqual([r.accession, !inframe]);
    }
  });

  it('writes the VCF alleles of an SNV on the genome strand: the coding bases, complemented on minus-strand genes', () => {
    for (const r of records) {
      const snv = SNV.exec(r.cdna);
      if (!snv) continue;
      const [ref, alt] =
        r.gene.strand === '-' ? [reverseComplement(snv[2]!), reverseComplement(snv[3]!)] : [snv[2], snv[3]];
      expect([r.accession, r.ref, r.alt]).toEqual([r.accession, ref, alt]);
    }
  });
});

describe('emulated ClinVar: real records are real, generated ones say they are synthetic', () => {
  it('marks every generated record in its title and numbers it outside real ranges (VCV, RCV, AlleleID, rs)', () => {
    const generated = records.filter((r) => !REAL_VARIATION_IDS.has(r.variationId));
    expect(generated.length).toBe(records.length - REAL_VARIATION_IDS.size);
    for (const r of generated) {
      expect(r.synthetic).toBe(true);
      expect(r.name.endsWith(SYNTHETIC_MARK)).toBe(true);
      expect(r.variationId).toBeGreaterThan(SYNTHETIC_ID_BASE);
      expect(r.alleleId).toBeGreaterThan(SYNTHETIC_ID_BASE);
      if (r.rsid !== undefined) expect(r.rsid).toBeGreaterThan(SYNTHETIC_RS_BASE);
    }
    for (const r of records)
      for (const rcv of r.rcvs) expect(Number(rcv.accession.slice(3))).toBeGreaterThan(SYNTHETIC_ID_BASE);
  });

  it('numbers every drawn submission (SCV and assertion id) outside real ranges, on real records too', () => {
    for (const r of records.slice(0, 3_000))
      for (const s of submissions(r)) {
        expect(Number(s.scv.slice(3))).toBeGreaterThan(SYNTHETIC_ID_BASE);
        expect(s.assertionId).toBeGreaterThan(SYNTHETIC_ID_BASE);
      }
    for (const id of REAL_VARIATION_IDS)
      expect(submissions(clinvar.byId.get(id)!).every((s) => /^SCV9\d{8}$/.test(s.scv))).toBe(true);
  });

  it('gives every real record its source and no synthetic mark', () => {
    const real = records.filter((r) => REAL_VARIATION_IDS.has(r.variationId));
    expect(real.length).toBe(REAL_VARIATION_IDS.size);
    for (const r of real) {
      expect(r.synthetic).toBe(false);
      expect(r.source).toMatch(
        new RegExp(`^https://www\\.ncbi\\.nlm\\.nih\\.gov/clinvar/variation/${r.variationId}/`),
      );
      expect(r.name).not.toContain(SYNTHETIC_MARK);
    }
  });

  it("gives a condition ClinVar's trait and trait-set ids where the recorded VCV shows them, ids above every real one otherwise, and MedGen UIDs above every real one", () => {
    const recorded = readFileSync(realFixtureUrl('ncbi-clinvar/clinvar_vcv_12000.xml'), 'utf8');
    // TraitSet ID, Trait ID and the trait's MedGen CUI, as the recording states each condition.
    const sets = [
      ...recorded.matchAll(
        /<TraitSet ID="(\d+)"[^>]*>\s*<Trait ID="(\d+)"[\s\S]*?<XRef ID="(C\w+)" DB="MedGen"\/>/g,
      ),
    ];
    const byCui = new Map(sets.map((m) => [m[3], { traitId: Number(m[2]), traitSetId: Number(m[1]) }]));
    let matched = 0;
    for (const c of CONDITIONS) {
      const ids = traitIds(c);
      const real = byCui.get(c.cui);
      expect(medgenUid(c)).toBeGreaterThan(SYNTHETIC_ID_BASE);
      if (!real) expect(Math.min(ids.traitId, ids.traitSetId)).toBeGreaterThan(SYNTHETIC_ID_BASE);
      else {
        matched++;
        expect([c.key, ids]).toEqual([c.key, real]);
      }
    }
    expect(matched).toBe(4);
  });

  it("holds CYP2C19's *2 and *17 as ClinVar holds them, the only drug-response records of the gene", () => {
    const star2 = clinvar.byId.get(16897)!;
    expect([
      star2.accession,
      star2.name,
      star2.rsid,
      star2.start38,
      star2.start37,
      star2.germline?.description,
    ]).toEqual([
      'VCV000016897',
      'NM_000769.4(CYP2C19):c.681G>A (p.Pro227=)',
      4244285,
      94781859,
      96541616,
      GERMLINE.drugResponse,
    ]);
    const star17 = clinvar.byId.get(39357)!;
    expect([
      star17.accession,
      star17.name,
      star17.rsid,
      star17.start38,
      star17.germline?.description,
    ]).toEqual(['VCV000039357', 'NM_000769.4(CYP2C19):c.-806C>T', 12248560, 94761900, GERMLINE.drugResponse]);
    const drugResponse = (clinvar.byGene.get(1557) ?? []).filter(
      (r) => r.germline?.description === GERMLINE.drugResponse,
    );
    expect(drugResponse.map((r) => r.accession).sort()).toEqual(['VCV000016897', 'VCV000039357']);
  });
});
