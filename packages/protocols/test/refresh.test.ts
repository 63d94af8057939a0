import { AuthError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { InvalidTokenError, MemoryTokenStore, TokenExpiredError, type TokenSet } from '../src/index.js';
import { BASE, OAUTH, protocol, recordingClock, testClient, tokenBody } from './helpers.js';

afterEach(() => nock.cleanAll());

function stored(accessToken: string, expiresInMs: number, now = Date.now()): TokenSet {
  return {
    accessToken,
    refreshToken: `refresh-of-${accessToken}`,
    tokenType: 'bearer',
    obtainedAt: now,
    expiresAt: now + expiresInMs,
  };
}

const ok = { protocol: protocol(1), status_code: 0 };

describe('refresh shortly before expiry', () => {
  it('refreshes first when the token expires within the margin, then signs with the new one', async () => {
    const clock = recordingClock(1_800_000_000_000);
    const store = new MemoryTokenStore(stored('access-old-aaaa', 60_000 * 60 * 24, clock.now()));
    const token = nock(BASE)
      .post('/api/v3/oauth/token')
      .reply(200, tokenBody('access-new-aaaa', 'refresh-new'));
    const api = nock(BASE, { reqheaders: { authorization: 'Bearer access-new-aaaa' } })
      .get('/api/v3/protocols/1')
      .reply(200, ok);
    const client = testClient({ ...OAUTH, tokenStore: store, clock });
    clock.advance(60_000 * 60 * 24 - 60_000); // one minute left, inside the 5-minute margin
    await client.protocols.get(1);
    expect(token.isDone()).toBe(true);
    expect(api.isDone()).toBe(true);
  });

  it('does not refresh a token with time left', async () => {
    const store = new MemoryTokenStore(stored('access-fine-bbbb', 3_600_000));
    const api = nock(BASE, { reqheaders: { authorization: 'Bearer access-fine-bbbb' } })
      .get('/api/v3/protocols/1')
      .reply(200, ok);
    await testClient({ ...OAUTH, tokenStore: store }).protocols.get(1);
    expect(api.isDone()).toBe(true);
  });

  it('one refresh for 20 concurrent calls near expiry', async () => {
    // Obtained an hour ago, one minute of its life left: inside the refresh margin.
    const store = new MemoryTokenStore(stored('access-old-cccc', 3_660_000, Date.now() - 3_600_000));
    let refreshes = 0;
    nock(BASE)
      .post('/api/v3/oauth/token')
      .times(20)
      .reply(200, () => {
        refreshes++;
        return tokenBody('access-new-cccc', 'refresh-new-cccc');
      });
    nock(BASE, { reqheaders: { authorization: 'Bearer access-new-cccc' } })
      .get('/api/v3/protocols/1')
      .times(20)
      .reply(200, ok);
    const client = testClient({ ...OAUTH, tokenStore: store });
    const got = await Promise.all(Array.from({ length: 20 }, () => client.protocols.get(1)));
    expect(got).toHaveLength(20);
    expect(refreshes).toBe(1);
  });
});

describe('a store shared with another process', () => {
  it('uses the tokens the other process stored when its refresh spent ours first', async () => {
    const store = new MemoryTokenStore(stored('access-old-dddd', 60_000, Date.now() - 3_600_000));
    const theirs = stored('access-theirs-dddd', 3_600_000);
    // While our refresh is on its way, the other process's refresh lands in the store, and the
    // service refuses the refresh token it has just spent.
    nock(BASE)
      .post('/api/v3/oauth/token')
      .reply(() => {
        store.set(theirs);
        return [400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' }];
      });
    const api = nock(BASE, { reqheaders: { authorization: 'Bearer access-theirs-dddd' } })
      .get('/api/v3/protocols/1')
      .reply(200, ok);
    await testClient({ ...OAUTH, tokenStore: store }).protocols.get(1);
    expect(api.isDone()).toBe(true);
    expect(store.get()).toBe(theirs);
  });

  it('still fails when the store holds nothing newer', async () => {
    const store = new MemoryTokenStore(stored('access-old-eeee', 60_000, Date.now() - 3_600_000));
    nock(BASE)
      .post('/api/v3/oauth/token')
      .reply(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' });
    const client = testClient({ ...OAUTH, tokenStore: store });
    await expect(client.protocols.get(1)).rejects.toThrow(/refresh token is invalid/);
  });
});

describe('refresh once on an expired-token answer', () => {
  const answers = [
    ['status_code 1219 inside a 200', 200, { status_code: 1219, error_message: 'token is expired' }],
    [
      'status_code 1219 with a 400 (as documented)',
      400,
      { status_code: 1219, error_message: 'token is expired' },
    ],
    ['HTTP 401', 401, { error_message: 'Unauthorized' }],
  ] as const;

  it.each(answers)(
    '%s: refreshes, then sends the request again with the new token',
    async (_l, status, body) => {
      const store = new MemoryTokenStore(stored('access-old-dddd', 3_600_000));
      nock(BASE, { reqheaders: { authorization: 'Bearer access-old-dddd' } })
        .get('/api/v3/protocols/1')
        .reply(status, body);
      const token = nock(BASE)
        .post('/api/v3/oauth/token')
        .reply(200, tokenBody('access-new-dddd', 'refresh-new-dddd'));
      const again = nock(BASE, { reqheaders: { authorization: 'Bearer access-new-dddd' } })
        .get('/api/v3/protocols/1')
        .reply(200, ok);
      const got = await testClient({ ...OAUTH, tokenStore: store }).protocols.get(1);
      expect(got.id).toBe(1);
      expect(token.isDone()).toBe(true);
      expect(again.isDone()).toBe(true);
      expect(store.get()?.accessToken).toBe('access-new-dddd');
    },
  );

  it('20 concurrent calls answered 1219 share one refresh', async () => {
    const store = new MemoryTokenStore(stored('access-old-eeee', 3_600_000));
    nock(BASE, { reqheaders: { authorization: 'Bearer access-old-eeee' } })
      .get('/api/v3/protocols/1')
      .times(20)
      .reply(200, { status_code: 1219, error_message: 'token is expired' });
    let refreshes = 0;
    nock(BASE)
      .post('/api/v3/oauth/token')
      .times(20)
      .reply(200, () => {
        refreshes++;
        return tokenBody(`access-new-eeee-${refreshes}`, 'refresh-new-eeee');
      });
    nock(BASE, { reqheaders: { authorization: 'Bearer access-new-eeee-1' } })
      .get('/api/v3/protocols/1')
      .times(20)
      .reply(200, ok);
    const client = testClient({ ...OAUTH, tokenStore: store });
    const got = await Promise.all(Array.from({ length: 20 }, () => client.protocols.get(1)));
    expect(got.every((p) => p.id === 1)).toBe(true);
    expect(refreshes).toBe(1);
  });

  it('a second expired answer after the refresh is thrown, not refreshed again', async () => {
    const store = new MemoryTokenStore(stored('access-old-ffff', 3_600_000));
    nock(BASE)
      .get('/api/v3/protocols/1')
      .times(2)
      .reply(200, { status_code: 1219, error_message: 'token is expired' });
    const token = nock(BASE)
      .post('/api/v3/oauth/token')
      .reply(200, tokenBody('access-new-ffff', 'refresh-new-ffff'));
    const err = await testClient({ ...OAUTH, tokenStore: store })
      .protocols.get(1)
      .catch((e: unknown) => e);
    expect(token.isDone()).toBe(true);
    expect(err).toBeInstanceOf(TokenExpiredError);
    expect(err).toBeInstanceOf(AuthError);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('1218 (invalid token) is an InvalidTokenError and is not refreshed', async () => {
    const store = new MemoryTokenStore(stored('access-bad-gggg', 3_600_000));
    nock(BASE).get('/api/v3/protocols/1').reply(200, { status_code: 1218, error_message: 'invalid token' });
    const err = await testClient({ ...OAUTH, tokenStore: store })
      .protocols.get(1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidTokenError);
    expect(err).toMatchObject({ status: 401, service: 'protocols' });
    expect((err as Error).message).toContain('invalid token');
  });

  it('a static access token (no OAuth credentials) is not refreshed: the expiry is thrown', async () => {
    nock(BASE)
      .get('/api/v3/protocols/1')
      .reply(200, { status_code: 1219, error_message: 'token is expired' });
    const err = await testClient({ accessToken: 'static-token-hhhh' })
      .protocols.get(1)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TokenExpiredError);
  });
});

describe('refresh token lifetime', () => {
  it('a refresh answer without refresh_token keeps the stored one (and its expiry)', async () => {
    const now = Date.now();
    const store = new MemoryTokenStore({
      ...stored('access-keep-aaaa', 3_600_000, now),
      refreshToken: 'refresh-keep-rrrr',
      refreshExpiresAt: now + 86_400_000,
    });
    nock(BASE).post('/api/v3/oauth/token').reply(200, { access_token: 'access-next-bbbb', expires_in: 3600 });
    const client = testClient({ ...OAUTH, tokenStore: store });
    await client.oauth.refresh();
    const kept = await store.get();
    expect(kept?.accessToken).toBe('access-next-bbbb');
    expect(kept?.refreshToken).toBe('refresh-keep-rrrr');
    expect(kept?.refreshExpiresAt).toBe(now + 86_400_000);
  });

  it('an expired refresh token is an AuthError before any request', async () => {
    const now = Date.now();
    const store = new MemoryTokenStore({
      ...stored('access-dead-aaaa', -1_000, now - 7_200_000),
      refreshExpiresAt: now - 1_000,
    });
    const token = nock(BASE).post('/api/v3/oauth/token').reply(200, tokenBody('access-x-aaaa', 'refresh-x'));
    const api = nock(BASE).get('/api/v3/protocols/1').reply(200, ok);
    const client = testClient({ ...OAUTH, tokenStore: store });
    const error = await client.protocols.get(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).message).toMatch(/refresh token expired.*sign in again/);
    await expect(client.oauth.refresh()).rejects.toBeInstanceOf(AuthError);
    expect(token.isDone()).toBe(false);
    expect(api.isDone()).toBe(false);
  });
});
