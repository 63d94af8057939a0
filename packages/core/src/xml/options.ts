export interface XmlParserOptions {
  /**
   * Elements that are always arrays, even with one child: dotted paths from the root
   * (`eSearchResult.IdList.Id`), bare element names (`Id`), or a predicate.
   */
  isArray?: readonly string[] | ((name: string, path: string) => boolean);
  /** Prefix of attribute keys (default `@_`). Attributes are kept. */
  attributePrefix?: string;
  /** Key of an element's text when it also has attributes or children (default `#text`). */
  textNodeName?: string;
  /** Strip namespace prefixes from names (default false). */
  removeNamespacePrefix?: boolean;
  /** Check well-formedness first; catches truncated documents at some cost (default false). */
  strict?: boolean;
  /** Deepest element nesting accepted (default 512). */
  maxDepth?: number;
}

/** `xmlElements` options: the parser's, plus the root element the document must have. */
export interface XmlElementsOptions extends XmlParserOptions {
  /**
   * The root element(s) the document must have (`'Entrezgene-Set'`, or several names for a
   * format with older layouts). Any other root, or no root at all, is a `ParseError` naming
   * what was found, so an error document or an unexpected format is never read as "no elements".
   * Compared after `removeNamespacePrefix`.
   */
  root?: string | readonly string[];
}

export const DEFAULT_ATTRIBUTE_PREFIX = '@_';
export const DEFAULT_TEXT_NODE_NAME = '#text';
export const DEFAULT_MAX_DEPTH = 512;

/** The element's path from the root, built only when asked for (`toString`). */
export type PathView = { toString(): string };

export type ArrayPredicate = (name: string, path: PathView) => boolean;

/**
 * Which elements are arrays. Building a path string for every element is measurable on documents
 * of tens of MB, so the path is only asked for when the element's name ends one of the dotted
 * paths (or the caller gave a predicate).
 */
export function toArrayPredicate(option: XmlParserOptions['isArray']): ArrayPredicate {
  if (!option) return () => false;
  if (typeof option === 'function') return (name, path) => option(name, path.toString());
  const paths = new Set(option.filter((p) => p.includes('.')));
  const names = new Set(option.filter((p) => !p.includes('.')));
  const lastSegments = new Set([...paths].map((p) => p.slice(p.lastIndexOf('.') + 1)));
  return (name, path) => names.has(name) || (lastSegments.has(name) && paths.has(path.toString()));
}
