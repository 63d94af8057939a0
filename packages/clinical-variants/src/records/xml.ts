/**
 * Read access to a document parsed by core's XML parser (object form, attributes prefixed '@_',
 * text under '#text', every value a string). An element that occurs once is an object or a bare string,
 * one that repeats is an array: these helpers hide that difference.
 */

export type XmlNode = { readonly [key: string]: unknown };

const ATTR = '@_';
const TEXT = '#text';

function asNode(value: unknown): XmlNode | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object' && !Array.isArray(value)) return value as XmlNode;
  // A text-only element arrives as its text; empty elements as ''.
  return { [TEXT]: value };
}

/** Every child element called `name`. */
export function all(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map(asNode).filter((n): n is XmlNode => n !== undefined);
}

/** The first child element called `name`. */
export function one(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return all(node, name)[0];
}

/** Follows a path of child element names, taking the first match at each step. */
export function path(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let current = node;
  for (const name of names) current = one(current, name);
  return current;
}

/** Every element at the end of a path, fanning out at every step. */
export function allAt(node: XmlNode | undefined, ...names: string[]): XmlNode[] {
  let current = node ? [node] : [];
  for (const name of names) current = current.flatMap((n) => all(n, name));
  return current;
}

/** An attribute's value, trimmed; undefined when absent or blank. */
export function attr(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[ATTR + name];
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s ? s : undefined;
}

/** An element's own text, trimmed; undefined when empty. */
export function text(node: XmlNode | undefined): string | undefined {
  const value = node?.[TEXT];
  if (value === undefined || value === null || typeof value === 'object') return undefined;
  const s = String(value).trim();
  return s ? s : undefined;
}

/** The text of the first child called `name`. */
export function childText(node: XmlNode | undefined, name: string): string | undefined {
  return text(one(node, name));
}

/** Whether the element is present at all (even empty). */
export function has(node: XmlNode | undefined, name: string): boolean {
  return node?.[name] !== undefined;
}

/** Parser options the mappers rely on; passed to core's createXmlParser (values stay strings there). */
export const XML_OPTIONS = { attributePrefix: ATTR, textNodeName: TEXT } as const;
