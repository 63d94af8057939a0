import { createServer } from 'node:http';
import { LifesciError } from '@lifesci/core';
import { MemoryTokenStore, ProtocolsClient } from '@lifesci/protocols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from './echo-server.js';
import { everyClient, leaked, views } from './every-client.js';

// Secrets of every length, up to 1 MB, in every error view and in the logger, for every client
// the umbrella makes. Redaction once built one RegExp of all secrets: a token of ~32,700
// characters made it too large, and every later error was a raw SyntaxError carrying them all.

const LENGTHS = [6, 1_000, 32_767, 40_000, 1024 * 1024];
const secretOf = (length: number, kind: string) =>
  `${kind}-`.padEnd(length - 1, 'x').slice(0, length - 1) + 'Z';

let server: EchoServer;
let url: string;
/** What the server echoes back (in the body, a header, and a URL of a JSON field). */
let echo = '';
let replyStatus = 400;

beforeAll(async () => {
  server = await startEchoServer({
    echo: () => echo,
    status: () => replyStatus,
    message: 'bad credential',
    param: 'token',
  });
  url = server.url;
});
afterAll(() => server.close());

const figures = { cases: 0, leaks: 0, rawErrors: 0, slowestMs: 0 };

describe.each(LENGTHS)('a %i-character secret given through `headers`', (length) => {
  const secret = secretOf(length, 'hdr');
  it.each([400, 500, 200])('every client, a %i echoing it: no view of the error shows it', async (status) => {
    replyStatus = status;
    echo = secret;
    const logged: string[] = [];
    const logger = {
      debug: (m: string, meta?: unknown) => logged.push(m, JSON.stringify(meta)),
      warn: (m: string, meta?: unknown) => logged.push(m, JSON.stringify(meta)),
    };
    for (const [name, client] of everyClient(url, { headers: { 'x-lifesci-proxy-token': secret }, logger })) {
      const started = performance.now();
      // Twice: the second call is the one that broke once the first had registered the secret.
      for (let i = 0; i < 2; i++) {
        const error = await client.request({ path: '/probe' }).then(
          () => undefined,
          (e: unknown) => e,
        );
        figures.cases += 1;
        if (!(error instanceof LifesciError)) figures.rawErrors += 1;
        expect(error, name).toBeInstanceOf(LifesciError);
        const found = leaked([...views(error), ...logged], [secret]);
        figures.leaks += found.length;
        expect(found, name).toEqual([]);
      }
      figures.slowestMs = Math.max(figures.slowestMs, performance.now() - started);
    }
  });
});

describe.each(LENGTHS)('protocols: a %i-character access token from the token endpoint', (length) => {
  const token = secretOf(length, 'tok');
  const clientSecret = 'lifesci-sec-client-secret-9a3f';
  const refreshToken = 'lifesci-sec-refresh-token-77c1';
  it('then every later error and warning keeps the token, refresh token and client secret back', async () => {
    const logged: string[] = [];
    const client = new ProtocolsClient({
      baseUrl: url,
      rateLimit: false,
      maxRetries: 0,
      clientId: 'lifesci-test',
      clientSecret,
      tokenStore: new MemoryTokenStore({
        accessToken: token,
        refreshToken,
        tokenType: 'bearer',
        obtainedAt: Date.now(),
      }),
      logger: { warn: (m: string, meta?: unknown) => logged.push(m, JSON.stringify(meta)) },
    });
    const all = [token, refreshToken, clientSecret];
    replyStatus = 400;
    echo = all.join(' ');
    for (let i = 0; i < 3; i++) {
      const error = await client.protocols.get(1).then(
        () => undefined,
        (e: unknown) => e,
      );
      figures.cases += 1;
      expect(error).toBeInstanceOf(LifesciError);
      expect(leaked(views(error), all)).toEqual([]);
    }
    expect(leaked(logged, all)).toEqual([]);
  });
});

describe('protocols: warning_message goes through redaction before logger.warn', () => {
  const secrets = {
    access: 'lifesci-sec-warn-access-1f2e',
    refresh: 'lifesci-sec-warn-refresh-3c4d',
    clientSecret: 'lifesci-sec-warn-client-5b6a',
  };
  it.each(Object.entries(secrets))('a warning quoting the %s', async (_kind, secret) => {
    const warned: string[] = [];
    const warnServer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          status_code: 0,
          warning_code: 1,
          warning_message: `token ${secrets.access} (refresh ${secrets.refresh}, app ${secrets.clientSecret}) expires in 24 days: ${secret}`,
          protocol: { id: 1, title: 't', uri: 'u' },
        }),
      );
    });
    await new Promise<void>((done) => warnServer.listen(0, '127.0.0.1', done));
    const port = (warnServer.address() as { port: number }).port;
    const client = new ProtocolsClient({
      baseUrl: `http://127.0.0.1:${port}`,
      rateLimit: false,
      maxRetries: 0,
      clientId: 'lifesci-test',
      clientSecret: secrets.clientSecret,
      tokenStore: new MemoryTokenStore({
        accessToken: secrets.access,
        refreshToken: secrets.refresh,
        tokenType: 'bearer',
        obtainedAt: Date.now(),
      }),
      logger: { warn: (m: string, meta?: unknown) => warned.push(m, JSON.stringify(meta)) },
    });
    await client.protocols.get(1).catch(() => undefined);
    await new Promise<void>((done) => warnServer.close(() => done()));
    // The warning was passed on (so the check below is not vacuous), without any secret.
    expect(warned.join(' ')).toMatch(/expires in 24 days/);
    expect(leaked(warned, Object.values(secrets))).toEqual([]);
  });
});

describe('figures', () => {
  it('records cases, leaks and raw errors', () => {
    console.info(
      `long-secret figures: ${JSON.stringify({ ...figures, slowestMs: Math.round(figures.slowestMs) })}`,
    );
    expect(figures.leaks).toBe(0);
    expect(figures.rawErrors).toBe(0);
  });
});
