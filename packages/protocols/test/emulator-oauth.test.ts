import { AuthError, BadRequestError, InputError, NotFoundError } from '@lifesci/core';
import { type Emulator, startEmulator, TEST_USERS } from '@lifesci/emulator';
import { fakeClock } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryTokenStore, type ProtocolsClient, type TokenSet } from '../src/index.js';
import {
  emulatorClient,
  MAIN_APP,
  REDIRECT_URI,
  SHORT_APP,
  signedInClient,
  signIn,
} from './emulator-helpers.js';

let emulator: Emulator;
// One clock for the emulator and the clients: token lifetimes are stepped, never waited for.
const time = fakeClock();
beforeAll(async () => {
  emulator = await startEmulator({ services: ['protocols'], limits: 'off', now: time.now });
});
afterAll(() => emulator?.close());

const [ALICE, BOB] = TEST_USERS.map((u) => u.username) as [string, string];
/** One of Alice's private protocols that she shared with nobody. */
async function unsharedPrivate(aliceClient: ProtocolsClient) {
  const bob = emulatorClient(emulator, undefined, { accessToken: SHORT_APP.clientAccessToken });
  const shared = new Set(
    (await bob.protocols.list({ filter: 'shared_with_user' }).toArray()).map((p) => p.id),
  );
  return (await aliceClient.protocols.list({ filter: 'user_private' }).toArray()).find(
    (p) => !shared.has(p.id),
  );
}

const tokenPosts = () =>
  emulator.requests.filter((r) => r.path === '/api/v3/oauth/token' && r.method === 'POST');

