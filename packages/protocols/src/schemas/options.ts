import { credentialSchema } from '@lifesci/core';
import * as v from 'valibot';
import type { TokenStore } from '../auth/token-store.js';

// Sent in a header or a form: core's rule for credentials (Latin-1, no control characters).
const Secret = credentialSchema;

/**
 * The client's own options (core checks the rest, with these, at construction). It also refuses
 * two of core's: there is no API key, and the client manages its tokens itself.
 * Values are never echoed in the messages (they are secrets).
 */
export const ProtocolsOptionsSchema = v.pipe(
  v.object({
    accessToken: v.optional(Secret('an access token string')),
    clientId: v.optional(Secret('the OAuth client id')),
    clientSecret: v.optional(Secret('the OAuth client secret')),
    redirectUri: v.optional(
      v.pipe(
        v.string('must be a URL'),
        v.url('must be an absolute URL'),
        v.check((s) => /^https?:\/\//i.test(s), 'must be an http(s) URL'),
      ),
    ),
    tokenStore: v.optional(
      v.custom<TokenStore>(
        (s) =>
          typeof s === 'object' &&
          s !== null &&
          ['get', 'set', 'clear'].every((m) => typeof (s as Record<string, unknown>)[m] === 'function'),
        'must be a TokenStore (an object with get, set and clear)',
      ),
    ),
    refreshMarginMs: v.optional(
      v.pipe(v.number(), v.integer('must be a whole number of ms'), v.minValue(0, 'must be 0 or more')),
    ),
    apiKey: v.optional(v.never('protocols.io has no API key: pass accessToken (or use oauth)')),
    auth: v.optional(v.never('the client manages its tokens: pass accessToken or tokenStore')),
  }),
  v.check((o) => !(o.accessToken && o.tokenStore), 'pass either accessToken or tokenStore, not both'),
  v.check((o) => !(o.clientSecret && !o.clientId), 'clientSecret needs clientId'),
);
export type ProtocolsOwnOptions = v.InferOutput<typeof ProtocolsOptionsSchema>;
