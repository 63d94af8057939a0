import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Emulator, OAUTH_APPS, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifesci } from './cli-process.js';
import { startLifesci } from './cli-session.js';

const [APP] = OAUTH_APPS as [(typeof OAUTH_APPS)[number]];
const BROWSER = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'browser.mjs');

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['protocols'], limits: 'off' });
});
afterAll(() => emulator?.close());

/** A user's environment: their own home and config directory, the emulator's protocols.io and an application. */
function user(extra: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'lifesci-login-'));
  const config = join(home, 'config');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    XDG_CONFIG_HOME: config,
    LIFESCI_PROTOCOLS_URL: emulator.baseUrls.protocols as string,
    LIFESCI_PROTOCOLS_CLIENT_ID: APP.clientId,
    LIFESCI_PROTOCOLS_CLIENT_SECRET: APP.clientSecret,
    ...extra,
  };
  return { env, dir: join(config, 'lifesci'), file: join(config, 'lifesci', 'protocols-tokens.json') };
}

const mode = (path: string) => statSync(path).mode & 0o777;
const stored = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as {
    clientId: string;
    tokens: { accessToken: string; refreshToken: string; expiresAt: number };
  };
const tokenPosts = () => emulator.requests.filter((r) => r.path === '/api/v3/oauth/token').length;
const PRIVATE = ['protocols', 'protocols', 'list', '--filter', 'user_private', '--compact'];

