import { ApiError, InputError } from '@lifesci/core';
import { createLifesci, SERVICE_NAMES } from '@lifesci/sdk';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, everyClient } from './every-client.js';

// Cross-host redirects carrying each credential kind, and redirect loops, for every client the
// umbrella makes. A hop to another host must carry no credential, whatever header holds it (the
// NCBI key's `api-key` or `api_key`, a bearer token, a header given through `headers`), and a
// loop must end once, not be retried.

const SECRETS = Object.values(CREDENTIALS);
let home: LocalServer;
let elsewhere: LocalServer;
let status = 302;

beforeAll(async () => {
  elsewhere = await startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  home = await startServer((req, res) => {
    if (req.url?.includes('/loop')) res.writeHead(302, { location: req.url }).end();
    else res.writeHead(status, { location: `${elsewhere.url}/landed${req.url}` }).end();
  });
});
afterAll(async () => {
  await home.close();
  await elsewhere.close();
});

const clients = () => everyClient(home.url);
// The names (`genes.datasets`...) are known without a server: the table is built from them.
const NAMES = everyClient('http://127.0.0.1:9').map(([name]) => name);
const figures = { hops: 0, leaks: 0, loops: 0, loopRequests: 0 };

describe.each([301, 302, 303, 307, 308])('a %i to another host, every client', (code) => {
  it.each(NAMES)('%s sends none of its credentials there', async (name) => {
    const client = new Map(clients()).get(name);
    status = code;
    const before = elsewhere.requests.length;
    const homeBefore = home.requests.length;
    await client?.request({ path: '/probe' }).catch(() => undefined);
    // The client did carry its credentials home (so the check below is not vacuous)...
    const sent = home.requests.slice(homeBefore);
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent[0]?.headers)).toContain(CREDENTIALS.header);
    // ...and followed the hop without any of them.
    const landed = elsewhere.requests.slice(before);
    expect(landed).toHaveLength(1);
    const seen = JSON.stringify(landed);
    const found = SECRETS.filter((secret) => seen.includes(secret));
    figures.hops += 1;
    figures.leaks += found.length;
    expect(found).toEqual([]);
  });
});

describe('a redirect loop, every client', () => {
  it.each(NAMES)('%s ends in one ApiError after 20 hops, not retried', async (name) => {
    const client = new Map(everyClient(home.url, { maxRetries: 4 })).get(name);
    const before = home.requests.length;
    const error = await client?.request({ path: '/loop' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/redirect loop/);
    const requests = home.requests.length - before;
    figures.loops += 1;
    figures.loopRequests += requests;
    // fetch's own loop error was a retried NetworkError: 5 × 21 requests with maxRetries 4.
    expect(requests).toBe(21);
  });

  it('figures', () => {
    console.info(`redirect figures: ${JSON.stringify(figures)}`);
    expect(figures.hops).toBe(5 * NAMES.length);
    expect(NAMES.length).toBeGreaterThanOrEqual(SERVICE_NAMES.length);
  });
});

describe('credentials fetch cannot send are refused when the client is made', () => {
  const BAD = ['tab-ok\u0001ctrl', 'del\u007fchar', 'euro-€-sign', 'line\r\nbreak', 'key-🔑'];
  it.each(SERVICE_NAMES)('%s: a headers value with control or non-Latin-1 characters', (name) => {
    for (const value of BAD) {
      const lifesci = createLifesci({
        emulator: { baseUrls: { [name]: 'http://127.0.0.1:9' } },
        headers: { 'x-token': value },
      });
      expect(() => lifesci[name], JSON.stringify(value)).toThrow(InputError);
    }
  });

  it.each(['eutils', 'genes', 'clinicalVariants'] as const)('%s: such an NCBI key', (name) => {
    for (const value of BAD) {
      const lifesci = createLifesci({ ncbiApiKey: value });
      expect(() => lifesci[name], JSON.stringify(value)).toThrow(InputError);
    }
  });

  it('protocols: such an access token or client secret', () => {
    for (const value of BAD) {
      expect(() => createLifesci({ protocols: { accessToken: value } }).protocols).toThrow(InputError);
      expect(() => createLifesci({ protocols: { clientId: 'id', clientSecret: value } }).protocols).toThrow(
        InputError,
      );
    }
  });
});
