import { Writable } from 'node:stream';
import { type CliDeps, runCli } from '../src/cli/program.js';

/** A stream that keeps what was written (a terminal when `isTTY`, as stderr is for progress). */
class Capture extends Writable {
  readonly chunks: Buffer[] = [];
  constructor(readonly isTTY = false) {
    super();
  }
  get bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
  get text(): string {
    return this.bytes.toString('utf8');
  }
  override _write(chunk: Buffer, _enc: string, done: () => void) {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
}

/**
 * Runs the CLI in-process with captured stdout/stderr and the given environment; `deps` replaces
 * what it loads at run time (e.g. an `importEmulator` that fails as on an install without it).
 */
export async function cli(
  argv: string[],
  env: Record<string, string> = {},
  { ttyStderr = false, ...deps }: { ttyStderr?: boolean } & CliDeps = {},
) {
  const stdout = new Capture();
  const stderr = new Capture(ttyStderr);
  const code = await runCli(argv, { stdout, stderr, env }, deps);
  return { code, out: stdout.text, bytes: stdout.bytes, err: stderr.text };
}
