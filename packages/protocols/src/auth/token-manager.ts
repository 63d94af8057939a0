import { AuthError, type CallOptions } from '@lifesci/core';
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
}

/**
 * Hands out the current access token and keeps it fresh: refreshed shortly before it expires,
 * and once after the service said it expired. Concurrent callers share one refresh, and a caller
 * whose refused token was already replaced by another caller's refresh just gets the new one
 * (a second refresh would invalidate the first: the service drops old tokens on every refresh).
 *
 * TODO(core): this is the shape of core's `ClientOptions.auth` provider (headers per attempt,
 * refreshed once on an auth failure); plug it in there when it lands on main.
 */
export class TokenManager {
  readonly #options: TokenManagerOptions;
  #inflight: Promise<TokenSet> | undefined;

  constructor(options: TokenManagerOptions) {
    this.#options = options;
  }

  /** Whether an expired or refused token can be replaced. */
  get canRefresh(): boolean {
    return this.#options.refresh !== undefined;
  }

  /** The token to send now (refreshed first when it is about to expire), or undefined: unsigned. */
  async current(call?: CallOptions): Promise<TokenSet | undefined> {
    if (this.#inflight) return this.#inflight;
    const tokens = await this.#options.store.get();
    if (!tokens) return undefined;
    if (this.canRefresh && tokens.refreshToken && this.#dueSoon(tokens))
      return this.refresh(tokens.accessToken, call);
    return tokens;
  }

  /**
   * A new access token. With `refused` (the token the service turned down), a token that has
   * already been replaced is not refreshed again; without it the refresh always happens.
   * Concurrent calls share one request to the token endpoint.
   */
  refresh(refused?: string, call?: CallOptions): Promise<TokenSet> {
    if (this.#inflight) return this.#inflight;
    const run = this.#refresh(refused, call);
    this.#inflight = run;
    const clear = () => {
      if (this.#inflight === run) this.#inflight = undefined;
    };
    run.then(clear, clear);
    return run;
  }

  /** The stored tokens as they are (no refresh). */
  async stored(): Promise<TokenSet | undefined> {
    return this.#options.store.get();
  }

  /** Keeps tokens obtained elsewhere (a code exchange). */
  async save(tokens: TokenSet): Promise<void> {
    await this.#options.store.set(tokens);
  }

  async #refresh(refused: string | undefined, call: CallOptions | undefined): Promise<TokenSet> {
    const grant = this.#options.refresh;
    const tokens = await this.#options.store.get();
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
    const next = await grant(tokens.refreshToken, call);
    await this.#options.store.set(next);
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
