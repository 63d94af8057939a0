import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ParseError, type XmlElement, type XmlParserOptions, xmlElements } from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import { realFixturesDir } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { referenceXmlParser } from './xml-reference.js';

const realDir = `${realFixturesDir}/`;

/** Every XML file under the real NCBI E-utilities and ClinVar recordings. */
function realXmlFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.xml')) out.push(full);
    }
  };
  walk(join(realDir, 'ncbi-eutils'));
  walk(join(realDir, 'ncbi-clinvar'));
  return out;
}

async function collect(source: Parameters<typeof xmlElements>[0], match: string, options?: XmlParserOptions) {
  const out: XmlElement[] = [];
  for await (const element of xmlElements(source, match, options)) out.push(element);
  return out;
}

/** Every element path of a parsed tree (attributes and text left out), in first-seen order. */
function elementPaths(tree: unknown, options: XmlParserOptions = {}): string[] {
  const attr = options.attributePrefix ?? '@_';
  const textKey = options.textNodeName ?? '#text';
  const paths = new Set<string>();
  const visit = (value: unknown, path: string) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'object' || item === null) continue;
      for (const [key, child] of Object.entries(item)) {
        if (key === textKey || (attr !== '' && key.startsWith(attr))) continue;
        const childPath = path ? `${path}.${key}` : key;
        paths.add(childPath);
        visit(child, childPath);
      }
    }
  };
  visit(tree, '');
  return [...paths];
}

/** The values at a dotted path of a parsed tree, fanning out over arrays: document order. */
function valuesAt(tree: unknown, path: string): unknown[] {
  let current: unknown[] = [tree];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      if (!Object.hasOwn(value, key)) continue;
      const child = (value as Record<string, unknown>)[key];
      if (Array.isArray(child)) next.push(...child);
      else next.push(child);
    }
    current = next;
  }
  return current;
}

/** Byte chunks of irregular sizes (1-61 bytes), so tags, entities and UTF-8 characters are split. */
async function* dribble(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  let seed = 7;
  for (let i = 0; i < bytes.length; ) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const size = 1 + (seed % 61);
    yield bytes.subarray(i, i + size);
    i += size;
  }
}

describe('xmlElements on the real NCBI files', () => {
  for (const file of realXmlFiles()) {
    const name = file.slice(realDir.length);
    it(`${name}: createXmlParser builds the reference tree, every element path streams it`, async () => {
      const text = readFileSync(file, 'utf8');
      const tree = referenceXmlParser().parse(text);
      expect(createXmlParser().parse(text)).toEqual(tree);
      const paths = elementPaths(tree);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        expect(await collect(text, path), path).toEqual(valuesAt(tree, path));
      }
    });
  }

  it('efetch-gene-4747.xml: each <Entrezgene> (by name, fed in tiny byte chunks) equals the parsed one', async () => {
    const bytes = readFileSync(join(realDir, 'ncbi-eutils/efetch-gene-4747.xml'));
    const tree = referenceXmlParser().parse(bytes);
    const expected = valuesAt(tree, 'Entrezgene-Set.Entrezgene');
    expect(expected).toHaveLength(1);
    expect(await collect(dribble(bytes), 'Entrezgene')).toEqual(expected);
    expect(await collect(new Uint8Array(bytes), 'Entrezgene-Set.Entrezgene')).toEqual(expected);
  });

  it('clinvar: VCV records and nested elements keep isArray paths from the document root', async () => {
    const bytes = readFileSync(join(realDir, 'ncbi-clinvar/clinvar_vcv_12000.xml'));
    const options: XmlParserOptions = {
      isArray: [
        'VariationArchive',
        'Gene',
        'ClinVarVariationRelease.VariationArchive.ClassifiedRecord.SimpleAllele',
      ],
    };
    const tree = referenceXmlParser(options).parse(bytes);
    expect(createXmlParser(options).parse(bytes)).toEqual(tree);
    for (const path of elementPaths(tree, options)) {
      expect(await collect(dribble(bytes), path, options), path).toEqual(valuesAt(tree, path));
    }
  });
});

