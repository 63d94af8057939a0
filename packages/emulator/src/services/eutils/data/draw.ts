import { drawWeighted, type Random } from '../../../prng.js';

/** A key of a weights table (such as clinvar-weights.json's), drawn in proportion to its weight. */
export const weighted = <T extends string>(random: Random, table: Readonly<Record<string, number>>) =>
  drawWeighted(random, Object.keys(table), Object.values(table)) as T;
