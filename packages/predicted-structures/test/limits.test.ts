import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEACONS_LIMITS, PREDICTED_LIMITS, PredictedStructuresClient } from '../src/index.js';

afterEach(() => vi.unstubAllEnvs());

describe('limits and base addresses', () => {
  it('declares the spec recommendation: at most 10 concurrent, 100 ms between starts', async () => {
    expect(PREDICTED_LIMITS).toEqual({ concurrency: 10, minTimeMs: 100 });
    expect(BEACONS_LIMITS).toEqual({ concurrency: 10, minTimeMs: 100 });
    const limiter = (await new PredictedStructuresClient().limiter()) as unknown as {
      maxConcurrent: number;
      minTimeMs: number;
    };
    expect(limiter.maxConcurrent).toBe(10);
    expect(limiter.minTimeMs).toBeGreaterThanOrEqual(100);
  });

  it('resolves every base from options, the environment or the public default', () => {
    vi.stubEnv('LIFESCI_BEACONS_URL', 'http://hub.test/api');
    const client = new PredictedStructuresClient({
      baseUrls: { predictedFiles: 'http://files.test', trials: 'http://x' },
    });
    expect(client.baseUrlOf('predictedApi')).toBe('https://alphafold.ebi.ac.uk/api');
    expect(client.baseUrlOf('predictedFiles')).toBe('http://files.test');
    expect(client.baseUrlOf('beacons')).toBe('http://hub.test/api');
    expect(client.baseUrlOf('predictedBucket')).toBe('https://storage.googleapis.com');
    expect(() => new PredictedStructuresClient({ baseUrls: { predictedFilez: 'http://x' } })).toThrow(
      /predictedFilez/,
    );
  });
});
