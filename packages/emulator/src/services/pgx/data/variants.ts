/** Curated variants with dbSNP's coordinates and genes (variants.json); frequencies and references are generated. */
import data from './variants.json' with { type: 'json' };

export interface VariantFacts {
  rsid: string;
  chromosome: string;
  position: number;
  gene: string;
  alleles: readonly string[];
  consequence: string;
}

export const VARIANT_FACTS = data.variants as readonly VariantFacts[];
