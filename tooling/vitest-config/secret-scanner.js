// Issue 14: a test secret (any value starting `lifesci-test-secret-`, the shape the suites use for
// api keys, tokens and client secrets) must never reach a log line or CLI output. Every console
// call and every write to stdout/stderr in a test worker is scanned; a sighting fails that test.
import { inspect } from 'node:util';
import { afterEach } from 'vitest';

export const TEST_SECRET_MARK = 'lifesci-test-secret-';
let sightings = [];

function scan(text) {
  if (text.includes(TEST_SECRET_MARK)) sightings.push(text.slice(0, 300));
}

const show = (value) => (typeof value === 'string' ? value : inspect(value, { depth: 6 }));
for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace']) {
  const original = console[method];
  console[method] = function scanned(...args) {
    scan(args.map(show).join(' '));
    return original.apply(this, args);
  };
}
for (const stream of [process.stdout, process.stderr]) {
  const original = stream.write;
  stream.write = function scanned(chunk, ...rest) {
    scan(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return original.call(this, chunk, ...rest);
  };
}

/** What the scanner saw since the last call (and forgets it): for the scanner's own test. */
export function takeSecretSightings() {
  const seen = sightings;
  sightings = [];
  return seen;
}

afterEach(() => {
  const seen = takeSecretSightings();
  if (seen.length > 0) throw new Error(`a test secret reached the output: ${seen[0]}`);
});
