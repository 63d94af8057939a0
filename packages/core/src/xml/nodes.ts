import { DEFAULT_ATTRIBUTE_PREFIX, DEFAULT_TEXT_NODE_NAME } from './options.js';

/**
 * An element as `createXmlParser` (and `xmlElements`) build it: children by name (an array when
 * the name repeats or `isArray` lists it), attributes under the prefix (`@_id`), and text under
 * the text node name (`#text`) when the element also has attributes or children.
 */
export interface XmlNode {
  readonly [key: string]: XmlValue;
}

/** A value in a parsed tree: an element with only text is that text (`''` when empty). */
export type XmlValue = string | XmlNode | readonly (string | XmlNode)[];

/** Read access to parsed trees that hides "one or many" and "bare text or `#text`". */
export interface XmlAccessors {
  /**
   * The element `value` as a node: an object as it is, text `s` as `{ '#text': s }`, `''` as `{}`,
   * an array as its first element; undefined for anything else. Every accessor below takes its
   * node argument through this, so any value of a parsed tree may be passed.
   */
  node(value: unknown): XmlNode | undefined;
  /** Every child element `name`, as nodes, in document order ([] when there is none). */
  all(node: unknown, name: string): XmlNode[];
  /** The first child element `name`. */
  one(node: unknown, name: string): XmlNode | undefined;
  /** Follows child names, taking the first element at each step. */
  at(node: unknown, ...names: string[]): XmlNode | undefined;
  /** Every element at the end of the child names, fanning out at each step. */
  allAt(node: unknown, ...names: string[]): XmlNode[];
  /** An attribute's value (`name` without the prefix); undefined when absent or empty. */
  attr(node: unknown, name: string): string | undefined;
  /** An element's own text (bare, or under `#text`); undefined when absent or empty. */
  text(value: unknown): string | undefined;
  /** The text of the first child element `name`. */
  childText(node: unknown, name: string): string | undefined;
  /** The texts of every child element `name`, empty ones left out. */
  texts(node: unknown, name: string): string[];
  /** Whether a child element `name` is present, even empty. */
  has(node: unknown, name: string): boolean;
  /** One value or many as an array: [] for undefined and null, a copy of an array. */
  asArray<T>(value: T | readonly T[] | undefined | null): T[];
  /** A parsed document's root element: its name and node (declarations skipped). */
  root(document: unknown): { name: string; node: XmlNode } | undefined;
}

/**
 * A copy of `value` that shares no memory with the document. V8 keeps a substring of 13 or more
 * characters as a view into its parent string, so one kept value would keep a whole response
 * (tens of MB) alive; joining then slicing forces a flat copy of just these characters.
 */
function detach(value: string): string {
  return value.length < 13 ? value : ` ${value}`.slice(1);
}

function isObject(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function accessors(): XmlAccessors {
  const prefix = DEFAULT_ATTRIBUTE_PREFIX;
  const textKey = DEFAULT_TEXT_NODE_NAME;
  const EMPTY: XmlNode = Object.freeze({});

  const node = (value: unknown): XmlNode | undefined => {
    const first = Array.isArray(value) ? value[0] : value;
    if (isObject(first)) return first;
    if (typeof first === 'string') return first === '' ? EMPTY : { [textKey]: first };
    if (typeof first === 'number' || typeof first === 'boolean') return { [textKey]: String(first) };
    return undefined;
  };

  const all = (parent: unknown, name: string): XmlNode[] => {
    const value = node(parent)?.[name];
    if (value === undefined) return [];
    const out: XmlNode[] = [];
    for (const item of Array.isArray(value) ? value : [value]) {
      const child = node(item);
      if (child) out.push(child);
    }
    return out;
  };

  const one = (parent: unknown, name: string): XmlNode | undefined => {
    const value = node(parent)?.[name];
    return value === undefined ? undefined : node(value);
  };

  const text = (value: unknown): string | undefined => {
    const first = Array.isArray(value) ? value[0] : value;
    const own = isObject(first) ? first[textKey] : first;
    if (typeof own === 'string') return own === '' ? undefined : detach(own);
    if (typeof own === 'number' || typeof own === 'boolean') return String(own);
    return undefined;
  };

  return {
    node,
    all,
    one,
    at(start, ...names) {
      let current = node(start);
      for (const name of names) current = one(current, name);
      return current;
    },
    allAt(start, ...names) {
      const first = node(start);
      let current = first ? [first] : [];
      for (const name of names) current = current.flatMap((n) => all(n, name));
      return current;
    },
    attr(parent, name) {
      const value = node(parent)?.[prefix + name];
      if (typeof value !== 'string' || value === '') return undefined;
      return detach(value);
    },
    text,
    childText: (parent, name) => text(one(parent, name)),
    texts(parent, name) {
      const out: string[] = [];
      for (const child of all(parent, name)) {
        const t = text(child);
        if (t !== undefined) out.push(t);
      }
      return out;
    },
    has: (parent, name) => node(parent)?.[name] !== undefined,
    asArray<T>(value: T | readonly T[] | undefined | null): T[] {
      if (value === undefined || value === null) return [];
      return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
    },
    root(document) {
      if (!isObject(document)) return undefined;
      for (const [name, value] of Object.entries(document)) {
        if (name.startsWith('?') || name.startsWith('!') || name === textKey) continue;
        const found = node(value);
        if (found) return { name, node: found };
      }
      return undefined;
    },
  };
}

/**
 * Read access to trees from `createXmlParser`, `loadXmlParser` and `xmlElements` with the default
 * `@_` attribute prefix and `#text` text node name.
 */
export const xmlNodes: XmlAccessors = accessors();