describe('integration: the OAuth round trip', () => {
  it('authorize -> redirect with code and the same state -> token -> signed requests as that user', async () => {
    const store = new MemoryTokenStore();
    const client = emulatorClient(emulator, MAIN_APP, { tokenStore: store });
    const { url, state, codeVerifier } = client.oauth.authorizeUrl({ scope: 'readwrite' });
    const redirect = await signIn(url, BOB);
    expect(redirect.location.origin + redirect.location.pathname).toBe(REDIRECT_URI);
    expect(redirect.state).toBe(state);
    expect(redirect.code).toMatch(/^[0-9a-f]{40}$/);
    const tokens = await client.oauth.exchangeCode({
      code: redirect.code,
      state: redirect.state,
      expectedState: state,
      codeVerifier,
    });
    expect(tokens.user?.username).toBe(BOB);
    expect(tokens.tokenType).toBe('bearer');
    expect(tokens.refreshToken).toMatch(/^[0-9a-f]{64}$/);
    // "typically one year"
    expect((tokens.expiresAt ?? 0) - tokens.obtainedAt).toBe(365 * 24 * 3600 * 1000);
    expect(store.get()?.accessToken).toBe(tokens.accessToken);
    const mine = await client.protocols.list({ filter: 'user_private' }).toArray();
    expect(mine).toHaveLength(4);
    expect(mine.every((p) => p.public === false && p.creator?.username === BOB)).toBe(true);
  });

  it('a forged state is refused by the client before the code is spent', async () => {
    const client = emulatorClient(emulator, MAIN_APP);
    const { url, state, codeVerifier } = client.oauth.authorizeUrl();
    const redirect = await signIn(url, ALICE);
    const before = tokenPosts().length;
    const forged = client.oauth.exchangeCode({
      code: redirect.code,
      state: `${state}forged`,
      expectedState: state,
      codeVerifier,
    });
    await expect(forged).rejects.toBeInstanceOf(InputError);
    expect(tokenPosts().length).toBe(before);
    // The code was not spent: the genuine redirect still works.
    await expect(
      client.oauth.exchangeCode({
        code: redirect.code,
        state: redirect.state,
        expectedState: state,
        codeVerifier,
      }),
    ).resolves.toMatchObject({ user: { username: ALICE } });
  });

  it('the code is bound to the PKCE verifier of its authorize URL (S256)', async () => {
    const client = emulatorClient(emulator, MAIN_APP);
    const { url, state } = client.oauth.authorizeUrl();
    const other = client.oauth.authorizeUrl();
    const redirect = await signIn(url, ALICE);
    const wrong = client.oauth.exchangeCode({
      code: redirect.code,
      state,
      expectedState: state,
      codeVerifier: other.codeVerifier,
    });
    await expect(wrong).rejects.toThrow(/code_verifier does not match/);
  });

  it('a code is single-use, and a redirect_uri other than the authorize one is refused', async () => {
    const client = emulatorClient(emulator, MAIN_APP);
    const { url, state, codeVerifier } = client.oauth.authorizeUrl();
    const redirect = await signIn(url, ALICE);
    const wrongUri = client.oauth.exchangeCode({
      code: redirect.code,
      state,
      expectedState: state,
      codeVerifier,
      redirectUri: 'http://127.0.0.1:9/other',
    });
    await expect(wrongUri).rejects.toBeInstanceOf(BadRequestError);
    // The failed attempt used the code up.
    const again = client.oauth.exchangeCode({
      code: redirect.code,
      state,
      expectedState: state,
      codeVerifier,
    });
    await expect(again).rejects.toThrow(/invalid, expired or already used/);
  });

  it('a wrong client secret is an AuthError that does not show the secret', async () => {
    const client = emulatorClient(emulator, undefined, {
      clientId: MAIN_APP.clientId,
      clientSecret: 'not-the-right-secret-value',
      redirectUri: REDIRECT_URI,
    });
    const { url, state, codeVerifier } = client.oauth.authorizeUrl();
    const redirect = await signIn(url, ALICE);
    const err = await client.oauth
      .exchangeCode({ code: redirect.code, state, expectedState: state, codeVerifier })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthError);
    expect(JSON.stringify(err)).not.toContain('not-the-right-secret-value');
  });

  it('oauth.refresh replaces both tokens; the old access token stops working', async () => {
    const client = await signedInClient(emulator, MAIN_APP, ALICE);
    const old = await client.tokens();
    const fresh = await client.oauth.refresh();
    expect(fresh.accessToken).not.toBe(old?.accessToken);
    expect(fresh.refreshToken).not.toBe(old?.refreshToken);
    await expect(client.protocols.list({ filter: 'user_private' }).toArray()).resolves.toHaveLength(4);
    const stale = emulatorClient(emulator, undefined, { accessToken: old?.accessToken ?? '' });
    await expect(stale.protocols.list({ filter: 'user_private' })).rejects.toMatchObject({
      name: 'InvalidTokenError',
    });
  });
});

describe('integration: expiry and refresh', () => {
  it('20 concurrent calls with an expired token: one refresh, every call answered', async () => {
    // A store that forgets expiry times: the client only learns of the expiry from the service's
    // 1219 answer.
    const inner = new MemoryTokenStore();
    const forgetful = {
      get: () => inner.get(),
      set: (t: TokenSet) => inner.set({ ...t, expiresAt: undefined }),
      clear: () => inner.clear(),
    };
    const client = await signedInClient(emulator, SHORT_APP, BOB, {
      tokenStore: forgetful,
      clock: time,
    });
    const expired = (await client.tokens())?.accessToken;
    time.advance(2_300);
    const before = tokenPosts().length;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.protocols.list({ filter: 'user_private' }).toArray()),
    );
    expect(tokenPosts().length - before).toBe(1);
    expect(results.every((r) => r.length === 4)).toBe(true);
    expect((await client.tokens())?.accessToken).not.toBe(expired);
    // The service did answer 1219 (status 400) to the calls that went out with the old token.
    expect(
      emulator.requests.filter((r) => r.status === 400 && r.path === '/api/v3/protocols').length,
    ).toBeGreaterThan(0);
  });

  it('20 concurrent calls shortly before expiry: one refresh first, no expired answer', async () => {
    const client = await signedInClient(emulator, SHORT_APP, BOB, { clock: time });
    const before = emulator.requests.length;
    // A 2 s token is inside its refresh margin (capped at half its life) after 1 s.
    time.advance(1_100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => client.protocols.list({ filter: 'user_private' }).toArray()),
    );
    const after = emulator.requests.slice(before);
    expect(after.filter((r) => r.path === '/api/v3/oauth/token')).toHaveLength(1);
    expect(after.filter((r) => r.status !== 200)).toEqual([]);
    expect(results.every((r) => r.length === 4)).toBe(true);
  });
});

