import { drawWeighted, intBetween, pick, type Random } from '../../../prng.js';
import data from './gene-families.json' with { type: 'json' };

/** Entrez Gene types with the numeric values Entrezgene XML carries. */
export const GENE_TYPES = { 'protein-coding': 6, pseudo: 2, snoRNA: 7, ncRNA: 8 } as const;

export type GeneType = keyof typeof GENE_TYPES;

/** An integer range, one letter of a string, or (with a probability) one letter or none. */
type Variable = readonly [number, number] | string | readonly [number, string];
type Family = readonly [number, GeneType, string, string, Record<string, Variable>, string?];

const FAMILIES = data.families as unknown as readonly Family[];
const FAMILY_WEIGHTS = FAMILIES.map((family) => family[0]);
const SUMMARIES: Record<string, string> = data.summaries;

/** Roman numerals up to 39 (collagen types are numbered I to XXVIII). */
const roman = (n: number): string =>
  'X'.repeat(Math.floor(n / 10)) + ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'][n % 10];

/** A generated gene's symbol, name and type (and a summary for some), drawn from the families by weight. */
export function drawFamilyMember(random: Random, chr: string) {
  const [, type, symbol, name, variables, summary] = drawWeighted(random, FAMILIES, FAMILY_WEIGHTS);
  const values: Record<string, string | number> = { chr };
  for (const [key, v] of Object.entries(variables)) {
    if (typeof v === 'string') values[key] = pick(random, [...v]);
    else if (typeof v[1] === 'string') values[key] = random() < v[0] ? pick(random, [...v[1]]) : '';
    else values[key] = intBetween(random, v[0], v[1]);
  }
  const fill = (template: string) =>
    template.replace(/\{(\w+)(?::(\w+))?\}/g, (_, key: string, format?: string) => {
      const value = values[key]!;
      if (format === 'roman') return roman(Number(value));
      return format ? String(value).padStart(Number(format), '0') : String(value);
    });
  return { symbol: fill(symbol), name: fill(name), type, ...(summary && { summary: SUMMARIES[summary]! }) };
}
