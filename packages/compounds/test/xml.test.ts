import { createCompoundsService, type Emulator, startEmulator } from '@lifesci/emulator';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CompoundsClient,
  InputError,
  NotFoundError,
  PROPERTY_NAMES,
  SPEC_PROPERTY_NAMES,
} from '../src/index.js';
import { BASE, REAL_PROPERTIES, readReal, testClient } from './helpers.js';

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

afterEach(() => {
  nock.cleanAll();
});

// PubChem's documented XML form (pug_rest.xsd): the root carries the namespace and schema location.
const ROOT_ATTRIBUTES =
  'xmlns="http://pubchem.ncbi.nlm.nih.gov/pug_rest" xmlns:xs="http://www.w3.org/2001/XMLSchema-instance" xs:schemaLocation="http://pubchem.ncbi.nlm.nih.gov/pug_rest https://pubchem.ncbi.nlm.nih.gov/pug_rest/pug_rest.xsd"';
const xmlDocument = (root: string, inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${ROOT_ATTRIBUTES}>\n${inner}</${root}>\n`;

/** The real property table, written the way PUG REST writes it as XML: one element per key. */
function realPropertiesXml(): string {
  const rows = JSON.parse(readReal(REAL_PROPERTIES)).PropertyTable.Properties as Record<string, unknown>[];
  const properties = rows.map(
    (row) =>
      `  <Properties>\n${Object.entries(row)
        .map(([key, value]) => `    <${key}>${String(value).replace(/&/g, '&amp;')}</${key}>\n`)
        .join('')}  </Properties>\n`,
  );
  return xmlDocument('PropertyTable', properties.join(''));
}

const PROPERTY_PATH = `/rest/pug/compound/cid/property/${SPEC_PROPERTY_NAMES.join(',')}`;

describe("wireFormat: 'xml'", () => {
  it('properties read from the real table as XML equal those read from it as JSON', async () => {
    nock(BASE)
      .post(`${PROPERTY_PATH}/JSON`)
      .reply(200, readReal(REAL_PROPERTIES), { 'content-type': 'application/json' })
      .post(`${PROPERTY_PATH}/XML`)
      .reply(200, realPropertiesXml(), { 'content-type': 'application/xml' });
    const fromJson = await testClient().compounds.properties([5564, 2244]);
    const fromXml = await testClient({ wireFormat: 'xml' }).compounds.properties([5564, 2244]);
    expect(fromXml.failures).toEqual([]);
    expect(fromXml.values).toEqual(fromJson.values);
    expect(fromXml.values[1]).toMatchObject({ CID: 2244, MolecularWeight: 180.16, XLogP: 1.2, Charge: 0 });
  });

  it('one element of a list is still a list (a single synonym, a single CID)', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/synonyms/XML')
      .reply(
        200,
        xmlDocument(
          'InformationList',
          '<Information><CID>2244</CID><Synonym>aspirin</Synonym></Information>',
        ),
      )
      .get('/rest/pug/compound/name/aspirin/cids/XML')
      .reply(200, xmlDocument('IdentifierList', '<CID>2244</CID>'));
    const client = testClient({ wireFormat: 'xml' });
    expect((await client.compounds.synonyms(2244)).values).toEqual([['aspirin']]);
    expect(await client.compounds.cids({ name: 'aspirin' })).toEqual([2244]);
  });

  it('assay summary rows: empty cells absent, figures as numbers, as from JSON', async () => {
    const columns = ['AID', 'CID', 'Activity Outcome', 'Activity Value [uM]', 'PubMed ID'];
    const cells = ['1000', '2244', 'Active', '', '123'];
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/assaysummary/XML')
      .reply(
        200,
        xmlDocument(
          'Table',
          `<Columns>${columns.map((c) => `<Column>${c}</Column>`).join('')}</Columns>` +
            `<Row>${cells.map((c) => (c === '' ? '<Cell/>' : `<Cell>${c}</Cell>`)).join('')}</Row>`,
        ),
      )
      .get('/rest/pug/compound/cid/2244/assaysummary/JSON')
      .reply(200, { Table: { Columns: { Column: columns }, Row: [{ Cell: cells }] } });
    const fromXml = await testClient({ wireFormat: 'xml' }).compounds.assaySummary(2244);
    expect(fromXml).toEqual(await testClient().compounds.assaySummary(2244));
    expect(fromXml[0]).toMatchObject({ aid: 1000, cid: 2244, activityOutcome: 'Active', pubmedIds: [123] });
    expect(fromXml[0]).not.toHaveProperty('activityValueMicromolar');
  });

  it('a Waiting ListKey in XML is polled until the IdentifierList arrives', async () => {
    const waiting = xmlDocument('Waiting', '<ListKey>42</ListKey><Message>Your request is running</Message>');
    nock(BASE)
      .post('/rest/pug/compound/similarity/smiles/cids/XML')
      .reply(202, waiting)
      .get('/rest/pug/compound/listkey/42/cids/XML')
      .reply(202, waiting)
      .get('/rest/pug/compound/listkey/42/cids/XML')
      .reply(200, xmlDocument('IdentifierList', '<CID>2244</CID><CID>5564</CID>'));
    const cids = await testClient({ wireFormat: 'xml', polling: { pollInterval: 1 } }).compounds.search(
      'CC(=O)OC1=CC=CC=C1C(=O)O',
      { type: 'similarity' },
    );
    expect(cids).toEqual([2244, 5564]);
  });

  it("an XML Fault is PubChem's error: NotFound -> NotFoundError with its message and details", async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/synonyms/XML')
      .reply(
        404,
        xmlDocument(
          'Fault',
          '<Code>PUGREST.NotFound</Code><Message>Record not found</Message><Details>No record data for CID 2244</Details>',
        ),
        { 'content-type': 'application/xml' },
      );
    const result = await testClient({ wireFormat: 'xml' }).compounds.synonyms(2244);
    const error = result.failures[0]?.error;
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain(
      'Record not found (PUGREST.NotFound): No record data for CID 2244',
    );
  });

  it('an unknown wireFormat is refused at construction', () => {
    expect(() => testClient({ wireFormat: 'yaml' as 'xml' })).toThrow(InputError);
    expect(() => testClient({ wireFormat: 'yaml' as 'xml' })).toThrow(/options\.wireFormat/);
  });
});

describe('files.download: PubChem bodies as bytes', () => {
  it('hands out the XML exactly as sent', async () => {
    const body = realPropertiesXml();
    nock(BASE).post(`${PROPERTY_PATH}/XML`).reply(200, body, { 'content-type': 'application/xml' });
    const stream = await testClient().files.download([5564, 2244], {
      operation: 'properties',
      format: 'xml',
    });
    expect(await text(stream)).toBe(body);
  });

  it('synonyms as JSON, assay description as XML', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/synonyms/JSON')
      .reply(200, '{"InformationList":{}}')
      .get('/rest/pug/assay/aid/1000/description/XML')
      .reply(200, '<PC-AssayContainer xmlns="http://www.ncbi.nlm.nih.gov"/>');
    const client = testClient();
    expect(await text(await client.files.download(2244, { operation: 'synonyms', format: 'json' }))).toBe(
      '{"InformationList":{}}',
    );
    expect(await text(await client.assays.download(1000, { format: 'xml' }))).toContain('PC-AssayContainer');
  });

  it('refuses, before any request, what PubChem does not serve', async () => {
    const files = testClient().files;
    await expect(files.download(2244, { operation: 'synonyms', format: 'csv' })).rejects.toThrow(
      /params\.format/,
    );
    await expect(files.download(2244, { operation: 'properties', format: 'sdf' })).rejects.toThrow(
      /params\.format.*properties as xml, json, csv/,
    );
    await expect(files.download(2244, { operation: 'record', format: 'xml' })).rejects.toThrow(
      /params\.format.*record as sdf/,
    );
    await expect(files.download(2244, { format: 'json' })).rejects.toThrow(/params\.operation/);
    await expect(
      files.download(2244, { operation: 'synonyms', format: 'xml', properties: ['XLogP'] }),
    ).rejects.toThrow(/params\.properties/);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    await expect(files.download(many, { operation: 'properties', format: 'xml' })).rejects.toThrow(
      /at most 200 CIDs/,
    );
    await expect(
      files.download(2244, { operation: 'structure' as 'synonyms', format: 'xml' }),
    ).rejects.toBeInstanceOf(InputError);
    expect(nock.pendingMocks()).toEqual([]);
  });
});

describe('XML and JSON against the emulator', () => {
  let emulator: Emulator;
  let json: CompoundsClient;
  let xml: CompoundsClient;

  beforeAll(async () => {
    emulator = await startEmulator({
      services: [createCompoundsService({ listKeyDelayMs: 100 })],
      limits: 'off',
    });
    const options = { baseUrls: emulator.baseUrls, polling: { pollInterval: 50 } };
    json = new CompoundsClient(options);
    xml = new CompoundsClient({ ...options, wireFormat: 'xml' });
  });
  afterAll(async () => {
    await emulator.close();
  });

  // Real compounds, generated ones, and a CID the emulator does not hold.
  const cids = [
    2244, 5564, 2349, 2519, 60606, 54678486, 3672, 1983, 900000001, 900000150, 900000320, 123456789,
  ];

  it('properties (every property PubChem serves) and synonyms are the same typed rows', async () => {
    const all = { properties: [...PROPERTY_NAMES] };
    const [fromJson, fromXml] = await Promise.all([
      json.compounds.properties(cids, all),
      xml.compounds.properties(cids, all),
    ]);
    expect(fromXml.values).toEqual(fromJson.values);
    expect(fromXml.values).toHaveLength(cids.length - 1);
    expect(fromXml.failures.map((f) => f.id)).toEqual([123456789]);
    const synonyms = await Promise.all([json.compounds.synonyms(cids), xml.compounds.synonyms(cids)]);
    expect(synonyms[1].values).toEqual(synonyms[0].values);
  });

  it('cids, get, assaySummary and a polled similarity search give the same results', async () => {
    for (const client of [json, xml])
      expect(await client.compounds.cids({ name: 'unobtainium' })).toEqual([]);
    expect(await xml.compounds.cids({ name: 'aspirin' })).toEqual(
      await json.compounds.cids({ name: 'aspirin' }),
    );
    const input = { smiles: 'CC(=O)OC1=CC=CC=C1C(=O)O' };
    expect(await xml.compounds.get(input)).toEqual(await json.compounds.get(input));
    const summary = await xml.compounds.assaySummary(2244);
    expect(summary.length).toBeGreaterThan(0);
    expect(summary).toEqual(await json.compounds.assaySummary(2244));
    const similar = await xml.compounds.search('CC(=O)OC1=CC=CC=C1C(=O)O', {
      type: 'similarity',
      threshold: 80,
    });
    expect(similar).toContain(2244);
    expect(similar).toEqual(
      await json.compounds.search('CC(=O)OC1=CC=CC=C1C(=O)O', { type: 'similarity', threshold: 80 }),
    );
  });

  it('download hands out the XML document the typed rows were read from', async () => {
    const body = await text(
      await json.files.download([2244, 5564], { operation: 'synonyms', format: 'xml' }),
    );
    expect(body).toMatch(
      /^<\?xml [^>]+>\s*<InformationList xmlns="http:\/\/pubchem\.ncbi\.nlm\.nih\.gov\/pug_rest"/,
    );
    expect(body).toContain('<Synonym>aspirin</Synonym>');
  });
});
