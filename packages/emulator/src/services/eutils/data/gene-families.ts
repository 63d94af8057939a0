import { drawWeighted, type Random } from '../../../prng.js';
import { SYNTHETIC_MARK } from '../../../synthetic.js';
import data from './gene-families.json' with { type: 'json' };

/** Entrez Gene types with the numeric values Entrezgene XML carries. */
export const GENE_TYPES = { 'protein-coding': 6, pseudo: 2, snoRNA: 7, ncRNA: 8 } as const;

export type GeneType = keyof typeof GENE_TYPES;

type Family = readonly [number, GeneType, string, string, string?];

const FAMILIES = data.families as unknown as readonly Family[];
const FAMILY_WEIGHTS = FAMILIES.map((family) => family[0]);
const SUMMARIES: Record<string, string> = data.summaries;

/**
 * A generated gene's kind, drawn from the families by weight: its type, the real family's symbol
 * prefix (which picks fitting GO terms), a name that says it is synthetic, and a summary for some.
 */
export function drawFamily(random: Random, chr: string) {
  const [, type, prefix, name, summary] = drawWeighted(random, FAMILIES, FAMILY_WEIGHTS);
  return {
    type,
    prefix,
    name: `${name.replace('{chr}', chr)}${SYNTHETIC_MARK}`,
    ...(summary && { summary: SUMMARIES[summary]! }),
  };
}
