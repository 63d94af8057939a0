import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh OAuth `state`: 32 random bytes, base64url (43 characters). */
export function createState(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether the state the redirect carried is the one we sent, compared in constant time so the
 * comparison leaks nothing about how much of a forged value was right.
 */
export function sameState(received: string, expected: string): boolean {
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // timingSafeEqual needs equal lengths; comparing b with itself keeps the time independent of a.
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

/**
 * A PKCE pair (RFC 7636, method S256): the verifier (32 random bytes, base64url: 43 characters)
 * kept by the caller, and its challenge (base64url SHA-256 of the verifier) sent at authorize.
 */
export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

/** The S256 challenge of a verifier: BASE64URL(SHA256(ASCII(verifier))). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
