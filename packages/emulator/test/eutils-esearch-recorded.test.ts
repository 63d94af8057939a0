import { readRealFixture } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { eutilsAnswers } from './helpers/eutils-answers.js';
import { elementPaths, rootChildren } from './helpers/xml-paths.js';

// ESearch XML against the service's own answers recorded in January 2026 (Biopython's esearch1.xml
// and esearch8.xml): the same elements, in the same order. The live service no longer sends the
// TranslationStack that older answers (and the DTD, as optional) have, so the emulator sends none.

const answer = eutilsAnswers();

describe('ESearch XML laid out as the live service answers', () => {
  it('a search with hits: Count, RetMax, RetStart, IdList, TranslationSet, QueryTranslation', async () => {
    const real = readRealFixture('ncbi-eutils/esearch1.xml');
    const xml = await answer('esearch.fcgi?db=gene&term=CYP2C19');
    expect(rootChildren(xml)).toEqual(rootChildren(real));
    expect(elementPaths(xml)).toEqual(elementPaths(real));
    expect(xml).not.toMatch(/TranslationStack/);
  });

  it('a search that finds nothing: the same, with ErrorList/PhraseNotFound and WarningList/OutputMessage', async () => {
    const real = readRealFixture('ncbi-eutils/esearch8.xml');
    const xml = await answer('esearch.fcgi?db=gene&term=abcXYZ');
    expect(rootChildren(xml)).toEqual(rootChildren(real));
    expect(elementPaths(xml)).toEqual(elementPaths(real));
    expect(xml).toMatch(/<ErrorList><PhraseNotFound>abcXYZ<\/PhraseNotFound><\/ErrorList>/);
    expect(xml).toMatch(/<OutputMessage>No items found\.<\/OutputMessage>/);
  });
});
