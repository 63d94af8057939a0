import { afterEach, describe, expect, it } from 'vitest';
import { type Emulator, INTERFACE_NAMES, startEmulator } from '../src/index.js';
import { echoService } from './helpers/echo-service.js';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

describe('addresses and routing', () => {
  it('hands out a distinct base address for every interface of the spec', async () => {
    emulator = await startEmulator({ services: [] });
    expect(Object.keys(emulator.baseUrls)).toEqual(INTERFACE_NAMES);
    expect(INTERFACE_NAMES).toEqual(
      expect.arrayContaining(['trials', 'eutils', 'datasets', 'structureGraphql', 'beacons', 'gateway']),
    );
    const urls = Object.values(emulator.baseUrls);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[a-z0-9/-]+[a-z0-9]$/);
  });

  it('lists the emulated keys in spec order, with keys a module adds after the spec ones', async () => {
    emulator = await startEmulator({ services: ['trials', echoService()] });
    expect(emulator.emulated).toEqual(['trials', 'echo', 'echoNested']);
    expect(Object.keys(emulator.baseUrls)).toEqual([...INTERFACE_NAMES, 'echo', 'echoNested']);
    expect(emulator.services).toEqual(['trials', 'echo']);
  });

  it('answers 501 with a JSON explanation for interfaces that are not emulated', async () => {
    emulator = await startEmulator({ services: [] });
    const res = await fetch(`${emulator.baseUrls.pgx}/v1/gene/CYP2D6`);
    expect(res.status).toBe(501);
    const body = (await res.json()) as { error: string; interface: string; message: string };
    expect(body.error).toBe('not_emulated');
    expect(body.interface).toBe('pgx');
    expect(body.message).toContain('S2');
    expect(emulator.requests).toMatchObject([
      { service: 'pgx', mount: 'pgx', path: '/v1/gene/CYP2D6', status: 501 },
    ]);
  });

  it('strips the mount prefix, keeps the raw path and query, passes the body, and prefers the longer prefix', async () => {
    emulator = await startEmulator({ services: [echoService()] });
    expect(emulator.baseUrls.echo).toBe(`${emulator.origin}/echo`);
    const res = await fetch(`${emulator.baseUrls.echo}/a%2Fb/c?x=1&y=two%20words`, {
      method: 'POST',
      body: 'payload',
    });
    expect(await res.json()).toEqual({
      mount: 'echo',
      path: '/a%2Fb/c',
      query: { x: '1', y: 'two words' },
      method: 'POST',
      body: 'payload',
    });
    const nested = (await (await fetch(`${emulator.baseUrls.echoNested}/z`)).json()) as { mount: string };
    expect(nested.mount).toBe('echoNested');
    const root = (await (await fetch(emulator.baseUrls.echo ?? '')).json()) as { path: string };
    expect(root.path).toBe('/');
  });

  it('answers 404 outside every mount and 500 when a service throws', async () => {
    emulator = await startEmulator({ services: [echoService()] });
    const missing = await fetch(`${emulator.origin}/nowhere`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { known: string[] }).known).toContain('/echo');
    const boom = await fetch(`${emulator.baseUrls.echo}/boom`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toMatchObject({ error: 'emulator_service_failed', message: 'kaboom' });
  });

  it('streams async-iterable bodies', async () => {
    emulator = await startEmulator({ services: [echoService()] });
    const res = await fetch(`${emulator.baseUrls.echo}/stream`);
    expect(res.headers.get('content-length')).toBeNull();
    const text = await res.text();
    expect(text.split('\n').filter(Boolean)).toHaveLength(100);
  });

  it('rejects unknown service names and two services claiming one mount', async () => {
    await expect(startEmulator({ services: ['nope'] })).rejects.toThrow(/unknown emulated service "nope"/);
    await expect(startEmulator({ services: [echoService(), echoService()] })).rejects.toThrow(
      /claimed by both/,
    );
  });
});

describe('request log', () => {
  it('records time, service, mount, method, path, query and status of each request', async () => {
    let clock = 1_000;
    emulator = await startEmulator({ services: [echoService()], now: () => clock });
    await fetch(`${emulator.baseUrls.echo}/first?q=1`);
    clock = 1_250;
    await fetch(`${emulator.baseUrls.echo}/second`, { method: 'DELETE' });
    expect(emulator.requests).toEqual([
      {
        time: 1_000,
        service: 'echo',
        mount: 'echo',
        method: 'GET',
        path: '/first',
        query: 'q=1',
        status: 200,
      },
      {
        time: 1_250,
        service: 'echo',
        mount: 'echo',
        method: 'DELETE',
        path: '/second',
        query: '',
        status: 200,
      },
    ]);
  });
});
