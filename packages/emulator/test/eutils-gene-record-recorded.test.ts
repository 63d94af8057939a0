import { readRealFixture } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { eutilsAnswers } from './helpers/eutils-answers.js';
import { elementPaths } from './helpers/xml-paths.js';

// Entrezgene records against the recorded NEFL record (efetch-gene-4747.xml), part by part: the
// organism's taxonomy synonyms and the GO qualifiers are where the real record has them.

const answer = eutilsAnswers();

const real = readRealFixture('ncbi-eutils/efetch-gene-4747.xml');
const fetchGenes = (ids: string) => answer(`efetch.fcgi?db=gene&id=${ids}&retmode=xml`);
const under = (paths: string[], part: string) => paths.filter((p) => p.includes(part));

describe('Entrezgene records as the recorded one', () => {
  it('a human record names the organism with its Org-ref synonyms, as the real one', async () => {
    const xml = await fetchGenes('4747');
    const orgRef = /<Org-ref>[\s\S]*?<\/Org-ref>/;
    const names = (x: string) => [...orgRef.exec(x)![0].matchAll(/<(Org-ref_\w+)>/g)].map((m) => m[1]);
    expect(names(xml)).toEqual(names(real));
    expect(xml).toMatch(/<Org-ref_syn>\s*<Org-ref_syn_E>man<\/Org-ref_syn_E>\s*<\/Org-ref_syn>/);
    // Mouse and rat have no synonym the emulator can vouch for: none is sent.
    const mouse = await fetchGenes('12189');
    expect(mouse).toMatch(/<Org-ref_taxname>Mus musculus<\/Org-ref_taxname>/);
    expect(mouse).not.toMatch(/Org-ref_syn/);
  });

  it('GO annotations carry a qualifier before the term where one applies, in the real element', async () => {
    const ids = '1557,1565,672,7157,4747,2099,1956,4524,5243,3105';
    const xml = await fetchGenes(ids);
    const go = /<Gene-commentary_heading>GeneOntology[\s\S]*?<\/Entrezgene_properties>/g;
    const qualifiers = [...xml.matchAll(go)].flatMap((m) =>
      [
        ...m[0].matchAll(/<Other-source_pre-text>(\w+)<\/Other-source_pre-text>\s*<Other-source_anchor>/g),
      ].map((q) => q[1]),
    );
    expect(qualifiers.length).toBeGreaterThan(0);
    expect(new Set(qualifiers)).toEqual(new Set(['contributes_to', 'colocalizes_with']));
    const properties = (x: string) => under(elementPaths(x), 'Entrezgene_properties');
    expect(properties(xml)).toEqual(properties(real));
  });
});
