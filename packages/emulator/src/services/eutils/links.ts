import { memoize } from '../../memo.js';
import type { Catalog } from './data/catalog.js';
import { condition, medgenUid } from './data/conditions.js';
import { geneDetails } from './data/gene-details.js';
import type { Gene } from './data/genes.js';
import { genePubmed } from './data/publications.js';
import type { EmulatedDb } from './dbs/registry.js';

/** Genes of each organism and chromosome sorted by position, to find genomic neighbours. */
const byChromosome = memoize((catalog: Catalog) => {
  const byChr = new Map<string, Gene[]>();
  for (const g of catalog.genes.genes) {
    const list = byChr.get(`${g.taxId}:${g.chr}`);
    if (list) list.push(g);
    else byChr.set(`${g.taxId}:${g.chr}`, [g]);
  }
  for (const list of byChr.values()) list.sort((a, b) => a.start - b.start);
  return byChr;
});

const desc = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => b - a);

/** The ids linked from one record under one link name (empty when there are none). */
export function linkedIds(catalog: Catalog, dbFrom: EmulatedDb, linkName: string, id: number): number[] {
  if (dbFrom === 'gene') {
    const gene = catalog.genes.byId.get(id);
    if (!gene) return [];
    switch (linkName) {
      case 'gene_clinvar':
        return (catalog.clinvar.byGene.get(gene.id) ?? []).map((r) => r.variationId);
      case 'gene_snp':
        return desc((catalog.clinvar.byGene.get(gene.id) ?? []).flatMap((r) => (r.rsid ? [r.rsid] : [])));
      case 'gene_gene_neighbors': {
        const order = byChromosome(catalog).get(`${gene.taxId}:${gene.chr}`) ?? [];
        const at = order.indexOf(gene);
        return order
          .slice(Math.max(0, at - 5), at + 6)
          .filter((g) => g !== gene)
          .map((g) => g.id);
      }
      case 'gene_medgen':
        return desc(gene.conditionKeys.map((k) => medgenUid(condition(k))));
      case 'gene_pubmed':
        return [...genePubmed(gene)];
      case 'gene_pubmed_rif':
        return desc(geneDetails(gene, catalog.genes).generifs.map((r) => r.pmid));
      case 'gene_nuccore_refseqrna':
        return desc(geneDetails(gene, catalog.genes).transcripts.map((t) => t.gi));
      case 'gene_nuccore': {
        const d = geneDetails(gene, catalog.genes);
        return desc([
          ...d.transcripts.map((t) => t.gi),
          d.genomicGi.current,
          ...(d.refSeqGene ? [d.refSeqGene.gi] : []),
        ]);
      }
      case 'gene_protein':
      case 'gene_protein_refseq':
        return desc(
          geneDetails(gene, catalog.genes).transcripts.flatMap((t) => (t.protein ? [t.protein.gi] : [])),
        );
      default:
        return [];
    }
  }
  const record = catalog.clinvar.byId.get(id);
  if (!record) return [];
  switch (linkName) {
    case 'clinvar_gene':
      return [record.gene.id];
    case 'clinvar_pubmed':
      return desc(record.pmids);
    case 'clinvar_medgen':
      return desc(record.conditions.map(medgenUid));
    case 'clinvar_snp':
      return record.rsid ? [record.rsid] : [];
    default:
      return [];
  }
}
