import { ParseError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSdf } from '../src/index.js';
import { ASPIRIN_SDF, BASE, formOf, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

// The 8-byte PNG signature followed by an IHDR chunk's start: enough to check bytes pass through.
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('images', () => {
  it('get returns the PNG bytes; size is sent as image_size', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/PNG')
      .query({ image_size: 'small' })
      .reply(200, Buffer.from(PNG), { 'content-type': 'image/png' });
    const bytes = await testClient().images.get(2244, { size: 'small' });
    expect([...bytes]).toEqual([...PNG]);
  });

  it('download streams the same bytes', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/PNG')
      .reply(200, Buffer.from(PNG), { 'content-type': 'image/png' });
    const stream = await testClient().images.download(2244);
    expect(new Uint8Array(await new Response(stream).arrayBuffer())).toEqual(PNG);
  });
});

describe('files: SDF', () => {
  it('download { format: sdf } streams the SD file of one CID', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/2244/SDF')
      .reply(200, ASPIRIN_SDF, { 'content-type': 'chemical/x-mdl-sdfile' });
    expect(await text(await testClient().files.download(2244, { format: 'sdf' }))).toBe(ASPIRIN_SDF);
  });

  it('operation record uses /record/SDF; many CIDs are a form POST', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/cid/record/SDF', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, ASPIRIN_SDF + ASPIRIN_SDF);
    const body = await text(
      await testClient().files.download([2244, 2244, 1], { format: 'sdf', operation: 'record' }),
    );
    expect(form.cid).toBe('2244,2244,1');
    expect(body.split('$$$$')).toHaveLength(3);
  });

  it('streamMolecules parses records into typed molecules with their PUBCHEM_* tags', async () => {
    nock(BASE).get('/rest/pug/compound/cid/2244/SDF').reply(200, ASPIRIN_SDF);
    const [aspirin, ...rest] = await collect(testClient().files.streamMolecules(2244));
    expect(rest).toEqual([]);
    expect(aspirin?.cid).toBe(2244);
    expect(aspirin?.atoms).toHaveLength(13);
    expect(aspirin?.bonds).toHaveLength(13);
    expect(aspirin?.atoms[0]).toEqual({ element: 'O', x: 3.732, y: -0.06, z: 0, charge: 0 });
    expect(aspirin?.bonds[3]).toEqual({ from: 3, to: 11, order: 2, stereo: 0 });
    expect(aspirin?.pubchem).toMatchObject({
      PUBCHEM_COMPOUND_CID: 2244,
      PUBCHEM_IUPAC_NAME: '2-acetyloxybenzoic acid',
      PUBCHEM_MOLECULAR_FORMULA: 'C9H8O4',
      PUBCHEM_MOLECULAR_WEIGHT: 180.16,
      PUBCHEM_XLOGP3: 1.2,
      PUBCHEM_SMILES: 'CC(=O)OC1=CC=CC=C1C(=O)O',
    });
    expect(aspirin?.tags.PUBCHEM_BONDANNOTATIONS).toBe('5  6  8\n5  7  8');
  });

  it('streamMolecules reads 200 CIDs per request and nothing is sent before iteration', async () => {
    const scope = nock(BASE)
      .post('/rest/pug/compound/cid/SDF')
      .reply(200, ASPIRIN_SDF.repeat(200))
      .get('/rest/pug/compound/cid/201/SDF')
      .reply(200, ASPIRIN_SDF);
    const cids = Array.from({ length: 201 }, (_, i) => i + 1);
    const molecules = testClient().files.streamMolecules(cids);
    expect(scope.pendingMocks()).toHaveLength(2);
    expect(await collect(molecules)).toHaveLength(201);
    expect(scope.isDone()).toBe(true);
  });
});

describe('parseSdf', () => {
  it('reads M  CHG charges and records split across chunks', async () => {
    const charged = ASPIRIN_SDF.replace('M  END', 'M  CHG  2   1  -1   2   1\nM  END');
    const chunks = (charged + ASPIRIN_SDF).match(/[\s\S]{1,37}/g) ?? [];
    const molecules = await collect(parseSdf(chunks));
    expect(molecules).toHaveLength(2);
    expect(molecules[0]?.atoms[0]?.charge).toBe(-1);
    expect(molecules[0]?.atoms[1]?.charge).toBe(1);
    expect(molecules[1]?.atoms[0]?.charge).toBe(0);
  });

  it('a record cut off before $$$$ is a ParseError after the whole ones', async () => {
    const cut = ASPIRIN_SDF + ASPIRIN_SDF.slice(0, 300);
    const seen: number[] = [];
    const error = await (async () => {
      for await (const m of parseSdf(cut)) seen.push(m.cid ?? 0);
    })().catch((e: unknown) => e);
    expect(seen).toEqual([2244]);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as Error).message).toContain('truncated');
  });

  it('a broken atom block is a ParseError naming the record', async () => {
    const broken = ASPIRIN_SDF.replace('    3.7320   -0.0600', '    x.7320   -0.0600');
    await expect(collect(parseSdf(broken))).rejects.toThrow(/record 1: x is not a number/);
  });
});
