import { ParseError, type XmlElement, xmlElements } from '@lifesci/core';
import { describe, expect, it } from 'vitest';

async function collect(source: string | string[], match: string, root: string | readonly string[]) {
  const out: XmlElement[] = [];
  for await (const element of xmlElements(source, match, { root })) out.push(element);
  return out;
}

const GENES =
  '<?xml version="1.0"?>\n<!DOCTYPE Entrezgene-Set PUBLIC "-//NCBI//NCBI Entrezgene/EN" "Entrezgene.dtd">\n<Entrezgene-Set><Entrezgene><id>1</id></Entrezgene><Entrezgene><id>2</id></Entrezgene></Entrezgene-Set>';

describe('xmlElements { root }', () => {
  it('reads the elements of a document with the expected root', async () => {
    expect(await collect(GENES, 'Entrezgene', 'Entrezgene-Set')).toEqual([{ id: '1' }, { id: '2' }]);
  });

  it('an empty document with the expected root is an empty result, not an error', async () => {
    expect(await collect('<Entrezgene-Set>\n</Entrezgene-Set>', 'Entrezgene', 'Entrezgene-Set')).toEqual([]);
  });

  it('an error document is a ParseError naming the root found, before anything is yielded', async () => {
    const error = await collect(
      '<?xml version="1.0" ?>\n<eFetchResult>\n\t<ERROR>Empty id list - nothing todo</ERROR>\n</eFetchResult>',
      'Entrezgene',
      'Entrezgene-Set',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).message).toContain(
      'expected a <Entrezgene-Set> document, found <eFetchResult>',
    );
  });

  it('accepts any of several roots (a format with older layouts)', async () => {
    const roots = ['ClinVarResult-Set', 'ReleaseSet'];
    const older = '<ReleaseSet><ClinVarSet><x>a</x></ClinVarSet></ReleaseSet>';
    expect(await collect(older, 'ClinVarSet', roots)).toEqual([{ x: 'a' }]);
    await expect(collect('<html><body>busy</body></html>', 'ClinVarSet', roots)).rejects.toThrow(
      /expected a <ClinVarResult-Set> or <ReleaseSet> document, found <html>/,
    );
  });

  it('an empty body, or one with no element at all, is a ParseError', async () => {
    await expect(collect('', 'Entrezgene', 'Entrezgene-Set')).rejects.toThrow(ParseError);
    await expect(
      collect('<?xml version="1.0"?>\n<!-- nothing -->', 'Entrezgene', 'Entrezgene-Set'),
    ).rejects.toThrow(/found no root element/);
  });

  it('checks the root when its name is split across chunks', async () => {
    const chunks = ['<?xml version="1.0"?><eFetch', 'Result><ERROR>x</ERROR></eFetchResult>'];
    await expect(collect(chunks, 'Entrezgene', 'Entrezgene-Set')).rejects.toThrow(/found <eFetchResult>/);
    const good = ['<Entrez', 'gene-Set><Entrezgene>1</Entrez', 'gene></Entrezgene-Set>'];
    expect(await collect(good, 'Entrezgene', 'Entrezgene-Set')).toEqual(['1']);
  });

  it('without root, an unexpected document still reads as no elements (the default is unchanged)', async () => {
    const out: XmlElement[] = [];
    for await (const e of xmlElements('<eFetchResult><ERROR>x</ERROR></eFetchResult>', 'Entrezgene'))
      out.push(e);
    expect(out).toEqual([]);
  });
});
