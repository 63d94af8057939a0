import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { GCS, testClient, text } from './helpers.js';

afterEach(() => nock.cleanAll());

const LIST = '/storage/v1/b/public-datasets-deepmind-alphafold-v4/o';
const object = (name: string, size: number) => ({
  kind: 'storage#object',
  name,
  bucket: 'public-datasets-deepmind-alphafold-v4',
  size: String(size),
  md5Hash: 'q1w2e3==',
  updated: '2022-07-28T10:00:00.000Z',
});

describe('bulk: address builders', () => {
  it('names the documented files with the bucket version', () => {
    const bulk = testClient().bulk;
    expect(bulk.bucket).toBe('public-datasets-deepmind-alphafold-v4');
    expect(bulk.proteomeArchive(9606)).toBe('proteomes/proteome-tax_id-9606-0_v4.tar');
    expect(bulk.proteomeArchive(9606, 3)).toBe('proteomes/proteome-tax_id-9606-3_v4.tar');
    expect(bulk.accessionIndex).toBe('accession_ids.csv');
    expect(bulk.sequences).toBe('sequences.fasta');
    expect(bulk.url('proteomes/proteome-tax_id-9606-0_v4.tar')).toBe(
      'https://storage.googleapis.com/public-datasets-deepmind-alphafold-v4/proteomes/proteome-tax_id-9606-0_v4.tar',
    );
    expect(() => bulk.proteomeArchive(0)).toThrow(/taxId/);
    expect(() => bulk.url('../secret')).toThrow(InputError);
  });

  it('follows another bucket (and its version) when given', () => {
    const bulk = testClient({ bucket: 'public-datasets-deepmind-alphafold-v5' }).bulk;
    expect(bulk.proteomeArchive(10090)).toBe('proteomes/proteome-tax_id-10090-0_v5.tar');
  });
});

describe('bulk: listing through the Cloud Storage JSON API', () => {
  it('pages with nextPageToken and reads sizes as numbers', async () => {
    const seen: Record<string, string>[] = [];
    nock(GCS)
      .get(LIST)
      .query((q) => {
        seen.push(q as Record<string, string>);
        return true;
      })
      .times(2)
      .reply(200, (uri) =>
        uri.includes('pageToken=')
          ? { kind: 'storage#objects', items: [object('proteomes/proteome-tax_id-9606-2_v4.tar', 300)] }
          : {
              kind: 'storage#objects',
              nextPageToken: 'CiVwcm90ZW9tZXM',
              items: [
                object('proteomes/proteome-tax_id-9606-0_v4.tar', 100),
                object('proteomes/proteome-tax_id-9606-1_v4.tar', 200),
              ],
            },
      );
    const archives = await testClient().bulk.proteomes(9606).toArray();
    expect(archives.map((o) => [o.name, o.size])).toEqual([
      ['proteomes/proteome-tax_id-9606-0_v4.tar', 100],
      ['proteomes/proteome-tax_id-9606-1_v4.tar', 200],
      ['proteomes/proteome-tax_id-9606-2_v4.tar', 300],
    ]);
    expect(seen[0]).toEqual({ prefix: 'proteomes/proteome-tax_id-9606-', maxResults: '1000' });
    expect(seen[1]).toEqual({
      prefix: 'proteomes/proteome-tax_id-9606-',
      maxResults: '1000',
      pageToken: 'CiVwcm90ZW9tZXM',
    });
  });

  it('an empty listing (no items key) is an empty result', async () => {
    nock(GCS).get(LIST).query(true).reply(200, { kind: 'storage#objects' });
    expect(await testClient().bulk.list({ prefix: 'proteomes/proteome-tax_id-1-' }).toArray()).toEqual([]);
  });

  it('refuses bad list parameters before sending', async () => {
    await expect(testClient().bulk.list({ pageSize: 5000 })).rejects.toThrow(/params\.pageSize/);
    await expect(testClient().bulk.list({ delimiter: '/' } as never)).rejects.toThrow(InputError);
  });
});

describe('bulk: downloads', () => {
  it('streams an object, resuming with Range after a drop, with progress', async () => {
    const body = 'tar-bytes-'.repeat(100);
    const name = '/public-datasets-deepmind-alphafold-v4/proteomes/proteome-tax_id-9606-0_v4.tar';
    nock(GCS)
      .get(name)
      .reply(200, () => body.slice(0, 300), { 'content-length': String(body.length), etag: '"abc"' })
      .get(name)
      .matchHeader('range', 'bytes=300-')
      .matchHeader('if-range', '"abc"')
      .reply(206, body.slice(300), {
        'content-range': `bytes 300-${body.length - 1}/${body.length}`,
        etag: '"abc"',
      });
    const progress: Array<{ received: number; resumes: number }> = [];
    const stream = await testClient().bulk.download('proteomes/proteome-tax_id-9606-0_v4.tar', {
      onProgress: (p) => progress.push({ received: p.received, resumes: p.resumes }),
    });
    expect(await text(stream)).toBe(body);
    expect(progress.at(-1)).toEqual({ received: body.length, resumes: 1 });
  });

  it('refuses bad download params before any request (no interceptor is registered)', async () => {
    const download = (params: unknown) =>
      testClient().bulk.download('proteomes/proteome-tax_id-9606-0_v4.tar', params as never);
    await expect(download({ onProgress: 'yes' })).rejects.toThrow(
      expect.objectContaining({ name: 'InputError', param: 'params.onProgress' }),
    );
    await expect(download({ onProgres: () => {} })).rejects.toThrow(InputError);
  });

  it('checks the bucket option at construction', () => {
    expect(() => testClient({ bucket: 'Not A Bucket' })).toThrow(
      expect.objectContaining({ name: 'InputError', param: 'options.bucket' }),
    );
    expect(() => testClient({ bucket: 7 as never })).toThrow(
      expect.objectContaining({ param: 'options.bucket' }),
    );
  });
});
