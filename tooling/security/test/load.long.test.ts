import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// Issue 14, load: 4 processes x 250 concurrent calls share one Redis-backed budget against the
// emulator's E-utilities limit of 10 requests/second with a key. The emulator (the judge, in a
// process of its own) logs every arrival; `bench distributed-load` runs this file and records the
// most arrivals in any one-second window and the 429s (target: 10 and 0). Asserted here: a
// worker killed mid-run stalls nobody, not even when it dies holding the shared concurrency
// slots (Redis expires its jobs). See tooling/security/README.md for the measured figures and
// test/load/diagnose.mjs for how the causes of the earlier 11-in-a-second failure were found.

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const WORKERS = 4;
const CALLS = 250;
const VICTIM = 3;
const KILL_AFTER = 20;
const LOAD_KEY = 'lifesci-load-key';
const EXPIRY_KEY = 'lifesci-expiry-key';

interface Arrival {
  at: number;
  status: number;
  query: string;
}

interface Progress {
  worker: number;
  sent: number;
  done: number;
  failed: number;
  ready?: boolean;
}

interface Job {
  worker: number;
  eutilsUrl: string;
  budgetId: string;
  apiKey: string;
  calls: number;
  concurrency?: number;
  timeoutMs?: number;
  warm?: boolean;
}

/** The emulator in its own process, so nothing the test runner does delays its arrival stamps. */
function startJudge(): Promise<{ eutils: string; log(): Promise<Arrival[]>; close(): void }> {
  const child = spawn(process.execPath, [here('./load/emulator-process.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const next: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const waiting = next.shift();
    if (waiting) waiting(line);
    else lines.push(line);
  });
  const line = () =>
    new Promise<string>((resolve) => {
      const queued = lines.shift();
      if (queued !== undefined) resolve(queued);
      else next.push(resolve);
    });
  return line().then((first) => ({
    eutils: (JSON.parse(first) as { eutils: string }).eutils,
    async log() {
      child.stdin?.write('log\n');
      return JSON.parse(await line()) as Arrival[];
    },
    close: () => child.kill('SIGTERM'),
  }));
}

interface Worker {
  child: ChildProcess;
  progress: Progress[];
  ready: Promise<void>;
  exited: Promise<Progress | undefined>;
  go(): void;
}

function startWorker(job: Job): Worker {
  const child = spawn(
    process.execPath,
    [here('./load/worker.mjs'), JSON.stringify({ ...job, redis: inject('redisUrl') })],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const progress: Progress[] = [];
  let isReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    isReady = resolve;
    child.on('exit', (code) =>
      reject(new Error(`load worker ${job.worker} exited (${code}) before it was ready`)),
    );
  });
  ready.catch(() => undefined);
  createInterface({ input: child.stdout }).on('line', (line) => {
    const entry = JSON.parse(line) as Progress;
    if (entry.ready) isReady();
    else progress.push(entry);
  });
  const exited = new Promise<Progress | undefined>((resolve) =>
    child.on('exit', () => resolve(progress.at(-1))),
  );
  return { child, progress, ready, exited, go: () => child.stdin?.write('go\n') };
}

