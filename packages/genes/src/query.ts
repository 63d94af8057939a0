import { InputError } from '@lifesci/core';
import { entrezTerm, type TermFields } from '@lifesci/eutils';

type OneOrMany<T> = T | readonly T[];

/**
 * A search of the Gene database by field. Every given field must match (the spec combines terms
 * with AND); several values of one field are ORed. Values are quoted, so spaces, boolean words (AND/OR/NOT), brackets and `#` history
 * references inside a value are searched literally instead of changing the query; a value
 * holding `"` is refused (Entrez cannot quote it).
 */
export interface GeneQuery {
  /** Gene symbol or name, `[gene]`. */
  gene?: OneOrMany<string>;
  /** Organism name, scientific or common, `[organism]`. */
  organism?: OneOrMany<string>;
  /** NCBI Taxonomy id, `[taxid]`. */
  taxid?: OneOrMany<number>;
  /** Disease or phenotype, `[disease]`. */
  disease?: OneOrMany<string>;
  /** Chromosome name ('17', 'X', 'MT'), `[chromosome]`. */
  chromosome?: OneOrMany<string>;
  /** Gene Ontology biological process term, `[biological process]`. */
  biologicalProcess?: OneOrMany<string>;
  /** Gene Ontology molecular function term, `[molecular function]`. */
  molecularFunction?: OneOrMany<string>;
  /** Gene Ontology cellular component term, `[cellular component]`. */
  cellularComponent?: OneOrMany<string>;
  /** Words searched in every field (no tag). */
  text?: string;
}

/** The spec's field tags, in the order terms are written (words in every field first). */
const GENE_FIELDS: TermFields<GeneQuery> = {
  text: {},
  gene: { tag: 'gene' },
  organism: { tag: 'organism' },
  taxid: { tag: 'taxid', kind: 'integer', rule: 'a positive integer taxonomy id' },
  disease: { tag: 'disease' },
  chromosome: { tag: 'chromosome' },
  biologicalProcess: { tag: 'biological process' },
  molecularFunction: { tag: 'molecular function' },
  cellularComponent: { tag: 'cellular component' },
};

/** Builds the Entrez term of a `GeneQuery`: `"BRCA1"[gene] AND 9606[taxid]`. */
export function geneQuery(query: GeneQuery): string {
  if (typeof query === 'string') throw new InputError('query', 'a GeneQuery object');
  return entrezTerm(GENE_FIELDS, query);
}

/** A raw Entrez term is passed through (trimmed); a `GeneQuery` is built with `geneQuery`. */
export function toTerm(query: string | GeneQuery): string {
  return entrezTerm(GENE_FIELDS, query);
}
