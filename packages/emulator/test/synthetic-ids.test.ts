import { describe, expect, it } from 'vitest';
import { AID_BASE, catalogFor as compoundsFor } from '../src/services/compounds/catalog.js';
import { catalogFor as gwasFor } from '../src/services/gwas/data/catalog.js';
import real from '../src/services/gwas/data/real.json' with { type: 'json' };
import { catalogFor as pgxFor } from '../src/services/pgx/catalog.js';

// Generated records must never name real ones: their identifiers lie outside the ranges the real
// services issue (PubMed ids near 40 million, GWAS Catalog association ids in the hundreds of
// millions, PubChem SIDs near half a billion, PharmGKB accessions PA + at most 9 digits) and their
// titles are marked. Synthetic PubMed ids take blocks of
// their own: 80-88.99M the GWAS publications, 89M the PubChem assays, 90M+ the trials' references.

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
