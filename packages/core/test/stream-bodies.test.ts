import { AbortError, BaseClient, NetworkError } from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startServer } from './helpers.js';

let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Sends headers and the first part of a CSV body, then drops the connection. */
function cutOffCsv() {
  return startServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv', 'x-next-page-token': 'abc', 'content-length': '1000' });
    res.write('NCT Number,Title\nNCT00000001,First\n', () => setTimeout(() => res.socket?.destroy(), 10));
  });
}

function client(url: string) {
  return new BaseClient(
    { service: 'files', baseUrls: { default: url }, limiterId: 'files', limits: {} },
    { rateLimit: false, maxRetries: 0 },
  );
}

describe("bodies handed out unread ('stream' and 'response')", () => {
  it("a 'response' body cut off mid-read rejects with NetworkError, headers and status intact", async () => {
    server = await cutOffCsv();
    const response = await client(server.url).request({ path: '/studies', responseType: 'response' });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-next-page-token')).toBe('abc');
    expect(response.url).toBe(`${server.url}/studies`);
    const error = await response.text().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(/files GET .*\/studies: body interrupted/);
  });

  it("a 'stream' request answered without a body (204) gives a stream that ends at once", async () => {
    server = await startServer((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const body = await client(server.url).request({ path: '/nothing', responseType: 'stream' });
    const first = await body.getReader().read();
    expect(first).toEqual({ done: true, value: undefined });
  });

  it("a 'response' body read to the end is unchanged", async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', etag: '"v1"' });
      res.end('whole body');
    });
    const response = await client(server.url).request({ path: '/t', responseType: 'response' });
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(await response.text()).toBe('whole body');
  });

  it("a 'stream' body cut off mid-read rejects with NetworkError", async () => {
    server = await cutOffCsv();
    const stream = await client(server.url).request({ path: '/studies', responseType: 'stream' });
    await expect(new Response(stream).text()).rejects.toThrow(NetworkError);
  });

  it("the caller's abort while a 'response' body is read is an AbortError", async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part ');
    });
    const controller = new AbortController();
    const response = await client(server.url).request(
      { path: '/slow', responseType: 'response' },
      { signal: controller.signal },
    );
    const reading = response.text();
    setTimeout(() => controller.abort(new Error('user gave up')), 20);
    await expect(reading).rejects.toThrow(AbortError);
  });
});
