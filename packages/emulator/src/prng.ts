/**
 * Seeded pseudo-random numbers (mulberry32): tiny, fast and identical on every platform, so
 * faults and generated data are reproducible from a seed alone.
 */
export type Random = () => number;

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a seed with further numbers (e.g. a record index) into an independent 32-bit seed. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/**
 * `count` records built by `make(random, index)`, each from its own seeded stream (seed, salt,
 * index), so record 17 is the same whatever else is generated and however many records there are.
 */
export function generate<T>(
  seed: number,
  salt: number,
  count: number,
  make: (random: Random, index: number) => T,
): T[] {
  return Array.from({ length: count }, (_, i) => make(createRandom(mixSeed(seed, salt, i)), i));
}

/** An integer in [min, max], both inclusive. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One of `items`, drawn in proportion to its weight (`weights[i]` is item i's). */
export function drawWeighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  let ticket = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [i, item] of items.entries()) {
    ticket -= weights[i] ?? 0;
    if (ticket < 0) return item;
  }
  return items[items.length - 1]!;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick() from an empty list');
  return item;
}

/** `count` distinct items (fewer if the list is shorter), in list order of drawing. */
export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1);
    if (item !== undefined) out.push(item);
  }
  return out;
}
