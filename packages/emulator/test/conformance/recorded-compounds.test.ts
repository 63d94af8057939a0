import { readRealFixture } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../../src/index.js';
import { GENERATED_CID_BASE } from '../../src/services/compounds/catalog.js';

// The emulated PubChem against its real recorded answers for the same requests, field by field.

let emulator: Emulator;
const pug = (path: string) => `${emulator.baseUrls.compounds}/rest/pug${path}`;

beforeAll(async () => {
  emulator = await startEmulator({ services: ['compounds'], limits: 'off' });
});
afterAll(() => emulator.close());

type Row = Record<string, string | number>;
const recordedTable = (
  readRealFixture('pubchem/property-table-cid-5564-2244.json', { json: true }) as {
    PropertyTable: { Properties: Row[] };
  }
).PropertyTable.Properties;

describe('PUG REST property tables', () => {
  it('answers the recorded request (POST, CIDs in the body, older SMILES names) with the recorded table', async () => {
    const names = Object.keys(recordedTable[0] as Row).filter((name) => name !== 'CID');
    const res = await fetch(pug(`/compound/cid/property/${names.join(',')}/JSON`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cid=5564,2244',
    });
    expect(res.status).toBe(200);
    const ours = ((await res.json()) as { PropertyTable: { Properties: Row[] } }).PropertyTable.Properties;
    expect(ours).toEqual(recordedTable);
  });

  it('names the SMILES as asked: older names under older names, 2025 names under 2025 names', async () => {
    const res = await fetch(pug('/compound/cid/60606/property/ConnectivitySMILES,IsomericSMILES/JSON'));
    const [row] = ((await res.json()) as { PropertyTable: { Properties: Row[] } }).PropertyTable.Properties;
    expect(row).toEqual({
      CID: 60606,
      ConnectivitySMILES: 'COC(=O)C(C1=CC=CC=C1Cl)N2CCC3=C(C2)C=CS3',
      IsomericSMILES: 'COC(=O)[C@H](C1=CC=CC=C1Cl)N2CCC3=C(C2)C=CS3',
    });
  });

  it('serves Fingerprint2D for every compound, in PubChem layout (881 bits after their count)', async () => {
    const cids = [2244, 60606, GENERATED_CID_BASE + 1, GENERATED_CID_BASE + 2];
    const res = await fetch(pug(`/compound/cid/${cids.join(',')}/property/Fingerprint2D/JSON`));
    const rows = ((await res.json()) as { PropertyTable: { Properties: Row[] } }).PropertyTable.Properties;
    expect(rows.map((r) => r.CID)).toEqual(cids);
    const recorded = recordedTable.find((r) => r.CID === 2244)?.Fingerprint2D;
    expect(rows[0]?.Fingerprint2D).toBe(recorded);
    for (const row of rows) {
      const value = String(row.Fingerprint2D);
      expect(value).toHaveLength(String(recorded).length);
      const bytes = Buffer.from(value, 'base64');
      expect(bytes.readUInt32BE(0)).toBe(881);
      expect(bytes.subarray(4).some((b) => b !== 0)).toBe(true);
    }
    expect(rows[2]?.Fingerprint2D).not.toBe(rows[3]?.Fingerprint2D);
  });
});

interface Sdf {
  elements: string[];
  bonds: string[];
  tags: Map<string, string>;
}

function readSdf(text: string): Sdf {
  const lines = text.split('\n');
  const [atoms, bonds] = [Number(lines[3]?.slice(0, 3)), Number(lines[3]?.slice(3, 6))];
  const elements = lines.slice(4, 4 + atoms).map((line) => line.slice(31, 34).trim());
  const bondLines = lines.slice(4 + atoms, 4 + atoms + bonds).map((line) => {
    const [a, b, order] = [line.slice(0, 3), line.slice(3, 6), line.slice(6, 9)].map(Number) as number[];
    return `${[elements[(a as number) - 1], elements[(b as number) - 1]].sort().join('-')}:${order}`;
  });
  const tags = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/^> <([A-Z0-9_]+)>\n([\s\S]*?)\n\n/gm))
    tags.set(name as string, value as string);
  return { elements, bonds: bondLines.sort(), tags };
}