describe('integration: visibility per the token table', () => {
  it('private content is visible only to its owner’s tokens', async () => {
    const aliceByClientToken = emulatorClient(emulator, undefined, {
      accessToken: MAIN_APP.clientAccessToken,
    });
    const alicePrivate = await aliceByClientToken.protocols.list({ filter: 'user_private' }).toArray();
    expect(alicePrivate).toHaveLength(4);
    const target = await unsharedPrivate(aliceByClientToken);
    if (!target) throw new Error('no private protocol');
    await expect(aliceByClientToken.protocols.get(target.id)).resolves.toMatchObject({
      id: target.id,
      public: false,
    });
    await expect(aliceByClientToken.protocols.downloadPdf(target.uri)).resolves.toBeInstanceOf(
      ReadableStream,
    );
    // Unsigned, another user's client token: as if it did not exist.
    const unsigned = emulatorClient(emulator, undefined);
    await expect(unsigned.protocols.get(target.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(unsigned.protocols.downloadPdf(target.uri)).rejects.toBeInstanceOf(NotFoundError);
    const bobByClientToken = emulatorClient(emulator, undefined, {
      accessToken: SHORT_APP.clientAccessToken,
    });
    await expect(bobByClientToken.protocols.get(target.uri)).rejects.toBeInstanceOf(NotFoundError);
    const publicIds = new Set((await unsigned.protocols.list({ pageSize: 100 }).toArray()).map((p) => p.id));
    expect(publicIds.has(target.id)).toBe(false);
  });

  it('an OAuth token reads the private content of every user who authorized the application', async () => {
    const fresh = await startEmulator({ services: ['protocols'], limits: 'off' });
    try {
      const aliceToken = emulatorClient(fresh, undefined, { accessToken: MAIN_APP.clientAccessToken });
      const target = await unsharedPrivate(aliceToken);
      if (!target) throw new Error('no private protocol');
      const bob = await signedInClient(fresh, MAIN_APP, BOB);
      await expect(bob.protocols.get(target.id)).rejects.toBeInstanceOf(NotFoundError);
      // Alice authorizes the same application: its tokens now read her private content too.
      await signedInClient(fresh, MAIN_APP, ALICE);
      await expect(bob.protocols.get(target.id)).resolves.toMatchObject({ id: target.id });
      // ...but "mine" stays Bob's own.
      expect(
        (await bob.protocols.list({ filter: 'user_private' }).toArray()).every(
          (p) => p.creator?.username === BOB,
        ),
      ).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('shared_with_user lists what another user shared with the token’s user', async () => {
    const bob = emulatorClient(emulator, undefined, { accessToken: SHORT_APP.clientAccessToken });
    const shared = await bob.protocols.list({ filter: 'shared_with_user' }).toArray();
    expect(shared).toHaveLength(1);
    expect(shared[0]?.creator?.username).toBe(ALICE);
    await expect(bob.protocols.steps(shared[0]?.id ?? 0)).resolves.not.toHaveLength(0);
  });

  it('user_* listings need a token; an invalid token is an InvalidTokenError', async () => {
    await expect(
      emulatorClient(emulator, undefined).protocols.list({ filter: 'user_private' }),
    ).rejects.toMatchObject({
      name: 'InvalidTokenError',
      status: 401,
    });
    await expect(
      emulatorClient(emulator, undefined, { accessToken: 'no-such-token-000000' }).protocols.list(),
    ).rejects.toMatchObject({ name: 'InvalidTokenError' });
  });
});
