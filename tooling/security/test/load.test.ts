import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// Issue 14, load: 4 processes x 250 concurrent calls share one Redis-backed budget against the
// emulator's E-utilities limit of 10 requests/second with a key. The emulator (the judge) never
// sees more than 10 in any one-second window and never answers 429; one worker is killed mid-run
// and the other three still finish every call.

const worker = fileURLToPath(new URL('./load/worker.mjs', import.meta.url));
const WORKERS = 4;
const CALLS = 250;
const KILLED = 3;
const KILL_AFTER = 20;

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ services: ['eutils'] });
});
afterAll(() => emulator.close());

interface Progress {
  worker: number;
  done: number;
  failed: number;
}

function run(index: number, budgetId: string): { exited: Promise<Progress | undefined>; kill(): void; progress: Progress[] } {
  const job = {
    worker: index,
    eutilsUrl: emulator.baseUrls.eutils,
    redis: inject('redisUrl'),
    budgetId,
    apiKey: 'lifesci-load-key',
    calls: CALLS,
  };
  const child = spawn(process.execPath, [worker, JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const progress: Progress[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => progress.push(JSON.parse(line) as Progress));
  const exited = new Promise<Progress | undefined>((done) => child.on('exit', () => done(progress.at(-1))));
  return { exited, kill: () => child.kill('SIGKILL'), progress };
}

function maxInWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let end = 0, start = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe('4 processes on one Redis budget at 10/s', () => {
  it(`${WORKERS} x ${CALLS} concurrent calls: never over 10 in a second, no 429, a killed worker stalls nobody`, async () => {
    const budgetId = `load-${process.pid}`;
    const workers = Array.from({ length: WORKERS }, (_, i) => run(i, budgetId));
    const victim = workers[KILLED];
    const killer = setInterval(() => {
      if ((victim?.progress.at(-1)?.done ?? 0) >= KILL_AFTER) {
        clearInterval(killer);
        victim?.kill();
      }
    }, 50);
    const finals = await Promise.all(workers.map((w) => w.exited));
    clearInterval(killer);

    const survivors = finals.filter((_, i) => i !== KILLED);
    expect(survivors.map((p) => p?.done)).toEqual([CALLS, CALLS, CALLS]);
    expect(survivors.map((p) => p?.failed)).toEqual([0, 0, 0]);
    expect(finals[KILLED]?.done ?? 0).toBeLessThan(CALLS);

    const log = emulator.requests.filter((r) => r.service === 'eutils');
    const bad = log.find((r) => r.status === 429);
    expect(log.filter((r) => r.status === 429)).toEqual([]);
    expect(maxInWindow(log.map((r) => r.time), 1000)).toBeLessThanOrEqual(10);
    console.info(
      `load: ${log.length} requests from ${WORKERS} processes (one killed after ${finals[KILLED]?.done} calls), ` +
        `most in any 1 s window ${maxInWindow(log.map((r) => r.time), 1000)}, 429s 0`,
    );
  }, 240_000);
});
