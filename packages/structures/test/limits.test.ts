import { afterEach, describe, expect, it, vi } from 'vitest';
import { STRUCTURES_BASE_URLS, STRUCTURES_LIMITS, StructuresClient } from '../src/index.js';

afterEach(() => vi.unstubAllEnvs());

describe('limits and base addresses', () => {
  it('keeps a conservative budget (the live limit is not published)', async () => {
    expect(STRUCTURES_LIMITS).toEqual({ perSecond: 5, concurrency: 5 });
    const limiter = (await new StructuresClient().limiter()) as unknown as { maxConcurrent: number };
    expect(limiter.maxConcurrent).toBe(5);
  });

  it('has the five public addresses by interface key, each overridable', () => {
    vi.stubEnv('LIFESCI_STRUCTURE_SEARCH_URL', 'http://search.test/v2');
    const client = new StructuresClient({ baseUrl: 'http://data.test' });
    expect(client.baseUrlOf()).toBe('http://data.test');
    expect(client.baseUrlOf('structureSearch')).toBe('http://search.test/v2');
    expect(client.baseUrlOf('structureFiles')).toBe(STRUCTURES_BASE_URLS.structureFiles);
    expect(client.baseUrlOf('structureGraphql')).toBe('https://data.rcsb.org/graphql');
    expect(() => new StructuresClient({ baseUrls: { structureDta: 'http://x' } })).toThrow(/structureDta/);
  });
});
