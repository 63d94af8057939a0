import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../src/services/eutils/data/catalog.js';
import { CHROMOSOMES } from '../src/services/eutils/data/chromosomes.js';
import { REAL_VARIATION_IDS } from '../src/services/eutils/data/clinvar.js';
import { submissions } from '../src/services/eutils/data/clinvar-details.js';
import { GERMLINE, REVIEW, VARIANT_TYPES } from '../src/services/eutils/data/clinvar-vocab.js';
import { CONDITIONS } from '../src/services/eutils/data/conditions.js';
import { CURATED_HUMAN_GENES } from '../src/services/eutils/data/curated-genes.js';
import { geneDetails } from '../src/services/eutils/data/gene-details.js';
import { genePubmed } from '../src/services/eutils/data/publications.js';
import { linkedIds } from '../src/services/eutils/links.js';

const catalog = new Catalog(1);
const { genes, clinvar } = catalog;
const human = genes.genes.filter((g) => g.taxId === 9606);

describe('emulated Gene data', () => {
  it('holds at least 500 human genes with unique ids, and unique symbols per organism', () => {
    expect(human.length).toBeGreaterThanOrEqual(500);
    expect(new Set(genes.genes.map((g) => g.id)).size).toBe(genes.genes.length);
    expect(new Set(genes.genes.map((g) => `${g.taxId}:${g.symbol.toLowerCase()}`)).size).toBe(
      genes.genes.length,
    );
  });

  it('carries the real pharmacogenes and reference genes with their real ids, chromosomes and bands', () => {
    const real: Array<[string, number, string, string]> = [
      ['CYP2D6', 1565, '22', '22q13.2'],
      ['CYP2C19', 1557, '10', '10q23.33'],
      ['CYP2C9', 1559, '10', '10q23.33'],
      ['CYP3A5', 1577, '7', '7q22.1'],
      ['VKORC1', 79001, '16', '16p11.2'],
      ['TPMT', 7172, '6', '6p22.3'],
      ['DPYD', 1806, '1', '1p21.3'],
      ['SLCO1B1', 10599, '12', '12p12.1'],
      ['UGT1A1', 54658, '2', '2q37.1'],
      ['NUDT15', 55270, '13', '13q14.2'],
      ['HLA-B', 3106, '6', '6p21.33'],
      ['G6PD', 2539, 'X', 'Xq28'],
      ['IFNG', 3458, '12', '12q15'],
      ['NEFL', 4747, '8', '8p21.2'],
      ['BRCA1', 672, '17', '17q21.31'],
      ['BRCA2', 675, '13', '13q13.1'],
      ['TP53', 7157, '17', '17p13.1'],
      ['TSC2', 7249, '16', '16p13.3'],
      ['KCNQ2', 3785, '20', '20q13.33'],
      ['CFTR', 1080, '7', '7q31.2'],
    ];
    for (const [symbol, id, chr, map] of real) {
      const gene = genes.byId.get(id);
      expect(gene, symbol).toBeDefined();
      expect([gene?.symbol, gene?.chr, gene?.map, gene?.taxId]).toEqual([symbol, chr, map, 9606]);
    }
  });

  it('places every gene inside its chromosome, with a GRCh37 span of the same length for human genes', () => {
    const lengths = new Map(CHROMOSOMES.map((c) => [c.name, c.length]));
    for (const g of human) {
      expect(g.start).toBeGreaterThan(0);
      expect(g.end).toBeGreaterThanOrEqual(g.start);
      expect(g.end).toBeLessThanOrEqual(lengths.get(g.chr)!);
      // Real GRCh37 spans of curated genes differ from GRCh38 as the assemblies do.
      if (!g.curated) expect(g.grch37!.end - g.grch37!.start).toBe(g.end - g.start);
      else expect(g.grch37!.end).toBeGreaterThan(g.grch37!.start);
      expect(g.map.startsWith(g.chr)).toBe(true);
    }
  });

  it('makes every generated gene unmistakably synthetic: LOC symbol, marked name, no aliases, family wording kept', () => {
    const generated = human.filter((g) => !g.curated);
    expect(generated.length).toBeGreaterThan(1_000);
    for (const g of generated) {
      expect(g.id).toBeGreaterThanOrEqual(900_100_000);
      expect(g.symbol).toBe(`LOC${g.id}`);
      expect(g.name).toMatch(/^[a-zA-Z].* \[synthetic\]$/);
      expect(g.name).not.toMatch(/\{|lorem|ipsum|placeholder|TODO/i);
      expect(g.aliases).toEqual([]);
    }
    // Searches by family wording still find a mix of kinds.
    const names = new Set(generated.map((g) => g.name.replace(/chromosome \w+ /, 'chromosome N ')));
    expect(names.size).toBeGreaterThan(20);
    expect(names).toContain('zinc finger protein [synthetic]');
    const types = new Set(generated.map((g) => g.type));
    expect([...types].sort()).toEqual(['ncRNA', 'protein-coding', 'pseudo', 'snoRNA']);
  });

  it('gives no generated gene a cross-reference a real record could have, and no real gene a drawn one in a real range', () => {
    // RefSeq numbers have six digits, or nine starting with 0; these have nine starting with 9.
    const synthetic = /^[NX][MRPG]_9\d{8}$/;
    const isSyntheticId = (n: number) => n >= 900_000_000;
    const curated = new Map(CURATED_HUMAN_GENES.map((c) => [c.id, c]));
    for (const g of genes.genes) {
      const d = geneDetails(g, genes);
      if (!g.curated) {
        expect([g.hgnc, g.mim, g.ensembl, g.uniprot]).toEqual([undefined, undefined, undefined, undefined]);
        if (g.rna) expect(g.rna.split('.')[0]).toMatch(synthetic);
        if (g.protein) expect(g.protein.split('.')[0]).toMatch(synthetic);
      } else if (g.taxId === 9606) {
        // Curated genes' ids come from curated-genes.json only (no Ensembl id is made up).
        expect(g.ensembl).toBe(curated.get(g.id)!.ensembl);
      } else {
        // The orthologs' real RefSeqs are not on file.
        expect(g.rna!.split('.')[0]).toMatch(synthetic);
      }
      // Transcripts beyond the stated one, their proteins and the RefSeqGene are drawn.
      for (const t of d.transcripts.slice(g.curated && g.taxId === 9606 ? 1 : 0)) {
        expect(t.accession).toMatch(synthetic);
        if (t.protein) expect(t.protein.accession).toMatch(synthetic);
      }
      if (d.refSeqGene) expect(d.refSeqGene.accession).toMatch(synthetic);
      const gis = [
        ...d.transcripts.flatMap((t) => [t.gi, t.protein?.gi ?? 9e9]),
        ...Object.values(d.genomicGi),
      ];
      for (const gi of gis) expect(gi).toBeGreaterThanOrEqual(9_000_000_000);
      const others = [d.biogrid, d.homologene ?? 9e8, ...d.interactions.map((x) => x.partnerBiogrid)];
      for (const id of [...others, ...d.markers.map((m) => m.uniSts)]) expect(isSyntheticId(id)).toBe(true);
      for (const name of d.markers.flatMap((m) => [m.name, ...m.aliases]))
        expect(Number(/\d+$/.exec(name)![0])).toBeGreaterThanOrEqual(900_000_000);
    }
  });

  it('invents no interactions or pathways for real genes, and marks every GeneRIF sentence synthetic', () => {
    let invented = 0;
    for (const g of genes.genes) {
      const d = geneDetails(g, genes);
      if (g.curated) expect([d.interactions, d.pathways]).toEqual([[], []]);
      else expect(d.interactions.filter((x) => x.partner.curated)).toEqual([]);
      invented += d.interactions.length + d.pathways.length;
      for (const rif of d.generifs) expect(rif.text).toMatch(/\.? \[synthetic\]$/);
    }
    expect(invented).toBeGreaterThan(1_000);
    expect(geneDetails(genes.byId.get(672)!, genes).generifs.length).toBeGreaterThan(10);
  });

  it('is a pure function of the seed', () => {
    const again = new Catalog(1);
    expect(again.genes.genes.map((g) => [g.id, g.symbol, g.start])).toEqual(
      genes.genes.map((g) => [g.id, g.symbol, g.start]),
    );
    const other = new Catalog(2);
    // Curated genes stay put; the generated ones differ.
    expect(other.genes.byId.get(672)?.start).toBe(genes.byId.get(672)?.start);
    expect(other.genes.genes.slice(-50).map((g) => g.symbol)).not.toEqual(
      genes.genes.slice(-50).map((g) => g.symbol),
    );
  });

  it('draws full-record details deterministically: transcripts inside the gene, proteins on coding ones', () => {
    const brca1 = genes.byId.get(672)!;
    const d = geneDetails(brca1, genes);
    expect(d.transcripts[0]).toMatchObject({ accession: 'NM_007294', version: 4 });
    expect(d.transcripts[0]?.protein).toMatchObject({ accession: 'NP_009225', version: 1, length: 1863 });
    for (const t of d.transcripts) {
      for (const [from, to] of [...t.exons, ...t.cds]) {
        expect(from).toBeGreaterThanOrEqual(brca1.start - 1);
        expect(to).toBeLessThanOrEqual(brca1.end - 1);
        expect(to).toBeGreaterThanOrEqual(from);
      }
    }
    expect(d.generifs.length).toBeGreaterThan(10);
    expect(d.generifs.every((r) => r.text.includes('BRCA1') || !r.text.includes('{'))).toBe(true);
    expect(
      geneDetails(new Catalog(1).genes.byId.get(672)!, new Catalog(1).genes).transcripts.map((t) => t.gi),
    ).toEqual(d.transcripts.map((t) => t.gi));
  });
});

describe('building the data', () => {
  it('builds a seed in slices, letting the event loop run in between (the request log keeps true arrival times)', async () => {
    const cold = new Catalog(77);
    let done = false;
    let turns = 0;
    const spin = (async () => {
      while (!done) {
        turns++;
        await nextTurn();
      }
    })();
    await cold.ready('clinvar');
    done = true;
    await spin;
    expect(turns).toBeGreaterThan(20);
    expect(cold.clinvar.records.length).toBe(clinvar.records.length);
  });
});

describe('emulated ClinVar data', () => {
  it('holds at least 2,000 records (more than ESearch can page), with unique ids and accessions', () => {
    expect(clinvar.records.length).toBeGreaterThanOrEqual(2_000);
    expect(clinvar.records.length).toBeGreaterThan(10_000);
    expect(new Set(clinvar.records.map((r) => r.variationId)).size).toBe(clinvar.records.length);
    const rcvs = clinvar.records.flatMap((r) => r.rcvs.map((x) => x.accession));
    expect(new Set(rcvs).size).toBe(rcvs.length);
    for (const r of clinvar.records) {
      expect(r.accession).toBe(`VCV${String(r.variationId).padStart(9, '0')}`);
      for (const x of r.rcvs) expect(x.accession).toMatch(/^RCV\d{9}$/);
    }
  });

  it('names variants in HGVS on the gene transcript and places them in the gene on GRCh38 (and GRCh37 when mapped)', () => {
    for (const r of clinvar.records) {
      expect(r.gene.taxId).toBe(9606);
      expect(genes.byId.get(r.gene.id)).toBe(r.gene);
      expect(r.name.startsWith(`${r.gene.rna}(${r.gene.symbol}):c.`)).toBe(true);
      // Promoter changes (CYP2C19*17, c.-806C>T) lie up to 2 kb before the transcript.
      const upstream = r.cdna.startsWith('c.-') ? 2_000 : 0;
      expect(r.start38).toBeGreaterThanOrEqual(r.gene.start - upstream);
      expect(r.stop38).toBeLessThanOrEqual(r.gene.end + 10);
      if (r.start37 !== undefined && !REAL_VARIATION_IDS.has(r.variationId)) {
        expect(r.start37 - r.gene.grch37!.start).toBe(r.start38 - r.gene.start);
      }
    }
    expect(clinvar.records.filter((r) => r.start37 === undefined).length).toBeGreaterThan(0);
  });

  it('uses ClinVar variant-type, classification and review-status strings, with somatic and oncogenicity classifications on some', () => {
    const germline = new Set<string>(Object.values(GERMLINE));
    const reviews = new Set<string>(Object.values(REVIEW));
    for (const r of clinvar.records) {
      expect(VARIANT_TYPES).toContain(r.type);
      if (r.germline) {
        expect(germline.has(r.germline.description)).toBe(true);
        expect(reviews.has(r.germline.reviewStatus)).toBe(true);
      } else {
        expect(r.somaticImpact ?? r.oncogenicity).toBeDefined();
      }
    }
    const somatic = clinvar.records.filter((r) => r.somaticImpact);
    expect(somatic.length).toBeGreaterThan(50);
    expect(somatic.every((r) => r.gene.kind === 'cancer')).toBe(true);
    expect(clinvar.records.filter((r) => r.oncogenicity).length).toBeGreaterThan(20);
    expect(
      clinvar.records
        .filter((r) => r.germline?.description === GERMLINE.drugResponse)
        .every((r) => r.gene.kind === 'pgx'),
    ).toBe(true);
  });

  it('keeps the real records users look up first with their real ids and positions', () => {
    const tsc2 = clinvar.byId.get(12397)!;
    expect([
      tsc2.accession,
      tsc2.gene.symbol,
      tsc2.cdna,
      tsc2.proteinChange,
      tsc2.start38,
      tsc2.start37,
      tsc2.rsid,
    ]).toEqual(['VCV000012397', 'TSC2', 'c.1832G>A', 'R611Q', 2070571, 2120572, 28934872]);
    expect(clinvar.byId.get(13961)?.proteinChange).toBe('V600E');
    expect(clinvar.byId.get(7105)?.proteinChange).toBe('F508del');
  });

  it('links consistently: conditions carry MedGen ids, citations come from the gene record, submissions match counts', () => {
    const cuis = new Set(CONDITIONS.map((c) => c.cui));
    for (const r of clinvar.records.slice(0, 2_000)) {
      for (const c of r.conditions) expect(cuis.has(c.cui)).toBe(true);
      const pool = new Set(genePubmed(r.gene));
      for (const pmid of r.pmids) expect(pool.has(pmid)).toBe(true);
      expect(submissions(r)).toHaveLength(r.submissions);
      expect(linkedIds(catalog, 'clinvar', 'clinvar_gene', r.variationId)).toEqual([r.gene.id]);
    }
    const brca1 = linkedIds(catalog, 'gene', 'gene_clinvar', 672);
    expect(brca1.length).toBe(clinvar.byGene.get(672)?.length);
    expect(brca1.length).toBeGreaterThanOrEqual(CURATED_HUMAN_GENES.find((g) => g.id === 672)!.variants);
  });
});
