import { createHash } from 'node:crypto';
import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../src/index.js';
import { BASE, OAUTH, recordingClock, testClient, tokenBody } from './helpers.js';

afterEach(() => nock.cleanAll());

describe('oauth.authorizeUrl', () => {
  it('builds the authorize address with client_id, redirect_uri, response_type=code and a random state', () => {
    const client = testClient(OAUTH);
    const { url, state, redirectUri, codeVerifier } = client.oauth.authorizeUrl({ scope: 'readwrite' });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(`${BASE}/api/v3/oauth/authorize`);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      client_id: OAUTH.clientId,
      redirect_uri: OAUTH.redirectUri,
      response_type: 'code',
      scope: 'readwrite',
      state,
      code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    // RFC 7636: 43 to 128 unreserved characters; never in the address itself.
    expect(codeVerifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    expect(url).not.toContain(codeVerifier);
    expect(redirectUri).toBe(OAUTH.redirectUri);
    // 32 random bytes, base64url.
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes a different state every time', () => {
    const client = testClient(OAUTH);
    const states = new Set(Array.from({ length: 50 }, () => client.oauth.authorizeUrl().state));
    expect(states.size).toBe(50);
  });

  it('never puts the client secret in the address', () => {
    const { url } = testClient(OAUTH).oauth.authorizeUrl();
    expect(url).not.toContain(OAUTH.clientSecret);
  });

  it('refuses to build one without clientId or without a redirect URI', () => {
    expect(() => testClient().oauth.authorizeUrl()).toThrow(InputError);
    const err = (() => {
      try {
        testClient({ clientId: 'id-only' }).oauth.authorizeUrl();
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).param).toBe('params.redirectUri');
  });
});

describe('oauth.exchangeCode', () => {
  it('posts grant_type=authorization_code with the identical redirect_uri and stores the tokens', async () => {
    let form: URLSearchParams | undefined;
    const scope = nock(BASE, { badheaders: ['authorization'] })
      .post('/api/v3/oauth/token', (body) => {
        form = new URLSearchParams(body as string);
        return true;
      })
      .reply(200, tokenBody('access-aaaaaaaa', 'refresh-rrrrrrrr'));
    const clock = recordingClock(1_700_000_000_000);
    const store = new MemoryTokenStore();
    const client = testClient({ ...OAUTH, tokenStore: store, clock });
    const { state } = client.oauth.authorizeUrl();
    const tokens = await client.oauth.exchangeCode({ code: 'the-code', state, expectedState: state });
    expect(scope.isDone()).toBe(true);
    expect(Object.fromEntries(form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: OAUTH.redirectUri,
      client_id: OAUTH.clientId,
      client_secret: OAUTH.clientSecret,
    });
    expect(tokens).toMatchObject({
      accessToken: 'access-aaaaaaaa',
      refreshToken: 'refresh-rrrrrrrr',
      tokenType: 'bearer',
      scope: 'readwrite',
      obtainedAt: 1_700_000_000_000,
      // expires_in "31536000" (a string on the wire) -> an absolute time.
      expiresAt: 1_700_000_000_000 + 31_536_000_000,
      refreshExpiresAt: 1_700_000_000_000 + 62_217_976_000,
    });
    expect(store.get()).toEqual(tokens);
    expect(await client.tokens()).toEqual(tokens);
  });

  it('sends the redirect URI the flow used when authorizeUrl was given another one', async () => {
    let form: URLSearchParams | undefined;
    nock(BASE)
      .post('/api/v3/oauth/token', (body) => {
        form = new URLSearchParams(body as string);
        return true;
      })
      .reply(200, tokenBody('access-bbbbbbbb', 'refresh-bbbbbbbb'));
    const client = testClient(OAUTH);
    const flow = client.oauth.authorizeUrl({ redirectUri: 'https://other.example.org/cb' });
    await client.oauth.exchangeCode({
      code: 'c',
      state: flow.state,
      expectedState: flow.state,
      redirectUri: flow.redirectUri,
    });
    expect(form?.get('redirect_uri')).toBe('https://other.example.org/cb');
  });

  it('refuses a forged state before sending anything', async () => {
    const client = testClient(OAUTH);
    const { state } = client.oauth.authorizeUrl();
    const forged = `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`;
    for (const received of [forged, 'short', `${state}x`]) {
      const err = await client.oauth
        .exchangeCode({ code: 'the-code', state: received, expectedState: state })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).param).toBe('params.state');
    }
    // nock has no interceptor: any request would have failed with a different error.
    expect(nock.pendingMocks()).toEqual([]);
    expect(await client.tokens()).toBeUndefined();
  });

  it('needs the client secret', async () => {
    const client = testClient({ clientId: 'x', redirectUri: OAUTH.redirectUri });
    const { state } = client.oauth.authorizeUrl();
    const err = await client.oauth
      .exchangeCode({ code: 'c', state, expectedState: state })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ param: 'options.clientSecret' });
  });
});

