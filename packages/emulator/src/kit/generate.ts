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

/**
 * The real records users will look up first, then generated ones up to `count` that do not reuse
 * a real record's key: checkable facts stay right, the rest is filler of the right shape.
 */
export function seededRecords<T>(
  real: readonly T[],
  key: (record: T) => string,
  seed: number,
  salt: number,
  count: number,
  make: (random: Random, index: number) => T,
): T[] {
  const taken = new Set(real.map(key));
  const out = [...real];
  let index = 0;
  while (out.length < count) {
    const record = make(createRandom(mixSeed(seed, salt, index)), index);
    index += 1;
    if (taken.has(key(record))) continue;
    taken.add(key(record));
    out.push(record);
    if (index > count * 20) throw new Error('seededRecords: the generator keeps repeating keys');
  }
  return out;
}
