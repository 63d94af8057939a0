import { readRealFixture } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { eutilsAnswers } from './helpers/eutils-answers.js';
import { elementPaths } from './helpers/xml-paths.js';

// ELink's check commands against the real recordings (Biopython's elink7.xml and elink8.xml):
// the same elements in the same nesting, field by field, and answers that agree with cmd=neighbor.

const answer = eutilsAnswers();

describe('ELink cmd=acheck and cmd=ncheck', () => {
  it('acheck answers each id with its LinkInfo list, laid out as the real answer', async () => {
    const xml = await answer('elink.fcgi?dbfrom=gene&id=1557,672&cmd=acheck');
    expect(xml).not.toMatch(/<ERROR>/);
    expect(elementPaths(xml)).toEqual(elementPaths(readRealFixture('ncbi-eutils/elink-acheck.xml')));
    const sets = [...xml.matchAll(/<IdLinkSet>\s*<Id>(\d+)<\/Id>([\s\S]*?)<\/IdLinkSet>/g)];
    expect(sets.map((m) => m[1])).toEqual(['1557', '672']);
    const cyp2c19 = [
      ...sets[0]![2]!.matchAll(
        /<DbTo>(\w+)<\/DbTo>\s*<LinkName>(\w+)<\/LinkName>\s*<MenuTag>([^<]+)<\/MenuTag>\s*<HtmlTag>([^<]+)<\/HtmlTag>\s*<Priority>128<\/Priority>/g,
      ),
    ];
    const names = cyp2c19.map((m) => m[2]!);
    expect(names).toContain('gene_clinvar');
    // Ordered by target database, then link name, as NCBI orders them.
    const keys = cyp2c19.map((m) => `${m[1]} ${m[2]}`);
    expect(keys).toEqual([...keys].sort());
    // The link acheck lists is one cmd=neighbor follows.
    const neighbor = await answer('elink.fcgi?dbfrom=gene&id=1557&cmd=neighbor&linkname=gene_clinvar');
    expect(neighbor).toMatch(/<LinkName>gene_clinvar<\/LinkName>/);
    expect(await answer('elink.fcgi?dbfrom=gene&id=1557&cmd=acheck&db=clinvar')).toMatch(
      /<IdLinkSet>\s*<Id>1557<\/Id>\s*<LinkInfo>\s*<DbTo>clinvar<\/DbTo>\s*<LinkName>gene_clinvar<\/LinkName>\s*<MenuTag>ClinVar<\/MenuTag>\s*<HtmlTag>ClinVar<\/HtmlTag>\s*<Priority>128<\/Priority>\s*<\/LinkInfo>\s*<\/IdLinkSet>/,
    );
  });

  it('ncheck flags each id with HasNeighbor, laid out as the real answer', async () => {
    const xml = await answer('elink.fcgi?dbfrom=gene&id=1557&cmd=ncheck');
    expect(elementPaths(xml)).toEqual(elementPaths(readRealFixture('ncbi-eutils/elink-ncheck.xml')));
    expect(xml).toMatch(/<Id HasNeighbor="Y">1557<\/Id>/);
    // ClinVar has no link to itself: no record has neighbours there.
    expect(await answer('elink.fcgi?dbfrom=clinvar&id=16897&cmd=ncheck')).toMatch(
      /<Id HasNeighbor="N">16897<\/Id>/,
    );
  });
});
