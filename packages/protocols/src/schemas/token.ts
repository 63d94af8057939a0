import { DecimalSchema } from '@lifesci/core';
import * as v from 'valibot';
import { EnvelopeEntries, UserSchema } from './common.js';

/**
 * The token endpoint's answer (spec S1 "Token response"; the live service sends `expires_in` and
 * `refresh_expires_in` as digit strings and `token_type` as "bearer").
 */
export const TokenResponseSchema = v.looseObject({
  ...EnvelopeEntries,
  access_token: v.pipe(v.string(), v.minLength(1)),
  token_type: v.optional(v.string(), 'bearer'),
  expires_in: v.optional(DecimalSchema),
  refresh_token: v.optional(v.string()),
  refresh_expires_in: v.optional(DecimalSchema),
  scope: v.optional(v.string()),
  user: v.optional(UserSchema),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/**
 * Tokens as the client keeps them: absolute expiry times (ms since the epoch) instead of
 * lifetimes, so a stored set stays right after a restart.
 */
export interface TokenSet {
  accessToken: string;
  tokenType: string;
  /** When the access token expires (ms since the epoch); undefined: not said. */
  expiresAt?: number | undefined;
  /** When the token was obtained (ms since the epoch); sizes the refresh margin. */
  obtainedAt: number;
  refreshToken?: string | undefined;
  /** When the refresh token expires (ms since the epoch), when the service said. */
  refreshExpiresAt?: number | undefined;
  scope?: string | undefined;
  /** The user who authorized the application. */
  user?: v.InferOutput<typeof UserSchema> | undefined;
}

/** A token response as a TokenSet, obtained at `now`. */
export function toTokenSet(response: TokenResponse, now: number): TokenSet {
  return {
    accessToken: response.access_token,
    tokenType: response.token_type,
    expiresAt: response.expires_in === undefined ? undefined : now + response.expires_in * 1000,
    obtainedAt: now,
    refreshToken: response.refresh_token,
    refreshExpiresAt:
      response.refresh_expires_in === undefined ? undefined : now + response.refresh_expires_in * 1000,
    scope: response.scope,
    user: response.user,
  };
}
