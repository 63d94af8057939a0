import { type Emulator, startEmulator } from '@lifesci/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_LIMITS, ProtocolsClient } from '../src/index.js';
import { busiestWindow, protocolsBase, SHORT_APP } from './emulator-helpers.js';

const URI = 'lysis-buffer-20-ml-c4gytv';

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  return (await new Response(stream).arrayBuffer()).byteLength;
}

describe('integration: the client keeps both PDF limits by itself (emulator request logs)', () => {
  let forUnsigned: Emulator;
  let forSigned: Emulator;
  beforeAll(async () => {
    [forUnsigned, forSigned] = await Promise.all([
      startEmulator({ services: ['protocols'] }),
      startEmulator({ services: ['protocols'] }),
    ]);
  });
  afterAll(() => Promise.all([forUnsigned?.close(), forSigned?.close()]));

  it('4 unsigned and 6 signed PDFs at once: never more than 3 / 5 in any minute, no 429', async () => {
    // The documented budgets: no rateLimit option.
    const unsigned = new ProtocolsClient({ baseUrl: protocolsBase(forUnsigned), maxRetries: 0 });
    const signed = new ProtocolsClient({
      baseUrl: protocolsBase(forSigned),
      maxRetries: 0,
      accessToken: SHORT_APP.clientAccessToken,
    });
    const sizes = await Promise.all([
      ...Array.from({ length: 4 }, () => unsigned.protocols.downloadPdf(URI).then(drain)),
      ...Array.from({ length: 6 }, () => signed.protocols.downloadPdf(URI).then(drain)),
    ]);
    expect(sizes.every((n) => n > 0)).toBe(true);
    for (const [emulator, count, limit] of [
      [forUnsigned, 4, PDF_LIMITS.unsigned.perMinute],
      [forSigned, 6, PDF_LIMITS.signedIn.perMinute],
    ] as const) {
      const pdfs = emulator.requests.filter((r) => r.path.startsWith('/view/'));
      expect(pdfs).toHaveLength(count);
      expect(pdfs.filter((r) => r.limited || r.status !== 200)).toEqual([]);
      expect(busiestWindow(pdfs)).toBeLessThanOrEqual(limit);
    }
  }, 150_000);
});
