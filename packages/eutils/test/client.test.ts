import { BottleneckLimiter, InputError, isLifesciError } from '@lifesci/core';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { EutilsClient, EutilsError } from '../src/index.js';
import { esearchJson, serve, testClient } from './helpers.js';

describe('EutilsClient options and common parameters', () => {
  it('sends tool (default lifesci), email and api_key on every utility', async () => {
    const { seen } = serve('esearch', () => esearchJson({ count: 0, retstart: 0, ids: [] }));
    const client = testClient({ apiKey: 'k3y-secret', email: 'me@example.org' });
    await client.esearch({ db: 'gene', term: 'BRCA1[gene]' });
    expect(seen[0]?.params).toMatchObject({
      db: 'gene',
      term: 'BRCA1[gene]',
      tool: 'lifesci',
      email: 'me@example.org',
      api_key: 'k3y-secret',
      retmode: 'json',
      retstart: '0',
      retmax: '20',
    });
    expect(seen[0]?.params.usehistory).toBeUndefined();
  });

  it('uses a custom tool name and no email when none is given', async () => {
    const { seen } = serve('einfo', () => ({ einforesult: { dblist: ['gene'] } }));
    await testClient({ tool: 'my-pipeline' }).einfo();
    expect(seen[0]?.params.tool).toBe('my-pipeline');
    expect(seen[0]?.params.email).toBeUndefined();
    expect(seen[0]?.params.api_key).toBeUndefined();
  });

  it('never shows the api key in an error', async () => {
    serve('esearch', () => ({ esearchresult: { ERROR: 'Invalid db name specified: nope' } }));
    const error = await testClient({ apiKey: 'k3y-secret' })
      .esearch({ db: 'nope', term: 'x' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(EutilsError);
    const text = `${(error as Error).message} ${JSON.stringify(error)} ${(error as EutilsError).url}`;
    expect(text).not.toContain('k3y-secret');
    expect((error as EutilsError).url).toContain('esearch.fcgi');
    expect(isLifesciError(error)).toBe(true);
    expect((error as Error).name).toBe('EutilsError');
  });

  it('checks its own options at construction', () => {
    expect(() => new EutilsClient({ email: 'not an address' })).toThrow(InputError);
    expect(() => new EutilsClient({ tool: 'has spaces' })).toThrow(InputError);
    expect(() => new EutilsClient({ baseUrl: 'ftp://x' })).toThrow(InputError);
  });
});

describe('one NCBI budget per key', () => {
  it('every client with the same key shares one limiter: 3 rps without a key, 10 with one', async () => {
    const anonymousA = await new EutilsClient().limiter();
    const anonymousB = await new EutilsClient({ email: 'a@b.org' }).limiter();
    const keyedA = await new EutilsClient({ apiKey: 'key-one' }).limiter();
    const keyedB = await new EutilsClient({ apiKey: 'key-one' }).limiter();
    const otherKey = await new EutilsClient({ apiKey: 'key-two' }).limiter();
    expect(anonymousA).toBe(anonymousB);
    expect(keyedA).toBe(keyedB);
    expect(keyedA).not.toBe(anonymousA);
    expect(otherKey).not.toBe(keyedA);
    expect(anonymousA).toBeInstanceOf(BottleneckLimiter);
    // At most 3 (10) request starts in any second (checked a little longer than a second).
    const [[anonymous, anonymousSpan] = [0, 0]] = (anonymousA as BottleneckLimiter).windows;
    const [[keyed, keyedSpan] = [0, 0]] = (keyedA as BottleneckLimiter).windows;
    expect(anonymous).toBe(3);
    expect(keyed).toBe(10);
    expect(anonymousSpan).toBeGreaterThanOrEqual(1000);
    expect(keyedSpan).toBeGreaterThanOrEqual(1000);
    expect((anonymousA as BottleneckLimiter).id).toMatch(/^ncbi-eutils/);
    expect((keyedA as BottleneckLimiter).id).not.toContain('key-one');
  });
});

describe('NCBI rate-limit body inside a 200', () => {
  it('is retried like a 429 (the limiter is paused) and the call then succeeds', async () => {
    let calls = 0;
    serve(
      'esearch',
      () => {
        calls += 1;
        return calls === 1
          ? { error: 'API rate limit exceeded', count: '4', limit: '3' }
          : esearchJson({ count: 1, retstart: 0, ids: ['672'] });
      },
      2,
    );
    const sleeps: number[] = [];
    const client = testClient({
      maxRetries: 1,
      clock: { now: () => 0, random: () => 0.5, sleep: async (ms: number) => void sleeps.push(ms) },
    });
    const page = await client.esearch({ db: 'gene', term: 'BRCA1[gene]' });
    expect(page.items).toEqual(['672']);
    expect(calls).toBe(2);
    expect(sleeps).toHaveLength(1);
  });
});

describe('base address by interface key (issue 18)', () => {
  it("baseUrls.eutils (the emulator's key) is the E-utilities address; a misspelt key is refused", async () => {
    nock('http://emulated.test')
      .get('/eu/einfo.fcgi')
      .query(true)
      .reply(200, { einforesult: { dblist: ['gene'] } });
    const info = await new EutilsClient({
      baseUrls: { eutils: 'http://emulated.test/eu', datasets: 'http://emulated.test/ds' },
      rateLimit: false,
    }).einfo();
    expect(info.dbList).toEqual(['gene']);
    expect(() => new EutilsClient({ baseUrls: { eutilz: 'http://emulated.test/eu' } })).toThrow(InputError);
  });
});
