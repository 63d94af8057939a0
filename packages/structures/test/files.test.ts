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
      .reply(200, Buffer.from([0x1f, 0x8b]))
      .get('/download/4HHB.cif')
      .reply(200, 'data_4HHB\n');
    const files = testClient().files;
    expect(await text(await files.download('4HHB', { format: 'pdb' }))).toBe('HEADER    OXYGEN TRANSPORT\n');
    expect(await text(await files.download('4HHB', { format: 'cif' }))).toBe('data_4HHB\n');
    expect([
      ...new Uint8Array(await new Response(await files.download('4HHB', { format: 'bcif' })).arrayBuffer()),
    ]).toEqual([0x83, 0xa7]);
    expect(await text(await files.download('4HHB', { format: 'sf' }))).toBe('data_r4hhbsf\n');
    const gz = await new Response(
      await files.download('4HHB', { format: 'cif', compressed: true }),
    ).arrayBuffer();
    expect([...new Uint8Array(gz)]).toEqual([0x1f, 0x8b]);
    // mmCIF when no format is given.
    expect(await text(await files.download('4HHB'))).toBe('data_4HHB\n');
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('a missing legacy PDB file points to mmCIF', async () => {
    nock(FILES).get('/download/3J3Q.pdb').reply(404, 'Not Found');
    const error = await testClient()
      .files.download('3J3Q', { format: 'pdb' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toMatch(/mmCIF only; use format 'cif'/);
    expect((error as NotFoundError).cause).toBeInstanceOf(NotFoundError);
  });

  it('biological assemblies 1..n as -assemblyN.cif or .pdbN', async () => {
    nock(FILES)
      .get('/download/1RH7.pdb1')
      .reply(200, 'REMARK 350 assembly 1\n')
      .get('/download/1RH7.pdb2')
      .reply(200, 'REMARK 350 assembly 2\n')
      .get('/download/1RH7-assembly1.cif')
      .reply(200, 'data_1RH7\n')
      .get('/download/1RH7-assembly2.cif.gz')
      .reply(200, Buffer.from([0x1f, 0x8b]));
    const files = testClient().files;
    expect(await text(await files.downloadAssembly('1RH7-1', { format: 'pdb' }))).toContain('assembly 1');
    expect(
      await text(await files.downloadAssembly({ entryId: '1RH7', assemblyId: 2 }, { format: 'pdb' })),
    ).toContain('assembly 2');
    expect(await text(await files.downloadAssembly('1RH7-1'))).toBe('data_1RH7\n');
    const gz = await files.downloadAssembly({ entryId: '1RH7', assemblyId: '2' }, { compressed: true });
    expect([...new Uint8Array(await new Response(gz).arrayBuffer())]).toEqual([0x1f, 0x8b]);
    expect(nock.pendingMocks()).toEqual([]);
    await expect(files.downloadAssembly('1RH7-0')).rejects.toMatchObject({ param: 'assembly' });
    await expect(files.downloadAssembly({ entryId: '1RH7', assemblyId: 0 })).rejects.toThrow(
      /assembly\.assemblyId/,
    );
    await expect(files.downloadAssembly({ entryId: 'AF_AFP68871F1', assemblyId: 1 })).rejects.toThrow(
      /assembly\.entryId/,
    );
    await expect(files.downloadAssembly('1RH7-1', { format: 'sf' } as never)).rejects.toThrow(
      /params\.format/,
    );
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
    const stream = await testClient().files.download('4HHB', {
      format: 'cif',
      onProgress: (p) => seen.push(p.received),
    });
    expect(await text(stream)).toBe(body);
    expect(seen.at(-1)).toBe(1000);
  });

  it('FASTA as bytes (downloadFasta) and as records (sequences)', async () => {
    const fasta =
      '>4HHB_1|Chains A, C|Hemoglobin subunit alpha|Homo sapiens (9606)\nVLSPADKTNVKAAW\nGKVGAH\n>4HHB_2|Chains B, D|Hemoglobin subunit beta|Homo sapiens (9606)\nVHLTPEEKSA\n';
    nock(SITE).get('/fasta/entry/4HHB').times(2).reply(200, fasta);
    const files = testClient().files;
    expect(await text(await files.downloadFasta('4HHB'))).toBe(fasta);
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
    await expect(files.download('AF_AFP68871F1', { format: 'cif' })).rejects.toThrow(/entryId/);
    await expect(files.download('4HHB', { format: 'mmtf' as 'cif' })).rejects.toThrow(/params\.format/);
    await expect(files.download('4HHB', { format: 'cif', gzip: true } as never)).rejects.toThrow(InputError);
    await expect(files.download('4HHB', 'cif' as never)).rejects.toThrow(/params/);
    await expect(files.downloadFasta('AF_AFP68871F1')).rejects.toThrow(/entryId/);
    await expect(files.sequences('nope')).rejects.toThrow(/entryId/);
  });
});