async function killWhen(worker: Worker, condition: (p: Progress) => boolean): Promise<Progress | undefined> {
  for (;;) {
    const last = worker.progress.at(-1);
    if (last && condition(last)) break;
    if (worker.child.exitCode !== null) throw new Error('the worker to kill ended by itself');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  worker.child.kill('SIGKILL');
  return worker.exited;
}

function maxInWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let end = 0, start = 0; end < sorted.length; end++) {
    while ((sorted[end] as number) - (sorted[start] as number) >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

const redisCli = (...args: string[]) =>
  promisify(execFile)('redis-cli', ['-u', inject('redisUrl'), ...args]).then((r) => r.stdout.trim());

/** Bottleneck's Redis settings hash of a budget whose id contains `budgetId`. */
async function bottleneckKeys(budgetId: string): Promise<{ settings: string; expirations: string }> {
  const settings = (await redisCli('--scan', '--pattern', `b_*${budgetId}*_settings`)).split('\n')[0] ?? '';
  return { settings, expirations: settings.replace(/_settings$/, '_job_expirations') };
}

let judge: Awaited<ReturnType<typeof startJudge>>;
beforeAll(async () => {
  judge = await startJudge();
});
afterAll(() => judge.close());

describe('4 processes on one Redis budget at 10/s', () => {
  it(`${WORKERS} x ${CALLS} concurrent calls on one budget: a worker killed -9 stalls nobody, every call completes`, async () => {
    const budgetId = `load-${process.pid}`;
    const started = performance.now();
    const workers = Array.from({ length: WORKERS }, (_, worker) =>
      startWorker({ worker, eutilsUrl: judge.eutils, budgetId, apiKey: LOAD_KEY, calls: CALLS }),
    );
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.go();
    const killed = await killWhen(workers[VICTIM] as Worker, (p) => p.done >= KILL_AFTER);
    const finals = await Promise.all(workers.map((w) => w.exited));
    const wallS = (performance.now() - started) / 1000;

    const survivors = finals.filter((_, i) => i !== VICTIM);
    expect(survivors.map((p) => p?.done)).toEqual([CALLS, CALLS, CALLS]);
    expect(survivors.map((p) => p?.failed)).toEqual([0, 0, 0]);
    expect(killed?.done).toBeLessThan(CALLS);

    const requests = (await judge.log()).filter((r) => r.query.includes(`api_key=${LOAD_KEY}`));
    const most = maxInWindow(
      requests.map((r) => r.at),
      1000,
    );
    console.info(
      `load: ${3 * CALLS + (killed?.done ?? 0)} calls, ${requests.length} requests from ${WORKERS} processes ` +
        `(one killed -9 after ${killed?.done} calls), most in any 1 s window ${most}, ` +
        `429s ${requests.filter((r) => r.status === 429).length}, ${wallS.toFixed(1)} s`,
    );
    // Whether the judge saw more than 10 in a second or answered 429 depends on how promptly a
    // loaded machine schedules the judge and the workers (issue 18: timing-sensitive figures live
    // in tooling/bench). `bench distributed-load` runs this test and records them in RESULTS.md;
    // here the run must only be complete: every request answered, none refused as over the limit
    // more than the retries absorbed.
    if (process.env.LIFESCI_LOAD_FIGURES)
      writeFileSync(
        process.env.LIFESCI_LOAD_FIGURES,
        JSON.stringify({
          calls: 3 * CALLS + (killed?.done ?? 0),
          requests: requests.length,
          workers: WORKERS,
          killedAfter: killed?.done,
          most,
          tooMany: requests.filter((r) => r.status === 429).length,
          wallS,
        }),
      );
    expect(requests.length).toBeGreaterThanOrEqual(3 * CALLS);
  }, 240_000);

  it('a worker killed -9 holding every shared concurrency slot: Redis expires its jobs and the others finish', async () => {
    const budgetId = `expiry-${process.pid}`;
    // Answers nothing, ever: the victim's requests hold their slots until it dies.
    const sockets: Socket[] = [];
    const hole: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => hole.listen(0, '127.0.0.1', resolve));
    const holeUrl = `http://127.0.0.1:${(hole.address() as { port: number }).port}/eutils`;
    try {
      const shared = { budgetId, apiKey: EXPIRY_KEY, concurrency: 2, timeoutMs: 2_000 };
      const victim = startWorker({ worker: 9, eutilsUrl: holeUrl, calls: 10, warm: false, ...shared });
      await victim.ready;
      victim.go();
      await killWhen(victim, (p) => p.sent >= 2);

      const keys = await bottleneckKeys(budgetId);
      // The dead worker's two jobs still hold both slots in Redis.
      expect(await redisCli('HGET', keys.settings, 'running')).toBe('2');
      expect(Number(await redisCli('ZCARD', keys.expirations))).toBe(2);

      const survivors = [0, 1, 2].map((worker) =>
        startWorker({ worker, eutilsUrl: judge.eutils, calls: 10, ...shared }),
      );
      await Promise.all(survivors.map((w) => w.ready));
      for (const w of survivors) w.go();
      const finals = await Promise.all(survivors.map((w) => w.exited));
      expect(finals.map((p) => [p?.done, p?.failed])).toEqual([
        [10, 0],
        [10, 0],
        [10, 0],
      ]);
      // Every slot is back and no job of the dead worker is left.
      expect(await redisCli('HGET', keys.settings, 'running')).toBe('0');
      expect(Number(await redisCli('ZCARD', keys.expirations))).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hole.close(resolve));
    }
  }, 120_000);
});
