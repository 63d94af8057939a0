import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BottleneckLimiter,
  InputError,
  NotFoundError,
  type RateLimiter,
  ResponseValidationError,
  unlimited,
} from '@lifesci/core';
import { fakeClock, type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { nextCursor, UniProtClient } from '../src/uniprot.js';

// A small UniProt on loopback: real accessions and facts (TP53 393 aa, BRCA1 1,863 aa, ...).
const ENTRIES = [
  { primaryAccession: 'P04637', uniProtkbId: 'P53_HUMAN', gene: 'TP53', length: 393 },
  { primaryAccession: 'P38398', uniProtkbId: 'BRCA1_HUMAN', gene: 'BRCA1', length: 1863 },
  { primaryAccession: 'P51587', uniProtkbId: 'BRCA2_HUMAN', gene: 'BRCA2', length: 3418 },
  { primaryAccession: 'P00533', uniProtkbId: 'EGFR_HUMAN', gene: 'EGFR', length: 1210 },
  { primaryAccession: 'P01308', uniProtkbId: 'INS_HUMAN', gene: 'INS', length: 110 },
].map(({ gene, length, ...rest }) => ({
  ...rest,
  entryType: 'UniProtKB reviewed (Swiss-Prot)',
  organism: { scientificName: 'Homo sapiens', taxonId: 9606 },
  genes: [{ geneName: { value: gene } }],
  sequence: { length },
}));

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** Entries and search as UniProt answers them; `override` may answer first. */
async function uniprot(override?: Handler): Promise<{ client: UniProtClient; server: LocalServer }> {
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    override?.(req, res, url);
    if (res.headersSent) return;
    if (url.pathname === '/uniprotkb/search') {
      const size = Number(url.searchParams.get('size') ?? 25);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const results = ENTRIES.slice(start, start + size);
      const headers: Record<string, string> = { 'x-total-results': String(ENTRIES.length) };
      if (start + size < ENTRIES.length) {
        const next = new URL(`${server?.url}/uniprotkb/search`);
        next.search = url.search;
        next.searchParams.set('cursor', String(start + size));
        headers.link = `<${next}>; rel="next"`;
      }
      return json(res, 200, { results }, headers);
    }
    const entry = ENTRIES.find((e) => url.pathname === `/uniprotkb/${e.primaryAccession}`);
    if (entry) return json(res, 200, entry);
    json(res, 404, { url: url.href, messages: ['Resource not found'] });
  });
  return { client: new UniProtClient({ baseUrl: server.url, clock: fakeClock() }), server };
}

