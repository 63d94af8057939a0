import type { EntityDecoder } from '@nodable/entities';
import { ParseError } from '../errors/classes.js';
import { createEntityDecoder } from './entities.js';
import { attributeKey, elementKey } from './names.js';
import type { XmlNode } from './nodes.js';
import {
  type ArrayPredicate,
  DEFAULT_ATTRIBUTE_PREFIX,
  DEFAULT_MAX_DEPTH,
  DEFAULT_TEXT_NODE_NAME,
  type PathView,
  toArrayPredicate,
  type XmlElementsOptions,
} from './options.js';

/** One element as `createXmlParser` builds it: its text when it has only text, else a node. */
export type XmlElement = string | XmlNode;

type MutableNode = Record<string, unknown>;

/** The match that builds every top-level element: no element name is empty. */
export const ROOT_ELEMENTS = '';

const LINE_BREAKS = /\r\n?/g;

function fail(reason: string): never {
  throw new ParseError('XML document', reason);
}

/**
 * Builds the elements a tokenizer reports into the plain objects fast-xml-parser makes with
 * `createXmlParser`'s settings, one matching element at a time. The rules it reproduces:
 * text between two pieces of markup is one segment, trimmed and then entity-decoded (a comment
 * does not end a segment, a child element, CDATA or processing instruction does); an element's
 * segments and CDATA are joined with nothing between; CDATA is kept as it is; attribute values
 * are trimmed and decoded; line breaks are `\n`; an element with only text is its text, one with
 * nothing is `''`, otherwise an object of children (an array once a name repeats, or when
 * `isArray` says so), `#text` and prefixed attributes.
 */
export class ElementBuilder {
  /** Finished elements not yet taken. */
  readonly done: XmlElement[] = [];
  /** With the match `ROOT_ELEMENTS`: the key of each element in `done`, in the same order. */
  readonly doneKeys: string[] = [];
  readonly #target: string;
  readonly #targetPath: readonly string[] | undefined;
  readonly #prefix: string;
  readonly #textKey: string;
  readonly #removeNs: boolean;
  readonly #maxDepth: number;
  readonly #isArray: ArrayPredicate;
  readonly #decoder: EntityDecoder;
  /** Keys of the open elements from the root, and their names as written. */
  readonly #names: string[] = [];
  readonly #written: string[] = [];
  readonly #path: PathView = { toString: () => this.#names.join('.') };
  // One frame per open element of the element being built: children, joined text, the text
  // segment still being read, attributes. Parallel arrays avoid an object per element.
  readonly #children: (MutableNode | undefined)[] = [];
  readonly #text: (string | undefined)[] = [];
  readonly #raw: string[] = [];
  readonly #attributes: (MutableNode | undefined)[] = [];
  #top = -1;
  #tag = '';
  #tagWritten = '';
  #tagBuilt = false;
  #tagAttributes: MutableNode | undefined;
  #doctypeSeen = false;
  readonly #roots: readonly string[] | undefined;
  #rootSeen = false;

  /**
   * `match`: an element name (at any depth), a dotted path from the root, or `ROOT_ELEMENTS`
   * (each top-level element, a whole document's tree).
   */
  constructor(match: string, options: XmlElementsOptions = {}) {
    const segments = match.split('.');
    this.#target = segments[segments.length - 1] ?? match;
    this.#targetPath = segments.length > 1 ? segments : undefined;
    this.#prefix = options.attributePrefix ?? DEFAULT_ATTRIBUTE_PREFIX;
    this.#textKey = options.textNodeName ?? DEFAULT_TEXT_NODE_NAME;
    this.#removeNs = options.removeNamespacePrefix ?? false;
    this.#maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.#isArray = toArrayPredicate(options.isArray);
    this.#decoder = createEntityDecoder();
    const { root } = options;
    this.#roots = root === undefined ? undefined : typeof root === 'string' ? [root] : root;
  }

  /** Inside an element being built: its text and CDATA are wanted. */
  get building(): boolean {
    return this.#top >= 0;
  }

  /** The start tag just opened is built: its attributes are wanted. */
  get wantsAttributes(): boolean {
    return this.#tagBuilt;
  }

