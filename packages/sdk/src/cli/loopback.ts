/**
 * The loopback redirect of a native app's OAuth sign-in (RFC 8252 7.3): a one-shot HTTP server on
 * 127.0.0.1 and an ephemeral port, waiting for the browser to come back to `/callback`.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CliFailure } from './failure.js';

export interface Callback {
  /** The query the browser came back with (`code`, `state`, or `error`). */
  query: URLSearchParams;
  /** Answers the browser's page, then closes the server. */
  respond(status: number, message: string): Promise<void>;
}

export interface Loopback {
  redirectUri: string;
  /** The first request to /callback; a CliFailure after `timeoutMs` without one. */
  callback(timeoutMs: number): Promise<Callback>;
  close(): Promise<void>;
}

function page(message: string): string {
  const escaped = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><meta charset="utf-8"><title>lifesci</title><p>${escaped}</p>\n`;
}

export async function startLoopback(): Promise<Loopback> {
  let arrived: ((callback: Callback) => void) | undefined;
  // A browser quicker than the caller's `callback()`: its answer waits here.
  let early: Callback | undefined;
  let taken = false;
  const server = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Browsers also ask for /favicon.ico; and only the first answer counts.
    if (req.method !== 'GET' || url.pathname !== '/callback' || taken) {
      res.writeHead(404, { 'content-type': 'text/plain', connection: 'close' }).end('Not found\n');
      return;
    }
    taken = true;
    const callback: Callback = {
      query: url.searchParams,
      respond: (status, message) =>
        new Promise<void>((resolve) => {
          res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', connection: 'close' });
          res.end(page(message), () => resolve());
        }),
    };
    if (arrived) arrived(callback);
    else early = callback;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    redirectUri: `http://127.0.0.1:${port}/callback`,
    close,
    callback: (timeoutMs) =>
      new Promise<Callback>((resolve, reject) => {
        if (early) return resolve(early);
        const timer = setTimeout(() => {
          reject(
            new CliFailure(
              `no answer from the browser within ${Math.round(timeoutMs / 1000)} s; nothing was saved (run the command again, or give --timeout <seconds>)`,
            ),
          );
        }, timeoutMs);
        arrived = (callback) => {
          clearTimeout(timer);
          resolve(callback);
        };
      }),
  };
}
