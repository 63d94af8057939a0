import { readRealFixture } from '@lifesci/vitest-config/kit';
import { DtdValidator, XmlDocument, XmlDtd, XmlValidateError } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { eutilsAnswers } from '../helpers/eutils-answers.js';

// E-utilities answers against the DTDs they declare (NCBI's own, as Biopython ships them), with
// libxml2's DTD validator. The DTD is the one the answer's DOCTYPE names, so a wrong DOCTYPE fails too.
const DTDS = 'ncbi-eutils/dtd/';

/** A DTD with its modules read in place of their parameter-entity references (NCBI_Entrezgene.dtd has 26). */
function inlined(file: string): string {
  return readRealFixture(DTDS + file).replace(
    /<!ENTITY\s+%\s+(\S+)\s+PUBLIC\s+"[^"]*"\s+"([^"]+)"\s*>\s*%\1;/g,
    (_, _name, module: string) => inlined(module),
  );
}

/**
 * NCBI's elink.dtd gives LinkSet a content model that is not deterministic, which XML 1.0 requires
 * of a DTD: libxml2 says so for every LinkSet, of the live service's answers too (elink1.xml).
 * It is the DTD's fault, not the answer's; everything inside LinkSet is still validated.
 */
const ELINK_DTD_FAULT = /^Content model of LinkSet is not deterministic/;

function dtdErrors(xml: string): string[] {
  const file = /<!DOCTYPE\s+\S+\s+PUBLIC\s+"[^"]*"\s+"[^"]*\/([^/"]+)"\s*>/.exec(xml)?.[1];
  if (!file) throw new Error(`answer without a DOCTYPE: ${xml.slice(0, 120)}`);
  const validator = new DtdValidator(XmlDtd.fromString(inlined(file)));
  const doc = XmlDocument.fromString(xml.replace(/<!DOCTYPE[^>]*>/, ''));
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((d) => d.message.trim()).filter((m) => !ELINK_DTD_FAULT.test(m));
  } finally {
    doc.dispose();
    validator.dispose();
  }
}

const answer = eutilsAnswers();

describe('E-utilities XML against the DTDs NCBI publishes', () => {
  it('the validator runs: real recorded answers pass, a broken one fails where it is broken', async () => {
    for (const file of [
      'esearch1.xml',
      'esearch8.xml',
      'einfo1.xml',
      'einfo2.xml',
      'esummary1.xml',
      'elink1.xml',
    ])
      expect(dtdErrors(readRealFixture(`ncbi-eutils/${file}`)), file).toEqual([]);
    const gene = readRealFixture('ncbi-eutils/efetch-gene-4747.xml');
    expect(dtdErrors(gene)).toEqual([]);
    // The controls: an element out of place, an undeclared one, a required part missing.
    const search = await answer('esearch.fcgi?db=gene&term=CYP2C19');
    expect(dtdErrors(search.replace(/<Count>(\d+)<\/Count>/, '<RetMax>$1</RetMax>'))).not.toEqual([]);
    expect(dtdErrors(search.replace('<IdList>', '<IdList><Uid>1</Uid>'))).toContain(
      'No declaration for element Uid',
    );
    expect(dtdErrors(gene.replace(/<Gene-track_geneid>\d+<\/Gene-track_geneid>/, ''))).not.toEqual([]);
    expect(
      dtdErrors(
        (await answer('elink.fcgi?dbfrom=gene&db=clinvar&id=1557')).replace(
          /<DbTo>(\w+)<\/DbTo>/,
          '<Db>$1</Db>',
        ),
      ),
    ).not.toEqual([]);
  });

  it.each([
    ['esearch, gene, with translation', 'esearch.fcgi?db=gene&term=CYP2C19[gene] AND human[orgn]'],
    [
      'esearch, boolean query',
      'esearch.fcgi?db=clinvar&term=CYP2C19[gene] AND (drug response[clnsig] OR pathogenic[clnsig])',
    ],
    ['esearch, history', 'esearch.fcgi?db=clinvar&term=BRCA1[gene]&usehistory=y&retmax=3'],
    ['esearch, nothing found', 'esearch.fcgi?db=gene&term=zzqqxx[gene]'],
    ['esearch, unknown database', 'esearch.fcgi?db=nosuchdb&term=x'],
    ['esummary v1, gene', 'esummary.fcgi?db=gene&id=1557,672,4747'],
    ['esummary v1, clinvar', 'esummary.fcgi?db=clinvar&id=16897,39357,12397'],
    ['esummary v2, gene', 'esummary.fcgi?db=gene&id=1557,672&version=2.0'],
    ['esummary v2, clinvar', 'esummary.fcgi?db=clinvar&id=16897,39357,12397&version=2.0'],
    ['esummary v2, unknown id', 'esummary.fcgi?db=gene&id=1557,999999999&version=2.0'],
    ['elink, neighbor', 'elink.fcgi?dbfrom=gene&db=clinvar&id=1557&id=672'],
    ['elink, neighbor_history', 'elink.fcgi?dbfrom=gene&db=clinvar&id=1557&cmd=neighbor_history'],
    ['elink, acheck', 'elink.fcgi?dbfrom=gene&id=1557,672&cmd=acheck'],
    ['elink, ncheck', 'elink.fcgi?dbfrom=gene&id=1557&cmd=ncheck'],
    ['einfo, database list', 'einfo.fcgi'],
    ['einfo, gene', 'einfo.fcgi?db=gene'],
    ['einfo, clinvar', 'einfo.fcgi?db=clinvar'],
    ['epost', 'epost.fcgi?db=gene&id=1557,672'],
    ['efetch, gene records', 'efetch.fcgi?db=gene&id=1557,672,4747,1956&retmode=xml'],
  ])('%s', async (_, query) => {
    const xml = await answer(query);
    expect(xml).toMatch(/<!DOCTYPE/);
    expect(dtdErrors(xml)).toEqual([]);
  });

  it('efetch gene records of every kind of generated gene (coding, ncRNA, pseudogene, mouse, rat)', async () => {
    const ids: string[] = [];
    const kinds = ['microRNA[desc]', 'intergenic[desc]', 'pseudogene[desc]', 'mouse[orgn]', 'rat[orgn]'];
    for (const term of [...kinds, 'solute+carrier[desc]+AND+LOC*[gene]'])
      ids.push(
        ...[...(await answer(`esearch.fcgi?db=gene&term=${term}&retmax=3`)).matchAll(/<Id>(\d+)<\/Id>/g)].map(
          (m) => m[1]!,
        ),
      );
    expect(ids.length).toBeGreaterThanOrEqual(15);
    const xml = await answer(`efetch.fcgi?db=gene&id=${ids.join(',')}&retmode=xml`);
    expect(xml.match(/<Entrezgene>/g)).toHaveLength(ids.length);
    expect(dtdErrors(xml)).toEqual([]);
  });
});
