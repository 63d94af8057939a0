import { InputError } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PGX_LIMITS, PGX_URL_ENV, PgxClient } from '../src/index.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('construction', () => {
  it('without baseUrl or LIFESCI_PGX_URL is an InputError naming options.baseUrl', () => {
    vi.stubEnv(PGX_URL_ENV, '');
    const err = (() => {
      try {
        new PgxClient();
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).param).toBe('options.baseUrl');
    expect((err as InputError).message).toContain('LIFESCI_PGX_URL');
  });

  it('reads LIFESCI_PGX_URL when no baseUrl is given', async () => {
    vi.stubEnv(PGX_URL_ENV, 'https://pgx-from-env.example.test/api');
    nock('https://pgx-from-env.example.test').get('/api/v1/gene/DPYD').reply(200, { symbol: 'DPYD' });
    const client = new PgxClient({ rateLimit: false });
    await expect(client.genes.get('DPYD')).resolves.toMatchObject({ symbol: 'DPYD' });
  });

  it('baseUrl wins over the environment; baseUrls.pgx (the emulator map) is read too', async () => {
    vi.stubEnv(PGX_URL_ENV, 'https://never.example.test');
    nock('https://given.example.test').get('/v1/gene/TPMT').reply(200, { symbol: 'TPMT' });
    nock('https://mapped.example.test').get('/pgx/v1/gene/NUDT15').reply(200, { symbol: 'NUDT15' });
    const a = new PgxClient({ baseUrl: 'https://given.example.test', rateLimit: false });
    const b = new PgxClient({
      baseUrls: { pgx: 'https://mapped.example.test/pgx', trials: 'https://x.example.test' },
      rateLimit: false,
    });
    await expect(a.genes.get('TPMT')).resolves.toMatchObject({ symbol: 'TPMT' });
    await expect(b.genes.get('NUDT15')).resolves.toMatchObject({ symbol: 'NUDT15' });
  });

  it('a malformed baseUrl is refused by core', () => {
    expect(() => new PgxClient({ baseUrl: 'not a url' })).toThrow(InputError);
  });

  it('declares the documented 2 requests per second and the recommended 500 ms between requests', async () => {
    expect(PGX_LIMITS).toEqual({ perSecond: 2, minTimeMs: 500 });
    const limiter = (await new PgxClient({ baseUrl: 'https://pgx.example.test' }).limiter()) as {
      minTimeMs?: number;
      windows?: readonly (readonly [number, number])[];
    };
    // As written: 500 ms between starts, and never more than 2 in any second (checked 10 ms long).
    expect(limiter.minTimeMs).toBe(500);
    expect(limiter.windows).toEqual([[2, 1010]]);
  });
});
