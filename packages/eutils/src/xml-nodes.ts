/**
 * Reading the plain objects core's XML parser produces. NCBI documents vary between DTD
 * versions, so every accessor tolerates a missing element, one element where a list is usual,
 * and text that arrives either bare or as `#text` beside attributes.
 */

export type XmlNode = Record<string, unknown>;

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray<T>(value: T | readonly T[] | undefined | null): T[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? [...value] : [value as T];
}

/** The text of an element (trimmed), or undefined when absent. */
export function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (isNode(value)) {
    const text = value['#text'];
    return text === undefined ? '' : textOf(text);
  }
  return undefined;
}

export function texts(value: unknown): string[] {
  return asArray(value)
    .map(textOf)
    .filter((t): t is string => t !== undefined && t !== '');
}

export function child(node: unknown, name: string): unknown {
  return isNode(node) ? node[name] : undefined;
}

export function attr(node: unknown, name: string, prefix = '@_'): string | undefined {
  return isNode(node) ? textOf(node[`${prefix}${name}`]) : undefined;
}

/** A count NCBI sends as text ('63') or, in prototype JSON, a number. */
export function toInt(value: unknown): number | undefined {
  const text = textOf(value);
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** NCBI's 'Y'/'N' flags. */
export function yesNo(value: unknown): boolean {
  const text = textOf(value)?.toUpperCase();
  return text === 'Y' || text === 'YES' || text === 'TRUE' || text === '1';
}

/** The single root element of a parsed document, with its name. */
export function rootOf(document: unknown): { name: string; node: XmlNode } | undefined {
  if (!isNode(document)) return undefined;
  for (const [name, node] of Object.entries(document)) {
    if (name.startsWith('?') || name.startsWith('#') || name.startsWith('!')) continue;
    return { name, node: isNode(node) ? node : { '#text': node } };
  }
  return undefined;
}
