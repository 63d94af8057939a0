import { InputError } from '@lifesci/core';

/**
 * A search of the Gene database by field. Every given field must match (the spec combines terms
 * with AND). Values are quoted, so spaces, boolean words (AND/OR/NOT) and `#` history references
 * inside a value are searched literally instead of changing the query.
 */
export interface GeneQuery {
  /** Gene symbol or name, `[gene]`. */
  gene?: string;
  /** Organism name, scientific or common, `[organism]`. */
  organism?: string;
  /** NCBI Taxonomy id, `[taxid]`. */
  taxid?: number;
  /** Disease or phenotype, `[disease]`. */
  disease?: string;
  /** Chromosome name ('17', 'X', 'MT'), `[chromosome]`. */
  chromosome?: string;
  /** Gene Ontology biological process term, `[biological process]`. */
  biologicalProcess?: string;
  /** Gene Ontology molecular function term, `[molecular function]`. */
  molecularFunction?: string;
  /** Gene Ontology cellular component term, `[cellular component]`. */
  cellularComponent?: string;
  /** Words searched in every field (no tag). */
  text?: string;
}

/** The spec's field tags, in the order terms are written. */
const FIELD_TAGS = {
  gene: 'gene',
  organism: 'organism',
  taxid: 'taxid',
  disease: 'disease',
  chromosome: 'chromosome',
  biologicalProcess: 'biological process',
  molecularFunction: 'molecular function',
  cellularComponent: 'cellular component',
} as const satisfies Record<Exclude<keyof GeneQuery, 'text'>, string>;

const KNOWN_KEYS = new Set<string>([...Object.keys(FIELD_TAGS), 'text']);

/**
 * Entrez has no escape for a double quote inside a quoted phrase, and brackets are how it reads
 * field tags, so neither can be searched safely: reject them rather than send another query.
 */
function quote(value: string, param: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new InputError(param, 'must not be empty');
  if (/["[\]]/.test(trimmed)) {
    throw new InputError(param, `must not contain '"', '[' or ']' (Entrez cannot quote them)`);
  }
  return `"${trimmed.replace(/\s+/g, ' ')}"`;
}

/** Builds the Entrez term of a `GeneQuery`: `"BRCA1"[gene] AND 9606[taxid]`. */
export function geneQuery(query: GeneQuery): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) {
    throw new InputError('query', 'an Entrez term or a GeneQuery object');
  }
  for (const key of Object.keys(query)) {
    if (!KNOWN_KEYS.has(key)) {
      throw new InputError(`query.${key}`, `one of the Gene search fields: ${[...KNOWN_KEYS].join(', ')}`);
    }
  }
  const terms: string[] = [];
  if (query.text !== undefined) terms.push(quote(String(query.text), 'query.text'));
  for (const [key, tag] of Object.entries(FIELD_TAGS) as [keyof typeof FIELD_TAGS, string][]) {
    const value = query[key];
    if (value === undefined) continue;
    if (key === 'taxid') {
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
        throw new InputError('query.taxid', 'a positive integer taxonomy id');
      }
      terms.push(`${value}[${tag}]`);
      continue;
    }
    if (typeof value !== 'string') {
      throw new InputError(`query.${key}`, 'a string');
    }
    terms.push(`${quote(value, `query.${key}`)}[${tag}]`);
  }
  if (terms.length === 0) {
    throw new InputError('query', 'at least one search field');
  }
  return terms.join(' AND ');
}

/** A raw Entrez term is passed through (trimmed); a `GeneQuery` is built with `geneQuery`. */
export function toTerm(query: string | GeneQuery): string {
  if (typeof query === 'string') {
    const term = query.trim();
    if (term === '') throw new InputError('query', 'must not be empty');
    return term;
  }
  return geneQuery(query);
}
