import { escapeXml } from '../../kit/index.js';

/** Attributes in document order (an object keeps its keys' insertion order); undefined ones are left out. */
export type Attrs = Readonly<Record<string, string | number | undefined>>;

const attrText = (attrs: Attrs = {}) =>
  Object.entries(attrs)
    .map(([name, value]) => (value === undefined ? '' : ` ${name}="${escapeXml(String(value))}"`))
    .join('');

/**
 * An indenting XML writer that appends to an array of small strings: the large documents
 * (Entrezgene, VCV) are built with it, and `join('')` once is far cheaper than repeated concat.
 * A tag may be a path (`A/B/C`): `open` opens each element in turn (attributes go on the last),
 * `close` closes them in reverse, and `leaf`/`empty` write the last inside the others, which
 * keeps the deeply nested ASN.1-derived layouts (Entrezgene) readable.
 */
export class XmlWriter {
  private readonly parts: string[] = [];

  constructor(
    private readonly unit = '    ',
    private depth = 0,
  ) {}

  private line(text: string): void {
    this.parts.push(`${this.unit.repeat(this.depth)}${text}\n`);
  }

  open(path: string, attrs?: Attrs): this {
    const tags = path.split('/');
    tags.forEach((tag, i) => {
      this.line(`<${tag}${i === tags.length - 1 ? attrText(attrs) : ''}>`);
      this.depth++;
    });
    return this;
  }

  close(path: string): this {
    for (const tag of path.split('/').reverse()) {
      this.depth--;
      this.line(`</${tag}>`);
    }
    return this;
  }

  /** Writes one line for the path's last element, inside the path's other elements. */
  private inside(path: string, text: (tag: string) => string): this {
    const cut = path.lastIndexOf('/');
    if (cut >= 0) this.open(path.slice(0, cut));
    this.line(text(path.slice(cut + 1)));
    if (cut >= 0) this.close(path.slice(0, cut));
    return this;
  }

  /** `<tag>text</tag>` on one line (inside the path's other elements). */
  leaf(path: string, text: string | number, attrs?: Attrs): this {
    return this.inside(path, (tag) => `<${tag}${attrText(attrs)}>${escapeXml(String(text))}</${tag}>`);
  }

  empty(path: string, attrs?: Attrs): this {
    return this.inside(path, (tag) => `<${tag}${attrText(attrs)}/>`);
  }

  /** Raw, already-escaped markup (a pre-rendered fragment), written as is. */
  raw(markup: string): this {
    this.parts.push(markup);
    return this;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/**
 * An element as data: `@` holds its attributes, `#` its text, every other key a child element
 * (a path such as `Name/ElementValue` nests; a list repeats the element; undefined leaves it out).
 * ClinVar's layouts are kept as such trees (render/clinvar-layout.json), filled with `fill`.
 */
export interface Element {
  readonly '@'?: Attrs | undefined;
  readonly '#'?: string | number | undefined;
  readonly [child: string]: unknown;
}

/** A text element with attributes. */
export const leaf = (text: string | number, attrs?: Attrs): Element => ({ '@': attrs, '#': text });

/** Writes `node` as `<tag>`: a text or number as a leaf, an element with no children as `<tag/>`. */
export function writeElement(w: XmlWriter, tag: string, node: unknown): void {
  if (node === undefined || node === null || node === false) return;
  if (Array.isArray(node)) for (const item of node) writeElement(w, tag, item);
  else if (typeof node !== 'object') w.leaf(tag, node as string | number);
  else {
    const { '@': attrs, '#': text, ...children } = node as Element;
    if (text !== undefined) w.leaf(tag, text, attrs);
    else if (Object.keys(children).length === 0) w.empty(tag, attrs);
    else {
      w.open(tag, attrs);
      for (const child in children) writeElement(w, child, children[child]);
      w.close(tag);
    }
  }
}
