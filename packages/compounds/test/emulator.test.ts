import { createCompoundsService, type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOTATION_HEADINGS,
  BadRequestError,
  CompoundsClient,
  NotFoundError,
  TimeoutError,
} from '../src/index.js';

let emulator: Emulator;
let client: CompoundsClient;

beforeAll(async () => {
  emulator = await startEmulator({ services: [createCompoundsService({ listKeyDelayMs: 300 })] });
  // The emulator's whole address map: keys of other interfaces are ignored by the client.
  client = new CompoundsClient({ baseUrls: emulator.baseUrls, polling: { pollInterval: 100 } });
});

afterAll(async () => {
  await emulator.close();
});

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('CompoundsClient against the emulator', () => {
  it('properties: the real aspirin and triclosan values, in input order, unknown CID reported', async () => {
    const result = await client.compounds.properties([5564, 2244, 123456789]);
    const [triclosan, aspirin] = result.values;
    expect(aspirin).toMatchObject({
      CID: 2244,
      MolecularFormula: 'C9H8O4',
      MolecularWeight: 180.16,
      InChIKey: 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N',
      CanonicalSMILES: 'CC(=O)OC1=CC=CC=C1C(=O)O',
      XLogP: 1.2,
      TPSA: 63.6,
      HeavyAtomCount: 13,
      Volume3D: 136,
    });
    expect(triclosan).toMatchObject({ CID: 5564, MolecularFormula: 'C12H7Cl3O2', ExactMass: 287.951163 });
    expect(result.failures.map((f) => f.id)).toEqual([123456789]);
  });

  it('properties: 300+ compounds in chunks of 200 (POST id lists), formulas for all', async () => {
    const cids = [2244, 2519, 60606, 54678486, ...Array.from({ length: 300 }, (_, i) => 900_000_001 + i)];
    const result = await client.compounds.properties(cids, { properties: ['MolecularFormula', 'Title'] });
    expect(result.failures).toEqual([]);
    expect(result.values.map((v) => v.CID)).toEqual(cids);
    expect(result.values.slice(0, 4).map((v) => v.MolecularFormula)).toEqual([
      'C9H8O4',
      'C8H10N4O2',
      'C16H16ClNO2S',
      'C19H16O4',
    ]);
    const posts = emulator.requests.filter((r) => r.service === 'compounds' && r.method === 'POST');
    expect(posts.length).toBeGreaterThanOrEqual(2);
  });

  it('compounds.get and cids by name, SMILES and InChI; no match is empty', async () => {
    expect(await client.compounds.cids({ name: 'caffeine' })).toEqual([2519]);
    expect(await client.compounds.cids({ name: 'Plavix' })).toEqual([60606]);
    expect(await client.compounds.cids({ smiles: 'CC(=O)NC1=CC=C(C=C1)O' })).toEqual([1983]);
    expect(await client.compounds.cids({ smiles: 'CCCCCCCCCCCCCCCCCCCCCC' })).toEqual([]);
    expect(await client.compounds.cids({ name: 'no such chemical' })).toEqual([]);
    const [ibuprofen] = await client.compounds.get(
      { inchi: 'InChI=1S/C13H18O2/c1-9(2)8-11-4-6-12(7-5-11)10(3)13(14)15/h4-7,9-10H,8H2,1-3H3,(H,14,15)' },
      { properties: ['IUPACName', 'MolecularWeight'] },
    );
    expect(ibuprofen).toEqual({
      CID: 3672,
      IUPACName: '2-[4-(2-methylpropyl)phenyl]propanoic acid',
      MolecularWeight: 206.28,
    });
    const [warfarin] = await client.compounds.get({ name: 'warfarin' }, { properties: ['IsomericSMILES'] });
    expect(warfarin?.IsomericSMILES).toBe('CC(=O)CC(C1=CC=CC=C1)C2=C(C3=CC=CC=C3OC2=O)O');
  });

  it('search by similarity: the asynchronous ListKey flow is polled until ready; the query itself scores 100', async () => {
    const cids = await client.compounds.search('CC(=O)OC1=CC=CC=C1C(=O)O', {
      type: 'similarity',
      threshold: 95,
    });
    expect(cids[0]).toBe(2244);
    // The search answered Waiting (202) and the ListKey was polled until it answered the CIDs.
    const submit = emulator.requests.filter(
      (r) => r.path === '/rest/pug/compound/similarity/smiles/cids/JSON',
    );
    expect(submit.at(-1)?.status).toBe(202);
    const polls = emulator.requests.filter((r) => r.path.startsWith('/rest/pug/compound/listkey/'));
    expect(polls.at(-1)?.status).toBe(200);
  });

  it('substructure and superstructure', async () => {
    // A benzene ring with a carboxylic acid: aspirin and ibuprofen both hold it.
    const sub = await client.compounds.search('OC(=O)C1=CC=CC=C1', { type: 'substructure', maxRecords: 500 });
    expect(sub).toContain(2244);
    expect(sub).not.toContain(2519);
    const sup = await client.compounds.search('CC(=O)OC1=CC=CC=C1C(=O)O', { type: 'superstructure' });
    expect(sup).toContain(2244);
    expect(
      await client.compounds.search('C1=CC=CC=C1', { type: 'substructure', maxRecords: 3 }),
    ).toHaveLength(3);
  });

  it('a search slower than pollTimeout ends in a TimeoutError', async () => {
    const slow = await startEmulator({ services: [createCompoundsService({ listKeyDelayMs: 60_000 })] });
    try {
      const impatient = new CompoundsClient({ baseUrls: slow.baseUrls });
      const error = await impatient.compounds
        .search('CCO', { type: 'similarity', pollTimeout: 600, pollInterval: 100 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TimeoutError);
    } finally {
      await slow.close();
    }
  });

  it('listKeys.get resumes a search by its key', async () => {
    const raw = await fetch(
      `${emulator.baseUrls.compounds}/rest/pug/compound/substructure/smiles/cids/JSON`,
      {
        method: 'POST',
        body: new URLSearchParams({ smiles: 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C' }),
      },
    );
    const { Waiting } = (await raw.json()) as { Waiting: { ListKey: string } };
    expect(await client.listKeys.get(Waiting.ListKey)).toEqual([2519]);
  });

  it('images: a real PNG, small and large', async () => {
    const small = await client.images.get(2244, { size: 'small' });
    expect([...small.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(new DataView(small.buffer, small.byteOffset).getUint32(16)).toBe(100);
    const large = new Uint8Array(await new Response(await client.images.download(2244)).arrayBuffer());
    expect(new DataView(large.buffer).getUint32(16)).toBe(300);
  });

  it('files: SD files (/SDF, /record/SDF) and streamed molecules: valid SD records with PUBCHEM_* tags', async () => {
    const text = await new Response(await client.files.download(2244, { format: 'sdf' })).text();
    expect(text).toContain('V2000');
    expect(text.trimEnd().endsWith('$$$$')).toBe(true);
    expect(
      await new Response(
        await client.files.download([2244, 2519], { format: 'sdf', operation: 'record' }),
      ).text(),
    ).toContain('> <PUBCHEM_COMPOUND_CID>\n2519');
    const molecules = await collect(client.files.streamMolecules([2244, 60606, 900_000_010]));
    expect(molecules.map((m) => m.cid)).toEqual([2244, 60606, 900_000_010]);
    const [aspirin, clopidogrel] = molecules;
    // Hydrogens explicit, as PubChem writes them: 13 heavy atoms and 8 hydrogens.
    expect(aspirin?.atoms).toHaveLength(21);
    expect(aspirin?.atoms.filter((a) => a.element === 'H')).toHaveLength(8);
    expect(aspirin?.pubchem.PUBCHEM_MOLECULAR_FORMULA).toBe('C9H8O4');
    expect(aspirin?.pubchem.PUBCHEM_IUPAC_INCHIKEY).toBe('BSYNRYMUTXBXSQ-UHFFFAOYSA-N');
    expect(clopidogrel?.pubchem.PUBCHEM_SMILES).toBe('COC(=O)[C@H](C1=CC=CC=C1Cl)N2CCC3=C(C2)C=CS3');
    expect(clopidogrel?.atoms.filter((a) => a.element === 'Cl')).toHaveLength(1);
  });

  it('synonyms: a batch in input order with the unknown CID reported', async () => {
    const result = await client.compounds.synonyms([2519, 2244, 999]);
    expect(result.values[0]).toContain('caffeine');
    expect(result.values[1]).toContain('aspirin');
    expect(result.failures.map((f) => f.id)).toEqual([999]);
  });

  it('getSynonyms: by name and by SMILES; an unknown name is empty', async () => {
    const [caffeine] = await client.compounds.getSynonyms({ name: 'caffeine' });
    expect(caffeine?.CID).toBe(2519);
    expect(caffeine?.Synonym).toContain('caffeine');
    const [paracetamol] = await client.compounds.getSynonyms({ smiles: 'CC(=O)NC1=CC=C(C=C1)O' });
    expect(paracetamol?.CID).toBe(1983);
    expect(await client.compounds.getSynonyms({ name: 'no such chemical' })).toEqual([]);
  });

  it('assaySummary: typed rows; aspirin is active on PTGS1', async () => {
    const rows = await client.compounds.assaySummary(2244);
    expect(rows.length).toBeGreaterThan(0);
    const ptgs1 = rows.find((r) => r.targetAccession === 'P23219');
    expect(ptgs1).toMatchObject({ cid: 2244, activityOutcome: 'Active', targetGeneId: 5742 });
    expect(typeof ptgs1?.activityValueMicromolar).toBe('number');
  });

  it('assays.get: the assay behind a summary row', async () => {
    const [row] = await client.compounds.assaySummary(60606);
    const descr = await client.assays.get(row?.aid ?? 0);
    expect(descr.aid.id).toBe(row?.aid);
    expect(descr.name).toBe(row?.assayName);
    expect(descr.results[0]?.ac).toBe(true);
    await expect(client.assays.get(1)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('annotations: every one of the eight headings, typed, with text', async () => {
    const record = await client.annotations.get(2244);
    expect(record.RecordTitle).toBe('Aspirin');
    for (const heading of ANNOTATION_HEADINGS) {
      const texts = await client.annotations.getTexts(2244, { heading });
      expect(texts.length, heading).toBeGreaterThan(0);
      expect(texts[0]?.path[0]).toBe(heading);
    }
    const chem = await client.annotations.getTexts(2244, { heading: 'Chemical and Physical Properties' });
    expect(chem.find((t) => t.path.at(-1) === 'Molecular Weight')?.text).toBe('180.16 g/mol');
    await expect(client.annotations.get(2244, { heading: 'Nope' })).rejects.toBeInstanceOf(BadRequestError);
    await expect(client.annotations.get(1)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('streamProperties: CSV rows for real and generated compounds', async () => {
    const rows: Record<string, string>[] = [];
    for await (const row of client.compounds.streamProperties([2244, 900_000_001], {
      properties: ['MolecularFormula'],
    }))
      rows.push(row);
    expect(rows.map((r) => r.CID)).toEqual(['2244', '900000001']);
    expect(rows[0]?.MolecularFormula).toBe('C9H8O4');
  });

  it('substances.cids: the SIDs of an assay summary lead back to the compound', async () => {
    const rows = await client.compounds.assaySummary(2519);
    const sids = rows.map((r) => r.sid as number).slice(0, 3);
    const result = await client.substances.cids([...sids, 1]);
    expect(result.values).toEqual(sids.map(() => [2519]));
    expect(result.failures.map((f) => f.id)).toEqual([1]);
  });

  it("every answer carries X-Throttling-Control in PubChem's format", async () => {
    const raw = await fetch(`${emulator.baseUrls.compounds}/rest/pug/compound/cid/2244/synonyms/JSON`);
    expect(raw.headers.get('x-throttling-control')).toMatch(
      /^Request Count status: (Green|Yellow|Red|Black) \(\d+%\), Request Time status: (Green|Yellow|Red|Black) \(\d+%\), Service status: \w+ \(\d+%\)$/,
    );
  });
});