// ---------------------------------------------------------------- generated documents

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

const NAMES = ['a', 'b', 'c', 'ns:d', 'x:e', 'toString', 'isPrototypeOf', 'Item'];
const TEXTS = [
  'plain',
  '  padded  ',
  'A &amp; B &lt;1&gt;',
  '&#32;lead',
  'tail&#x20;',
  '&nbsp;&copy;&euro;',
  '&unknown; & loose',
  '&#0;&#x1;',
  'α β',
  'line\r\nbreak\rhere',
  '\n   \t ',
  '&amp;lt;',
];

/** A random document: nested elements with attributes, text, CDATA, comments and instructions. */
function generate(rand: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const element = (depth: number): string => {
    const name = pick(NAMES);
    let attrs = '';
    const count = Math.floor(rand() * 3);
    for (let i = 0; i < count; i++) {
      const attrName = pick(['id', 'type', 'x:lang', 'xmlns', 'xmlns:x', 'a:b:c']);
      const quote = rand() < 0.5 ? '"' : "'";
      attrs += ` ${attrName}=${quote}${pick(['1', ' v ', 'a &amp; b', '&#x3B1;', 'p\r\nq', ''])}${quote}`;
    }
    if (depth > 3 || rand() < 0.2) return rand() < 0.5 ? `<${name}${attrs}/>` : `<${name}${attrs}></${name}>`;
    let body = '';
    const parts = 1 + Math.floor(rand() * 5);
    for (let i = 0; i < parts; i++) {
      const r = rand();
      if (r < 0.45) body += element(depth + 1);
      else if (r < 0.75) body += pick(TEXTS);
      else if (r < 0.85) body += `<![CDATA[${pick([' raw <x> &amp; ', '', ' '])}]]>`;
      else if (r < 0.95) body += `<!-- ${pick(['note', '<b>'])} -->`;
      else body += '<?pi data?>';
    }
    return `<${name}${attrs}>${body}</${name}>`;
  };
  return `<?xml version="1.0"?>\n<!DOCTYPE root PUBLIC "-//X//Y" "y.dtd">\n<root>${element(0)}${element(0)}</root>`;
}

describe('createXmlParser and xmlElements against the reference parser on generated documents', () => {
  const settings: XmlParserOptions[] = [
    {},
    { isArray: ['b', 'root.a.c'] },
    { isArray: (name, path) => name === 'c' || path.endsWith('.a'), attributePrefix: '$', textNodeName: '_' },
    { removeNamespacePrefix: true, isArray: ['d'] },
  ];
  for (const [n, options] of settings.entries()) {
    it(`options #${n}: 150 documents parse to the reference tree and stream its elements`, async () => {
      const rand = random(1000 + n);
      const reference = referenceXmlParser(options);
      const parser = createXmlParser(options);
      for (let doc = 0; doc < 150; doc++) {
        const text = generate(rand);
        const tree = reference.parse(text);
        expect(parser.parse(text), text).toEqual(tree);
        for (const path of elementPaths(tree, options)) {
          const streamed = await collect(text, path, options);
          expect(streamed, `${path} in ${text}`).toEqual(valuesAt(tree, path));
        }
      }
    });
  }
});

