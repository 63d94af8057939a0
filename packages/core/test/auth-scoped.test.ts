import { createHash } from 'node:crypto';
import {
  ApiError,
  AuthError,
  type AuthProvider,
  BaseClient,
  type BottleneckLimiter,
  type ClientOptions,
  limiterRegistry,
  type ServiceConfig,
} from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startServer } from './helpers.js';

const tag = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);

class TokenExpired extends AuthError {}

const config = (url: string, id: string): ServiceConfig => ({
  service: 'scoped',
  baseUrls: { api: url },
  limiterId: id,
  limits: { perMinute: 6000 },
  namedLimits: { pdf: { perMinute: 3000, withApiKey: { perMinute: 6000 } } },
  credentialScopesLimiter: true,
  // A token error sent with a 400, as protocols.io documents (status_code 1219).
  typeError: (error, { redactor }) =>
    (error.body as { status_code?: number } | undefined)?.status_code === 1219
      ? new TokenExpired({
          status: 401,
          service: error.service,
          method: error.method,
          url: error.url,
          body: error.body,
          message: 'token expired',
          redactor,
        })
      : undefined,
});

class Client extends BaseClient {
  constructor(url: string, id: string, options: ClientOptions) {
    super(config(url, id), options);
  }
  get(path: string, extra: { limiter?: string; unsigned?: boolean } = {}) {
    return this.request({ path, ...extra }) as Promise<{ ok: boolean }>;
  }
}

function provider(first: string, next?: string): AuthProvider & { refreshes: number } {
  let token = first;
  const p = {
    refreshes: 0,
    headers: () => ({ authorization: `Bearer ${token}` }),
    refresh: async () => {
      if (!next) return false;
      p.refreshes += 1;
      token = next;
      return true;
    },
  };
  return p;
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('credential-scoped budgets, typeError and unsigned requests', () => {
  it('spends a budget named by a hash of the token; unsigned requests spend the plain one', async () => {
    server = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, auth: req.headers.authorization ?? null }));
    });
    const id = `scoped-${Math.random()}`;
    const token = `tok-${Math.random()}`;
    const client = new Client(server.url, id, { auth: provider(token) });
    await client.get('/a');
    await client.get('/pdf', { limiter: 'pdf' });
    await client.get('/token', { unsigned: true });
    const keys = limiterRegistry.keys().filter((k) => k.startsWith(id));
    expect(keys.sort()).toEqual([id, `${id}#${tag(token)}`, `${id}/pdf#${tag(token)}`].sort());
    expect(keys.some((k) => k.includes(token))).toBe(false);
    // Signed requests get the with-credential limits (6000/min: a 10 ms gap, not 20 ms).
    const pdf = limiterRegistry.get(`${id}/pdf#${tag(token)}`, () => {
      throw new Error('missing');
    }) as BottleneckLimiter;
    expect(pdf.minTimeMs).toBeLessThan(20);
    expect(server.requests.map((r) => r.headers.authorization ?? null)).toEqual([
      `Bearer ${token}`,
      `Bearer ${token}`,
      null,
    ]);
  });

  it("types a non-2xx error with the service's hook, and refreshes once when it makes an AuthError", async () => {
    server = await startServer((req, res) => {
      const ok = req.headers.authorization === 'Bearer fresh';
      res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { ok: true } : { status_code: 1219, error: 'expired' }));
    });
    const auth = provider('stale', 'fresh');
    const client = new Client(server.url, `scoped-${Math.random()}`, { auth, rateLimit: false });
    expect(await client.get('/a')).toEqual({ ok: true });
    expect(auth.refreshes).toBe(1);

    const noRefresh = new Client(server.url, `scoped-${Math.random()}`, {
      auth: provider('stale'),
      maxRetries: 0,
    });
    const error = await noRefresh.get('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenExpired);
    expect(String((error as Error).message)).not.toContain('stale');
    const unsigned = await noRefresh.get('/a', { unsigned: true }).catch((e: unknown) => e);
    expect(unsigned).toBeInstanceOf(TokenExpired);
    expect(unsigned).toBeInstanceOf(ApiError);
  });
});
