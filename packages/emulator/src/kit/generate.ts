import { createRandom, mixSeed, type Random } from '../prng.js';

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
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(make(createRandom(mixSeed(seed, salt, i)), i));
  return out;
}
