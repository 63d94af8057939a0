import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';

// Input schemas: strict, so a misspelt key or an out-of-range value is an InputError before any
// request leaves the machine.

function strictParams<const E extends v.ObjectEntries>(entries: E) {
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never' ? 'is not a documented parameter' : `must be an object, got ${issue.received}`,
  );
}

/**
 * A protocol as the API addresses it: its numeric id, or its uri (the slug in
 * protocols.io/view/<uri>, e.g. "lysis-buffer-20-ml-c4gytv").
 */
export const ProtocolRefSchema = v.union(
  [
    v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/), v.maxLength(300)),
  ],
  'must be a protocol id (a positive integer) or uri (letters, digits, "-" and "_", e.g. "lysis-buffer-20-ml-c4gytv")',
);
export type ProtocolRef = InputOf<typeof ProtocolRefSchema>;

/** A protocol uri only (the PDF path is addressed by uri). */
export const ProtocolUriSchema = v.pipe(
  v.string('must be a protocol uri'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be a protocol uri (letters, digits, "-" and "_")'),
  v.maxLength(300, 'must be at most 300 characters'),
);

export const LIST_FILTERS = ['public', 'user_public', 'user_private', 'shared_with_user'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const ORDER_FIELDS = ['activity', 'relevance', 'date', 'name', 'id'] as const;

const PageSizeSchema = v.pipe(
  v.number(),
  v.integer('must be an integer'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(100, 'must be at most 100'),
);

const ListEntries = {
  /** Search words (title, description, authors); quote words to keep their order. */
  key: v.optional(v.pipe(v.string(), v.maxLength(500, 'must be at most 500 characters'))),
  orderField: v.optional(v.picklist(ORDER_FIELDS, `must be one of ${ORDER_FIELDS.join(', ')}`)),
  orderDir: v.optional(v.picklist(['asc', 'desc'], 'must be "asc" or "desc"')),
  /** 1..100 items per page (the API's default is 10). */
  pageSize: v.optional(PageSizeSchema),
  /** Start at this page (1-based) instead of the first. */
  page: v.optional(v.pipe(v.number(), v.integer('must be an integer'), v.minValue(1, 'must be at least 1'))),
};

/**
 * `protocols.list`: which protocols (`filter`: `public`, the default, or the signed-in user's
 * `user_private`, `user_public`, `shared_with_user`) and how.
 */
export const ListParamsSchema = strictParams({
  filter: v.optional(v.picklist(LIST_FILTERS, `must be one of ${LIST_FILTERS.join(', ')}`)),
  ...ListEntries,
});
export interface ListParams extends InputOf<typeof ListParamsSchema> {}

const HttpUrlSchema = v.pipe(
  v.string('must be a URL'),
  v.url('must be an absolute URL'),
  v.check((value) => /^https?:\/\//i.test(value), 'must be an http(s) URL'),
);

/** `oauth.authorizeUrl` options. */
export const AuthorizeUrlParamsSchema = strictParams({
  /** Replaces the client's `redirectUri` for this flow (then pass the same one to exchangeCode). */
  redirectUri: v.optional(HttpUrlSchema),
  /** "read" or "readwrite" (the service's scopes); left out when not given. */
  scope: v.optional(v.picklist(['read', 'readwrite'], 'must be "read" or "readwrite"')),
  /** Your own state value (at least 16 characters); a random one is made when left out. */
  state: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
});
export interface AuthorizeUrlParams extends InputOf<typeof AuthorizeUrlParamsSchema> {}

/** `oauth.exchangeCode` parameters. */
export const ExchangeCodeParamsSchema = strictParams({
  /** The `code` query parameter of the redirect. */
  code: v.pipe(
    v.string('must be the code from the redirect'),
    v.minLength(1, 'must not be empty'),
    // RFC 6749 A.11: code = 1*VSCHAR; a CR/LF or NUL here is tampering, not a code.
    v.regex(/^[\x20-\x7e]+$/, 'printable ASCII only (RFC 6749 VSCHAR)'),
  ),
  /** The `state` query parameter of the redirect. */
  state: v.pipe(v.string('must be the state from the redirect'), v.minLength(1, 'must not be empty')),
  /** The state `authorizeUrl()` returned (kept by you, e.g. in the user's session). */
  expectedState: v.pipe(
    v.string('must be the state authorizeUrl() returned'),
    v.minLength(1, 'must not be empty'),
  ),
  /** The redirect URI used at authorize, when it was not the client's `redirectUri`. */
  redirectUri: v.optional(HttpUrlSchema),
  /**
   * The `codeVerifier` `authorizeUrl()` returned (PKCE, RFC 7636): proves the code is redeemed by
   * whoever started the sign-in. Kept with `state`; required when the URL carried a challenge.
   */
  codeVerifier: v.optional(
    v.pipe(
      v.string('must be the codeVerifier authorizeUrl() returned'),
      // RFC 7636 4.1: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~].
      v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636)'),
    ),
  ),
});
export interface ExchangeCodeParams extends InputOf<typeof ExchangeCodeParamsSchema> {}
