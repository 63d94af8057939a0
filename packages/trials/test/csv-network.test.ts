import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NetworkError } from '@lifesci/core';
import { startEmulator } from '@lifesci/emulator';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingClock, testClient, trialsBaseUrl } from './helpers.js';

// A streamCsv page is read whole inside core's attempt (`bufferedResponse`), so a connection that
// dies mid-page is retried like a JSON page (no row handed out twice), and the failure surfaces,
// as core's NetworkError (never undici's bare `TypeError: terminated` or an ECONNRESET), only once
// retries are spent, after the rows of the earlier pages.

const HEADER = 'NCT Number,Study Title,Study Status\r\n';
const csvLine = (n: number) => `NCT${String(n).padStart(8, '0')},Study ${n},RECRUITING\r\n`;
const csvLines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => csvLine(from + i)).join('');

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

let server: Server | undefined;

/** A loopback server whose handler decides, per request, how the answer breaks. */
async function serve(handler: Handler): Promise<{ baseUrl: string; seen: URL[] }> {
  const seen: URL[] = [];
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.push(url);
    void handler(req, res, url);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, seen };
}

/**
 * Sends the status, headers and part of a CSV body, then resets the TCP connection. The pause
 * lets the client take the headers in first (a reset the kernel delivers before them would be a
 * failure to answer, which core simply retries).
 */
function writeThenReset(res: ServerResponse, body: string, headers: Record<string, string> = {}) {
  res.writeHead(200, { 'content-type': 'text/csv', ...headers });
  res.write(body, () => setTimeout(() => res.socket?.resetAndDestroy(), 50));
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('a CSV body broken off mid-way is core’s NetworkError', () => {
  it('studies.streamCsv: a page reset mid-body is asked for again, and every row arrives once', async () => {
    let page2Attempts = 0;
    const { baseUrl, seen } = await serve((_req, res, url) => {
      const token = url.searchParams.get('pageToken');
      if (token === null) {
        res.writeHead(200, { 'content-type': 'text/csv', 'x-next-page-token': 'p2' });
        res.end(HEADER + csvLines(1, 2));
      } else if (token === 'p2' && ++page2Attempts === 1) {
        writeThenReset(res, csvLines(3, 3), { 'x-next-page-token': 'p3' });
      } else if (token === 'p2') {
        res.writeHead(200, { 'content-type': 'text/csv', 'x-next-page-token': 'p3' });
        res.end(csvLines(3, 4));
      } else {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end(csvLines(5, 5));
      }
    });
    const clock = recordingClock();
    const client = testClient({ baseUrl, maxRetries: 2, clock });
    const rows: string[] = [];
    for await (const row of client.studies.streamCsv({ pageSize: 2 })) rows.push(row['NCT Number'] ?? '');
    // The broken attempt's row (NCT00000003) is not handed out twice: the page is rebuilt whole.
    expect(rows).toEqual(['NCT00000001', 'NCT00000002', 'NCT00000003', 'NCT00000004', 'NCT00000005']);
    // The second page was asked for twice, with one retry wait between, and the walk went on.
    expect(seen.map((u) => u.searchParams.get('pageToken'))).toEqual([null, 'p2', 'p2', 'p3']);
    expect(clock.sleeps).toHaveLength(1);
  });

  it('studies.streamCsv: a page that keeps breaking off ends the walk with a NetworkError once retries are spent', async () => {
    const { baseUrl, seen } = await serve((_req, res, url) => {
      if (url.searchParams.get('pageToken') === null) {
        res.writeHead(200, { 'content-type': 'text/csv', 'x-next-page-token': 'p2' });
        res.end(HEADER + csvLines(1, 2));
        return;
      }
      writeThenReset(res, csvLines(3, 3), { 'x-next-page-token': 'p3' });
    });
    const rows: string[] = [];
    const clock = recordingClock();
    const error = await (async () => {
      const client = testClient({ baseUrl, maxRetries: 2, clock });
      for await (const row of client.studies.streamCsv({ pageSize: 2 })) rows.push(row['NCT Number'] ?? '');
    })().catch((e: unknown) => e);
    // The first page's rows arrived before the second page failed.
    expect(rows).toEqual(['NCT00000001', 'NCT00000002']);
    expect(error).toBeInstanceOf(NetworkError);
    expect(seen.map((u) => u.searchParams.get('pageToken'))).toEqual([null, 'p2', 'p2', 'p2']);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('studies.streamCsv: a reset before the answer starts is retried like any request', async () => {
    let attempts = 0;
    const { baseUrl, seen } = await serve((req, res) => {
      if (++attempts === 1) {
        req.socket.resetAndDestroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end(HEADER + csvLines(1, 2));
    });
    const clock = recordingClock();
    const rows: string[] = [];
    for await (const row of testClient({ baseUrl, maxRetries: 2, clock }).studies.streamCsv({ pageSize: 5 }))
      rows.push(row['NCT Number'] ?? '');
    expect(rows).toEqual(['NCT00000001', 'NCT00000002']);
    expect(seen).toHaveLength(2);
    expect(clock.sleeps).toHaveLength(1);
  });

  it('the emulator’s truncate fault (half the body, then the socket destroyed) is retried, then a NetworkError', async () => {
    const emulator = await startEmulator({
      services: ['trials'],
      limits: 'off',
      faults: { rate: 1, kinds: ['truncate'] },
    });
    try {
      const baseUrl = trialsBaseUrl(emulator);
      const rows = testClient({ baseUrl, maxRetries: 2, clock: recordingClock() }).studies.streamCsv({
        pageSize: 50,
      });
      const error = await rows[Symbol.asyncIterator]()
        .next()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      // Every attempt was truncated (fault rate 1): the first and both retries.
      expect(emulator.requests.map((r) => [r.status, r.fault])).toEqual([
        [200, 'truncate'],
        [200, 'truncate'],
        [200, 'truncate'],
      ]);
    } finally {
      await emulator.close();
    }
  });
});
