import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built command, as `npm install @lifesci/sdk` links it (the package's test task builds it first). */
export const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'lifesci.js');

export interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/**
 * Runs `lifesci` as a user would: a child process of the built bin, stdout and stderr pipes (not
 * terminals), an environment with nothing but PATH, a fresh HOME and what the test gives.
 */
export function lifesci(argv: readonly string[], env: Record<string, string> = {}): Promise<Ran> {
  const home = mkdtempSync(join(tmpdir(), 'lifesci-cli-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...argv], {
      env: { PATH: process.env.PATH ?? '', HOME: home, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, out: Buffer.concat(out).toString('utf8'), err: Buffer.concat(err).toString('utf8') }),
    );
  });
}

/** A closed loopback port: bound, then released, so a request there is refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** Every line of NDJSON output, parsed (throws on a line that is not JSON). */
export function ndjson(text: string): unknown[] {
  return text
    .trim()
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as unknown);
}
