import { type ApiError, AuthError, type AuthProvider, type CallOptions } from '@lifesci/core';
import { isExpiredAnswer } from '../errors.js';
import type { TokenSet } from '../schemas/token.js';
import type { TokenStore } from './token-store.js';

/** Refreshes with grant_type=refresh_token; provided by the client's OAuth resource. */
export type RefreshGrant = (refreshToken: string, call?: CallOptions) => Promise<TokenSet>;

export interface TokenManagerOptions {
  store: TokenStore;
  /** Absent when the client has no OAuth credentials (a static access token only). */
  refresh?: RefreshGrant | undefined;
  now: () => number;
  /** Refresh this long before expiry (capped at half the token's lifetime). */
  refreshMarginMs: number;
  /** Told every token value the manager handles, so errors and logs never show one. */
  secret: (value: string | undefined) => void;
}

function bearerOf(headers: Readonly<Record<string, string>>): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
}

/**
 * Core's auth provider for protocols.io: hands out the current access token (refreshed first when
 * it is about to expire), and after an expired-token answer refreshes once. Concurrent callers
 * share one refresh, and a caller whose refused token was already replaced by another caller's
 * refresh just gets the new one (a second refresh would invalidate the first: the service drops
 * old tokens on every refresh).
 */
export class TokenManager implements AuthProvider {
  readonly #options: TokenManagerOptions;
  #inflight: Promise<TokenSet> | undefined;

  constructor(options: TokenManagerOptions) {
    this.#options = options;
  }

  /** Whether an expired or refused token can be replaced. */
  get canRefresh(): boolean {
    return this.#options.refresh !== undefined;
  }

  async headers(): Promise<Record<string, string>> {
    const tokens = await this.current();
    return tokens ? { authorization: `Bearer ${tokens.accessToken}` } : {};
  }

  async refresh(error: ApiError, refused: Readonly<Record<string, string>>): Promise<boolean> {
    const token = bearerOf(refused);
    if (!token || !this.canRefresh || !isExpiredAnswer(error)) return false;
    await this.renew(token);
    return true;
  }

  /** The token to send now (refreshed first when it is about to expire), or undefined: unsigned. */
  async current(): Promise<TokenSet | undefined> {
    if (this.#inflight) return this.#inflight;
    const tokens = await this.stored();
    if (!tokens) return undefined;
    if (this.canRefresh && tokens.refreshToken && this.#dueSoon(tokens))
      return this.renew(tokens.accessToken);
    return tokens;
  }

  /** The stored tokens as they are (no refresh); their values are registered as secrets. */
  async stored(): Promise<TokenSet | undefined> {
    const tokens = await this.#options.store.get();
    this.#options.secret(tokens?.accessToken);
    this.#options.secret(tokens?.refreshToken);
    return tokens;
  }

  /**
   * A new access token. With `refused` (the token the service turned down), a token that has
   * already been replaced is not refreshed again; without it the refresh always happens.
   * Concurrent calls share one request to the token endpoint.
   */
  renew(refused?: string, call?: CallOptions): Promise<TokenSet> {
    if (this.#inflight) return this.#inflight;
    const run = this.#renew(refused, call);
    this.#inflight = run;
    const clear = () => {
      if (this.#inflight === run) this.#inflight = undefined;
    };
    run.then(clear, clear);
    return run;
  }

  /** Keeps tokens obtained elsewhere (a code exchange). */
  async save(tokens: TokenSet): Promise<void> {
    this.#options.secret(tokens.accessToken);
    this.#options.secret(tokens.refreshToken);
    await this.#options.store.set(tokens);
  }

  async #renew(refused: string | undefined, call: CallOptions | undefined): Promise<TokenSet> {
    const grant = this.#options.refresh;
    const tokens = await this.stored();
    if (refused !== undefined && tokens && tokens.accessToken !== refused && !this.#dueSoon(tokens)) {
      return tokens;
    }
    if (!grant || !tokens?.refreshToken) {
      throw new AuthError({
        status: 401,
        service: 'protocols',
        method: 'POST',
        url: '/api/v3/oauth/token',
        message: grant
          ? 'no refresh token is stored: sign in again (oauth.authorizeUrl / exchangeCode)'
          : 'the access token cannot be refreshed: the client has no clientId/clientSecret',
      });
    }
    if (tokens.refreshExpiresAt !== undefined && this.#options.now() >= tokens.refreshExpiresAt) {
      // Sending it would only earn a 400 from the token endpoint: say what to do instead.
      throw new AuthError({
        status: 401,
        service: 'protocols',
        method: 'POST',
        url: '/api/v3/oauth/token',
        message: `the refresh token expired at ${new Date(tokens.refreshExpiresAt).toISOString()}: sign in again (oauth.authorizeUrl / exchangeCode)`,
      });
    }
    let answered: TokenSet;
    try {
      answered = await grant(tokens.refreshToken, call);
    } catch (error) {
      // A store shared with another process (a file, a database) may have been refreshed there
      // first, spending this refresh token: the tokens that refresh stored are the ones to use.
      const now = await this.stored();
      if (now?.refreshToken !== undefined && now.refreshToken !== tokens.refreshToken && !this.#dueSoon(now))
        return now;
      throw error;
    }
    // A refresh answer without a refresh token (RFC 6749 6: "MAY issue a new refresh token")
    // leaves the stored one in force, with its expiry.
    const next: TokenSet =
      answered.refreshToken === undefined
        ? { ...answered, refreshToken: tokens.refreshToken, refreshExpiresAt: tokens.refreshExpiresAt }
        : answered;
    await this.save(next);
    return next;
  }

  /** Expired, or within the refresh margin of it (never more than half the token's life). */
  #dueSoon(tokens: TokenSet): boolean {
    if (tokens.expiresAt === undefined) return false;
    const life = tokens.expiresAt - tokens.obtainedAt;
    const margin = Math.min(this.#options.refreshMarginMs, Math.max(0, life / 2));
    return this.#options.now() >= tokens.expiresAt - margin;
  }
}
