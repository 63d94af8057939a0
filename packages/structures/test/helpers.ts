import type { Emulator } from '@lifesci/emulator';
import { StructuresClient, type StructuresClientOptions } from '../src/index.js';

export const DATA = 'https://data.rcsb.org';
export const SEARCH = 'https://search.rcsb.org';
export const FILES = 'https://files.rcsb.org';
export const SITE = 'https://www.rcsb.org';

/** A client for nock tests: no limiter pacing and no retries unless a test asks for them. */
export function testClient(options: StructuresClientOptions = {}): StructuresClient {
  return new StructuresClient({ rateLimit: false, maxRetries: 0, ...options });
}

/** Reads a byte stream to text. */
export async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** The emulator's five structure addresses, as client options. */
export function emulatorBaseUrls(emulator: Emulator): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const key of [
    'structureData',
    'structureGraphql',
    'structureSearch',
    'structureFiles',
    'structureSite',
  ]) {
    const url = emulator.baseUrls[key as keyof typeof emulator.baseUrls];
    if (url === undefined) throw new Error(`the emulator hands out no ${key} address`);
    urls[key] = url;
  }
  return urls;
}
