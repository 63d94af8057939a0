import { MissingItemError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { SPEC_PROPERTY_NAMES } from '../src/index.js';
import { BASE, formOf, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

const row = (cid: number) => ({ CID: cid, MolecularFormula: `C${cid}`, MolecularWeight: `${cid}.5` });
const table = (cids: number[]) => ({ PropertyTable: { Properties: cids.map(row) } });

describe('compounds.properties', () => {
  it('one CID is a GET with the spec property list by default', async () => {
    const scope = nock(BASE)
      .get(`/rest/pug/compound/cid/2244/property/${SPEC_PROPERTY_NAMES.join(',')}/JSON`)
      .reply(200, table([2244]));
    const result = await testClient().compounds.properties(2244);
    expect(scope.isDone()).toBe(true);
    expect(result.values).toEqual([{ CID: 2244, MolecularFormula: 'C2244', MolecularWeight: 2244.5 }]);
  });

  it('many CIDs go as a form POST of cid=, named properties only, results in input order', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/cid/property/MolecularFormula,MolecularWeight/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      // PubChem answers in its own order; the batch puts them back in input order.
      .reply(200, table([3, 1, 2]));
    const result = await testClient().compounds.properties(['2', 1, 3], {
      properties: ['MolecularFormula', 'MolecularWeight'],
    });
    expect(form.cid).toBe('2,1,3');
    expect(result.values.map((p) => p.CID)).toEqual([2, 1, 3]);
    expect(result.items.map((i) => i.id)).toEqual([2, 1, 3]);
  });

  it('more than 200 CIDs are split into chunks of 200', async () => {
    const forms: string[][] = [];
    nock(BASE)
      .post(/\/rest\/pug\/compound\/cid\/property\/.*\/JSON/, (body) => {
        forms.push(formOf(body).cid?.split(',') ?? []);
        return true;
      })
      .times(2)
      .reply(200, (_uri, body) => table((formOf(body).cid ?? '').split(',').map(Number)));
    const cids = Array.from({ length: 250 }, (_, i) => i + 1);
    const result = await testClient().compounds.properties(cids, { properties: ['MolecularFormula'] });
    expect(forms.map((f) => f.length).sort((a, b) => a - b)).toEqual([50, 200]);
    expect(result.values.map((p) => p.CID)).toEqual(cids);
  });

  it('a CID missing from the answer is a per-id MissingItemError, the others arrive', async () => {
    nock(BASE)
      .post(/property/)
      .reply(200, table([1, 3]));
    const result = await testClient().compounds.properties([1, 2, 3], { properties: ['MolecularFormula'] });
    expect(result.values.map((p) => p.CID)).toEqual([1, 3]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]?.id).toBe(2);
    expect(result.failures[0]?.error).toBeInstanceOf(MissingItemError);
  });

  it('a chunk that fails fails only its ids', async () => {
    nock(BASE)
      .post(/property/)
      .reply(200, (_uri, body) => table((formOf(body).cid ?? '').split(',').map(Number)))
      // A chunk of one CID is a GET.
      .get('/rest/pug/compound/cid/201/property/Title/JSON')
      .reply(404, { Fault: { Code: 'PUGREST.NotFound', Message: 'No CID found' } });
    const cids = Array.from({ length: 201 }, (_, i) => i + 1);
    const result = await testClient().compounds.properties(cids, { properties: ['Title'] });
    expect(result.values).toHaveLength(200);
    expect(result.failures.map((f) => f.id)).toEqual([201]);
    expect(result.failures[0]?.error.message).toContain('No CID found (PUGREST.NotFound)');
  });

  it('a property the compound lacks is absent, not an error', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/5/property/XLogP,Volume3D,Title/JSON')
      .reply(200, { PropertyTable: { Properties: [{ CID: 5, Title: 'salt' }] } });
    const [props] = (
      await testClient().compounds.properties(5, { properties: ['XLogP', 'Volume3D', 'Title'] })
    ).values;
    expect(props).toEqual({ CID: 5, Title: 'salt' });
    expect(props && 'XLogP' in props).toBe(false);
  });

  it('the 2025 SMILES names fill the spec names', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/property/CanonicalSMILES,IsomericSMILES/JSON')
      .reply(200, {
        PropertyTable: { Properties: [{ CID: 2244, ConnectivitySMILES: 'CC', SMILES: 'C[C@H]' }] },
      });
    const [props] = (
      await testClient().compounds.properties(2244, { properties: ['CanonicalSMILES', 'IsomericSMILES'] })
    ).values;
    expect(props).toMatchObject({ CanonicalSMILES: 'CC', IsomericSMILES: 'C[C@H]' });
  });
});

describe('compounds.get and compounds.cids', () => {
  it('a name goes in the path (encoded)', async () => {
    const scope = nock(BASE)
      .get('/rest/pug/compound/name/acetylsalicylic%20acid/property/MolecularFormula/JSON')
      .reply(200, { PropertyTable: { Properties: [{ CID: 2244, MolecularFormula: 'C9H8O4' }] } });
    const found = await testClient().compounds.get(
      { name: 'acetylsalicylic acid' },
      { properties: ['MolecularFormula'] },
    );
    expect(scope.isDone()).toBe(true);
    expect(found).toEqual([{ CID: 2244, MolecularFormula: 'C9H8O4' }]);
  });

  it('a SMILES is a form POST (it may hold / and #)', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/smiles/cids/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, { IdentifierList: { CID: [6] } });
    expect(await testClient().compounds.cids({ smiles: 'F/C=C/F' })).toEqual([6]);
    expect(form.smiles).toBe('F/C=C/F');
  });

  it('an InChI is a form POST', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/inchi/property/InChIKey/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, {
        PropertyTable: { Properties: [{ CID: 2244, InChIKey: 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N' }] },
      });
    const inchi = 'InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)';
    const found = await testClient().compounds.get({ inchi }, { properties: ['InChIKey'] });
    expect(form.inchi).toBe(inchi);
    expect(found[0]?.InChIKey).toBe('BSYNRYMUTXBXSQ-UHFFFAOYSA-N');
  });

  it('a name holding "/" is sent as a form POST', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/name/cids/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, { IdentifierList: { CID: [1, 2] } });
    expect(await testClient().compounds.cids({ name: 'a/b' })).toEqual([1, 2]);
    expect(form.name).toBe('a/b');
  });

  it('a very long name is sent as a form POST too', async () => {
    const name = 'x'.repeat(1_001);
    nock(BASE)
      .post('/rest/pug/compound/name/cids/JSON', (body) => formOf(body).name === name)
      .reply(200, { IdentifierList: { CID: [3] } });
    expect(await testClient().compounds.cids({ name })).toEqual([3]);
  });

  it('no match ("No CID found", 404) is an empty list', async () => {
    nock(BASE)
      .get('/rest/pug/compound/name/notachemical/cids/JSON')
      .reply(404, { Fault: { Code: 'PUGREST.NotFound', Message: 'No CID found' } })
      .get('/rest/pug/compound/name/notachemical/property/Title/JSON')
      .reply(404, { Fault: { Code: 'PUGREST.NotFound', Message: 'No CID found' } });
    expect(await testClient().compounds.cids({ name: 'notachemical' })).toEqual([]);
    expect(await testClient().compounds.get({ name: 'notachemical' }, { properties: ['Title'] })).toEqual([]);
  });
});