describe('xmlElements', () => {
  it('yields elements by name at any depth, outermost only, in document order', async () => {
    const xml = '<r><a id="1"><a>inner</a></a><b><a>2</a></b><a/></r>';
    expect(await collect(xml, 'a')).toEqual([{ '@_id': '1', a: 'inner' }, '2', '']);
    expect(await collect(xml, 'r.b.a')).toEqual(['2']);
    expect(await collect(xml, 'r.a.a')).toEqual(['inner']);
    expect(await collect(xml, 'missing')).toEqual([]);
  });

  it('reads strings, bytes, web streams and async iterables of text', async () => {
    const xml = '\uFEFF<r><i>1</i><i>é</i></r>';
    const bytes = new TextEncoder().encode(xml);
    const expected = ['1', 'é'];
    expect(await collect(xml, 'i')).toEqual(expected);
    expect(await collect(bytes, 'i')).toEqual(expected);
    expect(await collect(new Response(bytes).body as ReadableStream<Uint8Array>, 'i')).toEqual(expected);
    expect(
      await collect(
        (async function* () {
          yield '<r><i>1</i><i';
          yield '>é</i></r>';
        })(),
        'i',
      ),
    ).toEqual(expected);
  });

  it('hands out each element before reading the rest of the input', async () => {
    const pulled: number[] = [];
    async function* source() {
      for (let i = 0; i < 5; i++) {
        pulled.push(i);
        yield i === 0 ? `<r><n>${i}</n>` : `<n>${i}</n>`;
      }
      yield '</r>';
    }
    for await (const element of xmlElements(source(), 'n')) {
      expect(pulled.length).toBe(Number(element) + 1);
      if (element === '2') break;
    }
    expect(pulled).toEqual([0, 1, 2]);
  });

  it('refuses internal DTD subsets and entity declarations like createXmlParser', async () => {
    const laughs = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><lolz>&lol2;</lolz>';
    await expect(collect(laughs, 'lolz')).rejects.toThrow(
      /unsafe XML: the DOCTYPE declares an internal subset/,
    );
    await expect(collect('<a><!ENTITY x "y"><b/></a>', 'b')).rejects.toThrow(/declares entities/);
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE foo [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]><foo>&xxe;</foo>';
    await expect(collect(xxe, 'foo')).rejects.toThrow(ParseError);
    // Undeclared entities stay as they are: nothing is ever looked up outside the document.
    expect(await collect('<!DOCTYPE a PUBLIC "x" "y.dtd"><a>&xxe;</a>', 'a')).toEqual(['&xxe;']);
  });

  it('refuses a hostile document after reading only its prologue', async () => {
    let chunks = 0;
    async function* hostile() {
      yield '<!DOCTYPE lolz [<!ENTITY lol "lol">]>';
      for (;;) {
        chunks += 1;
        yield `<lolz>${'&lol;'.repeat(1000)}</lolz>`;
      }
    }
    await expect(collect(hostile(), 'lolz')).rejects.toThrow(/unsafe XML/);
    expect(chunks).toBeLessThanOrEqual(1);
  });

  it('reports a truncated document and a mismatched end tag as ParseError', async () => {
    await expect(collect('<r><a>1</a><a>2', 'a')).rejects.toThrow(/ends inside <a>/);
    await expect(collect('<r><a>1</b></r>', 'a')).rejects.toThrow(/<\/b> where <\/a> was expected/);
    const partial: XmlElement[] = [];
    await expect(
      (async () => {
        for await (const element of xmlElements('<r><a>1</a><a>2', 'a')) partial.push(element);
      })(),
    ).rejects.toThrow(ParseError);
    expect(partial).toEqual(['1']);
  });

  it('refuses names that would pollute prototypes and nesting deeper than maxDepth', async () => {
    await expect(collect('<r><constructor>1</constructor></r>', 'r')).rejects.toThrow(/unsafe XML/);
    expect(() => createXmlParser().parse('<r><constructor>1</constructor></r>')).toThrow(ParseError);
    const deep = `${'<d>'.repeat(20)}${'</d>'.repeat(20)}`;
    await expect(collect(deep, 'd', { maxDepth: 10 })).rejects.toThrow(/nested deeper than 10/);
    expect(await collect(deep, 'd', { maxDepth: 30 })).toHaveLength(1);
  });

  it('passes on a failure of its source', async () => {
    async function* broken() {
      yield '<r><a>1</a>';
      throw new Error('connection reset');
    }
    await expect(collect(broken(), 'a')).rejects.toThrow('connection reset');
  });
});
