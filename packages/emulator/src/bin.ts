#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startEmulator } from './emulator.js';
import { INTERFACES } from './interfaces.js';

const usage = `usage: lifesci-emulator [--port N] [--host ADDR] [--seed N] [--no-limits]

Starts the lifesci emulator on loopback and prints the base address of every interface.`;

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got "${value}"\n${usage}`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    seed: { type: 'string' },
    'no-limits': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const port = integer('port', values.port);
const seed = integer('seed', values.seed);
const emulator = await startEmulator({
  ...(port === undefined ? {} : { port }),
  ...(seed === undefined ? {} : { seed }),
  ...(values.host === undefined ? {} : { host: values.host }),
  limits: values['no-limits'] ? 'off' : 'documented',
});

console.log(
  `lifesci emulator on ${emulator.origin} (seed ${seed ?? 1}, limits ${values['no-limits'] ? 'off' : 'documented'})`,
);
const width = Math.max(...Object.keys(emulator.baseUrls).map((k) => k.length));
const urlWidth = Math.max(...Object.values(emulator.baseUrls).map((u) => u.length));
for (const [key, url] of Object.entries(emulator.baseUrls)) {
  const spec = key in INTERFACES ? INTERFACES[key as keyof typeof INTERFACES].spec : '';
  const state = emulator.emulated.includes(key) ? 'emulated' : 'not emulated (501)';
  console.log(`  ${key.padEnd(width)}  ${url.padEnd(urlWidth)}  ${spec.padEnd(6)} ${state}`);
}

const stop = () =>
  emulator.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
