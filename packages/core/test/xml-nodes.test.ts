import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type XmlNode, xmlElements, xmlNodes } from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';

const { all, allAt, asArray, at, attr, childText, has, node, one, root, text, texts } = xmlNodes;

const parser = createXmlParser();
const doc = parser.parse(`<?xml version="1.0"?>
<Set>
  <Rec id=" 7 " empty=""><Name>BRCA1</Name><Alias>a</Alias><Alias>b</Alias><Alias/><Note type="x">n</Note>
    <Links><Link><Id>1</Id></Link><Link><Id>2</Id><Id>3</Id></Link></Links>
  </Rec>
  <Rec id="8"><Name></Name><Links><Link><Id>4</Id></Link></Links></Rec>
</Set>`);

describe('xmlNodes over createXmlParser trees', () => {
  const set = root(doc);
  const recs = all(set?.node, 'Rec');
  const [first, second] = recs as [XmlNode, XmlNode];

  it('finds the root, skipping the declaration', () => {
    expect(set?.name).toBe('Set');
    expect(root({ '?xml': { '@_version': '1.0' }, Only: 'text' })).toEqual({
      name: 'Only',
      node: { '#text': 'text' },
    });
    expect(root('not a tree')).toBeUndefined();
  });

  it('all/one hide one-or-many, wrapping text-only elements as nodes', () => {
    expect(recs).toHaveLength(2);
    expect(all(first, 'Alias')).toEqual([{ '#text': 'a' }, { '#text': 'b' }, {}]);
    expect(all(first, 'Name')).toEqual([{ '#text': 'BRCA1' }]);
    expect(all(first, 'Missing')).toEqual([]);
    expect(one(first, 'Alias')).toEqual({ '#text': 'a' });
    expect(one(undefined, 'Alias')).toBeUndefined();
    // An array passed as a node stands for its first element.
    expect(one(set?.node.Rec, 'Name')).toEqual({ '#text': 'BRCA1' });
  });

  it('at follows first elements; allAt fans out at every step', () => {
    expect(text(at(first, 'Links', 'Link', 'Id'))).toBe('1');
    expect(allAt(set?.node, 'Rec', 'Links', 'Link', 'Id').map(text)).toEqual(['1', '2', '3', '4']);
    expect(all(at(first, 'Links'), 'Link')).toHaveLength(2);
    expect(at(first, 'Nope', 'Link')).toBeUndefined();
  });

  it('text and attr read bare text, #text and prefixed attributes; empty is undefined', () => {
    expect(text(first.Name)).toBe('BRCA1');
    expect(childText(first, 'Note')).toBe('n');
    expect(attr(one(first, 'Note'), 'type')).toBe('x');
    expect(attr(first, 'id')).toBe('7');
    expect(attr(first, 'empty')).toBeUndefined();
    expect(attr(first, 'missing')).toBeUndefined();
    expect(childText(second, 'Name')).toBeUndefined();
    expect(text(first)).toBeUndefined();
    expect(texts(first, 'Alias')).toEqual(['a', 'b']);
    expect(text(42)).toBe('42');
  });

  it('has tells an empty element from a missing one', () => {
    expect(has(second, 'Name')).toBe(true);
    expect(has(second, 'Alias')).toBe(false);
  });

  it('asArray and node normalise values', () => {
    expect(asArray(undefined)).toEqual([]);
    expect(asArray(null)).toEqual([]);
    expect(asArray('x')).toEqual(['x']);
    const list = ['a', 'b'];
    expect(asArray(list)).toEqual(list);
    expect(asArray(list)).not.toBe(list);
    expect(node('')).toEqual({});
    expect(node(['t'])).toEqual({ '#text': 't' });
    expect(node(undefined)).toBeUndefined();
  });

  it('returns strings that do not keep the document alive', () => {
    setFlagsFromString('--expose_gc');
    const gc = runInNewContext('gc') as () => void;
    const long = 'x'.repeat(40);
    const xml = `<r><v a="${long}">${long}</v>${`<pad>${'y'.repeat(100)}</pad>`.repeat(100_000)}</r>`;
    const retained = (keep: (v: unknown) => unknown[]) => {
      gc();
      const before = process.memoryUsage().heapUsed;
      const kept = keep(at(parser.parse(new TextEncoder().encode(xml)), 'r', 'v'));
      // V8 keeps the last string a RegExp ran on (RegExp.input): point it at a small one.
      /reset/.test('reset');
      gc();
      const bytes = process.memoryUsage().heapUsed - before;
      expect(kept).toEqual([long, long]);
      return bytes;
    };
    // The parser's own strings are views into the ~11 MB document...
    expect(retained((v) => [(v as XmlNode)['#text'], (v as XmlNode)['@_a']])).toBeGreaterThan(5_000_000);
    // ...the accessors' are copies of just their characters.
    expect(retained((v) => [text(v), attr(v, 'a')])).toBeLessThan(1_000_000);
  });

  it('read elements from xmlElements the same way', async () => {
    const bytes = readFileSync(realFixtureUrl('ncbi-eutils/efetch-gene-4747.xml'));
    const ids: (string | undefined)[] = [];
    for await (const gene of xmlElements(bytes, 'Entrezgene')) {
      ids.push(childText(at(gene, 'Entrezgene_track-info', 'Gene-track'), 'Gene-track_geneid'));
      expect(attr(at(gene, 'Entrezgene_track-info', 'Gene-track', 'Gene-track_status'), 'value')).toBe(
        'live',
      );
    }
    expect(ids).toEqual(['4747']);
  });
});
