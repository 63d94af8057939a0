import { ApiError, BaseClient, type ClientOptions, InputError } from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock, type LocalServer, startServer } from './helpers.js';

// Core follows redirects itself: a hop that leaves the request's origin carries no credential,
// whatever header holds it (Authorization, an API key header, the `headers` option, an auth
// provider's), and a redirect loop is one error, never retried.

const KEY = 'redirect-test-api-key-0001';
const HEADER_SECRET = 'redirect-test-header-secret-0002';
const TOKEN = 'redirect-test-bearer-token-0003';
const SECRETS = [KEY, HEADER_SECRET, TOKEN];

let servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serve(handler: Parameters<typeof startServer>[0]): Promise<LocalServer> {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

function client(url: string, options: ClientOptions = {}) {
  return new BaseClient(
    {
      service: 'hops',
      baseUrls: { default: url },
      limiterId: 'hops',
      limits: {},
      apiKeyPlacement: { header: 'api-key' },
    },
    {
      rateLimit: false,
      clock: fakeClock(),
      apiKey: KEY,
      headers: { 'x-proxy-token': HEADER_SECRET, accept: 'application/json' },
      auth: { headers: () => ({ authorization: `Bearer ${TOKEN}` }) },
      ...options,
    },
  );
}

const everything = (request: { url: string; headers: object }) =>
  `${request.url} ${JSON.stringify(request.headers)}`;

describe('redirects', () => {
  for (const status of [301, 302, 303, 307, 308]) {
    it(`a ${status} to another host carries no credential; same-host hops keep them`, async () => {
      const elsewhere = await serve((_req, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":1}'),
      );
      const home = await serve((req, res) => {
        if (req.url === '/start') res.writeHead(status, { location: '/again' }).end();
        else res.writeHead(status, { location: `${elsewhere.url}/landed` }).end();
      });
      const result = await client(home.url).request({ path: '/start' });
      expect(result).toEqual({ ok: 1 });
      // The same-origin hop kept every credential (the service still needs them).
      const second = home.requests[1];
      expect(second?.headers['api-key']).toBe(KEY);
      expect(second?.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(second?.headers['x-proxy-token']).toBe(HEADER_SECRET);
      expect(elsewhere.requests).toHaveLength(1);
      const landed = elsewhere.requests[0] as LocalServer['requests'][number];
      for (const secret of SECRETS) expect(everything(landed)).not.toContain(secret);
      // Harmless headers still go along.
      expect(landed.headers.accept).toBe('application/json');
    });
  }

  it('a hop back home after leaving the origin does not get the credentials back', async () => {
    let home: LocalServer | undefined;
    const away = await serve((_req, res) => res.writeHead(302, { location: `${home?.url}/back` }).end());
    home = await serve((req, res) => {
      if (req.url === '/start') res.writeHead(302, { location: `${away.url}/x` }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await client(home.url).request({ path: '/start' });
    const back = home.requests[1] as LocalServer['requests'][number];
    for (const secret of SECRETS) expect(everything(back)).not.toContain(secret);
  });

  it('a Location copying the query does not take a query key to another host', async () => {
    const elsewhere = await serve((_req, res) => res.writeHead(200).end('{}'));
    const home = await serve((req, res) =>
      res.writeHead(302, { location: `${elsewhere.url}${req.url}` }).end(),
    );
    const queryKeyed = new BaseClient(
      {
        service: 'hops',
        baseUrls: { default: home.url },
        limiterId: 'hops-q',
        limits: {},
        apiKeyPlacement: { query: 'api_key' },
      },
      { rateLimit: false, apiKey: KEY },
    );
    await queryKeyed.request({ path: '/x', query: { term: 'BRCA1' } });
    expect(home.requests[0]?.url).toContain(KEY);
    expect(elsewhere.requests[0]?.url).toBe('/x?term=BRCA1');
  });

  it('a 303 after a POST is a GET without the body', async () => {
    const home = await serve((req, res) => {
      if (req.url === '/form') res.writeHead(303, { location: '/result' }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end(`{"method":"${req.method}"}`);
    });
    expect(await client(home.url).request({ path: '/form', method: 'POST', body: { a: 1 } })).toEqual({
      method: 'GET',
    });
    expect(home.requests[1]?.body).toBe('');
  });

  it('a redirect loop is one ApiError, not retried', async () => {
    const home = await serve((_req, res) => res.writeHead(302, { location: '/loop' }).end());
    const error = await client(home.url, { maxRetries: 4 })
      .request({ path: '/loop' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(302);
    expect((error as ApiError).message).toMatch(/redirect loop/);
    // The first request and 20 hops: once, not five times.
    expect(home.requests).toHaveLength(21);
  });

  it('a response that followed a hop says so', async () => {
    const home = await serve((req, res) => {
      if (req.url === '/a') res.writeHead(302, { location: '/b' }).end();
      else res.writeHead(200).end('x');
    });
    const response = (await client(home.url).request({ path: '/a', responseType: 'response' })) as Response;
    expect(response.redirected).toBe(true);
    expect(response.url).toBe(`${home.url}/b`);
    expect(await response.text()).toBe('x');
  });
});

describe('credentials fetch cannot send are refused at construction', () => {
  const bad = ['key\u0001x', 'key\u007fx', 'clé-€uro', 'tab\nnewline', 'emoji-🔑'];
  it.each(bad)('apiKey %j is an InputError', (apiKey) => {
    expect(() => client('http://127.0.0.1:1', { apiKey })).toThrow(InputError);
  });
  it.each(bad)('a headers value %j is an InputError', (value) => {
    expect(() => client('http://127.0.0.1:1', { headers: { 'x-token': value } })).toThrow(InputError);
  });
  it('Latin-1 text (é) is still accepted', () => {
    expect(() => client('http://127.0.0.1:1', { apiKey: 'clé-0123456' })).not.toThrow();
  });
  it('an auth provider handing out such a value fails before any request, as an InputError', async () => {
    const home = await serve((_req, res) => res.end('{}'));
    const error = await client(home.url, { auth: { headers: () => ({ authorization: 'Bearer ✓' }) } })
      .request({ path: '/x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(home.requests).toHaveLength(0);
  });
});
