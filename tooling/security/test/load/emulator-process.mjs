// The load test's judge in a process of its own: the emulator's arrival stamps must not wait on
// the test runner's event loop (vitest, the worker pipes, JSON parsing). Warmed before it reports
// ready (see warm.mjs; `--cold` skips that, for diagnosis). Prints its E-utilities
// address as the first stdout line; the request log (a JSON line per stdin line, and one on
// SIGTERM before it exits) is stamped on this machine's epoch clock (performance.timeOrigin +
// arrival), so worker traces and tcpdump stamps can be joined to it.
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { startEmulator } from '@lifesci/emulator';
import { warmEutils } from './warm.mjs';

// On a shared 2-core machine (load average 20-30 measured while this was written) a judge at
// normal priority waited up to 1.6 s between a request reaching the loopback wire and its stamp
// (tcpdump vs. the log), so arrivals sent 100 ms apart were logged together. A higher priority
// keeps the stamp near the wire; the workers, whose own send delays the limiter must absorb, keep
// the normal one. Not allowed (no root): the judge runs as it is.
try {
  setPriority(-10);
} catch {}
const emulator = await startEmulator({ services: ['eutils'] });
if (!process.argv.includes('--cold')) await warmEutils(emulator.baseUrls.eutils);
process.stdout.write(`${JSON.stringify({ eutils: emulator.baseUrls.eutils })}\n`);
// Each line on stdin asks for the request log so far; stdin's end (or SIGTERM) stops the emulator.
const requestLog = () =>
  emulator.requests.map((r) => ({ at: performance.timeOrigin + r.time, status: r.status, query: r.query }));
createInterface({ input: process.stdin }).on('line', () => {
  process.stdout.write(`${JSON.stringify(requestLog())}\n`);
});
const stop = async () => {
  const log = requestLog();
  await emulator.close();
  process.stdout.write(`${JSON.stringify(log)}\n`, () => process.exit(0));
};
process.stdin.on('end', stop);
process.on('SIGTERM', stop);
