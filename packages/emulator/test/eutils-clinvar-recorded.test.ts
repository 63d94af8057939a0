import { readRealFixture } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { eutilsAnswers } from './helpers/eutils-answers.js';

// A haplotype is a ClinVar record kind the generator does not build; efetch serves the one NCBI
// record recorded in fixtures/real as NCBI gave it, beside generated records in the same answer.

const answer = eutilsAnswers();
const archiveOf = (xml: string, id: string) =>
  xml.slice(
    xml.indexOf(`<VariationArchive VariationID="${id}"`),
    xml.indexOf('</VariationArchive>', xml.indexOf(`VariationID="${id}"`)) + 19,
  );

describe('ClinVar efetch: the recorded haplotype VCV004818726', () => {
  const real = readRealFixture('ncbi-clinvar/clinvar_vcv_haplotype_kcnq2.xml');

  it('rettype=vcv answers its VariationArchive byte for byte as recorded', async () => {
    const xml = await answer('efetch.fcgi?db=clinvar&id=4818726&rettype=vcv&is_variationid=true');
    expect(archiveOf(xml, '4818726')).toBe(archiveOf(real, '4818726'));
    expect(archiveOf(xml, '4818726')).toMatch(/VariationType="Haplotype"/);
    expect(xml.match(/<VariationArchive /g)).toHaveLength(1);
  });

  it('by its VCV accession, and in request order beside a generated record', async () => {
    const xml = await answer('efetch.fcgi?db=clinvar&id=VCV004818726,16897&rettype=vcv');
    const order = [...xml.matchAll(/<VariationArchive VariationID="(\d+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['4818726', '16897']);
    expect(archiveOf(xml, '4818726')).toBe(archiveOf(real, '4818726'));
  });

  it('rettype=uilist names it; rettype=rcv has no ClinVarSet for it', async () => {
    expect(await answer('efetch.fcgi?db=clinvar&id=4818726&rettype=uilist&retmode=text')).toBe('4818726\n');
    expect(await answer('efetch.fcgi?db=clinvar&id=4818726&rettype=rcv')).not.toMatch(/<ClinVarSet/);
  });
});
