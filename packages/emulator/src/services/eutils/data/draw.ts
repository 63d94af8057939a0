import type { Random } from '../../../prng.js';

/** One of `items`, drawn in proportion to its weight. */
export function drawWeighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  let ticket = random() * items.reduce((sum, item) => sum + weight(item), 0);
  for (const item of items) {
    ticket -= weight(item);
    if (ticket < 0) return item;
  }
  return items[items.length - 1]!;
}

/** A key of a weights table (such as clinvar-weights.json's), drawn in proportion to its weight. */
export const weighted = <T extends string>(random: Random, table: Readonly<Record<string, number>>) =>
  drawWeighted(random, Object.entries(table), ([, w]) => w)[0] as T;