describe('oauth.refresh', () => {
  it('posts grant_type=refresh_token with the stored refresh token (no bearer) and keeps the new tokens', async () => {
    let form: URLSearchParams | undefined;
    nock(BASE, { badheaders: ['authorization'] })
      .post('/api/v3/oauth/token', (body) => {
        form = new URLSearchParams(body as string);
        return true;
      })
      .reply(200, tokenBody('access-new-0000', 'refresh-new-0000'));
    const store = new MemoryTokenStore({
      accessToken: 'access-old-0000',
      refreshToken: 'refresh-old-0000',
      tokenType: 'bearer',
      obtainedAt: Date.now(),
      expiresAt: Date.now() + 3_600_000,
    });
    const client = testClient({ ...OAUTH, tokenStore: store });
    const tokens = await client.oauth.refresh();
    expect(Object.fromEntries(form ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-old-0000',
      client_id: OAUTH.clientId,
      client_secret: OAUTH.clientSecret,
    });
    expect(tokens.accessToken).toBe('access-new-0000');
    expect(store.get()?.refreshToken).toBe('refresh-new-0000');
  });

  it('is never retried (a refresh invalidates the old tokens)', async () => {
    const scope = nock(BASE).post('/api/v3/oauth/token').reply(503, { error_message: 'down' });
    const store = new MemoryTokenStore({
      accessToken: 'access-old-1111',
      refreshToken: 'refresh-old-1111',
      tokenType: 'bearer',
      obtainedAt: Date.now(),
    });
    const client = testClient({ ...OAUTH, tokenStore: store, maxRetries: 3 });
    await expect(client.oauth.refresh()).rejects.toMatchObject({ status: 503 });
    expect(scope.isDone()).toBe(true);
    expect(store.get()?.accessToken).toBe('access-old-1111');
  });
});

describe('PKCE (S256)', () => {
  it('the verifier authorizeUrl returned goes to the token endpoint as code_verifier', async () => {
    const client = testClient(OAUTH);
    const { state, codeVerifier } = client.oauth.authorizeUrl();
    let form: URLSearchParams | undefined;
    nock(BASE)
      .post('/api/v3/oauth/token', (body) => {
        form = new URLSearchParams(body as string);
        return true;
      })
      .reply(200, tokenBody('access-pkce-aaaa', 'refresh-pkce-rrrr'));
    await client.oauth.exchangeCode({ code: 'code-1', state, expectedState: state, codeVerifier });
    expect(form?.get('code_verifier')).toBe(codeVerifier);
  });

  it('each authorizeUrl has its own verifier', () => {
    const client = testClient(OAUTH);
    const verifiers = new Set(Array.from({ length: 20 }, () => client.oauth.authorizeUrl().codeVerifier));
    expect(verifiers.size).toBe(20);
  });

  it('a malformed codeVerifier is an InputError before any request', async () => {
    const client = testClient(OAUTH);
    await expect(
      client.oauth.exchangeCode({ code: 'c', state: 's', expectedState: 's', codeVerifier: 'short' }),
    ).rejects.toBeInstanceOf(InputError);
  });
});
