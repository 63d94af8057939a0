import { groupBy } from '../../group.js';
import { memoize } from '../../memo.js';
import type { Catalog } from './data/catalog.js';
import type { ClinVarRecord } from './data/clinvar.js';
import { condition, medgenUid } from './data/conditions.js';
import { geneDetails } from './data/gene-details.js';
import type { Gene } from './data/genes.js';
import { genePubmed } from './data/publications.js';
import type { EmulatedDb } from './dbs/registry.js';

/** Genes of each organism and chromosome sorted by position, to find genomic neighbours. */
const byChromosome = memoize((catalog: Catalog) => {
  const byChr = groupBy(catalog.genes.genes, (g) => [`${g.taxId}:${g.chr}`]);
  for (const list of byChr.values()) list.sort((a, b) => a.start - b.start);
  return byChr;
});

const desc = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => b - a);

const details = (gene: Gene, catalog: Catalog) => geneDetails(gene, catalog.genes);
const variants = (gene: Gene, catalog: Catalog) => catalog.clinvar.byGene.get(gene.id) ?? [];
const proteins = (gene: Gene, catalog: Catalog) =>
  desc(details(gene, catalog).transcripts.flatMap((t) => (t.protein ? [t.protein.gi] : [])));

/** Each link name's ids from one gene. */
const GENE_LINKS: Record<string, (gene: Gene, catalog: Catalog) => number[]> = {
  gene_clinvar: (gene, catalog) => variants(gene, catalog).map((r) => r.variationId),
  gene_snp: (gene, catalog) => desc(variants(gene, catalog).flatMap((r) => (r.rsid ? [r.rsid] : []))),
  gene_gene_neighbors: (gene, catalog) => {
    const order = byChromosome(catalog).get(`${gene.taxId}:${gene.chr}`) ?? [];
    const at = order.indexOf(gene);
    return order
      .slice(Math.max(0, at - 5), at + 6)
      .filter((g) => g !== gene)
      .map((g) => g.id);
  },
  gene_medgen: (gene) => desc(gene.conditionKeys.map((k) => medgenUid(condition(k)))),
  gene_pubmed: (gene) => [...genePubmed(gene)],
  gene_pubmed_rif: (gene, catalog) => desc(details(gene, catalog).generifs.map((r) => r.pmid)),
  gene_nuccore_refseqrna: (gene, catalog) => desc(details(gene, catalog).transcripts.map((t) => t.gi)),
  gene_nuccore: (gene, catalog) => {
    const d = details(gene, catalog);
    return desc([
      ...d.transcripts.map((t) => t.gi),
      d.genomicGi.current,
      ...(d.refSeqGene ? [d.refSeqGene.gi] : []),
    ]);
  },
  gene_protein: proteins,
  gene_protein_refseq: proteins,
};

/** Each link name's ids from one ClinVar record. */
const CLINVAR_LINKS: Record<string, (record: ClinVarRecord) => number[]> = {
  clinvar_gene: (record) => [record.gene.id],
  clinvar_pubmed: (record) => desc(record.pmids),
  clinvar_medgen: (record) => desc(record.conditions.map(medgenUid)),
  clinvar_snp: (record) => (record.rsid ? [record.rsid] : []),
};

/** The ids linked from one record under one link name (empty when there are none). */
export function linkedIds(catalog: Catalog, dbFrom: EmulatedDb, linkName: string, id: number): number[] {
  if (dbFrom === 'gene') {
    const gene = catalog.genes.byId.get(id);
    return gene ? (GENE_LINKS[linkName]?.(gene, catalog) ?? []) : [];
  }
  const record = catalog.clinvar.byId.get(id);
  return record ? (CLINVAR_LINKS[linkName]?.(record) ?? []) : [];
}
