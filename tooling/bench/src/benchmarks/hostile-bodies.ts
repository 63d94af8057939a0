import { spawn } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { spread } from '../stats.js';
import type { Benchmark, BenchResult } from '../types.js';

const CHILD = fileURLToPath(new URL('./hostile-bodies-child.js', import.meta.url));
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

interface Outcome {
  outcome: string;
  ms: number;
  peakRssMb: number;
  rssSource: string;
}

/** Writes `total` bytes of `chunk` as fast as the client reads, or until it goes away. */
function send(
  res: ServerResponse | NodeJS.WritableStream,
  chunk: Buffer,
  total: number,
  done: () => void,
): void {
  let sent = 0;
  const pump = () => {
    while (sent < total) {
      if ((res as ServerResponse).destroyed) return;
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    done();
  };
  pump();
}

const CASES: { name: string; timeout: number; serve(res: ServerResponse): void }[] = [
  {
    name: '1 GiB JSON body, chunked (no length to refuse up front)',
    timeout: 60_000,
    serve: (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"padding":"');
      send(res, Buffer.alloc(MiB, 0x61), GiB, () => res.end('"}'));
    },
  },
  {
    name: 'gzip bomb: a gzip stream inflating to 1 GiB',
    timeout: 60_000,
    serve: (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      const gzip = createGzip({ level: 9 });
      gzip.pipe(res);
      res.on('close', () => gzip.destroy());
      gzip.write('{"padding":"');
      send(gzip, Buffer.alloc(MiB, 0x20), GiB, () => gzip.end('"}'));
    },
  },
  {
    name: 'stalling stream: headers and 10 bytes, then nothing (client timeout 2 s)',
    timeout: 2_000,
    serve: (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"studies"');
    },
  },
];

function runChild(url: string, timeout: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, url, String(timeout)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Outcome) : reject(new Error(`child exited ${code}`)),
    );
  });
}

/**
 * Issue 15 item 1-2 figures: peak RSS and time of a client meeting a 1 GiB body, a gzip bomb and a
 * stalling stream (each in a fresh process; the server in this one). Targets: a typed error, peak
 * RSS under 150 MB, and the stall ended by the timeout.
 */
export const hostileBodies: Benchmark = {
  id: 'hostile-bodies',
  async run() {
    const results: BenchResult[] = [];
    for (const c of CASES) {
      const server: Server = createServer((_req, res) => c.serve(res));
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      try {
        const r = await runChild(url, c.timeout);
        const typed = r.outcome === (c.name.startsWith('stalling') ? 'TimeoutError' : 'BodyTooLargeError');
        results.push({
          name: c.name,
          measured: `${r.outcome} after ${(r.ms / 1000).toFixed(2)} s; peak RSS ${r.peakRssMb.toFixed(0)} MB`,
          target: 'typed error, peak RSS < 150 MB',
          pass: typed && r.peakRssMb < 150,
          // One fresh process per case: the figure judged is its peak RSS.
          ...spread([r.peakRssMb], 'MB'),
          notes: `whole client process, its own peak (${r.rssSource}; Node itself ~45 MB); default maxBodyBytes 48 MiB`,
        });
      } finally {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      }
    }
    return results;
  },
};