describe('SD files', () => {
  const recorded = readSdf(readRealFixture('pubchem/sdf-2d-cid-2244.sdf') as string);
  // The recording names its SMILES items as PubChem did then; the emulator writes the newer names.
  const RENAMED: Record<string, string> = {
    PUBCHEM_OPENEYE_CAN_SMILES: 'PUBCHEM_CONNECTIVITY_SMILES',
    PUBCHEM_OPENEYE_ISO_SMILES: 'PUBCHEM_SMILES',
  };
  // Masses: the 2017 recording prints three decimals, the property table eight or two.
  const MASSES = ['PUBCHEM_EXACT_MASS', 'PUBCHEM_MOLECULAR_WEIGHT', 'PUBCHEM_MONOISOTOPIC_WEIGHT'];

  it('aspirin: 21 atoms with explicit hydrogens, in PubChem order, and the same bonds', async () => {
    const ours = readSdf(await (await fetch(pug('/compound/cid/2244/SDF'))).text());
    expect(ours.elements).toHaveLength(21);
    expect(ours.elements).toEqual(recorded.elements);
    expect(ours.bonds).toEqual(recorded.bonds);
  });

  it('aspirin: every PUBCHEM_* item of the recording, in its order, with its value', async () => {
    const ours = readSdf(await (await fetch(pug('/compound/cid/2244/SDF'))).text());
    expect(recorded.tags.size).toBe(33);
    expect([...ours.tags.keys()]).toEqual([...recorded.tags.keys()].map((name) => RENAMED[name] ?? name));
    for (const [name, value] of recorded.tags) {
      const mine = ours.tags.get(RENAMED[name] ?? name) as string;
      if (MASSES.includes(name)) expect(Number(mine), name).toBeCloseTo(Number(value), 2);
      // Annotated bonds are numbered by atom order within the carbons, which is PubChem's own
      // canonical ranking: the same six aromatic ring bonds, numbered the emulator's way.
      else if (name === 'PUBCHEM_BONDANNOTATIONS') {
        expect(mine.split('\n')).toHaveLength(value.split('\n').length);
        for (const line of mine.split('\n'))
          expect(line).toMatch(/^(?:[5-9]|1[0-3]) {2}(?:[5-9]|1[0-3]) {2}8$/);
      } else expect(mine, name).toBe(value);
    }
  });

  it('other compounds: hydrogens explicit, formula and atom count agree', async () => {
    for (const cid of [60606, 2519, GENERATED_CID_BASE + 3]) {
      const ours = readSdf(await (await fetch(pug(`/compound/cid/${cid}/SDF`))).text());
      const formula = ours.tags.get('PUBCHEM_MOLECULAR_FORMULA') as string;
      const hydrogens = Number(/H(\d*)/.exec(formula)?.[1] || (formula.includes('H') ? 1 : 0));
      expect(
        ours.elements.filter((e) => e === 'H'),
        String(cid),
      ).toHaveLength(hydrogens);
      expect(ours.elements.filter((e) => e !== 'H')).toHaveLength(
        Number(ours.tags.get('PUBCHEM_HEAVY_ATOM_COUNT')),
      );
      expect(ours.tags.get('PUBCHEM_CACTVS_SUBSKEYS')).toMatch(/^AAADc/);
    }
  });
});

// biome-ignore lint/suspicious/noExplicitAny: walks PubChem's untyped PUG View JSON
type Node = Record<string, any>;

/** The keys PUG View uses at each level of a record, with the JSON types of their values. */
function pugViewKeys(record: Node): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  const note = (level: string, object: Node) => {
    for (const [key, value] of Object.entries(object)) {
      const id = `${level}.${key}`;
      const kinds = keys.get(id) ?? new Set();
      kinds.add(Array.isArray(value) ? `array of ${typeof value[0]}` : typeof value);
      keys.set(id, kinds);
    }
  };
  note('Record', record);
  for (const reference of record.Reference) note('Reference', reference);
  const walk = (sections: Node[]) => {
    for (const section of sections) {
      note('Section', section);
      for (const information of section.Information ?? []) {
        note('Information', information);
        note('Value', information.Value);
        for (const part of information.Value.StringWithMarkup ?? [])
          for (const m of part.Markup ?? []) note('Markup', m);
      }
      walk(section.Section ?? []);
    }
  };
  walk(record.Section);
  return keys;
}

function sectionsByHeading(sections: Node[], out = new Map<string, Node>()): Map<string, Node> {
  for (const section of sections) {
    if (!out.has(section.TOCHeading)) out.set(section.TOCHeading, section);
    sectionsByHeading(section.Section ?? [], out);
  }
  return out;
}

describe('PUG View records', () => {
  const recorded = (
    readRealFixture('pubchem/pug-view-compound-2349.json', { json: true }) as { Record: Node }
  ).Record;
  // What the emulator leaves out on purpose: literature citations (ExtendedReference) and links to
  // PubChem's external tables (ExternalTableName), which only the live site can resolve.
  const LEFT_OUT = ['Information.ExtendedReference', 'Value.ExternalTableName'];

  it('uses every key and value kind of the recorded record (Number, Boolean, DateISO8601, ExternalDataURL, Markup ...), with the same types, and no other', async () => {
    const res = await fetch(`${emulator.baseUrls.compounds}/rest/pug_view/data/compound/2349/JSON`);
    const ours = pugViewKeys(((await res.json()) as { Record: Node }).Record);
    const theirs = pugViewKeys(recorded);
    for (const key of LEFT_OUT) theirs.delete(key);
    expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
    for (const [key, kinds] of ours) for (const kind of kinds) expect(theirs.get(key), key).toContain(kind);
    for (const kind of [
      'Number',
      'Boolean',
      'DateISO8601',
      'ExternalDataURL',
      'MimeType',
      'StringWithMarkup',
      'Unit',
    ])
      expect(ours.has(`Value.${kind}`), kind).toBe(true);
    for (const key of ['LicenseNote', 'LicenseURL', 'ANID', 'Name'])
      expect(ours.has(`Reference.${key}`), key).toBe(true);
  });

  it("describes sections as PubChem does, and gives Cillin's recorded Create Date", async () => {
    const res = await fetch(`${emulator.baseUrls.compounds}/rest/pug_view/data/compound/2349/JSON`);
    const ours = sectionsByHeading(((await res.json()) as { Record: Node }).Record.Section);
    const theirs = sectionsByHeading(recorded.Section);
    let described = 0;
    for (const [heading, section] of ours) {
      const real = theirs.get(heading);
      if (!real?.Description) continue;
      described += 1;
      for (const key of ['Description', 'URL', 'DisplayControls'])
        expect(section[key], `${heading} ${key}`).toEqual(real[key]);
    }
    expect(described).toBeGreaterThanOrEqual(7);
    expect(ours.get('Create Date')?.Information).toEqual(
      theirs.get('Create Date')?.Information.map((i: Node) => ({ ...i, ReferenceNumber: 1 })),
    );
    const png = ours.get('2D Structure')?.Information[1].Value.ExternalDataURL[0];
    const image = await fetch(png);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
