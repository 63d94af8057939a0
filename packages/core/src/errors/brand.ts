// A registered symbol is the same in every copy of core that a project ends up installing, so
// errors thrown by one copy are recognised by another (instanceof alone would fail there).
export const ERROR_BRAND: unique symbol = Symbol.for('@lifesci/core/error') as never;

/** The kinds an error belongs to, most specific first, e.g. ['NotFoundError', 'ApiError', 'LifesciError']. */
export function errorKinds(value: unknown): readonly string[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const kinds = (value as { [ERROR_BRAND]?: unknown })[ERROR_BRAND];
  return Array.isArray(kinds) ? (kinds as string[]) : undefined;
}
