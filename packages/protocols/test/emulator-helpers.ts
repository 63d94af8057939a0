import { type Emulator, OAUTH_APPS, type OAuthApp, type RequestLogEntry } from '@lifesci/emulator';
import { ProtocolsClient, type ProtocolsClientOptions } from '../src/index.js';

export const REDIRECT_URI = 'http://127.0.0.1:9/callback';
export const [MAIN_APP, SHORT_APP] = OAUTH_APPS as [OAuthApp, OAuthApp];

export function protocolsBase(emulator: Emulator): string {
  const base = emulator.baseUrls.protocols;
  if (base === undefined) throw new Error('the emulator hands out no protocols address');
  return base;
}

/** A client of `app` against the emulator (no pacing unless a test asks for the documented limits). */
export function emulatorClient(
  emulator: Emulator,
  app: OAuthApp | undefined,
  options: ProtocolsClientOptions = {},
) {
  return new ProtocolsClient({
    baseUrl: protocolsBase(emulator),
    rateLimit: false,
    maxRetries: 0,
    ...(app ? { clientId: app.clientId, clientSecret: app.clientSecret, redirectUri: REDIRECT_URI } : {}),
    ...options,
  });
}

/**
 * The browser's part of the flow: open the authorize address (signing in as `user`), and read
 * `code` and `state` from the redirect the emulator answers with.
 */
export async function signIn(
  url: string,
  user: string,
): Promise<{ code: string; state: string; location: URL }> {
  const response = await fetch(`${url}&user=${encodeURIComponent(user)}`, { redirect: 'manual' });
  if (response.status !== 302)
    throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  const location = new URL(response.headers.get('location') ?? '');
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state') ?? '',
    location,
  };
}

/** Full flow for `user`: the client ends up holding that user's OAuth tokens. */
export async function signedInClient(
  emulator: Emulator,
  app: OAuthApp,
  user: string,
  options: ProtocolsClientOptions = {},
): Promise<ProtocolsClient> {
  const client = emulatorClient(emulator, app, options);
  const { url, state, codeVerifier } = client.oauth.authorizeUrl();
  const redirect = await signIn(url, user);
  await client.oauth.exchangeCode({
    code: redirect.code,
    state: redirect.state,
    expectedState: state,
    codeVerifier,
  });
  return client;
}

/** Most requests that started inside any window of `windowMs`. */
export function busiestWindow(log: readonly RequestLogEntry[], windowMs = 60_000): number {
  const times = log.map((r) => r.time).sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while ((times[end] as number) - (times[start] as number) >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}
