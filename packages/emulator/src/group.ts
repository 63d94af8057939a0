/** Items under each key `keysOf` names (none: left out), groups and items in the order first met. */
export function groupBy<K, T>(items: Iterable<T>, keysOf: (item: T) => Iterable<K>): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}
