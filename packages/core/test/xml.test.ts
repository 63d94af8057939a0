import { readFileSync } from 'node:fs';
import { ParseError } from '@lifesci/core';
import { createXmlParser } from '@lifesci/core/xml';
import { realFixtureUrl } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';

const real = (name: string) => readFileSync(realFixtureUrl(`${name}`));

const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol9 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
]>
<lolz>&lol9;</lolz>`;

const externalEntity = `<?xml version="1.0"?>
<!DOCTYPE foo [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<foo>&xxe;</foo>`;

describe('createXmlParser', () => {
  const parser = createXmlParser();

  it('refuses a billion-laughs document with a clear error, before expanding anything', () => {
    expect(() => parser.parse(billionLaughs)).toThrow(ParseError);
    expect(() => parser.parse(billionLaughs)).toThrowError(
      /unsafe XML: the DOCTYPE declares an internal subset/,
    );
    // A huge hostile document is refused by the prologue scan alone.
    const huge = billionLaughs.replace('<lolz>&lol9;</lolz>', `<lolz>${'&lol9;'.repeat(200_000)}</lolz>`);
    expect(() => parser.parse(huge)).toThrow(ParseError);
  });

  it('refuses external entities', () => {
    expect(() => parser.parse(externalEntity)).toThrowError(/unsafe XML/);
    expect(() => parser.parse('<a><!ENTITY x "y"></a>')).toThrowError(/declares entities/);
  });

  it('parses NCBI documents that carry a plain DOCTYPE with an external DTD', () => {
    const doc = createXmlParser({ isArray: ['eSearchResult.IdList.Id'] }).parse(
      real('ncbi-eutils/esearch1.xml'),
    ) as {
      eSearchResult: { Count: string; IdList: { Id: string[] } };
    };
    expect(doc.eSearchResult.Count).toBe('63');
    expect(doc.eSearchResult.IdList.Id[0]).toBe('41282813');
    const gene = parser.parse(real('ncbi-eutils/efetch-gene-4747.xml')) as Record<string, unknown>;
    expect(JSON.stringify(gene)).toContain('"Gene-track_geneid":"4747"');
    expect(() => parser.parse(real('ncbi-clinvar/clinvar_vcv_12000.xml'))).not.toThrow();
  });

  it('decodes the XML entities and keeps values as strings', () => {
    expect(parser.parse('<a><b>A &amp; B &lt;1&gt; &#x3B1;</b><id>007</id></a>')).toEqual({
      a: { b: 'A & B <1> α', id: '007' },
    });
  });

  it('supports isArray by name or path, attribute prefix, text node name, and bytes input', () => {
    const custom = createXmlParser({
      isArray: ['Item', 'r.list.x'],
      attributePrefix: '$',
      textNodeName: '_',
    });
    const xml = '<r><Item Name="a">1</Item><list><x>1</x></list><y><x>2</x></y></r>';
    expect(custom.parse(new TextEncoder().encode(xml))).toEqual({
      r: { Item: [{ $Name: 'a', _: '1' }], list: { x: ['1'] }, y: { x: '2' } },
    });
    const byFn = createXmlParser({ isArray: (name, path) => name === 'x' && path.startsWith('r.y') });
    expect(byFn.parse(xml)).toMatchObject({ r: { list: { x: '1' }, y: { x: ['2'] } } });
  });

  it('in strict mode rejects a truncated document', () => {
    const strict = createXmlParser({ strict: true });
    expect(strict.parse('<a><b>1</b></a>')).toEqual({ a: { b: '1' } });
    expect(() => strict.parse('<a><b>1</b>')).toThrowError(/malformed XML/);
  });

  it('ignores a UTF-8 byte order mark', () => {
    expect(parser.parse(`\uFEFF<a>1</a>`)).toEqual({ a: '1' });
  });
});
