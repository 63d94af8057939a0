import { BottleneckLimiter, minTimeFor } from '@lifesci/core';
import { type LocalServer, startServer } from '@lifesci/vitest-config/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { CompoundsClient } from '../src/index.js';
import { parseThrottlingControl, pubchemThrottle } from '../src/throttle.js';

const GREEN =
  'Request Count status: Green (0%), Request Time status: Green (0%), Service status: Green (20%)';

describe("PubChem's X-Throttling-Control", () => {
  it('is parsed as documented', () => {
    expect(parseThrottlingControl(GREEN)).toEqual({
      'request count': { colour: 'green', percent: 0 },
      'request time': { colour: 'green', percent: 0 },
      service: { colour: 'green', percent: 20 },
    });
  });

  it('slows for our own usage only when Black, for the service load from Red; the strongest wins', () => {
    const read = pubchemThrottle();
    const at = (value: string) =>
      read({ status: 200, headers: new Headers({ 'x-throttling-control': value }), now: 0 });
    expect(at(GREEN)).toBeUndefined();
    expect(read({ status: 200, headers: new Headers(), now: 0 })).toBeUndefined();
    expect(
      at('Request Count status: Yellow (60%), Request Time status: Green (5%), Service status: Green (10%)'),
    ).toBeUndefined();
    // Red in our own request count is our own full pace: nothing to slow.
    expect(
      at('Request Count status: Red (100%), Request Time status: Green (5%), Service status: Green (10%)'),
    ).toBeUndefined();
    expect(
      at('Request Count status: Green (10%), Request Time status: Yellow (55%), Service status: Red (80%)'),
    ).toEqual({ slowTo: 0.5, slowForMs: 60_000 });
    expect(at('Request Count status: Black (100%), Service status: Red (80%)')).toEqual({
      pauseMs: 10_000,
      slowTo: 0.25,
      slowForMs: 60_000,
    });
  });
});

describe("the client's budget reads it (loopback server)", () => {
  let server: LocalServer | undefined;
  const limiters: BottleneckLimiter[] = [];
  afterEach(async () => {
    await server?.close();
    server = undefined;
    await Promise.all(limiters.splice(0).map((l) => l.stop()));
  });

  async function answering(value: string) {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-throttling-control': value });
      res.end('{"InformationList":{"Information":[{"CID":2244,"Synonym":["aspirin"]}]}}');
    });
    const limiter = new BottleneckLimiter({ perSecond: 5, id: `compounds-throttle-${Math.random()}` });
    limiters.push(limiter);
    const client = new CompoundsClient({ baseUrl: server.url, rateLimit: limiter, maxRetries: 0 });
    await client.request({ path: '/rest/pug/compound/cid/2244/synonyms/JSON' });
    return limiter;
  }

  it('keeps the pace while our own usage reads Yellow', async () => {
    const limiter = await answering(
      'Request Count status: Yellow (60%), Request Time status: Green (0%), Service status: Green (20%)',
    );
    expect(limiter.currentMinTimeMs).toBe(limiter.minTimeMs);
  });

  it("halves the pace on the service's Red, and holds the budget on Black", async () => {
    const red = await answering(
      'Request Count status: Red (80%), Request Time status: Green (0%), Service status: Red (80%)',
    );
    // window pacing: slowed to an even gap of half the budget's rate (no burst while Red)
    expect(red.currentMinTimeMs).toBeCloseTo(minTimeFor({ perSecond: 5 }) * 2);
    await server?.close();
    const black = await answering('Request Count status: Black (100%)');
    expect(black.currentMinTimeMs).toBeCloseTo(minTimeFor({ perSecond: 5 }) * 4);
    expect(await black.pausedForMs()).toBeGreaterThan(0);
  });
});
