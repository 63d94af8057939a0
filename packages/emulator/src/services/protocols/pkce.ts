import { createHash } from 'node:crypto';
import type { EmulatorReply } from '../../service.js';
import { oauthError } from './replies.js';

/**
 * PKCE (RFC 7636) for the authorization-code grant: a `code_challenge` given at authorize binds
 * the code to the client that holds its `code_verifier`, checked at the token endpoint as an
 * OAuth server does (S256: base64url(SHA-256(verifier)); `plain`: the verifier itself).
 */
export interface Challenge {
  value: string;
  method: 'S256' | 'plain';
}

// RFC 7636 §4.1: 43 to 128 characters of the unreserved set.
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The challenge of an authorize request: undefined without one, an error reply if it is bad. */
export function challengeOf(query: URLSearchParams): Challenge | EmulatorReply | undefined {
  const value = query.get('code_challenge');
  const method = query.get('code_challenge_method') ?? 'plain';
  if (value === null) return undefined;
  if (method !== 'S256' && method !== 'plain')
    return oauthError(400, 'invalid_request', 'code_challenge_method must be S256 or plain');
  if (!VERIFIER.test(value)) return oauthError(400, 'invalid_request', 'code_challenge is malformed');
  return { value, method };
}

/** At the token endpoint: an error reply when the code was bound to a verifier this one is not. */
export function refusedVerifier(
  challenge: Challenge | undefined,
  verifier: string | null,
): EmulatorReply | undefined {
  if (challenge === undefined) return undefined;
  if (verifier === null || verifier === '')
    return oauthError(400, 'invalid_grant', 'code_verifier is required for this authorization code');
  const derived =
    challenge.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (!VERIFIER.test(verifier) || derived !== challenge.value)
    return oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
  return undefined;
}
