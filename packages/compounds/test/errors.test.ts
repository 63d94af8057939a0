import { BadRequestError, NotFoundError, ServerError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { faultStatus, pubchemErrorMessage } from '../src/index.js';
import { BASE, steppingClock, testClient } from './helpers.js';

afterEach(() => {
  nock.cleanAll();
});

const fault = (Code: string, Message: string, Details?: string[]) => ({
  Fault: { Code, Message, ...(Details ? { Details } : {}) },
});
const SYN = '/rest/pug/compound/cid/2244/synonyms/JSON';
const synonyms = { InformationList: { Information: [{ CID: 2244, Synonym: ['aspirin'] }] } };

describe('PubChem Fault bodies', () => {
  it('PUGREST.NotFound (404) is a NotFoundError with the Fault message and details', async () => {
    nock(BASE)
      .get('/rest/pug/assay/aid/99999999/description/JSON')
      .reply(404, fault('PUGREST.NotFound', 'No data found', ['No AID found that matches the given id']));
    const error = await testClient()
      .assays.get(99999999)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain('No data found (PUGREST.NotFound): No AID found');
  });

  it('PUGREST.BadRequest (400) is a BadRequestError', async () => {
    nock(BASE)
      .get('/rest/pug_view/data/compound/2244/JSON')
      .query({ heading: 'Nope' })
      .reply(400, fault('PUGVIEW.BadRequest', 'Invalid heading'));
    const error = await testClient()
      .annotations.get(2244, { heading: 'Nope' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toContain('Invalid heading (PUGVIEW.BadRequest)');
  });

  it('PUGREST.ServerBusy (503) is retried, then the answer arrives', async () => {
    const scope = nock(BASE)
      .get(SYN)
      .reply(503, fault('PUGREST.ServerBusy', 'Too many requests or server too busy'))
      .get(SYN)
      .reply(200, synonyms);
    const result = await testClient({ maxRetries: 2, clock: steppingClock() }).compounds.synonyms(2244);
    expect(scope.isDone()).toBe(true);
    expect(result.values).toEqual([['aspirin']]);
  });

  it('PUGREST.Timeout (504) is retried, and a ServerError once retries are spent', async () => {
    nock(BASE).get(SYN).times(2).reply(504, fault('PUGREST.Timeout', 'Request timed out'));
    const result = await testClient({ maxRetries: 1, clock: steppingClock() }).compounds.synonyms(2244);
    expect(result.failures[0]?.error).toBeInstanceOf(ServerError);
    expect(result.failures[0]?.error.message).toContain('(PUGREST.Timeout)');
  });

  it('a Fault inside a 200 body is mapped by its code (ServerBusy -> retried)', async () => {
    const scope = nock(BASE)
      .get(SYN)
      .reply(200, fault('PUGREST.ServerBusy', 'Server busy'))
      .get(SYN)
      .reply(200, synonyms);
    const result = await testClient({ maxRetries: 1, clock: steppingClock() }).compounds.synonyms(2244);
    expect(scope.isDone()).toBe(true);
    expect(result.values).toEqual([['aspirin']]);
  });

  it('a NotFound Fault inside a 200 body is a NotFoundError', async () => {
    nock(BASE)
      .get('/rest/pug/compound/cid/1/assaysummary/JSON')
      .reply(200, fault('PUGREST.NotFound', 'Invalid CID'));
    await expect(testClient().compounds.assaySummary(1)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('maps every documented code to its status and reads Fault text', () => {
    expect(faultStatus('PUGREST.BadRequest')).toBe(400);
    expect(faultStatus('PUGREST.NotFound')).toBe(404);
    expect(faultStatus('PUGREST.NotAllowed')).toBe(405);
    expect(faultStatus('PUGREST.ServerError')).toBe(500);
    expect(faultStatus('PUGREST.Unimplemented')).toBe(501);
    expect(faultStatus('PUGREST.ServerBusy')).toBe(503);
    expect(faultStatus('PUGREST.Timeout')).toBe(504);
    expect(faultStatus('PUGVIEW.NotFound')).toBe(404);
    expect(faultStatus('Other')).toBeUndefined();
    expect(pubchemErrorMessage(JSON.stringify(fault('PUGREST.NotFound', 'No CID found')))).toBe(
      'No CID found (PUGREST.NotFound)',
    );
    expect(pubchemErrorMessage('Status: 404 plain text')).toBe('Status: 404 plain text');
    expect(pubchemErrorMessage('<html>gateway</html>')).toBeUndefined();
  });
});
