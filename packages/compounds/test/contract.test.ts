import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { ANNOTATION_HEADINGS, annotationTexts, findSections } from '../src/index.js';
import { BASE, formOf, REAL_PROPERTIES, REAL_PUG_VIEW, readReal, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

describe('real PubChem responses (fixtures/real/pubchem)', () => {
  it('the property table for CIDs 5564 and 2244 parses, in input order, masses as numbers', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post(/^\/rest\/pug\/compound\/cid\/property\/[A-Za-z0-9,]+\/JSON$/, (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, readReal(REAL_PROPERTIES), { 'content-type': 'application/json' });
    const result = await testClient().compounds.properties([2244, 5564]);
    expect(form.cid).toBe('2244,5564');
    expect(result.failures).toEqual([]);
    const [aspirin, triclosan] = result.values;
    expect(aspirin).toMatchObject({
      CID: 2244,
      MolecularFormula: 'C9H8O4',
      MolecularWeight: 180.16,
      ExactMass: 180.04225873,
      MonoisotopicMass: 180.04225873,
      InChIKey: 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N',
      IUPACName: '2-acetyloxybenzoic acid',
      CanonicalSMILES: 'CC(=O)OC1=CC=CC=C1C(=O)O',
      XLogP: 1.2,
      TPSA: 63.6,
      Complexity: 212,
      HBondDonorCount: 1,
      HBondAcceptorCount: 4,
      RotatableBondCount: 3,
      HeavyAtomCount: 13,
      Volume3D: 136,
      FeatureCount3D: 5,
      ConformerCount3D: 10,
    });
    // The 2025 names are filled from the older ones, so either spelling can be read.
    expect(aspirin?.ConnectivitySMILES).toBe('CC(=O)OC1=CC=CC=C1C(=O)O');
    expect(aspirin?.SMILES).toBe('CC(=O)OC1=CC=CC=C1C(=O)O');
    expect(triclosan).toMatchObject({
      CID: 5564,
      MolecularFormula: 'C12H7Cl3O2',
      MolecularWeight: 289.5,
      IUPACName: '5-chloro-2-(2,4-dichlorophenoxy)phenol',
      XLogP: 5,
      TPSA: 29.5,
      XStericQuadrupole3D: 8.82,
    });
    expect(triclosan?.Fingerprint2D?.startsWith('AAADcYBwMAAG')).toBe(true);
  });

  it('the PUG View record of CID 2349 parses into a typed section tree', async () => {
    nock(BASE)
      .get('/rest/pug_view/data/compound/2349/JSON')
      .reply(200, readReal(REAL_PUG_VIEW), { 'content-type': 'application/json' });
    const record = await testClient().annotations.get(2349);
    expect(record.RecordType).toBe('CID');
    expect(record.RecordNumber).toBe(2349);
    expect(record.RecordTitle).toBe('Cillin');
    expect(record.Section.map((s) => s.TOCHeading)).toContain('Chemical and Physical Properties');
    expect(record.Reference.find((r) => r.ReferenceNumber === 2)?.SourceName).toBe(
      'Drugs and Lactation Database (LactMed)',
    );
    const weight = findSections(record, 'Molecular Weight')[0];
    expect(weight?.Information?.[0]?.Value?.StringWithMarkup?.[0]?.String).toBe('334.4');
    expect(weight?.Information?.[0]?.Value?.Unit).toBe('g/mol');
    const xlogp = findSections(record, 'XLogP3')[0];
    expect(xlogp?.Information?.[0]?.Value?.Number).toEqual([1.8]);
  });

  it('the text helper pulls the text under the spec headings present in the real record', () => {
    const record = JSON.parse(readReal(REAL_PUG_VIEW)).Record;
    const present = ANNOTATION_HEADINGS.filter((h) => findSections(record, h).length > 0);
    expect(present).toEqual([
      'Chemical and Physical Properties',
      'Drug and Medication Information',
      'Toxicity',
      'Literature',
      'Patents',
    ]);
    const drug = annotationTexts(record, 'Drug and Medication Information');
    expect(drug[0]).toEqual({
      path: ['Drug and Medication Information', 'Drug Classes'],
      text: 'Breast Feeding; Lactation; Milk, Human; Anti-Infective Agents; Antibacterial Agents; Penicillins',
      referenceNumber: 2,
    });
    const toxicity = annotationTexts(record, 'Toxicity');
    expect(toxicity[0]?.path).toEqual([
      'Toxicity',
      'Toxicological Information',
      'Effects During Pregnancy and Lactation',
    ]);
    expect(toxicity.some((t) => t.text.includes('Penicillin G is acceptable in nursing mothers'))).toBe(true);
    const properties = annotationTexts(record, 'Chemical and Physical Properties');
    expect(properties.find((t) => t.path.at(-1) === 'Molecular Weight')?.text).toBe('334.4 g/mol');
    expect(properties.find((t) => t.path.at(-1) === 'XLogP3')?.text).toBe('1.8');
  });
});
