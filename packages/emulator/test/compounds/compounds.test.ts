import { inflateSync } from 'node:zlib';
import { createXmlParser } from '@lifesci/core/xml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompoundsService, type Emulator, startEmulator } from '../../src/index.js';
import { catalogFor, GENERATED_COUNT } from '../../src/services/compounds/catalog.js';
import { isSubstructure, tanimoto } from '../../src/services/compounds/search.js';
import { hillFormula, parseSmiles } from '../../src/services/compounds/smiles.js';

let emulator: Emulator;
let base: string;

beforeAll(async () => {
  emulator = await startEmulator({
    services: [createCompoundsService({ listKeyDelayMs: 200 })],
    limits: 'off',
  });
  base = emulator.baseUrls.compounds as string;
});
afterAll(async () => {
  await emulator.close();
});

// The tests walk arbitrary paths of PubChem's JSON bodies.
// biome-ignore lint/suspicious/noExplicitAny: a test reads untyped JSON by path
type Json = Record<string, any>;

const fetchJson = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
};

describe('compounds data', () => {
  it('holds the real compounds and 320 generated ones, formulas derived from their SMILES', () => {
    const catalog = catalogFor(1);
    expect(catalog.compounds.length).toBe(8 + GENERATED_COUNT);
    expect(catalog.byCid(2244)?.properties.MolecularFormula).toBe('C9H8O4');
    expect(catalog.byCid(60606)?.properties.MolecularFormula).toBe('C16H16ClNO2S');
    expect(catalog.byCid(2349)?.properties.MolecularFormula).toBe('C16H18N2O4S');
    expect(catalog.byName('PARACETAMOL').map((c) => c.cid)).toEqual([1983]);
    expect(catalogFor(1).compounds[20]).toBe(catalog.compounds[20]);
    expect(catalogFor(2).compounds[20]?.smiles).not.toBe(undefined);
  });

  it('reads SMILES: implicit hydrogens, charges, aromatic rings', () => {
    expect(hillFormula(parseSmiles('c1ccccc1'))).toBe('C6H6');
    expect(hillFormula(parseSmiles('C[N+](C)(C)C'))).toBe('C4H12N+');
    expect(hillFormula(parseSmiles('[O-]C(=O)C'))).toBe('C2H3O2-');
    expect(hillFormula(parseSmiles('c1cc[nH]c1'))).toBe('C4H5N');
    expect(() => parseSmiles('C1CC')).toThrow(/unclosed ring/);
  });

  it('matches substructures and scores similarity', () => {
    const aspirin = parseSmiles('CC(=O)OC1=CC=CC=C1C(=O)O');
    expect(isSubstructure(parseSmiles('c1ccccc1'), aspirin)).toBe(true);
    expect(isSubstructure(parseSmiles('C(=O)O'), aspirin)).toBe(true);
    expect(isSubstructure(parseSmiles('CN'), aspirin)).toBe(false);
    expect(tanimoto(aspirin, aspirin)).toBe(100);
    expect(tanimoto(aspirin, parseSmiles('CCO'))).toBeLessThan(50);
  });
});

