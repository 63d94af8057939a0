#!/usr/bin/env node
// distributed-crawl --redis redis://127.0.0.1:6379 [--workers 2] [--studies 24] [--per-second N] [--trials-url URL]
import { parseArgs } from 'node:util';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { distributedCrawl, maxInWindow } from './crawl.js';

const { values } = parseArgs({
  options: {
    redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    workers: { type: 'string', default: '2' },
    studies: { type: 'string', default: '24' },
    'per-second': { type: 'string' },
    'trials-url': { type: 'string' },
  },
});

// The embedded emulator unless an address is given: its request log shows the combined rate.
const emulator: Emulator | undefined = values['trials-url']
  ? undefined
  : await startEmulator({ services: ['trials'] });
const trialsUrl = values['trials-url'] ?? emulator?.baseUrls.trials ?? '';
try {
  const perSecond = values['per-second'] ? Number(values['per-second']) : undefined;
  const results = await distributedCrawl({
    trialsUrl,
    redis: values.redis,
    workers: Number(values.workers),
    studies: Number(values.studies),
    ...(perSecond ? { perSecond } : {}),
  });
  for (const { worker, fetched } of results) console.log(`worker ${worker}: ${fetched} studies`);
  if (emulator) {
    const times = emulator.requests.map((r) => r.time);
    const [windowMs, budget] = perSecond ? [1000, perSecond] : [60_000, 50];
    console.log(
      `${times.length} requests; most in any ${windowMs} ms window: ${maxInWindow(times, windowMs)} (budget ${budget})`,
    );
    console.log(`429 answers: ${emulator.requests.filter((r) => r.status === 429).length}`);
  }
} catch (error) {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exitCode = 1;
} finally {
  await emulator?.close();
}
