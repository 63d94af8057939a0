import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { BaseClient } from '@lifesci/core';
import { formatFigure, median, spread } from '../stats.js';
import type { Benchmark, BenchResult } from '../types.js';

// What core's own content decoding costs (it decodes gzip, deflate and br strictly, where Node's
// fetch would end a stream cut short quietly), against fetch's decoding: the same BaseClient
// given `fetch: globalThis.fetch`, whose answers core leaves to fetch. And what the option not
// taken, asking for `identity`, would cost in bytes on real answers.

const FIXTURES = new URL('../../../../fixtures/real/', import.meta.url);
const REAL: [string, string][] = [
  ['efetch gene XML (gene 4747)', 'ncbi-eutils/efetch-gene-4747.xml'],
  ['protocols.io list JSON', 'protocols-io/protocols-list-key-water.json'],
  ['PUG View JSON (CID 2349)', 'pubchem/pug-view-compound-2349.json'],
  ['ClinVar VCV XML (12000)', 'ncbi-clinvar/clinvar_vcv_12000.xml'],
  ['mmCIF (1A8O)', 'rcsb-pdb/1A8O.cif'],
];
const REQUESTS = 300;
const ROUNDS = 9;
/** Large bodies streamed per round and side (one is ~0.1 s of CPU: too short to time alone). */
const LARGE = 5;

/** Rows of a GWAS-like TSV, about 21 MB: a large streamed answer. */
function largeTsv(): Buffer {
  const rows = Array.from(
    { length: 600_000 },
    (_, i) => `rs${i}\t${(i % 22) + 1}\t${1000 + i}\tA\tG\t0.${i % 97}\t${(i * 7919) % 100_000}e-8`,
  );
  return Buffer.from(rows.join('\n'));
}

async function serve(bodies: Record<string, { bytes: Buffer; gzip: boolean }>) {
  const server: Server = createServer((req, res) => {
    const body = bodies[req.url ?? ''];
    if (!body) return res.writeHead(404).end();
    const headers: Record<string, string> = { 'content-length': String(body.bytes.length) };
    if (body.gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers).end(body.bytes);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** CPU (user + system) ms of `work`, in this process (the loopback server's share included). */
async function cpuOf(work: () => Promise<void>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export const contentCoding: Benchmark = {
  id: 'content-coding',
  async run() {
    const rows: BenchResult[] = [];
    for (const [name, path] of REAL) {
      const bytes = readFileSync(new URL(path, FIXTURES));
      const gz = gzipSync(bytes).length;
      rows.push({
        name: `identity instead of gzip, ${name}`,
        measured: `${bytes.length.toLocaleString('en')} B against ${gz.toLocaleString('en')} B gzipped = ${(bytes.length / gz).toFixed(1)}× the bytes`,
        target: 'reference (the option not taken)',
        pass: true,
        notes: `fixtures/real/${path}, gzip level 6`,
      });
    }
    const answer = readFileSync(new URL('ncbi-clinvar/clinvar_vcv_12000.xml', FIXTURES));
    const large = largeTsv();
    const server = await serve({
      '/answer.gz': { bytes: gzipSync(answer), gzip: true },
      '/answer': { bytes: answer, gzip: false },
      '/large.gz': { bytes: gzipSync(large), gzip: true },
    });
    try {
      const make = (fetch?: typeof globalThis.fetch) =>
        new BaseClient(
          { service: 'bench', baseUrls: { default: server.url }, limiterId: 'bench', limits: {} },
          { rateLimit: false, ...(fetch ? { fetch } : {}) },
        );
      const clients = { core: make(), fetch: make((url, init) => globalThis.fetch(url, init)) };
      const texts = (client: BaseClient, path: string) => async () => {
        for (let i = 0; i < REQUESTS; i++) await client.request({ path, responseType: 'text' });
      };
      const stream = (client: BaseClient) => async () => {
        for (let i = 0; i < LARGE; i++) await streamOnce(client);
      };
      const streamOnce = async (client: BaseClient) => {
        const reader = (await client.request({ path: '/large.gz', responseType: 'stream' })).getReader();
        let size = 0;
        for (let next = await reader.read(); !next.done; next = await reader.read())
          size += next.value.length;
        if (size !== large.length) throw new Error(`streamed ${size} of ${large.length} bytes`);
      };
      const cases = {
        compressed: (c: BaseClient) => texts(c, '/answer.gz'),
        plain: (c: BaseClient) => texts(c, '/answer'),
        large: stream,
      };
      type Case = keyof typeof cases;
      const ratios: Record<Case, number[]> = { compressed: [], plain: [], large: [] };
      const perCore: Record<Case, number[]> = { compressed: [], plain: [], large: [] };
      const perFetch: Record<Case, number[]> = { compressed: [], plain: [], large: [] };
      for (const kind of Object.keys(cases) as Case[]) await cases[kind](clients.core)();
      for (let round = 0; round < ROUNDS; round++) {
        for (const kind of Object.keys(cases) as Case[]) {
          // Which goes first alternates, so load from elsewhere hits both alike.
          const order = round % 2 ? (['core', 'fetch'] as const) : (['fetch', 'core'] as const);
          const cpu: Record<string, number> = {};
          for (const who of order) cpu[who] = await cpuOf(cases[kind](clients[who]));
          const each = kind === 'large' ? LARGE : REQUESTS;
          perCore[kind].push((cpu.core as number) / each);
          perFetch[kind].push((cpu.fetch as number) / each);
          ratios[kind].push((cpu.core as number) / (cpu.fetch as number));
        }
      }
      const describe: Record<Case, string> = {
        compressed: `${REQUESTS} sequential requests of a 58 kB ClinVar answer gzipped to ${gzipSync(answer).length.toLocaleString('en')} B, read as text`,
        plain: `${REQUESTS} sequential requests of the same answer uncompressed (core's dispatcher, nothing to decode)`,
        large: `a ${(large.length / 1e6).toFixed(1)} MB TSV gzipped to ${(gzipSync(large).length / 1e6).toFixed(1)} MB, streamed`,
      };
      for (const kind of Object.keys(cases) as Case[]) {
        const unit = kind === 'large' ? 'ms per body' : 'ms per request';
        rows.push({
          name: `core's decoding against fetch's: ${describe[kind]}`,
          measured: `CPU ${median(perCore[kind]).toFixed(3)} against ${median(perFetch[kind]).toFixed(3)} ${unit} = ${formatFigure(median(ratios[kind]), '×')} (median round)`,
          target: '≤ 1.10× fetch decoding (median round)',
          pass: median(ratios[kind]) <= 1.1,
          ...spread(ratios[kind], '×'),
          notes: `CPU of this process (the loopback server's share included, the same for both); ${ROUNDS} rounds, order alternating`,
        });
      }
    } finally {
      await server.close();
    }
    return rows;
  },
};
