import { randomBytes } from 'node:crypto';
import { BaseClient, type DownloadProgress, NetworkError, NotFoundError } from '@lifesci/core';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClock, type LocalServer, startServer } from './helpers.js';

const body = randomBytes(1_000_000);
let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * Serves `body` with an ETag and Range support; each of the first `drops` responses is cut off
 * (connection destroyed) after `cutAfter` bytes of its part.
 */
async function flakyFileServer(options: { drops: number; cutAfter: number; ranges?: boolean }) {
  let served = 0;
  return startServer((req, res) => {
    if (req.url !== '/file.bin') {
      res.writeHead(404).end('{"error":"no such file"}');
      return;
    }
    const range = /bytes=(\d+)-/.exec(req.headers.range ?? '');
    const useRange = options.ranges !== false && range && req.headers['if-range'] === '"v1"';
    const start = useRange ? Number(range?.[1]) : 0;
    const part = body.subarray(start);
    const headers: Record<string, string> = { etag: '"v1"', 'content-length': String(part.length) };
    if (useRange) headers['content-range'] = `bytes ${start}-${body.length - 1}/${body.length}`;
    res.writeHead(useRange ? 206 : 200, headers);
    served += 1;
    if (served <= options.drops) {
      res.write(part.subarray(0, options.cutAfter), () => setTimeout(() => res.socket?.destroy(), 10));
    } else {
      res.end(part);
    }
  });
}

function filesClient(url: string): BaseClient {
  return new BaseClient(
    { service: 'files', baseUrls: { default: url }, limiterId: 'files', limits: {} },
    { rateLimit: false, clock: fakeClock() },
  );
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe('download with Range resume', () => {
  it('resumes twice after dropped connections and delivers every byte once, with progress', async () => {
    server = await flakyFileServer({ drops: 2, cutAfter: 300_000 });
    const client = new BaseClient(
      { service: 'files', baseUrls: { default: server.url }, limiterId: 'files', limits: {} },
      { rateLimit: false, clock: fakeClock() },
    );
    const progress: DownloadProgress[] = [];
    const stream = await client.download({ path: '/file.bin' }, { onProgress: (p) => progress.push(p) });
    const got = await readAll(stream);
    expect(got.equals(body)).toBe(true);
    expect(server.requests.map((r) => r.headers.range)).toEqual([
      undefined,
      'bytes=300000-',
      'bytes=600000-',
    ]);
    expect(server.requests[1]?.headers['if-range']).toBe('"v1"');
    expect(server.requests[0]?.headers['accept-encoding']).toBe('identity');
    const last = progress.at(-1);
    expect(last).toEqual({ received: 1_000_000, total: 1_000_000, resumes: 2 });
    const received = progress.map((p) => p.received);
    expect(received).toEqual([...received].sort((a, b) => a - b));
  });

  it('skips bytes already delivered when the server answers a range with the whole body', async () => {
    server = await flakyFileServer({ drops: 1, cutAfter: 250_000, ranges: false });
    const stream = await filesClient(server.url).download({ path: '/file.bin' });
    expect((await readAll(stream)).equals(body)).toBe(true);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers.range).toBe('bytes=250000-');
  });

  it('gives up with a NetworkError after maxResumes', async () => {
    server = await flakyFileServer({ drops: 10, cutAfter: 100_000 });
    const stream = await filesClient(server.url).download({ path: '/file.bin' }, { maxResumes: 2 });
    await expect(readAll(stream)).rejects.toThrow(NetworkError);
    expect(server.requests).toHaveLength(3);
  });

  it('rejects at once when the resource is missing', async () => {
    server = await flakyFileServer({ drops: 0, cutAfter: 0 });
    const client = new BaseClient(
      { service: 'files', baseUrls: { default: server.url }, limiterId: 'files', limits: {} },
      { rateLimit: false },
    );
    await expect(client.download({ path: '/missing.bin' })).rejects.toThrow(NotFoundError);
  });

  it('without resume, a stream body that breaks off errors with NetworkError', async () => {
    server = await flakyFileServer({ drops: 1, cutAfter: 200_000 });
    const client = new BaseClient(
      { service: 'files', baseUrls: { default: server.url }, limiterId: 'files', limits: {} },
      { rateLimit: false },
    );
    const stream = await client.request({ path: '/file.bin', responseType: 'stream' });
    await expect(readAll(stream)).rejects.toThrow(NetworkError);
  });
});
