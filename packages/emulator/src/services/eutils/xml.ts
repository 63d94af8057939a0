/** Escapes text and attribute values the way NCBI's XML does (`&`, `<`, `>`, `"`). */
export function escapeXml(value: string | number): string {
  const text = String(value);
  // Fast path: most values (ids, numbers, plain words) need no escaping at all.
  if (!/[&<>"]/.test(text)) return text;
  return text.replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );
}

/** Attributes in document order (an object keeps its keys' insertion order); undefined ones are left out. */
export type Attrs = Readonly<Record<string, string | number | undefined>>;

function attrText(attrs: Attrs | undefined): string {
  if (!attrs) return '';
  let out = '';
  for (const name in attrs) {
    const value = attrs[name];
    if (value !== undefined) out += ` ${name}="${escapeXml(value)}"`;
  }
  return out;
}

/**
 * An indenting XML writer that appends to an array of small strings: the large documents
 * (Entrezgene, VCV) are built with it, and `join('')` once is far cheaper than repeated concat.
 * A tag may be a path (`A/B/C`): `open` opens each element in turn (attributes go on the last),
 * `close` closes them in reverse, and `leaf`/`empty` write the last inside the others, which
 * keeps the deeply nested ASN.1-derived layouts (Entrezgene) readable.
 */
export class XmlWriter {
  private readonly parts: string[] = [];
  private depth: number;

  constructor(
    private readonly unit = '    ',
    startDepth = 0,
  ) {
    this.depth = startDepth;
  }

  private pad(): string {
    return this.unit.repeat(this.depth);
  }

  private openOne(tag: string, attrs?: Attrs): void {
    this.parts.push(`${this.pad()}<${tag}${attrText(attrs)}>\n`);
    this.depth++;
  }

  private closeOne(tag: string): void {
    this.depth--;
    this.parts.push(`${this.pad()}</${tag}>\n`);
  }

  open(path: string, attrs?: Attrs): this {
    const tags = path.split('/');
    for (let i = 0; i < tags.length; i++) this.openOne(tags[i]!, i === tags.length - 1 ? attrs : undefined);
    return this;
  }

  close(path: string): this {
    for (const tag of path.split('/').reverse()) this.closeOne(tag);
    return this;
  }

  /** Writes one line for the path's last element, inside the path's other elements. */
  private inside(path: string, line: (tag: string) => string): this {
    const cut = path.lastIndexOf('/');
    if (cut >= 0) this.open(path.slice(0, cut));
    this.parts.push(`${this.pad()}${line(path.slice(cut + 1))}\n`);
    if (cut >= 0) this.close(path.slice(0, cut));
    return this;
  }

  /** `<tag>text</tag>` on one line (inside the path's other elements). */
  leaf(path: string, text: string | number, attrs?: Attrs): this {
    return this.inside(path, (tag) => `<${tag}${attrText(attrs)}>${escapeXml(text)}</${tag}>`);
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
