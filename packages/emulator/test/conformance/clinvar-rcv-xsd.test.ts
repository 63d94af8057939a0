import { readRealFixture } from '@lifesci/vitest-config/kit';
import { describe, expect, it } from 'vitest';
import { eutilsAnswers } from '../helpers/eutils-answers.js';
import { xsdErrors } from '../helpers/xsd.js';

// The emulator's RCV XML (efetch rettype=clinvarset) against ClinVar's own RCV schema
// (ClinVarRCV_current.xsd), with libxml2's validator; each ClinVarSet is a top-level element there.
const xsd = readRealFixture('ncbi-clinvar/ClinVarRCV_current.xsd');

/** Schema errors of each set, validated in one run of the validator. */
const schemaErrors = (sets: readonly string[]) => xsdErrors(sets, xsd);

const sets = (xml: string) => xml.match(/<ClinVarSet [\s\S]*?<\/ClinVarSet>/g) ?? [];

const text = eutilsAnswers();

describe('ClinVar RCV XML against ClinVarRCV_current.xsd', () => {
  it('the validator runs: NCBI’s own RCV sample passes, a broken set fails', async () => {
    const sample = readRealFixture('ncbi-clinvar/rcv_01.xml');
    const [real, broken] = await schemaErrors([
      sample,
      sample.replace('<RecordStatus>current</RecordStatus>', ''),
    ]);
    expect(real).toEqual([]);
    expect(broken).toEqual([expect.stringMatching(/^Element 'Title': This element is not expected/)]);
  });

  it('validates the RCVs of real and generated germline, somatic and drug-response records', async () => {
    const ids = new Set(['12397', '17677', '12374', '7105', '13961', '15333', '16897', '39357']);
    for (const term of ['BRCA1[gene]', 'TP53[gene]', 'CYP2C19[gene]', 'KRAS[gene]', 'CFTR[gene]'])
      for (const [, id] of (await text(`esearch.fcgi?db=clinvar&term=${term}&retmax=6`)).matchAll(
        /<Id>(\d+)<\/Id>/g,
      ))
        if (id) ids.add(id);
    const body = await text(`efetch.fcgi?db=clinvar&id=${[...ids].join(',')}&rettype=clinvarset`);
    const checked = sets(body);
    expect(checked.length).toBeGreaterThanOrEqual(ids.size);
    const found = await schemaErrors(checked);
    const errors = checked.flatMap((set, i) =>
      found[i]!.length ? [[/<ClinVarAccession Acc="(RCV\d+)"/.exec(set)?.[1], found[i]]] : [],
    );
    expect(errors).toEqual([]);
  });
});
