import {
  AuthError,
  type AuthProvider,
  BaseClient,
  type ClientOptions,
  InputError,
  type ServiceConfig,
} from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startServer } from './helpers.js';

const config = (url: string): ServiceConfig => ({
  service: 'protocols',
  baseUrls: { protocols: url },
  limiterId: 'protocols.test',
  limits: { perSecond: 1000 },
  // An expired token reported inside a 200, the way protocols.io does (status_code 1219).
  checkBody: (body, ctx) => {
    if ((body as { status_code?: number }).status_code === 1219) throw ctx.error(401, 'token expired');
  },
});

class Client extends BaseClient {
  constructor(url: string, options: ClientOptions) {
    super(config(url), { rateLimit: false, ...options });
  }
  me() {
    return this.request({ path: '/api/v3/session/profile' }) as Promise<{ user: string }>;
  }
}

/** A provider whose token changes on refresh, sharing one refresh among concurrent callers. */
function rotatingProvider(): AuthProvider & { refreshes: number } {
  let token = 'expired-token-0001';
  let pending: Promise<boolean> | undefined;
  const provider = {
    refreshes: 0,
    headers: () => ({ authorization: `Bearer ${token}` }),
    refresh: (_error: unknown, refused: Readonly<Record<string, string>>) => {
      // Refused with a token already replaced: the fresh one is there, nothing to renew.
      if (refused.authorization !== `Bearer ${token}`) return Promise.resolve(true);
      pending ??= (async () => {
        provider.refreshes += 1;
        await new Promise((r) => setTimeout(r, 20));
        token = 'fresh-token-0002';
        pending = undefined;
        return true;
      })();
      return pending;
    },
  };
  return provider;
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('ClientOptions.auth', () => {
  it('sends the provider headers and refreshes once on a 401, then succeeds', async () => {
    server = await startServer((req, res) => {
      const ok = req.headers.authorization === 'Bearer fresh-token-0002';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { user: 'ada' } : { error: 'invalid token expired-token-0001' }));
    });
    const auth = rotatingProvider();
    const client = new Client(server.url, { auth });
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.me()));
    expect(answers.every((a) => a.user === 'ada')).toBe(true);
    expect(auth.refreshes).toBe(1);
  });

  it('refreshes on an auth error raised by checkBody inside a 200', async () => {
    server = await startServer((req, res) => {
      const ok = req.headers.authorization === 'Bearer fresh-token-0002';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { user: 'ada' } : { status_code: 1219 }));
    });
    const auth = rotatingProvider();
    expect(await new Client(server.url, { auth }).me()).toEqual({ user: 'ada' });
    expect(auth.refreshes).toBe(1);
  });

  it('gives up after one refresh and never shows the token in the error', async () => {
    server = await startServer((req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: `bad token ${String(req.headers.authorization)}` }));
    });
    const auth = rotatingProvider();
    const error = await new Client(server.url, { auth }).me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(auth.refreshes).toBe(1);
    const shown = JSON.stringify({ m: (error as Error).message, b: (error as AuthError).body });
    expect(shown).not.toContain('fresh-token-0002');
    expect(shown).not.toContain('expired-token-0001');
    expect(server.requests).toHaveLength(2);
  });

  it('refuses header values with CR or LF before sending', async () => {
    server = await startServer((_req, res) => {
      res.end('{}');
    });
    const client = new Client(server.url, {
      auth: { headers: () => ({ authorization: 'Bearer a\r\nx: y' }) },
    });
    await expect(client.me()).rejects.toThrow(InputError);
    expect(server.requests).toHaveLength(0);
  });

  it('is checked at construction', () => {
    expect(
      () => new Client('http://127.0.0.1:1', { auth: { token: 'x' } as unknown as AuthProvider }),
    ).toThrow(InputError);
  });
});
