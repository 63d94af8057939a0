import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, type FaultOptions, startEmulator } from '../src/index.js';
import { echoService } from './helpers/echo-service.js';

const emulators: Emulator[] = [];
afterEach(async () => {
  await Promise.all(emulators.splice(0).map((e) => e.close()));
});

async function start(faults: FaultOptions, seed = 1): Promise<Emulator> {
  const emulator = await startEmulator({ services: [echoService()], limits: 'off', faults, seed });
  emulators.push(emulator);
  return emulator;
}

type Outcome = number | 'network-error' | 'body-error';

/** What a client sees for one sequential request. */
async function outcome(url: string): Promise<Outcome> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch {
    return 'network-error';
  }
  try {
    await res.text();
  } catch {
    return 'body-error';
  }
  return res.status;
}

async function run(emulator: Emulator, n: number): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (let i = 0; i < n; i++) out.push(await outcome(`${emulator.baseUrls.echo}/r${i}?i=${i}`));
  return out;
}

const allKinds: FaultOptions = {
  rate: 0.5,
  kinds: ['429', '500', '503', 'reset', 'truncate', 'slow'],
  slowChunkDelayMs: 1,
};

describe('fault injection', () => {
  it('is reproducible for a seed and different for another seed', async () => {
    const a = await start({ ...allKinds, seed: 7 });
    const b = await start({ ...allKinds, seed: 7 });
    const c = await start({ ...allKinds, seed: 8 });
    const [ra, rb, rc] = [await run(a, 60), await run(b, 60), await run(c, 60)];
    expect(rc).toHaveLength(60);
    expect(ra).toEqual(rb);
    expect(a.requests.map((r) => r.fault)).toEqual(b.requests.map((r) => r.fault));
    expect(c.requests.map((r) => r.fault)).not.toEqual(a.requests.map((r) => r.fault));
    // Every kind turned up, and roughly half the requests were faulted.
    const kinds = new Set(a.requests.map((r) => r.fault).filter(Boolean));
    expect([...kinds].sort()).toEqual(['429', '500', '503', 'reset', 'slow', 'truncate']);
    const faulted = a.requests.filter((r) => r.fault).length;
    expect(faulted).toBeGreaterThan(15);
    expect(faulted).toBeLessThan(45);
  });

  it('shapes each kind as documented and logs it', async () => {
    const emulator = await start({ ...allKinds, seed: 3 });
    const outcomes = await run(emulator, 80);
    emulator.requests.forEach((entry, i) => {
      const seen = outcomes[i];
      switch (entry.fault) {
        case undefined:
        case 'slow':
          expect(seen).toBe(200);
          expect(entry.status).toBe(200);
          break;
        case '429':
        case '500':
        case '503':
          expect(seen).toBe(Number(entry.fault));
          expect(entry.status).toBe(Number(entry.fault));
          break;
        case 'reset':
          expect(seen).toBe('network-error');
          expect(entry.status).toBe(0);
          break;
        case 'truncate':
          expect(seen).toBe('body-error');
          expect(entry.status).toBe(200);
          break;
      }
      expect(entry.path).toBe(`/r${i}`);
    });
  });

  it('sends the service error bodies with Retry-After on injected 429 and 503', async () => {
    const emulator = await start({ rate: 1, kinds: ['429'], retryAfterSeconds: 2 });
    const res = await fetch(`${emulator.baseUrls.echo}/x`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({ error: { code: 429, message: 'slow down' } });

    const other = await start({ rate: 1, kinds: ['503'] });
    const unavailable = await fetch(`${other.baseUrls.echo}/x`);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('1');
    expect(await unavailable.json()).toEqual({ error: { code: 503, message: 'echo failed' } });
  });

  it('delivers a slow body complete, including a streamed one', async () => {
    const emulator = await start({ rate: 1, kinds: ['slow'], slowChunks: 5, slowChunkDelayMs: 5 });
    const res = await fetch(`${emulator.baseUrls.echo}/stream`);
    const lines = (await res.text()).split('\n').filter(Boolean);
    expect(lines).toHaveLength(100);
    expect(lines[99]).toBe('line 99');
  });

  it('truncates a body after declaring its full length', async () => {
    const emulator = await start({ rate: 1, kinds: ['truncate'] });
    const res = await fetch(`${emulator.baseUrls.echo}/stream`);
    const declared = Number(res.headers.get('content-length'));
    expect(declared).toBe(Array.from({ length: 100 }, (_, i) => `line ${i}\n`).join('').length);
    await expect(res.text()).rejects.toThrow();
  });

  it('rejects invalid fault options', async () => {
    await expect(startEmulator({ faults: { rate: 2 } })).rejects.toThrow(/rate/);
    await expect(startEmulator({ faults: { rate: 0.1, kinds: [] } })).rejects.toThrow(/kinds/);
    // @ts-expect-error an unknown kind is a type error and a runtime error
    await expect(startEmulator({ faults: { rate: 0.1, kinds: ['teapot'] } })).rejects.toThrow(/teapot/);
  });
});
