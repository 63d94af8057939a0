import { loadavg } from 'node:os';
import { median } from './stats.js';
import type { LoadAverage } from './types.js';

/** Often enough to see a burst of load from the other suite on this shared machine. */
const EVERY_MS = 5_000;

/**
 * Samples the 1-minute load average from now until `stop()`: one reading at the end would
 * describe only the last minute of a benchmark that ran for several.
 */
export function sampleLoad(): { stop(): LoadAverage } {
  const samples = [loadavg()[0] ?? 0];
  // unref: the sampler never keeps the process alive; its cost is one syscall per 5 s.
  const timer = setInterval(() => samples.push(loadavg()[0] ?? 0), EVERY_MS).unref();
  return {
    stop() {
      clearInterval(timer);
      samples.push(loadavg()[0] ?? 0);
      return { median: median(samples), max: Math.max(...samples) };
    },
  };
}
