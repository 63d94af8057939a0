import { type ChildProcess, spawn } from 'node:child_process';
import { BIN, type Ran } from './cli-process.js';

/** A `lifesci` child process still running: its stderr so far, and its end. */
export interface Running {
  child: ChildProcess;
  /** Resolves with the first match of `pattern` in stderr (as it arrives). */
  stderrMatch(pattern: RegExp): Promise<RegExpExecArray>;
  done: Promise<Ran>;
}

/**
 * Starts the built `lifesci` as a user would (only PATH, HOME and what the test gives in its
 * environment), for a command the test talks to while it runs (the login's loopback redirect).
 */
export function startLifesci(argv: readonly string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, [BIN, ...argv], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  let err = '';
  const waiters: (() => void)[] = [];
  let closed = false;
  child.stdout?.on('data', (c: Buffer) => out.push(c));
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString('utf8');
    for (const wake of waiters.splice(0)) wake();
  });
  const done = new Promise<Ran>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      closed = true;
      for (const wake of waiters.splice(0)) wake();
      resolve({ code, out: Buffer.concat(out).toString('utf8'), err });
    });
  });
  const stderrMatch = async (pattern: RegExp): Promise<RegExpExecArray> => {
    for (;;) {
      const found = pattern.exec(err);
      if (found) return found;
      if (closed) throw new Error(`lifesci ended without printing ${pattern}; stderr: ${err}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { child, stderrMatch, done };
}