describe('UniProtClient on @lifesci/core', () => {
  it('gets an entry, typed and validated', async () => {
    const { client } = await uniprot();
    const entry = await client.entries.get('P04637');
    expect(entry.uniProtkbId).toBe('P53_HUMAN');
    expect(entry.sequence?.length).toBe(393);
    expect(entry.genes?.[0]?.geneName?.value).toBe('TP53');
  });

  it('maps a 404 onto NotFoundError with the service message', async () => {
    const { client } = await uniprot();
    const error = await client.entries.get('Q99999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).status).toBe(404);
    expect((error as NotFoundError).message).toContain('Resource not found');
  });

  it('retries a 503 and returns the 200 that follows', async () => {
    let calls = 0;
    const clock = fakeClock();
    const { server: s } = await uniprot((_req, res) => {
      if (++calls === 1) json(res, 503, { messages: ['Service unavailable'] });
    });
    const client = new UniProtClient({ baseUrl: s.url, clock });
    const entry = await client.entries.get('P38398');
    expect(entry.sequence?.length).toBe(1863);
    expect(s.requests.map((r) => r.url)).toEqual(['/uniprotkb/P38398', '/uniprotkb/P38398']);
    expect(clock.sleeps).toHaveLength(1);
  });

  it('walks every page of a search over the Link header cursor', async () => {
    const { client, server: s } = await uniprot();
    const list = client.entries.search({ query: 'organism_id:9606', size: 2 });
    const first = await list;
    expect(first.items.map((e) => e.primaryAccession)).toEqual(['P04637', 'P38398']);
    expect(first.total).toBe(5);
    const all: string[] = [];
    for await (const entry of client.entries.search({ query: 'organism_id:9606', size: 2 })) {
      all.push(entry.primaryAccession);
    }
    expect(all).toEqual(ENTRIES.map((e) => e.primaryAccession));
    expect(s.requests.filter((r) => r.url.includes('cursor=')).map((r) => r.url)).toHaveLength(2);
    expect(s.requests.at(-1)?.url).toContain('query=organism_id%3A9606');
  });

  it('reads the next cursor out of a Link header', () => {
    const link = '<https://rest.uniprot.org/uniprotkb/search?query=x&cursor=1mkb&size=2>; rel="next"';
    expect(nextCursor(link)).toBe('1mkb');
    expect(nextCursor(null)).toBeUndefined();
  });

  it('refuses bad input before any request', async () => {
    const { client, server: s } = await uniprot();
    await expect(client.entries.get('not-an-accession')).rejects.toThrow(InputError);
    await expect(client.entries.search({ query: '' })).rejects.toThrow(
      expect.objectContaining({ param: 'params.query' }),
    );
    await expect(client.entries.search({ query: 'x', size: 501 }).toArray()).rejects.toThrow(InputError);
    await expect(client.entries.search({ query: 'x', sort: 'length' } as never)).rejects.toThrow(InputError);
    expect(s.requests).toHaveLength(0);
  });

  it('rejects a response that does not match the schema', async () => {
    const { client } = await uniprot((req, res) => {
      if (req.url === '/uniprotkb/P01308') json(res, 200, { uniProtkbId: 'INS_HUMAN' });
      if (req.url?.startsWith('/uniprotkb/search')) json(res, 200, { results: [{ primaryAccession: 7 }] });
    });
    await expect(client.entries.get('P01308')).rejects.toBeInstanceOf(ResponseValidationError);
    await expect(client.entries.search({ query: 'insulin' }).toArray()).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
  });

  it('declares a default budget and runs every attempt through the limiter', async () => {
    const defaults = await new UniProtClient().limiter();
    if (!(defaults instanceof BottleneckLimiter)) throw new Error('expected the default Bottleneck budget');
    // 10 per second as a sliding window (taken slightly long), at most 4 at once.
    expect(defaults.pacing).toBe('window');
    expect(defaults.windows).toHaveLength(1);
    expect(defaults.windows[0]?.[0]).toBe(10);
    expect(defaults.windows[0]?.[1]).toBeGreaterThanOrEqual(1000);
    expect(defaults.maxConcurrent).toBe(4);

    let scheduled = 0;
    const counting: RateLimiter = {
      schedule: (fn, options) => {
        scheduled++;
        return unlimited.schedule(fn, options);
      },
      pauseFor: () => {},
      stop: async () => {},
    };
    let calls = 0;
    const { server: s } = await uniprot((_req, res) => {
      if (++calls === 1) json(res, 503, {});
    });
    const client = new UniProtClient({ baseUrl: s.url, clock: fakeClock(), rateLimit: counting });
    await client.entries.get('P00533');
    expect(scheduled).toBe(2); // the first attempt and its retry
  });

  it('never lets more requests in flight than the concurrency limit', async () => {
    let inFlight = 0;
    let most = 0;
    server = await startServer(async (req, res) => {
      most = Math.max(most, ++inFlight);
      await new Promise((done) => setTimeout(done, 30));
      inFlight--;
      json(
        res,
        200,
        ENTRIES.find((e) => req.url?.endsWith(e.primaryAccession)),
      );
    });
    const client = new UniProtClient({ baseUrl: server.url, rateLimit: { perSecond: 1000, concurrency: 2 } });
    const accessions = ENTRIES.map((e) => e.primaryAccession);
    const got = await Promise.all([...accessions, ...accessions].map((a) => client.entries.get(a)));
    expect(got).toHaveLength(10);
    expect(most).toBeLessThanOrEqual(2);
  });
});
