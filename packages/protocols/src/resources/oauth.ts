import {
  type CallOptions,
  encodeQuery,
  InputError,
  joinUrl,
  parseInput,
  path,
  Resource,
} from '@lifesci/core';
import { createPkce, createState, sameState } from '../auth/state.js';
import type { RefreshGrant, TokenManager } from '../auth/token-manager.js';
import type { ProtocolsClient } from '../client.js';
import {
  type AuthorizeUrlParams,
  AuthorizeUrlParamsSchema,
  type ExchangeCodeParams,
  ExchangeCodeParamsSchema,
} from '../schemas/params.js';
import { TokenResponseSchema, type TokenSet, toTokenSet } from '../schemas/token.js';

/** The OAuth application's credentials (from protocols.io/developers). */
export interface OAuthCredentials {
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  redirectUri?: string | undefined;
}

/** What `authorizeUrl` returns: send the user to `url`, keep `state` (and `redirectUri`) for the callback. */
export interface AuthorizeRequest {
  url: string;
  state: string;
  redirectUri: string;
  /**
   * The PKCE code verifier (RFC 7636) whose S256 challenge the URL carries: keep it with `state`
   * and pass it to `exchangeCode`, so a stolen code is useless without it.
   */
  codeVerifier: string;
}

/** What the token endpoint's requests need from the client (its token manager, clock, redactor). */
export interface OAuthContext {
  tokens: () => TokenManager;
  now: () => number;
  secret: (value: string) => void;
}

/** `oauth.*`: the authorization-code flow of spec S1 (authorize, token, refresh). */
export class OAuth extends Resource<ProtocolsClient> {
  readonly #credentials: OAuthCredentials;
  readonly #context: OAuthContext;

  constructor(client: ProtocolsClient, credentials: OAuthCredentials, context: OAuthContext) {
    super(client);
    this.#credentials = credentials;
    this.#context = context;
  }

  /**
   * The address to send the user to (GET /api/v3/oauth/authorize) with a cryptographically
   * random `state` and a PKCE challenge (S256). Keep `state` and `codeVerifier` (e.g. in the
   * user's session) and pass them to `exchangeCode` as `expectedState` and `codeVerifier`. Builds
   * a URL only; nothing is sent.
   */
  authorizeUrl(params: AuthorizeUrlParams = {}): AuthorizeRequest {
    const p = parseInput(AuthorizeUrlParamsSchema, params, 'params');
    const clientId = required(this.#credentials, 'clientId', 'oauth.authorizeUrl');
    const redirectUri = p.redirectUri ?? this.#credentials.redirectUri;
    if (!redirectUri) {
      throw new InputError(
        'params.redirectUri',
        'is required: pass it here or as the client option redirectUri',
      );
    }
    const state = p.state ?? createState();
    const pkce = createPkce();
    const query = encodeQuery({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: p.scope,
      state,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    });
    return {
      url: joinUrl(this.client.baseUrlOf(), path`/api/v3/oauth/authorize`, query),
      state,
      redirectUri,
      codeVerifier: pkce.verifier,
    };
  }

  /**
   * Exchanges the code of the redirect for tokens (grant_type=authorization_code), after
   * checking in constant time that the redirect's `state` is the one sent: a mismatch is an
   * InputError and nothing is sent. The redirect_uri sent is the one used at authorize. The
   * tokens are kept in the client's token store and returned.
   */
  async exchangeCode(params: ExchangeCodeParams, call?: CallOptions): Promise<TokenSet> {
    const p = parseInput(ExchangeCodeParamsSchema, params, 'params');
    if (!sameState(p.state, p.expectedState)) {
      throw new InputError(
        'params.state',
        'does not match expectedState: the redirect was not the answer to this sign-in (possible forgery); start again',
      );
    }
    const redirectUri = p.redirectUri ?? this.#credentials.redirectUri;
    if (!redirectUri) {
      throw new InputError('params.redirectUri', 'is required: the redirect_uri used at authorize');
    }
    const tokens = await grant(
      this.client,
      this.#credentials,
      this.#context,
      {
        grant_type: 'authorization_code',
        code: p.code,
        redirect_uri: redirectUri,
        ...(p.codeVerifier === undefined ? {} : { code_verifier: p.codeVerifier }),
      },
      'oauth.exchangeCode',
      call,
    );
    await this.#context.tokens().save(tokens);
    return tokens;
  }

  /** A new access token now (grant_type=refresh_token); kept in the store and returned. */
  async refresh(call?: CallOptions): Promise<TokenSet> {
    required(this.#credentials, 'clientSecret', 'oauth.refresh');
    return this.#context.tokens().renew(undefined, call);
  }
}

/**
 * The refresh grant (grant_type=refresh_token) the client's token manager refreshes with: not a
 * method of `oauth`, so users refresh through `oauth.refresh()`, which stores what it gets.
 */
export function refreshGrant(
  client: ProtocolsClient,
  credentials: OAuthCredentials,
  context: OAuthContext,
): RefreshGrant {
  return (refreshToken, call) =>
    grant(
      client,
      credentials,
      context,
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      'oauth.refresh',
      call,
    );
}

/** A POST to the token endpoint with the application's credentials; the answer as a TokenSet. */
async function grant(
  client: ProtocolsClient,
  credentials: OAuthCredentials,
  context: OAuthContext,
  fields: Record<string, string>,
  method: string,
  call?: CallOptions,
): Promise<TokenSet> {
  const form = new URLSearchParams({
    ...fields,
    client_id: required(credentials, 'clientId', method),
    client_secret: required(credentials, 'clientSecret', method),
  });
  for (const name of ['code', 'refresh_token', 'code_verifier']) {
    const value = form.get(name);
    if (value) context.secret(value);
  }
  // Unsigned, so no token is read for the request: read the store anyway so an error that
  // echoes the stored tokens is redacted.
  await context.tokens().stored();
  // The token endpoint authenticates with the client's credentials, never a bearer token.
  const response = await client.request(
    // A code is single-use and a refresh invalidates the old tokens: never sent twice.
    {
      method: 'POST',
      path: path`/api/v3/oauth/token`,
      body: form,
      schema: TokenResponseSchema,
      retry: 'never',
      unsigned: true,
    },
    call,
  );
  return toTokenSet(response, context.now());
}

function required(credentials: OAuthCredentials, name: 'clientId' | 'clientSecret', method: string): string {
  const value = credentials[name];
  if (!value)
    throw new InputError(`options.${name}`, `is required for ${method}: pass it to new ProtocolsClient()`);
  return value;
}
