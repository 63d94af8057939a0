import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, OAUTH_APPS, startEmulator, TEST_USERS } from '../src/index.js';

let emulator: Emulator;
let base: string;
// The emulator's clock: code and token lifetimes are stepped, not waited for.
let clock = Date.UTC(2026, 0, 1);
const [APP, SHORT] = OAUTH_APPS as [(typeof OAUTH_APPS)[0], (typeof OAUTH_APPS)[0]];
const REDIRECT = 'http://127.0.0.1:9/cb';

beforeAll(async () => {
  emulator = await startEmulator({ services: ['protocols'], limits: 'off', now: () => clock });
  base = emulator.baseUrls.protocols ?? '';
});
afterAll(() => emulator?.close());

async function authorize(params: Record<string, string>): Promise<Response> {
  return fetch(`${base}/api/v3/oauth/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' });
}

async function tokenRequest(form: Record<string, string>) {
  const res = await fetch(`${base}/api/v3/oauth/token`, { method: 'POST', body: new URLSearchParams(form) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function codeFor(user: string, app = APP): Promise<string> {
  const res = await authorize({
    client_id: app.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    state: 's',
    user,
  });
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

describe('protocols emulator: OAuth server', () => {
  it('authorize redirects with a code and echoes state', async () => {
    const res = await authorize({
      client_id: APP.clientId,
      redirect_uri: `${REDIRECT}?x=1`,
      response_type: 'code',
      state: 'abc',
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('state')).toBe('abc');
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('authorize refuses missing parameters, an unknown client and an unknown test user', async () => {
    const missing = await authorize({ client_id: APP.clientId });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ status_code: 1 });
    expect(
      (await authorize({ client_id: 'nope', redirect_uri: REDIRECT, response_type: 'code' })).status,
    ).toBe(400);
    const user = await authorize({
      client_id: APP.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      user: 'mallory',
    });
    expect(user.status).toBe(400);
  });

  it('token: the live answer shape, lifetimes as strings; codes are single-use', async () => {
    const code = await codeFor(TEST_USERS[0]?.username ?? '');
    const form = {
      grant_type: 'authorization_code',
      code,
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      redirect_uri: REDIRECT,
    };
    const first = await tokenRequest(form);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token_type: 'bearer',
      expires_in: '31536000',
      scope: 'readwrite',
      status_code: 0,
    });
    expect((first.body.user as { username: string }).username).toBe(TEST_USERS[0]?.username);
    const again = await tokenRequest(form);
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('token: a code lives ten minutes on the emulator clock', async () => {
    const form = (code: string) => ({
      grant_type: 'authorization_code',
      code,
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      redirect_uri: REDIRECT,
    });
    const fresh = await codeFor(TEST_USERS[0]?.username ?? '');
    clock += 600_000 - 1;
    expect((await tokenRequest(form(fresh))).status).toBe(200);
    const stale = await codeFor(TEST_USERS[0]?.username ?? '');
    clock += 600_000;
    expect(await tokenRequest(form(stale))).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('token: a wrong secret is 401 invalid_client; another redirect_uri is invalid_grant', async () => {
    const code = await codeFor(TEST_USERS[1]?.username ?? '');
    const bad = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      client_id: APP.clientId,
      client_secret: 'x',
      redirect_uri: REDIRECT,
    });
    expect(bad).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const other = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      redirect_uri: `${REDIRECT}/x`,
    });
    expect(other).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refresh revokes the old tokens; an expired token answers 400 status_code 1219', async () => {
    const code = await codeFor(TEST_USERS[2]?.username ?? '', SHORT);
    const issued = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      client_id: SHORT.clientId,
      client_secret: SHORT.clientSecret,
      redirect_uri: REDIRECT,
    });
    const access = String(issued.body.access_token);
    const mine = (token: string) =>
      fetch(`${base}/api/v3/protocols?filter=user_private`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await mine(access)).status).toBe(200);
    clock += SHORT.accessTokenLifetimeS * 1000 - 1;
    expect((await mine(access)).status).toBe(200);
    clock += 1;
    const expired = await mine(access);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ status_code: 1219, error_message: 'token is expired' });
    const refreshed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: String(issued.body.refresh_token),
      client_id: SHORT.clientId,
      client_secret: SHORT.clientSecret,
    });
    expect(refreshed.status).toBe(200);
    expect((await mine(String(refreshed.body.access_token))).status).toBe(200);
    expect(await (await mine(access)).json()).toEqual({ status_code: 1218, error_message: 'invalid token' });
    const reused = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: String(issued.body.refresh_token),
      client_id: SHORT.clientId,
      client_secret: SHORT.clientSecret,
    });
    expect(reused.status).toBe(400);
  });
});

describe('protocols emulator: API v3', () => {
  it('a listing carries the live envelope and refuses a wrong order field with 1302', async () => {
    const res = await fetch(`${base}/api/v3/protocols?filter=public&page_size=10&page_id=2`);
    const body = (await res.json()) as Record<string, unknown> & {
      pagination: Record<string, unknown>;
      items: unknown[];
    };
    expect(body.status_code).toBe(0);
    expect(body.items).toHaveLength(10);
    expect(body.pagination).toMatchObject({ current_page: 2, page_size: 10 });
    expect(String(body.pagination.next_page)).toContain('page_id=3');
    expect(String(body.pagination.prev_page)).toContain('page_id=1');
    const wrong = await fetch(`${base}/api/v3/protocols?filter=public&order_field=popularity`);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ status_code: 1302 });
    const noFilter = await fetch(`${base}/api/v3/protocols`);
    expect(await noFilter.json()).toMatchObject({ status_code: 1 });
  });

  it('the PDF path answers Range requests (resumable downloads)', async () => {
    const whole = new Uint8Array(
      await (await fetch(`${base}/view/lysis-buffer-20-ml-c4gytv.pdf`)).arrayBuffer(),
    );
    const tail = await fetch(`${base}/view/lysis-buffer-20-ml-c4gytv.pdf`, {
      headers: { range: 'bytes=100-' },
    });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(100));
  });
});
