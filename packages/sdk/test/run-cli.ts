import { Writable } from 'node:stream';
import { runCli } from '../src/cli/program.js';

/** A non-terminal stream that keeps what was written. */
class Capture extends Writable {
  text = '';
  isTTY = false;
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.text += chunk.toString('utf8');
    done();
  }
}

/** Runs the CLI in-process with captured stdout/stderr and the given environment. */
export async function cli(argv: string[], env: Record<string, string> = {}) {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await runCli(argv, { stdout, stderr, env });
  return { code, out: stdout.text, err: stderr.text };
}
