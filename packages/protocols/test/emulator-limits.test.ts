import { RateLimitError } from '@lifesci/core';
import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_LIMITS, PROTOCOLS_LIMITS } from '../src/index.js';
import { emulatorClient, MAIN_APP, SHORT_APP } from './emulator-helpers.js';

const URI = 'lysis-buffer-20-ml-c4gytv';

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  return (await new Response(stream).arrayBuffer()).byteLength;
}

describe('integration: the emulator enforces both documented limits (client unpaced)', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ services: ['protocols'] });
  });
  afterAll(() => emulator?.close());

  it('PDF path, unsigned: the 4th request within a minute is a 429', async () => {
    const client = emulatorClient(emulator, undefined);
    for (let i = 0; i < PDF_LIMITS.unsigned.perMinute; i++)
      expect(await drain(await client.protocols.downloadPdf(URI))).toBeGreaterThan(0);
    await expect(client.protocols.downloadPdf(URI)).rejects.toBeInstanceOf(RateLimitError);
    const limited = emulator.requests.filter((r) => r.limited);
    expect(limited).toHaveLength(1);
    expect(limited[0]?.path).toBe(`/view/${URI}.pdf`);
  });

  it('PDF path, signed in: 5 per minute for the user, the 6th is a 429', async () => {
    const client = emulatorClient(emulator, undefined, { accessToken: MAIN_APP.clientAccessToken });
    for (let i = 0; i < PDF_LIMITS.signedIn.perMinute; i++)
      await drain(await client.protocols.downloadPdf(URI));
    const err = await client.protocols.downloadPdf(URI).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).retryAfterMs).toBeGreaterThan(0);
    expect((err as Error).message).toContain('5 per minute signed in');
  });

  it('standard endpoints: 100 per minute per user, the 101st is a 429', async () => {
    const client = emulatorClient(emulator, undefined, { accessToken: SHORT_APP.clientAccessToken });
    const results = await Promise.allSettled(
      Array.from({ length: PROTOCOLS_LIMITS.perMinute + 1 }, () => client.protocols.get(872)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(PROTOCOLS_LIMITS.perMinute);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.reason).toBeInstanceOf(RateLimitError);
  });
});
