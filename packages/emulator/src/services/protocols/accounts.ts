import accounts from './accounts.json' with { type: 'json' };

/**
 * Emulator-only accounts and OAuth applications (no real person or credential): the test users a
 * caller signs in as at /api/v3/oauth/authorize (`user=<username>`, default the first), and the
 * registered applications with their CLIENT_ACCESS_TOKEN (spec S1: public content plus the
 * private content of the token's owner). The records are in accounts.json.
 */
export interface TestUser {
  username: string;
  name: string;
  affiliation: string;
}

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  /** Username of the account that registered the application (owner of its client token). */
  owner: string;
  /** The application's CLIENT_ACCESS_TOKEN. */
  clientAccessToken: string;
  /** Lifetime of the OAuth access tokens it is issued, in seconds. */
  accessTokenLifetimeS: number;
}

export const TEST_USERS: readonly TestUser[] = accounts.users;
export const OAUTH_APPS: readonly OAuthApp[] = accounts.apps;

export const findUser = (username: string) => TEST_USERS.find((u) => u.username === username);
export const findApp = (clientId: string) => OAUTH_APPS.find((a) => a.clientId === clientId);
export const appByClientToken = (token: string) => OAUTH_APPS.find((a) => a.clientAccessToken === token);
