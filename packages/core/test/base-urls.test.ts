import { BaseClient, type ClientOptions, InputError, Resource, type ServiceConfig } from '@lifesci/core';
import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';

const config: ServiceConfig = {
  service: 'structures',
  baseUrls: { structureData: 'https://data.example.test', structureSearch: 'https://search.example.test/v2' },
  limiterId: 'structures.example.test',
  limits: { perSecond: 1000 },
};

class Entries extends Resource<StructuresLike> {
  get(id: string) {
    return this.client.request({ path: `/rest/v1/core/entry/${id}` }) as Promise<{ id: string }>;
  }
  search() {
    return this.client.request({ base: 'structureSearch', path: '/query' }) as Promise<{ hits: number }>;
  }
}

class StructuresLike extends BaseClient {
  readonly entries = new Entries(this);
  constructor(options: ClientOptions = {}) {
    super(config, { rateLimit: false, ...options });
  }
}

const noPublic: ServiceConfig = {
  service: 'pgx',
  baseUrls: { pgx: undefined },
  limiterId: 'pgx',
  limits: { perSecond: 2 },
};

afterEach(() => {
  nock.cleanAll();
  vi.unstubAllEnvs();
});

describe('base addresses by interface key', () => {
  it('uses the first key as the default and sends named bases to their own address', async () => {
    nock('https://data.example.test').get('/rest/v1/core/entry/4HHB').reply(200, { id: '4HHB' });
    nock('https://search.example.test').get('/v2/query').reply(200, { hits: 3 });
    const client = new StructuresLike();
    expect(await client.entries.get('4HHB')).toEqual({ id: '4HHB' });
    expect(await client.entries.search()).toEqual({ hits: 3 });
    expect(client.baseUrlOf()).toBe('https://data.example.test');
    expect(client.baseUrlOf('structureSearch')).toBe('https://search.example.test/v2');
  });

  it("takes its own keys from a whole map of every interface (the emulator's) and ignores the others", async () => {
    nock('http://127.0.0.1:7777').get('/rcsb/data/rest/v1/core/entry/1A8O').reply(200, { id: '1A8O' });
    const client = new StructuresLike({
      baseUrls: {
        structureData: 'http://127.0.0.1:7777/rcsb/data',
        structureSearch: 'http://127.0.0.1:7777/rcsb/search',
        trials: 'http://127.0.0.1:7777/trials',
        pgx: 'http://127.0.0.1:7777/pgx',
      },
    });
    expect(await client.entries.get('1A8O')).toEqual({ id: '1A8O' });
    expect(client.baseUrlOf('structureSearch')).toBe('http://127.0.0.1:7777/rcsb/search');
  });

  it('refuses a key that looks like a misspelling of its own (a typo would silently reach the live service)', () => {
    const refusal = (key: string) => {
      try {
        new StructuresLike({ baseUrls: { [key]: 'http://127.0.0.1:1' } });
      } catch (e) {
        return e as InputError;
      }
      return undefined;
    };
    for (const typo of [
      'structureDta',
      'structuredata',
      'StructureSearch',
      'structureSaerch',
      'structureDatum',
    ]) {
      const error = refusal(typo);
      expect(error, typo).toBeInstanceOf(InputError);
      expect(error?.param).toBe(`options.baseUrls.${typo}`);
    }
    expect(refusal('structureSerch')?.message).toContain('did you mean structureSearch?');
    // Keys that are nobody's misspelling of its own are other interfaces' addresses: ignored.
    for (const other of ['structureFiles', 'structureSite', 'gwasCatalog', 'compounds', 'anything']) {
      expect(refusal(other), other).toBeUndefined();
    }
  });

  it('holds short keys to one edit', () => {
    class Pgx extends BaseClient {
      constructor(options: ClientOptions = {}) {
        super({ ...noPublic, baseUrls: { pgx: 'https://pgx.example.test' } }, options);
      }
    }
    expect(() => new Pgx({ baseUrls: { pgz: 'http://127.0.0.1:1' } })).toThrow(InputError);
    expect(() => new Pgx({ baseUrls: { PGX: 'http://127.0.0.1:1' } })).toThrow(InputError);
    expect(
      new Pgx({ baseUrls: { pxz: 'http://127.0.0.1:1', gateway: 'http://127.0.0.1:2' } }).baseUrlOf(),
    ).toBe('https://pgx.example.test');
  });

  it('falls back to LIFESCI_<KEY>_URL (camelCase key in capitals, words apart), after the options', async () => {
    vi.stubEnv('LIFESCI_STRUCTURE_SEARCH_URL', 'http://127.0.0.1:9/search');
    expect(new StructuresLike().baseUrlOf('structureSearch')).toBe('http://127.0.0.1:9/search');
    const explicit = new StructuresLike({ baseUrls: { structureSearch: 'http://127.0.0.1:8/s' } });
    expect(explicit.baseUrlOf('structureSearch')).toBe('http://127.0.0.1:8/s');
    vi.stubEnv('LIFESCI_STRUCTURE_SEARCH_URL', 'not a url');
    expect(() => new StructuresLike()).toThrow(InputError);
  });

  it('requires an address for a service without a public one, naming the option and the variable', () => {
    class Pgx extends BaseClient {
      constructor(options: ClientOptions = {}) {
        super(noPublic, options);
      }
    }
    try {
      new Pgx();
      expect.unreachable('a missing address must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).param).toBe('options.baseUrl');
      expect((error as InputError).message).toContain('LIFESCI_PGX_URL');
    }
    expect(new Pgx({ baseUrl: 'http://127.0.0.1:5/pgx' }).baseUrlOf()).toBe('http://127.0.0.1:5/pgx');
    vi.stubEnv('LIFESCI_PGX_URL', 'http://127.0.0.1:6/pgx');
    expect(new Pgx().baseUrlOf('pgx')).toBe('http://127.0.0.1:6/pgx');
  });
});
