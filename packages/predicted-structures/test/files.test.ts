import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { modelFilePath } from '../src/index.js';
import { ABL1_V4, API, CDK7_V6, testClient, text } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('model file addresses come from the record, never a fixed _v4', () => {
  it('current records: each kind from its own URL field', () => {
    expect(modelFilePath(CDK7_V6, 'cif')).toBe('/AF-P50613-F1-model_v6.cif');
    expect(modelFilePath(CDK7_V6, 'bcif')).toBe('/AF-P50613-F1-model_v6.bcif');
    expect(modelFilePath(CDK7_V6, 'pdb')).toBe('/AF-P50613-F1-model_v6.pdb');
    expect(modelFilePath(CDK7_V6, 'confidence')).toBe('/AF-P50613-F1-confidence_v6.json');
    expect(modelFilePath(CDK7_V6, 'pae')).toBe('/AF-P50613-F1-predicted_aligned_error_v6.json');
    expect(modelFilePath(CDK7_V6, 'paeImage')).toBe('/AF-P50613-F1-predicted_aligned_error_v6.png');
    expect(modelFilePath(CDK7_V6, 'msa')).toBe('/msa/AF-P50613-F1-msa_v6.a3m');
  });

  it('v4 records: the missing confidence and MSA addresses follow the record version', () => {
    expect(modelFilePath(ABL1_V4, 'cif')).toBe('/AF-P00520-F1-model_v4.cif');
    expect(modelFilePath(ABL1_V4, 'confidence')).toBe('/AF-P00520-F1-confidence_v4.json');
    expect(modelFilePath(ABL1_V4, 'msa')).toBe('/msa/AF-P00520-F1-msa_v4.a3m');
  });

  it('an entry id and version', () => {
    expect(modelFilePath({ entryId: 'AF-Q5VSL9-F1', version: 3 }, 'pdb')).toBe('/AF-Q5VSL9-F1-model_v3.pdb');
    expect(() => modelFilePath({ entryId: 'Q5VSL9', version: 3 }, 'pdb')).toThrow(InputError);
    expect(() => modelFilePath({ entryId: 'AF-Q5VSL9-F1', version: 0 }, 'pdb')).toThrow(InputError);
  });
});

describe('files', () => {
  it('downloads coordinates, the PAE image and the MSA on the files base', async () => {
    nock(API)
      .get('/files/AF-P50613-F1-model_v6.cif')
      .reply(200, 'data_AF-P50613-F1\n')
      .get('/files/AF-P50613-F1-model_v6.pdb')
      .reply(200, 'HEADER\n')
      .get('/files/AF-P50613-F1-model_v6.bcif')
      .reply(200, Buffer.from([0x83]))
      .get('/files/AF-P50613-F1-predicted_aligned_error_v6.png')
      .reply(200, Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      .get('/files/msa/AF-P50613-F1-msa_v6.a3m')
      .reply(200, '>query\nMALDV\n');
    const files = testClient().files;
    expect(await text(await files.download(CDK7_V6, { format: 'cif' }))).toBe('data_AF-P50613-F1\n');
    expect(await text(await files.download(CDK7_V6, { format: 'pdb' }))).toBe('HEADER\n');
    expect(
      new Uint8Array(await new Response(await files.download(CDK7_V6, { format: 'bcif' })).arrayBuffer())[0],
    ).toBe(0x83);
    const png = new Uint8Array(await new Response(await files.downloadPaeImage(CDK7_V6)).arrayBuffer());
    expect([...png]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await text(await files.downloadMsa(CDK7_V6))).toBe('>query\nMALDV\n');
  });

  it('uses the configured files base (emulator, mirror), not the host in the record', async () => {
    nock('http://mirror.test').get('/af/AF-P00520-F1-model_v4.cif').reply(200, 'data_mirror\n');
    const client = testClient({ baseUrls: { predictedFiles: 'http://mirror.test/af' } });
    expect(await text(await client.files.download(ABL1_V4, { format: 'cif' }))).toBe('data_mirror\n');
  });

  it('reads mmCIF when no format is given, and reports progress', async () => {
    nock(API).get('/files/AF-P50613-F1-model_v6.cif').reply(200, 'data_AF-P50613-F1\n');
    const seen: number[] = [];
    const stream = await testClient().files.download(CDK7_V6, { onProgress: (p) => seen.push(p.received) });
    expect(await text(stream)).toBe('data_AF-P50613-F1\n');
    expect(seen.at(-1)).toBe('data_AF-P50613-F1\n'.length);
  });

  it('refuses an unknown format or parameter before sending, naming it', async () => {
    const files = testClient().files;
    await expect(files.download(CDK7_V6, { format: 'mmtf' } as never)).rejects.toMatchObject({
      name: 'InputError',
      param: 'params.format',
    });
    await expect(files.download(CDK7_V6, { format: 'cif', gzip: true } as never)).rejects.toThrow(InputError);
    // The PAE image and the MSA are files of their own, not formats of the coordinates.
    await expect(files.download(CDK7_V6, { format: 'msa' } as never)).rejects.toThrow(InputError);
    await expect(files.downloadMsa(CDK7_V6, { format: 'a3m' } as never)).rejects.toMatchObject({
      param: 'params.format',
    });
  });
});
