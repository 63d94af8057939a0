/**
 * One value per key, built on first use and kept: the per-seed catalogs are costly to build and
 * every emulator instance with the same seed must see the very same data.
 */
export function memoize<K, V>(build: (key: K) => V): (key: K) => V {
  const built = new Map<K, V>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}
