import { LifesciError } from '@lifesci/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from './echo-server.js';
import { everyClient, leaked, views } from './every-client.js';

// The NCBI key as a secret of every length, up to 1 MB: every client of the umbrella, the key
// given once to the umbrella (`ncbiApiKey`), a server that echoes it back in the error body, a
// header and a link. No view of any error, and nothing logged, may show it. long-secrets.test.ts
// does the same for values given through `headers` and for protocols' tokens.

const LENGTHS = [6, 1_000, 32_767, 40_000, 1024 * 1024];
const keyOf = (length: number) => 'ncbi-'.padEnd(length - 1, 'k').slice(0, length - 1) + 'Z';

let server: EchoServer;
let url: string;
let key = '';
let replyStatus = 400;
/** The clients whose request carried the key (in the query or a header): the path's last segment. */
const carried = new Set<string>();

beforeAll(async () => {
  server = await startEchoServer({
    echo: (req) => {
      const sent = [req.url ?? '', ...Object.values(req.headers).flat()].some((value) =>
        value?.includes(key),
      );
      if (sent) carried.add((req.url ?? '').split('?')[0]?.split('/').at(-1) as string);
      // Only a client that sent the key gets it back: another client never held it.
      return sent ? key : 'no key';
    },
    status: () => replyStatus,
    message: 'API key invalid:',
    param: 'api_key',
  });
  url = server.url;
});
afterAll(() => server.close());

const figures = { cases: 0, clientsCarrying: 0, leaks: 0, rawErrors: 0 };

describe.each(LENGTHS)('a %i-character NCBI key', (length) => {
  it.each([400, 500, 200])(
    'every client, a %i echoing it: no view of the error, no log line shows it',
    async (status) => {
      key = keyOf(length);
      replyStatus = status;
      carried.clear();
      const logged: string[] = [];
      const logger = {
        debug: (m: string, meta?: unknown) => logged.push(m, JSON.stringify(meta)),
        warn: (m: string, meta?: unknown) => logged.push(m, JSON.stringify(meta)),
      };
      for (const [name, client] of everyClient(url, { ncbiApiKey: key, logger })) {
        // Twice: the second call is the one a redactor broken by the first would fail.
        for (let i = 0; i < 2; i++) {
          const error = await client.request({ path: `/${name}` }).then(
            () => undefined,
            (e: unknown) => e,
          );
          figures.cases += 1;
          if (!(error instanceof LifesciError)) figures.rawErrors += 1;
          expect(error, name).toBeInstanceOf(LifesciError);
          const found = leaked([...views(error), ...logged], [key]);
          figures.leaks += found.length;
          expect(found, name).toEqual([]);
        }
      }
      // The key went out where it belongs (the E-utilities and Datasets clients), so the echo
      // really carried it back: otherwise this would prove nothing.
      expect([...carried].sort()).toEqual([
        'clinicalVariants.eutils',
        'eutils',
        'genes.datasets',
        'genes.eutils',
      ]);
      figures.clientsCarrying = Math.max(figures.clientsCarrying, carried.size);
    },
  );
});

describe('figures', () => {
  it('records cases, clients carrying the key, leaks and raw errors', () => {
    console.info(`long NCBI key figures: ${JSON.stringify(figures)}`);
    expect(figures.cases).toBeGreaterThan(0);
    expect(figures.leaks).toBe(0);
    expect(figures.rawErrors).toBe(0);
  });
});