describe('compounds routes', () => {
  it("property table with PubChem's 2025 SMILES names when asked by them", async () => {
    const { status, body } = await fetchJson(
      '/rest/pug/compound/cid/2244,5564/property/ConnectivitySMILES,XLogP/JSON',
    );
    expect(status).toBe(200);
    expect(body.PropertyTable.Properties).toEqual([
      { CID: 2244, ConnectivitySMILES: 'CC(=O)OC1=CC=CC=C1C(=O)O', XLogP: 1.2 },
      { CID: 5564, ConnectivitySMILES: 'C1=CC(=C(C=C1Cl)O)OC2=C(C=C(C=C2)Cl)Cl', XLogP: 5 },
    ]);
  });

  it('Fault bodies: NotFound, BadRequest, Unimplemented, PUGVIEW prefix, 404 and 405 for unknown paths', async () => {
    expect(await fetchJson('/rest/pug/compound/name/unobtainium/cids/JSON')).toMatchObject({
      status: 404,
      body: { Fault: { Code: 'PUGREST.NotFound', Message: 'No CID found' } },
    });
    expect((await fetchJson('/rest/pug/compound/cid/2244/property/Colour/JSON')).body.Fault).toEqual({
      Code: 'PUGREST.BadRequest',
      Message: 'Invalid property',
      Details: ['Unrecognized property: Colour'],
    });
    expect((await fetchJson('/rest/pug/compound/cid/2244/property/Title/TXT')).body.Fault.Code).toBe(
      'PUGREST.Unimplemented',
    );
    expect((await fetchJson('/rest/pug_view/data/compound/1/JSON')).body.Fault.Code).toBe('PUGVIEW.NotFound');
    const description = await fetch(`${base}/rest/pug/assay/aid/9000001/description/XML`);
    expect(description.status).toBe(501);
    expect(await description.text()).toContain('<Code>PUGREST.Unimplemented</Code>');
    expect((await fetchJson('/rest/nothing')).status).toBe(404);
    expect((await fetchJson('/rest/pug/assay/aid/9000001/description/JSON', { method: 'POST' })).status).toBe(
      405,
    );
  });

  it("XML: PubChem's pug_rest documents, each the JSON written as elements, Faults included", async () => {
    const root = '<PropertyTable xmlns="http://pubchem.ncbi.nlm.nih.gov/pug_rest" xmlns:xs=';
    const path = '/rest/pug/compound/cid/2244,5564/property/MolecularWeight,XLogP,IUPACName';
    const res = await fetch(`${base}${path}/XML`);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(root);
    expect(xml).toContain('pug_rest https://pubchem.ncbi.nlm.nih.gov/pug_rest/pug_rest.xsd"');
    const parsed = createXmlParser({ isArray: ['PropertyTable.Properties'] }).parse(xml) as Json;
    const json = (await fetchJson(`${path}/JSON`)).body.PropertyTable.Properties as Json[];
    const fromXml = parsed.PropertyTable.Properties as Json[];
    // Every JSON value is the element's text, in the same order.
    expect(fromXml.map((row) => Object.entries(row).filter(([k]) => !k.startsWith('@_')))).toEqual(
      json.map((row) => Object.entries(row).map(([k, v]) => [k, String(v)])),
    );
    const synonyms = await (await fetch(`${base}/rest/pug/compound/cid/2244/synonyms/XML`)).text();
    expect(synonyms).toMatch(
      /<InformationList xmlns="[^"]+pug_rest"[^>]*>\s*<Information>\s*<CID>2244<\/CID>\s*<Synonym>aspirin<\/Synonym>/,
    );
    const cids = await (await fetch(`${base}/rest/pug/compound/name/aspirin/cids/XML`)).text();
    expect(cids).toMatch(/<IdentifierList [^>]+>\s*<CID>2244<\/CID>\s*<\/IdentifierList>/);
    const missing = await fetch(`${base}/rest/pug/compound/name/unobtainium/cids/XML`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(
      /<Fault xmlns="[^"]+pug_rest"[^>]*>\s*<Code>PUGREST\.NotFound<\/Code>/,
    );
    const search = await fetch(`${base}/rest/pug/compound/substructure/smiles/cids/XML`, {
      method: 'POST',
      body: new URLSearchParams({ smiles: 'c1ccccc1' }),
    });
    expect(search.status).toBe(202);
    const key = /<ListKey>(\d+)<\/ListKey>/.exec(await search.text())?.[1];
    const early = await fetch(`${base}/rest/pug/compound/listkey/${key}/cids/XML`);
    expect([early.status, await early.text()]).toEqual([202, expect.stringContaining('<Waiting ')]);
  });

  it('an unknown but valid SMILES gives CID 0, as PubChem does', async () => {
    const { body } = await fetchJson('/rest/pug/compound/smiles/cids/JSON', {
      method: 'POST',
      body: new URLSearchParams({ smiles: 'CCCCCCCCCCCCCCCCCCCCCCCCC' }),
    });
    expect(body).toEqual({ IdentifierList: { CID: [0] } });
  });

  it('the ListKey flow on the emulator clock: Waiting until the delay has passed, the CIDs, then expiry', async () => {
    let clock = 1_000;
    const timed = await startEmulator({
      services: [createCompoundsService({ listKeyDelayMs: 200 })],
      limits: 'off',
      now: () => clock,
    });
    try {
      const at = timed.baseUrls.compounds as string;
      const get = async (path: string, init?: RequestInit) => {
        const res = await fetch(`${at}${path}`, init);
        return { status: res.status, body: (await res.json()) as Json };
      };
      const submit = await get('/rest/pug/compound/similarity/smiles/cids/JSON', {
        method: 'POST',
        body: new URLSearchParams({ smiles: 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C', Threshold: '99' }),
      });
      expect(submit.status).toBe(202);
      const key = submit.body.Waiting.ListKey as string;
      expect(key).toMatch(/^\d+$/);
      const poll = () => get(`/rest/pug/compound/listkey/${key}/cids/JSON`);
      clock += 199;
      expect(await poll()).toMatchObject({ status: 202, body: { Waiting: { ListKey: key } } });
      clock += 1;
      expect(await poll()).toEqual({ status: 200, body: { IdentifierList: { CID: [2519] } } });
      clock += 30 * 60_000 - 201;
      expect((await poll()).status).toBe(200);
      clock += 1;
      expect(await poll()).toMatchObject({ status: 404, body: { Fault: { Code: 'PUGREST.NotFound' } } });
      expect((await get('/rest/pug/compound/listkey/123/cids/JSON')).status).toBe(404);
    } finally {
      await timed.close();
    }
  });

  it('the throttling header counts requests on the emulator clock: a minute later the count is back to one', async () => {
    let clock = 0;
    const timed = await startEmulator({ services: ['compounds'], limits: 'off', now: () => clock });
    try {
      const header = async () =>
        (await fetch(`${timed.baseUrls.compounds}/rest/pug/compound/cid/2244/cids/JSON`)).headers.get(
          'x-throttling-control',
        );
      for (let i = 0; i < 4; i++) await header();
      // Five requests in the same (frozen) second are the whole per-second budget.
      expect(await header()).toMatch(/^Request Count status: Red \(100%\)/);
      clock += 60_000;
      expect(await header()).toMatch(/^Request Count status: Green \(20%\)/);
    } finally {
      await timed.close();
    }
  });

  it('substances: SIDs of assay results map to their compound; CSV property tables', async () => {
    const sid = catalogFor(1).resultsOf(2244)[0]?.sid as number;
    expect((await fetchJson(`/rest/pug/substance/sid/${sid}/cids/JSON`)).body).toEqual({
      InformationList: { Information: [{ SID: sid, CID: [2244] }] },
    });
    expect((await fetchJson('/rest/pug/substance/sid/1/cids/JSON')).body.Fault.Code).toBe('PUGREST.NotFound');
    const csv = await (
      await fetch(`${base}/rest/pug/compound/cid/2244/property/MolecularFormula,XLogP/CSV`)
    ).text();
    expect(csv).toBe('"CID","MolecularFormula","XLogP"\n2244,"C9H8O4",1.2\n');
  });

  it('PNG: a valid image of the asked size; SDF: one record per CID', async () => {
    const res = await fetch(`${base}/rest/pug/compound/cid/2519/PNG?image_size=small`);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(100);
    const idatLength = png.readUInt32BE(33);
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(101 * 100);
    const sdf = await (await fetch(`${base}/rest/pug/compound/cid/2244,2519/record/SDF`)).text();
    expect(sdf.match(/\$\$\$\$/g)).toHaveLength(2);
    expect(sdf).toContain('> <PUBCHEM_IUPAC_INCHIKEY>\nRYYVLZVUVIJVGH-UHFFFAOYSA-N');
  });

  it('PUG View: the eight headings; heading= keeps the branch down to that heading', async () => {
    const { body } = await fetchJson('/rest/pug_view/data/compound/2244/JSON');
    const headings = (body.Record.Section as { TOCHeading: string }[]).map((s) => s.TOCHeading);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Chemical and Physical Properties',
        'Drug and Medication Information',
        'Pharmacology and Biochemistry',
        'Safety and Hazards',
        'Toxicity',
        'Literature',
        'Patents',
        'Biomolecular Interactions and Pathways',
      ]),
    );
    const only = await fetchJson('/rest/pug_view/data/compound/2244/JSON?heading=Molecular%20Weight');
    expect(only.body.Record.Section).toHaveLength(1);
    expect(only.body.Record.Section[0].Section[0].Section[0].TOCHeading).toBe('Molecular Weight');
  });

  it('limits: beyond 5 requests in a second, 503 ServerBusy with Retry-After and a Black throttling status', async () => {
    let clock = 1_000;
    const limited = await startEmulator({ services: ['compounds'], now: () => clock });
    try {
      const url = `${limited.baseUrls.compounds}/rest/pug/compound/cid/2244/synonyms/JSON`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await fetch(url)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 503]);
      clock = 2_500;
      const ok = await fetch(url);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('x-throttling-control')).toMatch(
        /^Request Count status: (Green|Yellow|Red|Black) \(\d+%\)/,
      );
      clock = 2_600;
      for (let i = 0; i < 4; i++) await fetch(url);
      const busy = await fetch(url);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('1');
      expect(busy.headers.get('x-throttling-control')).toContain('Black (100%)');
      expect(await busy.json()).toMatchObject({ Fault: { Code: 'PUGREST.ServerBusy' } });
      expect(limited.requests.filter((r) => r.limited)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