describe('lifesci protocols login / logout (the built command against the emulator’s OAuth endpoints)', () => {
  it('signs in through the browser opener, keeps the tokens 0600 in a 0700 directory, signs later commands, and logout forgets them', async () => {
    const { env, dir, file } = user({ LIFESCI_BROWSER: `${process.execPath} ${BROWSER}` });
    const before = await lifesci(PRIVATE, env);
    expect(before.code).toBe(1);

    const login = await lifesci(['protocols', 'login'], env);
    expect(login.err).toMatch(/open this address/);
    expect(login.code).toBe(0);
    const shown = JSON.parse(login.out) as { signedIn: boolean; user: string; tokens: string };
    expect(shown).toMatchObject({ signedIn: true, user: 'alice-lab', tokens: file });
    expect(login.out).not.toContain(stored(file).tokens.accessToken);
    expect(mode(file)).toBe(0o600);
    expect(mode(dir)).toBe(0o700);
    expect(readdirSync(dir)).toEqual(['protocols-tokens.json']);
    expect(stored(file).clientId).toBe(APP.clientId);

    const mine = await lifesci(PRIVATE, env);
    expect(mine.err).toBe('');
    expect(mine.code).toBe(0);
    const items = JSON.parse(mine.out) as { public: boolean; creator: { username: string } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.public === false && p.creator.username === 'alice-lab')).toBe(true);

    const logout = await lifesci(['protocols', 'logout'], env);
    expect(logout.code).toBe(0);
    expect(JSON.parse(logout.out)).toMatchObject({ signedOut: true });
    expect(readdirSync(dir)).toEqual([]);
    expect((await lifesci(PRIVATE, env)).code).toBe(1);
    const again = await lifesci(['protocols', 'logout'], env);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({ signedOut: false });
  }, 120_000);

  it('refreshes an expired access token on a later command and keeps the new tokens in the file', async () => {
    const { env, file } = user({ LIFESCI_BROWSER: `${process.execPath} ${BROWSER}` });
    expect((await lifesci(['protocols', 'login'], env)).code).toBe(0);
    const first = stored(file);
    // As if the token's lifetime had passed (the file keeps its 0600 mode when rewritten in place).
    writeFileSync(
      file,
      JSON.stringify({ ...first, tokens: { ...first.tokens, expiresAt: Date.now() - 1000 } }),
    );
    const posts = tokenPosts();
    const run = await lifesci(PRIVATE, env);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(tokenPosts()).toBe(posts + 1);
    const next = stored(file);
    expect(next.tokens.accessToken).not.toBe(first.tokens.accessToken);
    expect(next.tokens.refreshToken).not.toBe(first.tokens.refreshToken);
    expect(next.tokens.expiresAt).toBeGreaterThan(Date.now());
    expect(mode(file)).toBe(0o600);
    // The replaced tokens are dead at the service; the stored ones work.
    expect((await lifesci(PRIVATE, env)).code).toBe(0);
  }, 120_000);

  it('prints the address to follow when no browser can be opened; the test follows it in place of one', async () => {
    const noTools = mkdtempSync(join(tmpdir(), 'lifesci-no-browser-'));
    const { env, file } = user({ PATH: noTools }); // no xdg-open/open here: opening fails quietly
    const running = startLifesci(['protocols', 'login'], env);
    const url = new URL((await running.stderrMatch(/^\s+(http\S+)$/m))[1] as string);
    expect(url.pathname).toMatch(/\/api\/v3\/oauth\/authorize$/);
    expect(url.searchParams.get('client_id')).toBe(APP.clientId);
    expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/Signed in to protocols.io as alice-lab/);
    const done = await running.done;
    expect(done.code).toBe(0);
    expect(mode(file)).toBe(0o600);
  }, 120_000);

  it('refuses an answer with a wrong state: nothing is saved, exit 1', async () => {
    const { env, dir } = user({ LIFESCI_BROWSER: 'none' });
    const running = startLifesci(['protocols', 'login'], env);
    const url = (await running.stderrMatch(/^\s+(http\S+)$/m))[1] as string;
    const authorize = await fetch(url, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const callback = new URL(authorize.headers.get('location') as string);
    expect(callback.searchParams.get('code')).toBeTruthy();
    callback.searchParams.set('state', 'forged-state-forged-state-forged-state-0000');
    const answer = await fetch(callback);
    expect(answer.status).toBe(400);
    const done = await running.done;
    expect(done.code).toBe(1);
    expect(done.err).toMatch(/state that is not the one sent/);
    expect(done.out).toBe('');
    expect(() => readdirSync(dir)).toThrow(/ENOENT/);
  }, 120_000);

  it.each([
    [
      'the user denied access',
      '?error=access_denied&error_description=The+user+denied',
      /refused the sign-in: access_denied \(The user denied\)/,
    ],
    ['no code', '?state=whatever-state-0000000000000000', /without an authorization code/],
  ])(
    'answers the browser and exits 1 when it comes back with %s',
    async (_what, query, message) => {
      const { env, dir } = user({ LIFESCI_BROWSER: 'none' });
      const running = startLifesci(['protocols', 'login'], env);
      const url = new URL((await running.stderrMatch(/^\s+(http\S+)$/m))[1] as string);
      const answer = await fetch(`${url.searchParams.get('redirect_uri')}${query}`);
      expect(answer.status).toBe(400);
      const done = await running.done;
      expect(done.code).toBe(1);
      expect(done.err).toMatch(message);
      expect(() => readdirSync(dir)).toThrow(/ENOENT/);
    },
    120_000,
  );

  it('gives up after --timeout with a clear message; a missing client id or --emulator is a usage error', async () => {
    const { env, dir } = user();
    const late = await lifesci(['protocols', 'login', '--timeout', '1', '--no-browser'], env);
    expect(late.code).toBe(1);
    expect(late.err).toMatch(/no answer from the browser within 1 s; nothing was saved/);
    expect(() => readdirSync(dir)).toThrow(/ENOENT/);

    const { LIFESCI_PROTOCOLS_CLIENT_ID: _id, ...withoutId } = env;
    const missing = await lifesci(['protocols', 'login'], withoutId);
    expect(missing.code).toBe(2);
    expect(missing.err.trim().split('\n')).toHaveLength(1);
    expect(missing.err).toMatch(
      /--client-id, LIFESCI_PROTOCOLS_CLIENT_ID or lifesci config set protocols.client-id/,
    );
    // tokens from a fresh embedded emulator would be useless to the next command
    const fresh = await lifesci(['--emulator', 'protocols', 'login'], env);
    expect(fresh.code).toBe(2);
    expect(fresh.err).toMatch(/point LIFESCI_PROTOCOLS_URL at a running emulator/);
  }, 120_000);

  it('takes the client id from the flag, else the environment, else the config file', async () => {
    const { env } = user({ LIFESCI_BROWSER: 'none' });
    const { LIFESCI_PROTOCOLS_CLIENT_ID: _id, ...base } = env;
    expect((await lifesci(['config', 'set', 'protocols.client-id', 'id-from-file'], base)).code).toBe(0);
    const clientIdOf = async (argv: string[], runEnv: Record<string, string>) => {
      const run = await lifesci(['protocols', ...argv, 'login', '--timeout', '1'], runEnv);
      expect(run.code).toBe(1);
      return new URL(/^\s+(http\S+)$/m.exec(run.err)?.[1] as string).searchParams.get('client_id');
    };
    expect(await clientIdOf([], base)).toBe('id-from-file');
    const withEnv = { ...base, LIFESCI_PROTOCOLS_CLIENT_ID: 'id-from-env' };
    expect(await clientIdOf([], withEnv)).toBe('id-from-env');
    expect(await clientIdOf(['--client-id', 'id-from-flag'], withEnv)).toBe('id-from-flag');
  }, 120_000);
});

/** A config directory made too open by someone else is narrowed back to the owner. */
describe('lifesci protocols login: the directory', () => {
  it('narrows an existing config directory to 0700', async () => {
    const { env, dir } = user({ LIFESCI_BROWSER: `${process.execPath} ${BROWSER}` });
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755);
    expect(mode(dir)).toBe(0o755);
    expect((await lifesci(['protocols', 'login'], env)).code).toBe(0);
    expect(mode(dir)).toBe(0o700);
  }, 120_000);
});
