/**
 * One value per key, built on first use and kept: the per-seed catalogs are costly to build and
 * every emulator instance with the same seed must see the very same data.
 */
export function memoize<K, V>(build: (key: K) => V): (key: K) => V {
  const built = new Map<K, V>();
  return (key) => {
    if (!built.has(key)) built.set(key, build(key));
    return built.get(key) as V;
  };
}

/** The same for values kept per object (an emulator instance's state, a molecule's features), dropped with it. */
export function memoizeWeak<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const built = new WeakMap<K, V>();
  return (key) => {
    if (!built.has(key)) built.set(key, build(key));
    return built.get(key) as V;
  };
}
