import { mixSeed } from '../prng.js';

/**
 * Opaque page tokens, like the live service's: they carry the offset and a fingerprint of the
 * query they belong to, with a checksum so a hand-edited token is a 400, not a silent jump.
 */
export function hashQuery(parts: readonly string[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ 0xff, 0x01000193) >>> 0;
  }
  return h;
}

export function encodePageToken(offset: number, queryHash: number, seed: number): string {
  const check = mixSeed(offset, queryHash, seed);
  return Buffer.from(`${offset.toString(36)}.${queryHash.toString(36)}.${check.toString(36)}`).toString(
    'base64url',
  );
}

export type DecodedToken = { ok: true; offset: number; queryHash: number } | { ok: false };

export function decodePageToken(token: string, seed: number): DecodedToken {
  const parts = Buffer.from(token, 'base64url').toString('utf8').split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[0-9a-z]+$/.test(p))) return { ok: false };
  const [offset, queryHash, check] = parts.map((p) => Number.parseInt(p, 36)) as [number, number, number];
  if (mixSeed(offset, queryHash, seed) !== check) return { ok: false };
  return { ok: true, offset, queryHash };
}
