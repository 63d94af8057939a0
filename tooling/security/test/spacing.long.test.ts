import type { BaseClient } from '@lifesci/core';
import { createLifesci, type LifesciClients } from '@lifesci/sdk';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesAt } from './every-client.js';

// Limits given as a spacing, measured where the service sees them: the gaps between arrivals at
// a local server. A budget counts a request from its answer, so the next request leaves at least
// the spacing after the previous answer arrived, which came after the server stamped the previous
// request: by causality every gap at the server is at least the spacing, however slow the machine
// (a slow machine only widens it). 1 ms of slack for timer rounding.

const CALLS = 8;
let server: LocalServer;
const arrivals = new Map<string, number[]>();

beforeAll(async () => {
  server = await startServer((req, res) => {
    const key = (req.url ?? '').split('/')[1] ?? '';
    arrivals.set(key, [...(arrivals.get(key) ?? []), performance.now()]);
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
afterAll(() => server.close());

/** The documented spacings the issue measured: the client and its spacing in ms. */
const SPACED: [string, (l: LifesciClients) => BaseClient, number][] = [
  ['gwas', (l) => l.gwas as unknown as BaseClient, 200],
  ['preprints', (l) => l.preprints as unknown as BaseClient, 500],
  ['predictedStructures', (l) => l.predictedStructures as unknown as BaseClient, 100],
];

const figures: Record<string, string> = {};

describe.each(SPACED)('%s', (name, clientOf, spacingMs) => {
  it(`${CALLS} calls at once arrive at least the spacing apart`, async () => {
    const lifesci = createLifesci({ maxRetries: 0, emulator: { baseUrls: addressesAt(server.url) } });
    const client = clientOf(lifesci);
    arrivals.clear();
    await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        client.request({ path: `/spacing/${i}`, responseType: 'text' }),
      ),
    );
    const stamps = [...arrivals.values()].flat().sort((a, b) => a - b);
    expect(stamps).toHaveLength(CALLS);
    const gaps = stamps.slice(1).map((t, i) => t - (stamps[i] as number));
    const smallest = Math.min(...gaps);
    figures[name] =
      `spacing ${spacingMs} ms: smallest gap ${smallest.toFixed(1)} ms, median ${[...gaps].sort((a, b) => a - b)[gaps.length >> 1]?.toFixed(1)} ms`;
    expect(smallest).toBeGreaterThanOrEqual(spacingMs - 1);
  }, 30_000);
});

describe('figures', () => {
  it('are printed for RESULTS.md', () => {
    console.info(`spacing figures: ${JSON.stringify(figures)}`);
    expect(Object.keys(figures)).toHaveLength(SPACED.length);
  });
});
