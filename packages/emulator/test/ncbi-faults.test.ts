import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, startEmulator } from '../src/index.js';

const emulators: Emulator[] = [];
afterEach(async () => {
  await Promise.all(emulators.splice(0).map((e) => e.close()));
});

async function failing(kind: '500' | '503'): Promise<Emulator> {
  const emulator = await startEmulator({
    services: ['eutils', 'datasets'],
    limits: 'off',
    faults: { rate: 1, kinds: [kind], retryAfterSeconds: 3 },
  });
  emulators.push(emulator);
  return emulator;
}

describe('injected 500/503 from the NCBI services', () => {
  it('E-utilities answer with the API gateway’s body users have recorded', async () => {
    const emulator = await failing('500');
    const res = await fetch(`${emulator.baseUrls.eutils}/esearch.fcgi?db=gene&term=BRCA1`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await res.json()).toEqual({
      error: 'error forwarding request',
      'api-key': '127.0.0.1',
      type: 'ip',
      status: 'ok',
    });
    const keyed = await fetch(`${emulator.baseUrls.eutils}/esearch.fcgi?db=gene&term=BRCA1&api_key=K123`);
    expect(await keyed.json()).toMatchObject({ 'api-key': 'K123', type: 'api-key' });
    expect(emulator.requests.map((r) => [r.status, r.fault])).toEqual([
      [500, '500'],
      [500, '500'],
    ]);
  });

  it('Datasets answers a 503 with the same gateway body, its api-key header and Retry-After', async () => {
    const emulator = await failing('503');
    const res = await fetch(`${emulator.baseUrls.datasets}/gene/id/672`, { headers: { 'api-key': 'D9' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('3');
    expect(await res.json()).toEqual({
      error: 'error forwarding request',
      'api-key': 'D9',
      type: 'api-key',
      status: 'ok',
    });
    const eutils = await fetch(`${emulator.baseUrls.eutils}/einfo.fcgi`);
    expect(eutils.status).toBe(503);
    expect(await eutils.json()).toMatchObject({ error: 'error forwarding request', type: 'ip' });
  });
});
