import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryTokenStore, ProtocolsClient } from '../src/index.js';
import { OAUTH, testClient } from './helpers.js';

afterEach(() => nock.cleanAll());

/** The InputError a call throws (sync or async), or fails the test. */
async function inputError(run: () => unknown): Promise<InputError> {
  let error: unknown;
  try {
    await run();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

describe('inputs are checked before any request', () => {
  it.each([
    ['a negative id', -1],
    ['a fractional id', 1.5],
    ['a uri with a slash', 'a/b'],
    ['a uri with a dot-dot', '..'],
    ['an empty uri', ''],
  ])('protocols.get refuses %s', async (_label, ref) => {
    const err = await inputError(() => testClient().protocols.get(ref as never));
    expect(err.param).toBe('ref');
  });

  it('protocols.downloadPdf needs a uri', async () => {
    const err = await inputError(() => testClient().protocols.downloadPdf('../../etc/passwd'));
    expect(err.param).toBe('uri');
  });

  it.each([
    [{ maxResume: 2 }, 'params.maxResume'],
    [{ maxResumes: -1 }, 'params.maxResumes'],
    [{ onProgress: 'yes' }, 'params.onProgress'],
  ])('protocols.downloadPdf refuses download options %j naming %s', async (params, param) => {
    const err = await inputError(() =>
      testClient().protocols.downloadPdf('lysis-buffer-abc123', params as never),
    );
    expect(err.param).toBe(param);
  });

  it.each([
    [{ filter: 'everything' }, 'params.filter'],
    [{ pageSize: 0 }, 'params.pageSize'],
    [{ pageSize: 101 }, 'params.pageSize'],
    [{ page: 0 }, 'params.page'],
    [{ orderField: 'popularity' }, 'params.orderField'],
    [{ orderDir: 'up' }, 'params.orderDir'],
    [{ page_size: 10 }, 'params.page_size'],
  ])('protocols.list refuses %j naming %s', async (params, param) => {
    const err = await inputError(() => testClient().protocols.list(params as never));
    expect(err.param).toBe(param);
  });

  it('protocols.list refuses an unknown filter', async () => {
    const err = await inputError(() => testClient().protocols.list({ filter: 'mine' } as never));
    expect(err.param).toBe('params.filter');
  });

  it('exchangeCode refuses a missing code or unknown keys', async () => {
    const client = testClient(OAUTH);
    expect(
      (await inputError(() => client.oauth.exchangeCode({ code: '', state: 's', expectedState: 's' }))).param,
    ).toBe('params.code');
    const extra = { code: 'c', state: 's', expectedState: 's', client_secret: 'x' };
    expect((await inputError(() => client.oauth.exchangeCode(extra as never))).param).toBe(
      'params.client_secret',
    );
  });

  it('authorizeUrl refuses a short custom state and a non-http redirect', async () => {
    const client = testClient(OAUTH);
    expect((await inputError(() => client.oauth.authorizeUrl({ state: 'abc' }))).param).toBe('params.state');
    expect(
      (await inputError(() => client.oauth.authorizeUrl({ redirectUri: 'javascript:alert(1)' }))).param,
    ).toBe('params.redirectUri');
  });
});

describe('client options', () => {
  it('refuses an apiKey (protocols.io has none)', async () => {
    const err = await inputError(() => new ProtocolsClient({ apiKey: 'x' } as never));
    expect(err.param).toBe('options.apiKey');
  });

  it('refuses a token with a line break, and never echoes it', async () => {
    const err = await inputError(() => new ProtocolsClient({ accessToken: 'secret-token\r\nX-Evil: 1' }));
    expect(err.param).toBe('options.accessToken');
    expect(err.message).not.toContain('secret-token');
  });

  it('refuses accessToken together with tokenStore, and a clientSecret without clientId', async () => {
    await inputError(
      () => new ProtocolsClient({ accessToken: 'abcdef', tokenStore: new MemoryTokenStore() }),
    );
    await inputError(() => new ProtocolsClient({ clientSecret: 'abcdef' }));
  });

  it('refuses a tokenStore that is not one', async () => {
    const err = await inputError(() => new ProtocolsClient({ tokenStore: {} as never }));
    expect(err.param).toBe('options.tokenStore');
  });
});
