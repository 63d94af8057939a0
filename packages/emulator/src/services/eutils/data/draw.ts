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
