import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, OAUTH_APPS, startEmulator, TEST_USERS } from '../src/index.js';

// The emulator's OAuth server checks PKCE (RFC 7636) as an authorization server does: a code
// issued with a code_challenge is exchanged only with the matching code_verifier.

let emulator: Emulator;
let base: string;
const APP = OAUTH_APPS[0] as (typeof OAUTH_APPS)[0];
const USER = TEST_USERS[0]?.username ?? '';
const REDIRECT = 'http://127.0.0.1:9/cb';

beforeAll(async () => {
  emulator = await startEmulator({ services: ['protocols'], limits: 'off' });
  base = emulator.baseUrls.protocols ?? '';
});
afterAll(() => emulator?.close());

const verifier = () => randomBytes(32).toString('base64url');
const s256 = (value: string) => createHash('sha256').update(value).digest('base64url');

async function authorize(extra: Record<string, string>): Promise<Response> {
  const params = {
    client_id: APP.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    user: USER,
    ...extra,
  };
  return fetch(`${base}/api/v3/oauth/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' });
}

async function codeFor(extra: Record<string, string>): Promise<string> {
  const res = await authorize(extra);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

async function exchange(code: string, extra: Record<string, string> = {}) {
  const form = {
    grant_type: 'authorization_code',
    client_id: APP.clientId,
    client_secret: APP.clientSecret,
    code,
    redirect_uri: REDIRECT,
    ...extra,
  };
  const res = await fetch(`${base}/api/v3/oauth/token`, { method: 'POST', body: new URLSearchParams(form) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('protocols emulator: PKCE', () => {
  it('S256: the matching code_verifier gets tokens', async () => {
    const v = verifier();
    const code = await codeFor({ code_challenge: s256(v), code_challenge_method: 'S256' });
    const answer = await exchange(code, { code_verifier: v });
    expect(answer.status).toBe(200);
    expect(typeof answer.body.access_token).toBe('string');
  });

  it('S256: another verifier, or none, is invalid_grant', async () => {
    const v = verifier();
    const wrong = await exchange(await codeFor({ code_challenge: s256(v), code_challenge_method: 'S256' }), {
      code_verifier: verifier(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    const none = await exchange(await codeFor({ code_challenge: s256(v), code_challenge_method: 'S256' }));
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('invalid_grant');
    // The challenge itself sent as the verifier does not pass either.
    const replayed = await exchange(
      await codeFor({ code_challenge: s256(v), code_challenge_method: 'S256' }),
      {
        code_verifier: s256(v),
      },
    );
    expect(replayed.body.error).toBe('invalid_grant');
  });

  it('plain (the default method) compares the verifier itself', async () => {
    const v = verifier();
    expect((await exchange(await codeFor({ code_challenge: v }), { code_verifier: v })).status).toBe(200);
    expect((await exchange(await codeFor({ code_challenge: v }), { code_verifier: verifier() })).status).toBe(
      400,
    );
  });

  it('an unknown method or a malformed challenge is refused at authorize', async () => {
    const unknown = await authorize({ code_challenge: s256(verifier()), code_challenge_method: 'S512' });
    expect(unknown.status).toBe(400);
    const short = await authorize({ code_challenge: 'abc', code_challenge_method: 'S256' });
    expect(short.status).toBe(400);
  });

  it('a code issued without a challenge is exchanged as before', async () => {
    expect((await exchange(await codeFor({}))).status).toBe(200);
  });
});
