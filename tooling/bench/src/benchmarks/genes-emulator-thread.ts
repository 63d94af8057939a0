import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { EmulatorOptions, RequestLogEntry } from '@lifesci/emulator';

/** An emulator on its own thread: its addresses, its request log on demand, and a way to stop it. */
export interface EmulatorThread {
  baseUrls: Record<string, string>;
  requests(): Promise<RequestLogEntry[]>;
  close(): Promise<void>;
}

export async function startEmulatorThread(options: EmulatorOptions): Promise<EmulatorThread> {
  const worker = new Worker(new URL('./genes-emulator-worker.js', import.meta.url), { workerData: options });
  const [ready] = (await once(worker, 'message')) as [{ baseUrls: Record<string, string> }];
  return {
    baseUrls: ready.baseUrls,
    async requests() {
      const answer = once(worker, 'message') as Promise<[{ requests: RequestLogEntry[] }]>;
      worker.postMessage('log');
      return (await answer)[0].requests;
    },
    async close() {
      const exited = once(worker, 'exit');
      worker.postMessage('close');
      await exited;
    },
  };
}
