import { AbortError, InputError, TimeoutError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { BASE, formOf, steppingClock, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

const waiting = (key: string) => ({ Waiting: { ListKey: key, Message: 'Your request is running' } });

describe('compounds.search: the structure searches', () => {
  it('type similarity POSTs the SMILES with Threshold (default 90) and returns the CIDs at once', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/similarity/smiles/cids/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, { IdentifierList: { CID: [2244, 2157] } });
    expect(await testClient().compounds.search('CC(=O)OC1=CC=CC=C1C(=O)O', { type: 'similarity' })).toEqual([
      2244, 2157,
    ]);
    expect(form).toEqual({ smiles: 'CC(=O)OC1=CC=CC=C1C(=O)O', Threshold: '90' });
  });

  it('threshold and maxRecords are sent as given', async () => {
    let form: Record<string, string> = {};
    nock(BASE)
      .post('/rest/pug/compound/similarity/smiles/cids/JSON', (body) => {
        form = formOf(body);
        return true;
      })
      .reply(200, { IdentifierList: { CID: [1] } });
    await testClient().compounds.search('c1ccccc1', { type: 'similarity', threshold: 95, maxRecords: 10 });
    expect(form).toEqual({ smiles: 'c1ccccc1', Threshold: '95', MaxRecords: '10' });
  });

  it('a Waiting.ListKey (202) is polled with backoff until the same URL answers with the CIDs', async () => {
    const scope = nock(BASE)
      .post('/rest/pug/compound/substructure/smiles/cids/JSON')
      .reply(202, waiting('123456789'))
      .get('/rest/pug/compound/listkey/123456789/cids/JSON')
      .times(3)
      .reply(202, waiting('123456789'))
      .get('/rest/pug/compound/listkey/123456789/cids/JSON')
      .reply(200, { IdentifierList: { CID: [5, 6, 7] } });
    const clock = steppingClock();
    const client = testClient({ clock, polling: { pollInterval: 500, maxPollInterval: 1500 } });
    expect(await client.compounds.search('c1ccccc1', { type: 'substructure', maxRecords: 3 })).toEqual([
      5, 6, 7,
    ]);
    expect(scope.isDone()).toBe(true);
    expect(clock.sleeps).toEqual([500, 1000, 1500, 1500]);
  });

  it('type superstructure uses its own path', async () => {
    nock(BASE)
      .post('/rest/pug/compound/superstructure/smiles/cids/JSON')
      .reply(200, { IdentifierList: { CID: [1] } });
    expect(await testClient().compounds.search('CCO', { type: 'superstructure' })).toEqual([1]);
  });

  it('polling stops at its timeout with a TimeoutError (peers poll forever; we never do)', async () => {
    nock(BASE)
      .post('/rest/pug/compound/similarity/smiles/cids/JSON')
      .reply(202, waiting('77'))
      .get('/rest/pug/compound/listkey/77/cids/JSON')
      .times(100)
      .reply(202, waiting('77'));
    const clock = steppingClock();
    const error = await testClient({ clock })
      .compounds.search('CCO', {
        type: 'similarity',
        pollTimeout: 5_000,
        pollInterval: 1_000,
        maxPollInterval: 2_000,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(5_000);
    // Waits never run past the deadline: 1 s, 2 s, and a third 2 s wait would reach it.
    expect(clock.sleeps).toEqual([1_000, 2_000]);
  });

  it('an AbortSignal cancels the wait', async () => {
    nock(BASE)
      .post('/rest/pug/compound/similarity/smiles/cids/JSON')
      .reply(202, waiting('88'))
      .get('/rest/pug/compound/listkey/88/cids/JSON')
      .times(10)
      .reply(202, waiting('88'));
    const controller = new AbortController();
    const clock = steppingClock();
    const sleep = clock.sleep;
    clock.sleep = async (ms, signal) => {
      controller.abort(new Error('user gave up'));
      return sleep(ms, signal);
    };
    const error = await testClient({ clock })
      .compounds.search('CCO', { type: 'similarity' }, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
  });

  it('listKeys.get resumes waiting on a ListKey from an earlier search', async () => {
    nock(BASE)
      .get('/rest/pug/compound/listkey/abc_1/cids/JSON')
      .reply(202, waiting('abc_1'))
      .get('/rest/pug/compound/listkey/abc_1/cids/JSON')
      .reply(200, { IdentifierList: { CID: [9] } });
    expect(await testClient({ clock: steppingClock() }).listKeys.get('abc_1')).toEqual([9]);
  });

  it('bad search input is refused before anything is sent', async () => {
    const client = testClient();
    await expect(client.compounds.search('C C', { type: 'similarity' })).rejects.toMatchObject({
      param: 'smiles',
    });
    await expect(
      client.compounds.search('CCO', { type: 'similarity', threshold: 101 }),
    ).rejects.toMatchObject({
      param: 'params.threshold',
    });
    await expect(
      client.compounds.search('CCO', { type: 'substructure', maxRecords: 0 }),
    ).rejects.toMatchObject({
      param: 'params.maxRecords',
    });
    await expect(
      client.compounds.search('CCO', { type: 'similarity', Threshold: 80 } as unknown as {
        type: 'similarity';
      }),
    ).rejects.toMatchObject({ param: 'params.Threshold' });
    await expect(
      client.compounds.search('CCO', { type: 'substructure', threshold: 80 } as { type: 'substructure' }),
    ).rejects.toMatchObject({ param: 'params.threshold', message: expect.stringMatching(/similarity/) });
    await expect(client.compounds.search('CCO', {} as { type: 'similarity' })).rejects.toMatchObject({
      param: 'params.type',
    });
    await expect(client.compounds.search('CCO', { type: 'identity' as 'similarity' })).rejects.toMatchObject({
      param: 'params.type',
    });
    await expect(client.listKeys.get('../x')).rejects.toBeInstanceOf(InputError);
    await expect(client.listKeys.get('abc', { pollTimeout: 0 })).rejects.toMatchObject({
      param: 'params.pollTimeout',
    });
    expect(nock.pendingMocks()).toEqual([]);
  });
});
