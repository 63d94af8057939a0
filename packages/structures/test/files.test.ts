import { InputError, NotFoundError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { FILES, SITE, testClient, text } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('files', () => {
  it('downloads PDB, mmCIF, BinaryCIF and structure factors from /download', async () => {
    nock(FILES)
      .get('/download/4HHB.pdb')
      .reply(200, 'HEADER    OXYGEN TRANSPORT\n')
      .get('/download/4HHB.cif')
      .reply(200, 'data_4HHB\n')
      .get('/download/4HHB.bcif')
      .reply(200, Buffer.from([0x83, 0xa7]))
      .get('/download/4HHB-sf.cif')
      .reply(200, 'data_r4hhbsf\n')
      .get('/download/4HHB.cif.gz')
      .reply(200, Buffer.from([0x1f, 0x8b]));
    const files = testClient().files;
    expect(await text(await files.download('4HHB', 'pdb'))).toBe('HEADER    OXYGEN TRANSPORT\n');
    expect(await text(await files.download('4HHB', 'cif'))).toBe('data_4HHB\n');
    expect([
      ...new Uint8Array(await new Response(await files.download('4HHB', 'bcif')).arrayBuffer()),
    ]).toEqual([0x83, 0xa7]);
    expect(await text(await files.download('4HHB', 'sf'))).toBe('data_r4hhbsf\n');
    const gz = await new Response(await files.download('4HHB', 'cif', { compressed: true })).arrayBuffer();
    expect([...new Uint8Array(gz)]).toEqual([0x1f, 0x8b]);
  });

  it('a missing legacy PDB file points to mmCIF', async () => {
    nock(FILES).get('/download/3J3Q.pdb').reply(404, 'Not Found');
    const error = await testClient()
      .files.download('3J3Q', 'pdb')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toMatch(/mmCIF only; use format 'cif'/);
    expect((error as NotFoundError).cause).toBeInstanceOf(NotFoundError);
  });

  it('biological assemblies 1..n as .pdbN or -assemblyN.cif', async () => {
    nock(FILES)
      .get('/download/1RH7.pdb1')
      .reply(200, 'REMARK 350 assembly 1\n')
      .get('/download/1RH7.pdb2')
      .reply(200, 'REMARK 350 assembly 2\n')
      .get('/download/1RH7-assembly1.cif')
      .reply(200, 'data_1RH7\n');
    const files = testClient().files;
    expect(await text(await files.assembly('1RH7', 1))).toContain('assembly 1');
    expect(await text(await files.assembly('1RH7', 2))).toContain('assembly 2');
    expect(await text(await files.assembly('1RH7', 1, { format: 'cif' }))).toBe('data_1RH7\n');
    await expect(files.assembly('1RH7', 0)).rejects.toThrow(/assembly/);
  });

  it('reports progress and resumes a dropped download with Range', async () => {
    const body = 'x'.repeat(1000);
    nock(FILES)
      .get('/download/4HHB.cif')
      .reply(200, () => body.slice(0, 400), { 'content-length': '1000', etag: '"v1"' })
      .get('/download/4HHB.cif')
      .matchHeader('range', 'bytes=400-')
      .reply(206, body.slice(400), { 'content-range': 'bytes 400-999/1000', etag: '"v1"' });
    const seen: number[] = [];
    const stream = await testClient().files.download('4HHB', 'cif', {
      onProgress: (p) => seen.push(p.received),
    });
    expect(await text(stream)).toBe(body);
    expect(seen.at(-1)).toBe(1000);
  });

  it('FASTA as a stream and as records', async () => {
    const fasta =
      '>4HHB_1|Chains A, C|Hemoglobin subunit alpha|Homo sapiens (9606)\nVLSPADKTNVKAAW\nGKVGAH\n>4HHB_2|Chains B, D|Hemoglobin subunit beta|Homo sapiens (9606)\nVHLTPEEKSA\n';
    nock(SITE).get('/fasta/entry/4HHB').times(2).reply(200, fasta);
    const files = testClient().files;
    expect(await text(await files.fasta('4HHB'))).toBe(fasta);
    expect(await files.sequences('4HHB')).toEqual([
      {
        header: '4HHB_1|Chains A, C|Hemoglobin subunit alpha|Homo sapiens (9606)',
        sequence: 'VLSPADKTNVKAAWGKVGAH',
      },
      { header: '4HHB_2|Chains B, D|Hemoglobin subunit beta|Homo sapiens (9606)', sequence: 'VHLTPEEKSA' },
    ]);
  });

  it('refuses computed model ids, unknown formats and option keys before sending', async () => {
    const files = testClient().files;
    await expect(files.download('AF_AFP68871F1', 'cif')).rejects.toThrow(/entryId/);
    await expect(files.download('4HHB', 'mmtf' as 'cif')).rejects.toThrow(/format/);
    await expect(files.download('4HHB', 'cif', { gzip: true } as never)).rejects.toThrow(InputError);
  });
});
