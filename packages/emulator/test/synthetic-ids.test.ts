import { describe, expect, it } from 'vitest';
import { AID_BASE, catalogFor as compoundsFor } from '../src/services/compounds/catalog.js';
import { Catalog as eutilsFor } from '../src/services/eutils/data/catalog.js';
import { CONDITIONS } from '../src/services/eutils/data/conditions.js';
import { genePubmed } from '../src/services/eutils/data/publications.js';
import { renderClinVarSet, renderVcv } from '../src/services/eutils/render/clinvar-record.js';
import { renderGeneRecord } from '../src/services/eutils/render/gene-record.js';
import { catalogFor as gwasFor } from '../src/services/gwas/data/catalog.js';
import real from '../src/services/gwas/data/real.json' with { type: 'json' };
import { catalogFor as pgxFor } from '../src/services/pgx/catalog.js';

// Generated records must never name real ones: their identifiers lie outside the ranges the real
// services issue (PubMed ids near 40 million, GWAS Catalog association ids in the hundreds of
// millions, PubChem SIDs near half a billion, PharmGKB accessions PA + at most 9 digits) and their
// titles are marked. Synthetic PubMed ids take blocks of
// their own: 80-88.99M the GWAS publications, 89M the PubChem assays, 90M+ the trials' references,
// 900M+ (nine digits, as E-utilities' other drawn ids) what the emulated Gene and ClinVar records cite.

describe('GWAS Catalog: generated records', () => {
  const catalog = gwasFor(1);
  const realPmids = real.publications.map((p) => p.pubmedId);
  const generated = catalog.publications.filter((p) => !realPmids.includes(p.pubmedId));

  it('cite PubMed ids of their own block, in titles marked [synthetic]', () => {
    expect(generated.length).toBeGreaterThan(300);
    for (const p of generated) {
      expect(Number(p.pubmedId), p.pubmedId).toBeGreaterThanOrEqual(80_000_000);
      expect(Number(p.pubmedId), p.pubmedId).toBeLessThan(89_000_000);
      expect(p.title).toMatch(/ \[synthetic\]$/);
    }
    // The real papers keep their ids and titles.
    for (const id of realPmids) expect(catalog.publication.get(id)?.title).not.toContain('[synthetic]');
  });

  it('number generated associations from 9,000,100,000, above the synthetic id of the real one', () => {
    const realIds = real.associations.map((a) => a.id);
    const ids = catalog.associations.map((a) => a.id).filter((id) => !realIds.includes(id));
    expect(ids.length).toBeGreaterThan(5_000);
    expect(Math.min(...ids)).toBe(9_000_100_000);
    expect(Math.max(...realIds)).toBeLessThan(9_000_100_000);
  });
});

describe('PubChem: generated assays', () => {
  const catalog = compoundsFor(1);
  const assays = Array.from({ length: 40 }, (_, i) => catalog.assay(AID_BASE + i + 1));

  it('have marked names, SIDs from 2,000,000,001 (still 32-bit) and PubMed ids of their own block', () => {
    for (const assay of assays) {
      expect(assay).toBeDefined();
      expect(assay?.name).toMatch(/ \[synthetic\]$/);
      for (const r of assay?.results ?? []) {
        expect(r.sid).toBeGreaterThan(2_000_000_000);
        expect(r.sid).toBeLessThan(2 ** 31);
      }
      if (assay?.pmid !== undefined) {
        expect(assay.pmid).toBeGreaterThanOrEqual(89_000_000);
        expect(assay.pmid).toBeLessThan(90_000_000);
      }
    }
    expect(assays.filter((a) => a?.pmid !== undefined).length).toBeGreaterThan(10);
  });
});

describe('PharmGKB: the accession ids the emulator gives', () => {
  const catalog = pgxFor(1);

  it('are PA9 + 9 digits, longer than any PharmGKB issues; clinical annotations are numbered from 9,449,000,000', () => {
    const records = [
      catalog.genes,
      catalog.drugs,
      catalog.guidelines,
      catalog.labels,
      catalog.pathways,
    ].flat();
    const ids = [
      ...records.map((r) => (r as { id: string }).id),
      ...catalog.alleles.map((a) => a.alleleVarId),
    ];
    expect(ids.length).toBeGreaterThan(400);
    for (const id of ids) expect(id).toMatch(/^PA9\d{9}$/);
    for (const a of catalog.annotations) expect(Number(a.id)).toBeGreaterThanOrEqual(9_449_000_000);
  });
});

