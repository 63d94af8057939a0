import { randomBytes } from 'node:crypto';
import { memoizeWeak } from '../../kit/index.js';
import type { EmulatorRequest, ServiceContext } from '../../service.js';
import { appByClientToken, type OAuthApp } from './accounts.js';
import type { Challenge } from './oauth-routes.js';

/**
 * Who a request acts for, from its bearer token, and the owners whose private content it may read
 * (spec S1 token table): a client token, its owner's; an OAuth token, every user who authorized
 * the application.
 */
export type Access =
  | { kind: 'unsigned' | 'expired' | 'invalid' }
  | { kind: 'signed'; user: string; owners: ReadonlySet<string> };

type Grant = { user: string; app: OAuthApp; expiresAt: number };
/** A code's grant, bound to its redirect_uri and to the PKCE challenge authorize was given, if any. */
type PendingCode = Grant & { redirectUri: string; challenge?: Challenge | undefined };

/** The OAuth server's state of one emulator instance: codes, tokens, who authorized what. */
export class Sessions {
  readonly #codes = new Map<string, PendingCode>();
  readonly #access = new Map<string, Grant>();
  readonly #refresh = new Map<string, Grant & { access: string }>();
  /** clientId -> usernames that authorized the application. */
  readonly #authorized = new Map<string, Set<string>>();

  issueCode(pending: Omit<PendingCode, 'expiresAt'>, now: number): string {
    const value = randomBytes(20).toString('hex');
    // Authorization codes are short-lived (10 minutes) and single-use.
    this.#codes.set(value, { ...pending, expiresAt: now + 600_000 });
    return value;
  }

  /** Takes a code out (single use); undefined when unknown or expired. */
  takeCode(value: string, now: number): PendingCode | undefined {
    const pending = this.#codes.get(value);
    this.#codes.delete(value);
    return pending && pending.expiresAt > now ? pending : undefined;
  }

  /** New tokens for a user of an app; a refresh revokes the tokens it replaces. */
  issueTokens(app: OAuthApp, user: string, now: number) {
    const access = randomBytes(32).toString('hex');
    const refresh = randomBytes(32).toString('hex');
    this.#access.set(access, { app, user, expiresAt: now + app.accessTokenLifetimeS * 1000 });
    // Refresh tokens live twice as long as access tokens.
    const refreshExpiresAt = now + 2 * app.accessTokenLifetimeS * 1000 + 60_000;
    this.#refresh.set(refresh, { app, user, expiresAt: refreshExpiresAt, access });
    const users = this.#authorized.get(app.clientId) ?? new Set<string>();
    this.#authorized.set(app.clientId, users.add(user));
    tokenOwners.set(access, user);
    return { access, refresh, user };
  }

  /** Exchanges a refresh token (single use): the old access token stops working. */
  redeemRefresh(value: string, app: OAuthApp, now: number) {
    const grant = this.#refresh.get(value);
    if (!grant || grant.app.clientId !== app.clientId || grant.expiresAt <= now) return undefined;
    this.#refresh.delete(value);
    this.#access.delete(grant.access);
    return this.issueTokens(app, grant.user, now);
  }

  access(authorization: string | undefined, now: number): Access {
    const token = bearer(authorization);
    if (token === undefined) return { kind: 'unsigned' };
    const app = appByClientToken(token);
    if (app) return { kind: 'signed', user: app.owner, owners: new Set([app.owner]) };
    const grant = this.#access.get(token);
    if (!grant) return { kind: 'invalid' };
    if (grant.expiresAt <= now) return { kind: 'expired' };
    const owners = this.#authorized.get(grant.app.clientId) ?? new Set();
    return { kind: 'signed', user: grant.user, owners };
  }
}

/** The bearer token of an Authorization header (undefined when there is none). */
export const bearer = (authorization: string | undefined) =>
  /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];

/**
 * Token -> user for the rate limits, which are per user and are decided before a request reaches
 * an instance's state. Tokens are random, so one map serves every instance.
 */
const tokenOwners = new Map<string, string>();

export function limitKeyOf(authorization: string | undefined): string | undefined {
  const token = bearer(authorization);
  if (token === undefined) return undefined;
  const user = appByClientToken(token)?.owner ?? tokenOwners.get(token);
  return user ? `user:${user}` : undefined;
}

/** Who a request acts for, by its bearer token and this instance's sessions. */
export const accessOf = (req: EmulatorRequest, ctx: ServiceContext) =>
  sessionsFor(ctx).access(req.headers.authorization, ctx.now());

/** This emulator instance's sessions (its context object is per instance). */
export const sessionsFor = memoizeWeak((_ctx: ServiceContext) => new Sessions());
