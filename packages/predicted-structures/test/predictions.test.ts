import { BadRequestError, InputError, NotFoundError, ServerError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { ABL1_V4, API, CDK7_V6, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('predictions.get', () => {
  it('returns the array of records, current shape (latestVersion 6)', async () => {
    nock(API).get('/api/prediction/P50613').reply(200, [CDK7_V6]);
    const [record, ...rest] = await testClient().predictions.get('P50613');
    expect(rest).toEqual([]);
    expect(record?.entryId).toBe('AF-P50613-F1');
    expect(record?.latestVersion).toBe(6);
    expect(record?.allVersions).toEqual([1, 2, 3, 4, 5, 6]);
    expect(record?.plddtDocUrl).toBe('https://alphafold.ebi.ac.uk/files/AF-P50613-F1-confidence_v6.json');
    expect(record?.msaUrl).toBe('https://alphafold.ebi.ac.uk/files/msa/AF-P50613-F1-msa_v6.a3m');
    expect(record?.globalMetricValue).toBe(82);
    expect(record?.uniprotEnd).toBe(346);
    expect(record?.uniprotSequence).toHaveLength(346);
    // Fields not in the schema are kept.
    expect((record as Record<string, unknown>).isUniProt).toBe(true);
  });

  it('parses v4-era records and several entries for one accession (fragments, isoforms)', async () => {
    const fragment2 = { ...ABL1_V4, entryId: 'AF-P00520-F2', uniprotStart: 200, uniprotEnd: 1123 };
    nock(API).get('/api/prediction/P00520').reply(200, [ABL1_V4, fragment2]);
    const records = await testClient().predictions.get('P00520');
    expect(records.map((r) => r.entryId)).toEqual(['AF-P00520-F1', 'AF-P00520-F2']);
    expect(records[0]?.latestVersion).toBe(4);
    expect(records[0]?.plddtDocUrl).toBeUndefined();
  });

  it('404 (no prediction) is NotFoundError; 503 is retried', async () => {
    nock(API).get('/api/prediction/Q99999').reply(404, { detail: 'Not Found' });
    const error = await testClient()
      .predictions.get('Q99999')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain('Not Found');

    const clock = { now: () => Date.now(), random: () => 0.5, sleep: async () => {} };
    nock(API)
      .get('/api/prediction/P50613')
      .reply(503, 'Service Unavailable')
      .get('/api/prediction/P50613')
      .reply(200, [CDK7_V6]);
    expect(await testClient({ maxRetries: 2, clock }).predictions.get('P50613')).toHaveLength(1);

    nock(API).get('/api/prediction/P50613').reply(503, 'Service Unavailable');
    await expect(testClient().predictions.get('P50613')).rejects.toBeInstanceOf(ServerError);
  });

  it('an in-body { error } answered with 200 is a BadRequestError', async () => {
    nock(API)
      .get('/api/prediction/P12345')
      .reply(200, { error: 'Invalid identifier format. Expected UniProt accession' });
    const error = await testClient()
      .predictions.get('P12345')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toContain('Invalid identifier format');
  });

  it('refuses a malformed accession before any request', async () => {
    await expect(testClient().predictions.get('not-an-accession')).rejects.toThrow(InputError);
    await expect(testClient().predictions.get('P0052')).rejects.toThrow(/accession/);
  });
});
