/**
 * Field-by-field shape comparison of an emulated answer with a real recorded one: the same keys
 * in the same objects, and values of the same JSON type. Arrays are compared element by element
 * up to the shorter length (the first element when one side has more). With `nullMatches`, a
 * null on either side matches any type (for fields the service fills only sometimes).
 */
export function shapeDiff(
  ours: unknown,
  theirs: unknown,
  options: { nullMatches?: boolean } = {},
  path = '',
): string[] {
  const type = (x: unknown) => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x);
  const [a, b] = [type(ours), type(theirs)];
  if (a !== b) {
    if (options.nullMatches && (a === 'null' || b === 'null')) return [];
    return [`${path || '/'}: ${a} where the service has ${b}`];
  }
  if (a === 'array') {
    const [x, y] = [ours as unknown[], theirs as unknown[]];
    if (x.length === 0 || y.length === 0)
      return x.length === y.length ? [] : [`${path}: ${x.length} items where the service has ${y.length}`];
    const n = Math.max(1, Math.min(x.length, y.length));
    return Array.from({ length: n }, (_, i) => shapeDiff(x[i], y[i], options, `${path}[${i}]`)).flat();
  }
  if (a !== 'object') return [];
  const [x, y] = [ours as Record<string, unknown>, theirs as Record<string, unknown>];
  const problems: string[] = [];
  for (const key of Object.keys(y)) if (!(key in x)) problems.push(`${path}/${key}: missing`);
  for (const key of Object.keys(x))
    if (!(key in y)) problems.push(`${path}/${key}: not in the service's answer`);
  for (const key of Object.keys(y))
    if (key in x) problems.push(...shapeDiff(x[key], y[key], options, `${path}/${key}`));
  return problems;
}
