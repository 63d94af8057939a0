import type { ServerResponse } from 'node:http';
import { BaseClient, type ClientOptions, NetworkError, TimeoutError } from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock, type LocalServer, startServer } from './helpers.js';

// `bufferedResponse` reads the body inside the attempt, so a body that breaks off mid-way is
// retried like a JSON one, and the caller still gets a standard Response with the server's
// status, headers and url. These tests use real sockets: the breaks are what undici sees.

let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HEADERS = { 'content-type': 'text/csv', 'x-next-page-token': 'p2', 'x-total-count': '3' };
const FIRST_PART = 'NCT Number,Title\r\nNCT00000001,First\r\n';
const BODY = `${FIRST_PART}NCT00000002,Second\r\nNCT00000003,Third\r\n`;

/**
 * Status, headers and the first part of the body, then the connection broken. The pause lets the
 * client take the headers in first, so the break is provably mid-body.
 */
function breakMidBody(res: ServerResponse, how: 'reset' | 'truncate') {
  // `truncate` promises more bytes than it sends, then closes: a body that ends short.
  const length = how === 'truncate' ? { 'content-length': String(BODY.length) } : {};
  res.writeHead(200, { ...HEADERS, ...length });
  res.write(FIRST_PART, () =>
    setTimeout(() => (how === 'reset' ? res.socket?.resetAndDestroy() : res.socket?.destroy()), 50),
  );
}

function client(url: string, options: ClientOptions = {}) {
  const debug: string[] = [];
  const warn: string[] = [];
  const clock = fakeClock();
  const instance = new BaseClient(
    { service: 'files', baseUrls: { default: url }, limiterId: 'files', limits: {} },
    {
      rateLimit: false,
      clock,
      logger: { debug: (m) => debug.push(m), warn: (m) => warn.push(m) },
      ...options,
    },
  );
  return { instance, clock, debug, warn };
}

describe("responseType: 'bufferedResponse'", () => {
  for (const how of ['reset', 'truncate'] as const) {
    it(`a ${how} mid-body on the first attempt is retried once; the full body and headers come back`, async () => {
      server = await startServer((_req, res) => {
        if (server?.requests.length === 1) breakMidBody(res, how);
        else {
          res.writeHead(200, HEADERS);
          res.end(BODY);
        }
      });
      const { instance, clock, debug, warn } = client(server.url, { maxRetries: 3 });
      const response = await instance.request({
        path: '/studies',
        query: { format: 'csv' },
        responseType: 'bufferedResponse',
      });

      expect(server.requests).toHaveLength(2);
      expect(clock.sleeps).toHaveLength(1);
      // The failed attempt had its 200 status (headers in) when the body broke off.
      expect(debug[0]).toMatch(/GET .*\/studies\?format=csv -> 200$/);
      expect(warn).toHaveLength(1);
      expect(warn[0]).toMatch(/retry 1\/3/);

      expect(response).toBeInstanceOf(Response);
      expect(response.status).toBe(200);
      expect(response.ok).toBe(true);
      expect(response.url).toBe(`${server.url}/studies?format=csv`);
      expect(response.redirected).toBe(false);
      expect(response.headers.get('x-next-page-token')).toBe('p2');
      expect(response.headers.get('x-total-count')).toBe('3');
      expect(response.headers.get('content-type')).toBe('text/csv');
      expect(await response.text()).toBe(BODY);
    });
  }

  it('a body that keeps breaking off is a NetworkError once the retries are spent', async () => {
    server = await startServer((_req, res) => breakMidBody(res, 'reset'));
    const { instance, clock } = client(server.url, { maxRetries: 2 });
    const error = await instance
      .request({ path: '/studies', responseType: 'bufferedResponse' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(/^files GET .*\/studies: /);
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('a body that stalls past the timeout is retried like a JSON body', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, HEADERS);
      if (server?.requests.length === 1)
        res.write(FIRST_PART); // and never more
      else res.end(BODY);
    });
    // The timeout only has to outlast a healthy answer on a loaded machine: the stall never ends.
    const { instance, clock } = client(server.url, { maxRetries: 1, timeout: 1_000 });
    const response = await instance.request({ path: '/studies', responseType: 'bufferedResponse' });
    expect(await response.text()).toBe(BODY);
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toHaveLength(1);

    server.requests.length = 0;
    const error = await instance
      .request({ path: '/studies', responseType: 'bufferedResponse' }, { maxRetries: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it("the same break with 'response' is handed to the reader instead, unretried", async () => {
    server = await startServer((_req, res) => breakMidBody(res, 'reset'));
    const { instance } = client(server.url, { maxRetries: 3 });
    const response = await instance.request({ path: '/studies', responseType: 'response' });
    await expect(response.text()).rejects.toThrow(NetworkError);
    expect(server.requests).toHaveLength(1);
  });

  it('the buffered Response is a standard one: read it as JSON, once; a 204 has no body', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/empty') {
        res.writeHead(204, { 'x-request-id': 'r1' });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"studies":[1,2]}');
    });
    const { instance } = client(server.url);
    const response = await instance.request({ path: '/json', responseType: 'bufferedResponse' });
    expect(response.bodyUsed).toBe(false);
    expect(await response.clone().json()).toEqual({ studies: [1, 2] });
    expect(await response.arrayBuffer()).toHaveProperty('byteLength', 17);
    expect(response.bodyUsed).toBe(true);

    const empty = await instance.request({ path: '/empty', responseType: 'bufferedResponse' });
    expect(empty.status).toBe(204);
    expect(empty.headers.get('x-request-id')).toBe('r1');
    expect(await empty.text()).toBe('');
  });

  it('sends Accept: */* like the other unparsed types', async () => {
    server = await startServer((_req, res) => {
      res.end('ok');
    });
    await client(server.url).instance.request({ path: '/a', responseType: 'bufferedResponse' });
    expect(server.requests[0]?.headers.accept).toBe('*/*');
  });
});
