/**
 * Emulator-only accounts and OAuth applications (no real person or credential): the test users a
 * caller signs in as at /api/v3/oauth/authorize (`user=<username>`, default the first), and the
 * registered applications with their CLIENT_ACCESS_TOKEN (spec S1: public content plus the
 * private content of the token's owner).
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

export const TEST_USERS: readonly TestUser[] = [
  { username: 'alice-lab', name: 'Alice Example', affiliation: 'Emulated Institute of Biology' },
  { username: 'bob-bench', name: 'Bob Example', affiliation: 'Emulated Genomics Core' },
  { username: 'carol-cell', name: 'Carol Example', affiliation: 'Emulated Cell Culture Facility' },
];

const YEAR_S = 365 * 24 * 3600;

export const OAUTH_APPS: readonly OAuthApp[] = [
  {
    clientId: 'pr_live_id_lifesci_emulator',
    clientSecret: 'pr_live_sc_lifesci_emulator_secret',
    owner: 'alice-lab',
    clientAccessToken: 'emulator-client-token-alice-lab-0000000000000001',
    // "typically one year" (spec S1).
    accessTokenLifetimeS: YEAR_S,
  },
  {
    clientId: 'pr_live_id_lifesci_short_lived',
    clientSecret: 'pr_live_sc_lifesci_short_lived_secret',
    owner: 'bob-bench',
    clientAccessToken: 'emulator-client-token-bob-bench-0000000000000002',
    // Tokens that run out within a test, to exercise expiry and refresh.
    accessTokenLifetimeS: 2,
  },
];

export function findUser(username: string): TestUser | undefined {
  return TEST_USERS.find((u) => u.username === username);
}

export function findApp(clientId: string): OAuthApp | undefined {
  return OAUTH_APPS.find((a) => a.clientId === clientId);
}

export function appByClientToken(token: string): OAuthApp | undefined {
  return OAUTH_APPS.find((a) => a.clientAccessToken === token);
}

/** The user object protocols.io embeds (creator, authors, token owner). */
export function userObject(user: { name: string; affiliation?: string | null; username?: string | null }) {
  return {
    name: user.name,
    affiliation: user.affiliation ?? null,
    username: user.username ?? null,
    link: null,
    image: { source: null, placeholder: null },
  };
}
