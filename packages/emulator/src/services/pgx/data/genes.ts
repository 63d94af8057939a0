/** Pharmacogenes: HGNC symbol, name and location (genes.json); the rest of a gene record is generated. */
import data from './genes.json' with { type: 'json' };

export interface GeneFacts {
  symbol: string;
  name: string;
  chromosome: string;
  location: string;
  function: string;
}

export const GENE_FACTS = data.genes as readonly GeneFacts[];