  openTag(raw: string): void {
    const key = elementKey(raw, this.#removeNs);
    this.#tag = key;
    this.#tagWritten = raw;
    this.#tagAttributes = undefined;
    this.#tagBuilt = this.#top >= 0 || this.#matches(key);
    if (this.#names.length === 0) this.#checkRoot(key, raw);
  }

  attribute(raw: string, value: string): void {
    const key = attributeKey(raw, this.#prefix, this.#removeNs);
    if (key === undefined) return;
    let v = value.includes('\r') ? value.replace(LINE_BREAKS, '\n') : value;
    v = this.#decode(v.trim());
    this.#tagAttributes ??= {};
    this.#tagAttributes[key] = v;
  }

  openTagEnd(selfClosing: boolean): void {
    const key = this.#tag;
    if (!selfClosing && this.#names.length > this.#maxDepth) {
      fail(`malformed XML: elements nested deeper than ${this.#maxDepth}`);
    }
    this.#names.push(key);
    this.#written.push(this.#tagWritten);
    if (this.#tagBuilt) {
      if (this.#top >= 0) this.#endSegment(this.#top);
      const f = ++this.#top;
      this.#children[f] = undefined;
      this.#text[f] = undefined;
      this.#raw[f] = '';
      this.#attributes[f] = this.#tagAttributes;
    }
    this.#tagAttributes = undefined;
    this.#tagBuilt = false;
    if (selfClosing) this.#close(key);
  }

  text(raw: string): void {
    if (this.#top >= 0) this.#raw[this.#top] += raw;
  }

  cdata(raw: string): void {
    const f = this.#top;
    if (f < 0) return;
    this.#endSegment(f);
    const value = raw.includes('\r') ? raw.replace(LINE_BREAKS, '\n') : raw;
    const text = this.#text[f];
    this.#text[f] = text === undefined ? value : text + value;
  }

  /** A processing instruction: ends the current text segment. */
  instruction(): void {
    if (this.#top >= 0) this.#endSegment(this.#top);
  }

  /** The XML version declared, which decides the control characters references may produce. */
  xmlVersion(version: number): void {
    this.#decoder.setXmlVersion(version);
  }

  /** A DOCTYPE (its text after `<!DOCTYPE`): only one is allowed. */
  doctype(): void {
    if (this.#doctypeSeen) fail('malformed XML: more than one DOCTYPE');
    this.#doctypeSeen = true;
  }

  /** The innermost open element's name as written, to check an end tag against cheaply. */
  get openName(): string | undefined {
    return this.#written[this.#written.length - 1];
  }

  /** An end tag known to match the innermost open element. */
  closeOpen(): void {
    this.#close(this.#names[this.#names.length - 1] as string);
  }

  closeTag(raw: string): void {
    const key = elementKey(raw, this.#removeNs);
    const open = this.#names[this.#names.length - 1];
    if (open !== key) {
      fail(
        open === undefined
          ? `malformed XML: </${raw}> closes no open element`
          : `malformed XML: </${raw}> where </${open}> was expected`,
      );
    }
    this.#close(key);
  }

  /** The input ended: every element must have been closed (and the expected root seen). */
  end(): void {
    const open = this.#names[this.#names.length - 1];
    if (open !== undefined) fail(`malformed XML: the document ends inside <${open}> (truncated?)`);
    if (this.#roots && !this.#rootSeen)
      fail(`expected a <${this.#roots.join('> or <')}> document, found no root element`);
  }

  #checkRoot(key: string, raw: string): void {
    const roots = this.#roots;
    if (roots === undefined) return;
    if (!roots.includes(key)) {
      fail(`expected a <${roots.join('> or <')}> document, found <${raw}> as its root`);
    }
    this.#rootSeen = true;
  }

  #matches(key: string): boolean {
    if (this.#target === ROOT_ELEMENTS) return this.#names.length === 0;
    if (key !== this.#target) return false;
    const path = this.#targetPath;
    if (path === undefined) return true;
    const names = this.#names;
    if (names.length !== path.length - 1) return false;
    for (let i = 0; i < names.length; i++) if (names[i] !== path[i]) return false;
    return true;
  }

  #decode(value: string): string {
    return value.includes('&') ? this.#decoder.decode(value) : value;
  }

  /** Adds the text segment read so far to frame `f`'s text. */
  #endSegment(f: number): void {
    const raw = this.#raw[f] as string;
    if (raw === '') return;
    this.#raw[f] = '';
    let segment = raw.includes('\r') ? raw.replace(LINE_BREAKS, '\n') : raw;
    segment = segment.trim();
    if (segment === '') return;
    segment = this.#decode(segment);
    if (segment === '') return;
    const text = this.#text[f];
    this.#text[f] = text === undefined ? segment : text + segment;
  }

  #close(key: string): void {
    const f = this.#top;
    if (f >= 0) {
      this.#endSegment(f);
      const value = this.#value(f);
      this.#children[f] = undefined;
      this.#attributes[f] = undefined;
      this.#text[f] = undefined;
      this.#top = f - 1;
      if (f === 0) {
        this.done.push(value);
        if (this.#target === ROOT_ELEMENTS) this.doneKeys.push(key);
      } else {
        let parent = this.#children[f - 1];
        if (parent === undefined) {
          parent = {};
          this.#children[f - 1] = parent;
        }
        const before = parent[key];
        // Inherited members (isPrototypeOf...) are not an earlier child of the same name.
        if (before === undefined || typeof before === 'function') {
          parent[key] = this.#isArray(key, this.#path) ? [value] : value;
        } else if (Array.isArray(before)) before.push(value);
        else parent[key] = [before, value];
      }
    }
    this.#names.pop();
    this.#written.pop();
  }

  #value(f: number): XmlElement {
    const children = this.#children[f];
    const text = this.#text[f];
    const attributes = this.#attributes[f];
    if (attributes === undefined) {
      if (children === undefined) return text ?? '';
      if (text) children[this.#textKey] = text;
      return children as XmlNode;
    }
    const node = children ?? {};
    if (text) node[this.#textKey] = text;
    for (const key in attributes) node[key] = attributes[key];
    return node as XmlNode;
  }
}
