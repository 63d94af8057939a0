import { readRealFixture } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { eutilsAnswers } from '../helpers/eutils-answers.js';
import { xsdErrors } from '../helpers/xsd.js';

// The emulator's VCV XML against ClinVar's own schema (ClinVarVCV_current.xsd), with libxml2's
// validator. efetch wraps records in <ClinVarResult-Set>, which the schema does not define, so each
// VariationArchive is validated inside the schema's release element.
const xsd = readRealFixture('ncbi-clinvar/ClinVarVCV_current.xsd');

/** Schema errors of one VariationArchive, inside the schema's release element. */
async function schemaErrors(archive: string): Promise<string[]> {
  const xml = `<ClinVarVariationRelease ReleaseDate="2025-11-24">${archive}</ClinVarVariationRelease>`;
  return (await xsdErrors([xml], xsd))[0] ?? [];
}

const archives = (xml: string) => xml.match(/<VariationArchive [\s\S]*?<\/VariationArchive>/g) ?? [];

/**
 * Where the live service itself departs from the schema, the emulator follows the service:
 * ClinVar sends ProteinExpression/@singleLetterProteinChange (clinvar_vcv_haplotype_kcnq2.xml,
 * recorded 2026-04-18, has it eleven times) though the schema does not declare it.
 */
const SERVICE_NOT_SCHEMA = /attribute 'singleLetterProteinChange' is not allowed/;
/**
 * Not settled: the schema gives the aggregate somatic clinical impact a plain Description, while
 * NCBI's RCV sample (rcv_01.xml) puts ClinicalImpactAssertionType/ClinicalImpactClinicalSignificance
 * on it and the client reads them there; no recorded VCV with a somatic impact shows which the
 * live VCV answer does, so the emulator keeps the attributes until one is recorded.
 */
const UNSETTLED =
  /^Element 'Description', attribute 'ClinicalImpact(AssertionType|ClinicalSignificance)': The attribute '\w+' is not allowed\.$/;
/** Real records whose AlleleID was not confirmed from a public source: the emulator leaves it out rather than invent one. */
const ALLELE_ID_UNKNOWN = new Set(['16897', '39357']);

const text = eutilsAnswers();

describe('ClinVar VCV XML against ClinVarVCV_current.xsd', () => {
  it('finds in the recorded VCV only the departures the live answer really has', async () => {
    const errors = (
      await Promise.all(archives(readRealFixture('ncbi-clinvar/clinvar_vcv_12000.xml')).map(schemaErrors))
    ).flat();
    // The 2024 recording predates TraitSetID on ClassifiedConditionList and leaves two dates empty.
    expect(new Set(errors)).toEqual(
      new Set([
        "Element 'ClassifiedConditionList': The attribute 'TraitSetID' is required but missing.",
        "Element 'ClinicalAssertion', attribute 'DateLastUpdated': '' is not a valid value of the atomic type 'xs:date'.",
        "Element 'ClinVarAccession', attribute 'DateUpdated': '' is not a valid value of the atomic type 'xs:date'.",
      ]),
    );
  });

  it('validates the real records and generated germline, somatic and drug-response ones', async () => {
    const ids = new Set(['12397', '17677', '12374', '7105', '13961', '15333', '16897', '39357']);
    for (const term of ['BRCA1[gene]', 'TP53[gene]', 'CYP2C19[gene]', 'KRAS[gene]', 'CFTR[gene]'])
      for (const [, id] of (await text(`esearch.fcgi?db=clinvar&term=${term}&retmax=6`)).matchAll(
        /<Id>(\d+)<\/Id>/g,
      ))
        if (id) ids.add(id);
    expect(ids.size).toBeGreaterThan(25);
    const body = await text(
      `efetch.fcgi?db=clinvar&id=${[...ids].join(',')}&rettype=vcv&is_variationid=true`,
    );
    const checked = archives(body);
    expect(checked).toHaveLength(ids.size);
    for (const archive of checked) {
      const id = /VariationID="(\d+)"/.exec(archive)?.[1] ?? '?';
      const errors = (await schemaErrors(archive)).filter(
        (e) =>
          !SERVICE_NOT_SCHEMA.test(e) &&
          !UNSETTLED.test(e) &&
          !(
            ALLELE_ID_UNKNOWN.has(id) &&
            e === "Element 'SimpleAllele': The attribute 'AlleleID' is required but missing."
          ),
      );
      expect(errors, `VCV ${id}`).toEqual([]);
    }
  });
});
