import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// A program that made its calls (some finished, some aborted while queued or in flight) and
// then ends must exit by itself with every kind of budget: local, even pacing, and shared in
// Redis (whose connections used to hold the process until `limiterRegistry.clear()`). Each runs
// in a child process; one still running after WATCHDOG_MS has hung (no speed is judged: a
// program that exits does so within a second or two, one that hangs never does).

const WATCHDOG_MS = 60_000;
const child = fileURLToPath(new URL('./exit/calls.mjs', import.meta.url));
let server: LocalServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    // `/never` is never answered: its call is aborted while the request is out.
    if (req.url?.startsWith('/never')) return;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
afterAll(() => server.close());

function run(kind: string): Promise<{ code: number | null; hung: boolean; stdout: string; ms: number }> {
  const started = performance.now();
  const process_ = spawn(
    process.execPath,
    [child, JSON.stringify({ kind, url: server.url, redis: inject('redisUrl') })],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let stdout = '';
  process_.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  return new Promise((resolve) => {
    let hung = false;
    const watchdog = setTimeout(() => {
      hung = true;
      process_.kill('SIGKILL');
    }, WATCHDOG_MS);
    process_.on('exit', (code) => {
      clearTimeout(watchdog);
      resolve({ code, hung, stdout, ms: Math.round(performance.now() - started) });
    });
  });
}

const figures: Record<string, string> = {};

describe.each(['local', 'even', 'redis'])('a %s budget', (kind) => {
  it('lets the process exit by itself once its calls are done or aborted', async () => {
    const result = await run(kind);
    figures[kind] = result.hung ? 'hung' : `exited ${result.code} after ${result.ms} ms`;
    expect(result.hung).toBe(false);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout.trim()) as { finished: boolean; outcomes: string[] };
    expect(report.finished).toBe(true);
    // Every aborted call ended as an AbortError (none waited for its turn first).
    expect(report.outcomes.at(-1)).toBe('AbortError');
    expect(report.outcomes.filter((o) => o === 'AbortError').length).toBeGreaterThanOrEqual(2);
  }, 90_000);
});

describe('figures', () => {
  it('are printed for RESULTS.md', () => {
    console.info(`process-exit figures: ${JSON.stringify(figures)}`);
    expect(Object.keys(figures)).toEqual(['local', 'even', 'redis']);
  });
});
