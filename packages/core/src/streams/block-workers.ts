import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { LifesciError, ParseError } from '../errors/classes.js';

/** What a work function returns: its answer and the buffers to move (not copy) with it. */
export interface WorkAnswer<Out> {
  /** The answer. */
  value: Out;
  /** Buffers of `value` to move to the reading thread (each named once). */
  transfer: readonly ArrayBuffer[];
}

/** One input and the buffers it may give away (they are unusable here once sent). */
export interface WorkInput<In> {
  /** The input. */
  value: In;
  /** Buffers of `value` to move to the worker (each named once; no other view may need them). */
  transfer: readonly ArrayBuffer[];
}

/** What `mapOnWorker` runs, where, and how far it reads ahead. */
export interface MapOnWorkerOptions<In, Out> {
  /**
   * A module exporting `work` (the same function as `work` below): loaded by the worker thread.
   * A module Node cannot run on a thread of its own (TypeScript sources, as in the workspace's
   * tests) is run in this thread instead, through `work`.
   */
  module: URL;
  /** The function the worker runs, for the inputs run in this thread. */
  work: (input: In) => WorkAnswer<Out>;
  /** Names what is read, in errors (`gwas summary statistics`). */
  what: string;
  /**
   * A read of at most this many inputs runs in this thread: starting a worker costs more than a
   * short file's work (default 1). A longer read sends every input to the worker, so that the
   * work function is compiled once, there (measured 3% less CPU than working the first input here).
   */
  inThread?: number;
  /** Inputs sent and not yet handed out, at most (default 3): bounds memory. */
  maxInFlight?: number;
}

/** What the worker sends back for one input. */
type Reply = { id: number; value: unknown } | { id: number; error: SentError };
interface SentError {
  kind?: string;
  name?: string;
  message: string;
  endpoint?: string;
  reason?: string;
}