describe('NCBI Gene and ClinVar: what a record cites or names beside it', () => {
  const { genes, clinvar } = new eutilsFor(1);
  const drawnPmid = (id: number) => id >= 900_000_000 && id < 1_000_000_000;
  const all = (xml: string, re: RegExp) => [...xml.matchAll(re)].map((m) => m[1]!);

  it('cites PubMed ids of their own block, on real genes and records too; recorded citations stay real', () => {
    const cited = genes.genes.flatMap((g) => genePubmed(g));
    expect(cited.length).toBeGreaterThan(50_000);
    expect(cited.filter((id) => !drawnPmid(id))).toEqual([]);
    // The only real PubMed ids in a ClinVar record are the recorded ones of its conditions.
    const recorded = new Set(
      CONDITIONS.flatMap((c) => all(JSON.stringify(c.recorded ?? {}), /"PubMed"\},"#":"(\d+)"/g)),
    );
    expect(recorded.size).toBeGreaterThan(2);
    const records = [...clinvar.records.filter((r) => !r.synthetic), ...clinvar.records.slice(0, 300)];
    const xml = records
      .map((r) => renderVcv(r) + r.rcvs.map((rcv) => renderClinVarSet(r, rcv)).join(''))
      .join('');
    const ids = all(xml, /<ID Source="PubMed">(\d+)</g);
    expect(ids.filter((id) => drawnPmid(Number(id))).length).toBeGreaterThan(300);
    expect(ids.filter((id) => !drawnPmid(Number(id)) && !recorded.has(id))).toEqual([]);
    expect(renderVcv(clinvar.byId.get(12397)!)).toContain('<ID Source="PubMed">20301399</ID>');
  });

  it('give a Conserved Domain and Related Sequences to generated genes only, with ids no real record has', () => {
    const curated = genes.genes.filter((g) => g.curated);
    for (const g of curated)
      expect(renderGeneRecord(g, genes)).not.toMatch(/Conserved Domains|Related Sequences|<Dbtag_db>CDD/);
    const xml = genes.genes
      .filter((g) => !g.curated && g.type === 'protein-coding')
      .slice(0, 60)
      .map((g) => renderGeneRecord(g, genes))
      .join('');
    expect(all(xml, /<PubMedId>(\d+)</g).filter((id) => !drawnPmid(Number(id)))).toEqual([]);
    // CDD's ids are under a million and its names cd + five digits.
    const cdd = all(xml, /<Dbtag_db>CDD<\/Dbtag_db>\s*<Dbtag_tag>\s*<Object-id>\s*<Object-id_id>(\d+)</g);
    expect(cdd.length).toBeGreaterThan(60);
    for (const id of cdd) expect(Number(id)).toBeGreaterThanOrEqual(900_000_000);
    for (const name of all(xml, /<Other-source_anchor>(cd\d+):/g)) expect(name).toMatch(/^cd9\d{8}$/);
    // GenBank's two-letter prefixes take six or eight digits; GIs are below three billion.
    const related = all(
      xml,
      /Related Sequences<\/Gene-commentary_heading>([\s\S]*?)<\/Gene-commentary_products>/g,
    );
    const genbank = related.flatMap((part) => all(part, /<Gene-commentary_accession>(\w+)</g));
    expect(genbank.length).toBeGreaterThan(60);
    for (const accession of genbank) expect(accession).toMatch(/^[A-Z]{2}9\d{8}$/);
    const gis = related.flatMap((part) => all(part, /<Object-id_id>(\d+)</g));
    expect(gis).toHaveLength(genbank.length);
    for (const gi of gis) expect(Number(gi)).toBeGreaterThanOrEqual(9_000_000_000);
  });
});
