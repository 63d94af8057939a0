/** Escapes text and attribute values the way NCBI's XML does (`&`, `<`, `>`, `"`). */
export function escapeXml(value: string | number): string {
  const text = String(value);
  // Fast path: most values (ids, numbers, plain words) need no escaping at all.
  if (!/[&<>"]/.test(text)) return text;
  return text.replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );
}

export type Attrs = ReadonlyArray<readonly [string, string | number | undefined]>;

function attrText(attrs: Attrs | undefined): string {
  if (!attrs) return '';
  let out = '';
  for (const [name, value] of attrs) if (value !== undefined) out += ` ${name}="${escapeXml(value)}"`;
  return out;
}

/**
 * An indenting XML writer that appends to an array of small strings: the large documents
 * (Entrezgene, VCV) are built with it, and `join('')` once is far cheaper than repeated concat.
 */
export class XmlWriter {
  private readonly parts: string[] = [];
  private readonly pads: string[] = [''];
  private depth: number;

  constructor(
    private readonly unit = '    ',
    startDepth = 0,
  ) {
    this.depth = startDepth;
  }

  private pad(): string {
    let pad = this.pads[this.depth];
    if (pad === undefined) {
      pad = this.unit.repeat(this.depth);
      this.pads[this.depth] = pad;
    }
    return pad;
  }

  open(tag: string, attrs?: Attrs): this {
    this.parts.push(`${this.pad()}<${tag}${attrText(attrs)}>\n`);
    this.depth++;
    return this;
  }

  close(tag: string): this {
    this.depth--;
    this.parts.push(`${this.pad()}</${tag}>\n`);
    return this;
  }

  /** `<tag>text</tag>` on one line. */
  leaf(tag: string, text: string | number, attrs?: Attrs): this {
    this.parts.push(`${this.pad()}<${tag}${attrText(attrs)}>${escapeXml(text)}</${tag}>\n`);
    return this;
  }

  empty(tag: string, attrs?: Attrs): this {
    this.parts.push(`${this.pad()}<${tag}${attrText(attrs)}/>\n`);
    return this;
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