// The worker's side, as source (no file of core's to find at run time): it loads the module, then
// answers each input with `work(input)`, moving the buffers `work` names.
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.module);
parentPort.on('message', async ({ id, value }) => {
  try {
    const { work } = await loading;
    const answer = work(value);
    parentPort.postMessage({ id, value: answer.value }, answer.transfer);
  } catch (error) {
    const e = error ?? {};
    parentPort.postMessage({ id, error: {
      kind: e.constructor && e.constructor.kind, name: e.name, message: String(e.message ?? e),
      endpoint: e.endpoint, reason: e.issues && e.issues[0] && e.issues[0].message,
    } });
  }
});
`;

/** An error the work function threw on the worker, as the same type here where core has it. */
function received(sent: SentError): Error {
  if (sent.kind === 'ParseError' && sent.endpoint !== undefined && sent.reason !== undefined)
    return new ParseError(sent.endpoint, sent.reason);
  const error = new Error(sent.message);
  if (sent.name) error.name = sent.name;
  return error;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * One worker per module, started on first use and kept for the next read. It holds the process
 * open only while it has inputs to answer: idle, it is unref'd, so a program that stops reading
 * (or never reads again) exits.
 */
class PooledWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #next = 0;
  #failed: Error | undefined;

  constructor(module: URL, what: string, onExit: () => void) {
    this.#worker = new Worker(BOOTSTRAP, { eval: true, workerData: { module: module.href } });
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#settled(reply.id);
      if ('error' in reply) pending.reject(received(reply.error));
      else pending.resolve(reply.value);
    });
    const fail = (cause: unknown) => {
      this.#failed ??= new LifesciError(`the worker thread reading ${what} stopped`, { cause });
      onExit();
      for (const [id, pending] of this.#pending) {
        this.#settled(id);
        pending.reject(this.#failed);
      }
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  }

  run(input: WorkInput<unknown>): Promise<unknown> {
    if (this.#failed) return Promise.reject(this.#failed);
    const id = this.#next++;
    const answer = new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
    if (this.#pending.size === 1) this.#worker.ref();
    this.#worker.postMessage({ id, value: input.value }, input.transfer as ArrayBuffer[]);
    return answer;
  }

  #settled(id: number): void {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }
}

const workers = new Map<string, PooledWorker>();

function workerFor(module: URL, what: string): PooledWorker {
  let worker = workers.get(module.href);
  if (!worker) {
    const started: PooledWorker = new PooledWorker(module, what, () => {
      if (workers.get(module.href) === started) workers.delete(module.href);
    });
    worker = started;
    workers.set(module.href, worker);
  }
  return worker;
}

const runnableModules = new Map<string, boolean>();

/**
 * Node runs JavaScript files on worker threads. The workspace's tests run the TypeScript sources,
 * where a module's `.js` sibling does not exist: its inputs run in this thread.
 */
function runnable(module: URL): boolean {
  let known = runnableModules.get(module.href);
  if (known === undefined) {
    known = module.protocol === 'file:' && /\.[cm]?js$/.test(module.pathname) && existsSync(module);
    runnableModules.set(module.href, known);
  }
  return known;
}

/**
 * `work` applied to each input, on a worker thread beside this one, answers handed out in input
 * order: for CPU-bound parsing of large blocks (a block of lines of a million-row file), where
 * this thread meanwhile reads and decompresses the next blocks. Inputs and answers move their
 * buffers (`transfer`) rather than copy them. Reading runs ahead of the consumer by at most
 * `maxInFlight` inputs (`inThread` + 1 while a read is short, if that is more). The worker is
 * shared by every read of the same module, started on the first read that has more than
 * `inThread` inputs, and never keeps the process alive when idle.
 * On one core, or for a module a worker cannot load, every input runs here, in order, with the
 * same answers. An error of `work` is rethrown where its answer would have been handed out.
 */
export async function* mapOnWorker<In, Out>(
  inputs: AsyncIterable<WorkInput<In>>,
  options: MapOnWorkerOptions<In, Out>,
): AsyncGenerator<Out, void, undefined> {
  const inThread = options.inThread ?? 1;
  const maxInFlight = Math.max(1, options.maxInFlight ?? 3);
  const useWorker = runnable(options.module) && availableParallelism() > 1;
  const iterator = inputs[Symbol.asyncIterator]();
  // Answers in input order; a read error takes its place after the answers before it.
  const queue: Promise<unknown>[] = [];
  let ended = false;
  let stopped = false;
  let wake: (() => void) | undefined;
  let room: (() => void) | undefined;

  // Until the read is known to be longer than `inThread` inputs, they are held, not worked.
  const held: WorkInput<In>[] = [];
  let threaded = false;
  const hand = (input: WorkInput<In>, onWorker: boolean): void => {
    const answer = onWorker
      ? workerFor(options.module, options.what).run(input)
      : Promise.resolve().then(() => options.work(input.value).value);
    // Handled when its turn comes; until then a rejection is not unhandled.
    answer.catch(() => undefined);
    queue.push(answer);
    wake?.();
  };
  const pump = async (): Promise<void> => {
    try {
      while (!stopped) {
        if (queue.length >= maxInFlight) {
          await new Promise<void>((resolve) => {
            room = resolve;
          });
          continue;
        }
        const next = await iterator.next();
        if (next.done || stopped) break;
        if (threaded) hand(next.value, true);
        else if (!useWorker) hand(next.value, false);
        else {
          held.push(next.value);
          if (held.length > inThread) {
            threaded = true;
            for (const input of held.splice(0)) hand(input, true);
          }
        }
      }
      // The read ended within `inThread` inputs: they are worked here.
      if (!stopped) for (const input of held.splice(0)) hand(input, false);
    } catch (error) {
      for (const input of held.splice(0)) hand(input, false);
      const failed = Promise.reject(error);
      failed.catch(() => undefined);
      queue.push(failed);
    }
    ended = true;
    wake?.();
  };

  let pumping: Promise<void> | undefined;
  try {
    for (;;) {
      pumping ??= pump();
      if (queue.length === 0) {
        if (ended) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
        continue;
      }
      const answer = (await queue.shift()) as Out;
      room?.();
      room = undefined;
      yield answer;
    }
  } finally {
    stopped = true;
    room?.();
    await pumping;
    await iterator.return?.(undefined);
  }
}
