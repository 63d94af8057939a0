// A throwaway redis-server on a free loopback port for a test run (vitest globalSetup), shared by
// every package whose tests need a real Redis (core's distributed limiter, examples/distributed-crawl).
// Tests read its address with `inject('redisUrl')`. Installs nothing: `npm test` runs
// tooling/scripts/ensure-redis.sh first.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ensureScript = fileURLToPath(new URL('../scripts/ensure-redis.sh', import.meta.url));

/** The path to give vitest's `globalSetup`. */
export const redisServerSetup = fileURLToPath(import.meta.url);

function haveRedis() {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function waitUntilReady(child) {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${log}`)), 15_000);
    child.stdout?.on('data', (chunk) => {
      log += chunk.toString();
      if (log.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${log}`));
    });
  });
}

/** vitest globalSetup: starts the server, provides `redisUrl`, stops it (and removes its dir) after. */
export default async function setup(project) {
  if (!haveRedis()) {
    throw new Error(
      `redis-server is not installed: run \`bash ${ensureScript}\` (npm test does) before these tests`,
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'lifesci-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitUntilReady(child);
  project.provide('redisUrl', `redis://127.0.0.1:${port}`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  };
}
