import { parentPort, workerData } from 'node:worker_threads';
import { type EmulatorOptions, startEmulator } from '@lifesci/emulator';

/**
 * Runs the emulator on its own thread (its own event loop), as a remote service would be: in
 * the benchmark's thread, building one 500-summary answer delays the timestamps of requests that
 * arrive meanwhile, and that artificial jitter is not what the limiter is measured against.
 * Messages: 'log' → the request log; 'close' → stops the emulator and the thread.
 */
const emulator = await startEmulator(workerData as EmulatorOptions);
parentPort?.postMessage({ type: 'ready', baseUrls: emulator.baseUrls });
parentPort?.on('message', async (message: string) => {
  if (message === 'log') parentPort?.postMessage({ type: 'log', requests: emulator.requests });
  if (message === 'close') {
    await emulator.close();
    parentPort?.close();
  }
});
