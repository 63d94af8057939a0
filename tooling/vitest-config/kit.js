// The shared test kit: one place for what every package's tests need, instead of a copy each.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The real recorded responses committed in the repository, with their provenance in SOURCES.md. */
export const realFixturesDir = join(repoRoot, 'fixtures', 'real');

/**
 * Absolute path of a real recorded response under `fixtures/real/` at the repository root,
 * e.g. `realFixture('pubchem/pug-view-compound-2349.json')`.
 */
export function realFixture(relative) {
  const path = join(realFixturesDir, relative);
  if (!existsSync(path)) throw new Error(`no real fixture ${relative} (looked at ${path})`);
  return path;
}

/** The same as a file URL; a folder's URL (`''` or a trailing `/`) ends in `/`, so names resolve inside it. */
export function realFixtureUrl(relative = '') {
  return pathToFileURL(realFixture(relative) + (relative === '' || relative.endsWith('/') ? '/' : ''));
}

/** A real fixture's text, or its parsed JSON with `{ json: true }`. */
export function readRealFixture(relative, options = {}) {
  const text = readFileSync(realFixture(relative), 'utf8');
  return options.json ? JSON.parse(text) : text;
}

/**
 * A loopback HTTP server for tests that need real sockets (truncation, resets, stalls, headers):
 * the handler gets the request with its body read, and every request is recorded.
 */
export async function startServer(handler) {
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      Promise.resolve(handler(Object.assign(req, { body }), res)).catch((error) => {
        if (!res.headersSent) res.writeHead(500).end(String(error));
        else res.destroy();
      });
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * A clock whose sleeps return at once and are recorded, so retry timing is asserted exactly;
 * `advance` moves it as time passing would (e.g. a token's lifetime, shared with an emulator's
 * `now`).
 */
export function fakeClock(start = Date.UTC(2026, 0, 1), random = 0.5) {
  let now = start;
  const sleeps = [];
  return {
    sleeps,
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    random: () => random,
    sleep: async (ms, signal) => {
      signal?.throwIfAborted();
      sleeps.push(ms);
      now += ms;
    },
  };
}

/** A gzipped tab-separated file at `url` (its first line the header) as one record per row. */
export async function fetchTsvGz(url) {
  const lines = gunzipSync(new Uint8Array(await (await fetch(url)).arrayBuffer()))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  const header = (lines.shift() ?? '').split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, k) => [header[k], cell])));
}
