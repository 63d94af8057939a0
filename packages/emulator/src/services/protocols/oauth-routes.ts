import { createHash } from 'node:crypto';
import { jsonReply, type RouteInput, textReply } from '../../kit/index.js';
import type { EmulatorReply } from '../../service.js';
import { findApp, findUser, type OAuthApp, TEST_USERS } from './accounts.js';
import { userObject } from './render.js';
import { apiError, oauthError } from './replies.js';
import { type Sessions, sessionsFor } from './sessions.js';

/**
 * GET /api/v3/oauth/authorize: the sign-in page, reduced to its outcome. The emulator signs in
 * the test user named by `user` (default the first) and sends the browser back to redirect_uri
 * with `code` and the `state` it was given, as the live service does.
 */
export function authorize({ req, ctx }: RouteInput): EmulatorReply {
  const q = req.query;
  const clientId = q.get('client_id') ?? '';
  const redirectUri = q.get('redirect_uri') ?? '';
  const missing = ['client_id', 'redirect_uri', 'response_type'].filter((name) => !q.get(name));
  if (missing.length) return apiError(400, 1, `Missing or empty parameters: ${missing.join(', ')}`);
  if (q.get('response_type') !== 'code') return apiError(400, 1, 'response_type must be code');
  const app = findApp(clientId);
  if (!app) return oauthError(400, 'invalid_client', 'Unknown client_id');
  if (!/^https?:\/\//i.test(redirectUri))
    return oauthError(400, 'invalid_request', 'redirect_uri must be an http(s) URL');
  const user = findUser(q.get('user') ?? TEST_USERS[0]?.username ?? '');
  const known = TEST_USERS.map((u) => u.username).join(', ');
  if (!user) return oauthError(400, 'invalid_request', `Unknown test user; sign in as one of ${known}`);
  const challenge = challengeOf(q);
  if (challenge !== undefined && 'status' in challenge) return challenge;
  const code = sessionsFor(ctx).issueCode({ app, user: user.username, redirectUri, challenge }, ctx.now());
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  const state = q.get('state');
  if (state !== null) target.searchParams.set('state', state);
  return textReply(`Redirecting to ${target}`, 'text/plain', 302, { location: target.toString() });
}

/** POST /api/v3/oauth/token: authorization_code and refresh_token grants (spec S1). */
export function token({ req, ctx }: RouteInput): EmulatorReply {
  const form = new URLSearchParams(req.body.toString('utf8'));
  const grant = form.get('grant_type');
  const required = [
    'grant_type',
    'client_id',
    'client_secret',
    ...(grant === 'refresh_token' ? ['refresh_token'] : ['code', 'redirect_uri']),
  ];
  const missing = required.filter((name) => !form.get(name));
  if (missing.length) return apiError(400, 1, `Missing or empty parameters: ${missing.join(', ')}`);
  const app = findApp(form.get('client_id') ?? '');
  if (!app || app.clientSecret !== form.get('client_secret')) {
    return oauthError(401, 'invalid_client', 'Client authentication failed');
  }
  if (grant !== 'authorization_code' && grant !== 'refresh_token')
    return oauthError(
      400,
      'unsupported_grant_type',
      'grant_type must be authorization_code or refresh_token',
    );
  const sessions = sessionsFor(ctx);
  const now = ctx.now();
  const issued =
    grant === 'authorization_code'
      ? exchangeCode(form, app, sessions, now)
      : (sessions.redeemRefresh(form.get('refresh_token') ?? '', app, now) ??
        oauthError(400, 'invalid_grant', 'The refresh token is invalid, expired or already used'));
  if ('status' in issued) return issued;
  const user = findUser(issued.user);
  return jsonReply({
    access_token: issued.access,
    token_type: 'bearer',
    // The live service sends the lifetimes as digit strings.
    expires_in: String(app.accessTokenLifetimeS),
    scope: 'readwrite',
    refresh_token: issued.refresh,
    refresh_expires_in: String(2 * app.accessTokenLifetimeS + 60),
    user: user ? userObject(user) : null,
    status_code: 0,
  });
}

/** The authorization-code grant: the tokens for the code's user, or why the exchange is refused. */
function exchangeCode(form: URLSearchParams, app: OAuthApp, sessions: Sessions, now: number) {
  const pending = sessions.takeCode(form.get('code') ?? '', now);
  const refused = refusedVerifier(pending?.challenge, form.get('code_verifier'));
  if (pending && refused) return refused;
  if (!pending || pending.app.clientId !== app.clientId)
    return oauthError(400, 'invalid_grant', 'The authorization code is invalid, expired or already used');
  // The redirect_uri must equal the one used at authorize, character for character.
  if (pending.redirectUri !== form.get('redirect_uri'))
    return oauthError(400, 'invalid_grant', 'redirect_uri does not match the one used at authorize');
  return sessions.issueTokens(app, pending.user, now);
}

/**
 * PKCE (RFC 7636) for the authorization-code grant: a `code_challenge` given at authorize binds
 * the code to the client that holds its `code_verifier`, checked at the token endpoint as an
 * OAuth server does (S256: base64url(SHA-256(verifier)); `plain`: the verifier itself).
 */
export type Challenge = { value: string; method: 'S256' | 'plain' };

// RFC 7636 §4.1: 43 to 128 characters of the unreserved set.
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** The challenge of an authorize request: undefined without one, an error reply if it is bad. */
function challengeOf(query: URLSearchParams): Challenge | EmulatorReply | undefined {
  const value = query.get('code_challenge');
  const method = query.get('code_challenge_method') ?? 'plain';
  if (value === null) return undefined;
  if (method !== 'S256' && method !== 'plain')
    return oauthError(400, 'invalid_request', 'code_challenge_method must be S256 or plain');
  if (!VERIFIER.test(value)) return oauthError(400, 'invalid_request', 'code_challenge is malformed');
  return { value, method };
}

/** At the token endpoint: an error reply when the code was bound to a verifier this one is not. */
function refusedVerifier(challenge: Challenge | undefined, verifier: string | null) {
  if (challenge === undefined) return undefined;
  if (verifier === null || verifier === '')
    return oauthError(400, 'invalid_grant', 'code_verifier is required for this authorization code');
  const derived =
    challenge.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (!VERIFIER.test(verifier) || derived !== challenge.value)
    return oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
  return undefined;
}
