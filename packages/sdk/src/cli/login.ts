/**
 * `lifesci protocols login` and `logout`: protocols.io's OAuth authorization-code flow for a
 * command-line app (PKCE S256, a loopback redirect, a checked `state`), with the tokens kept in the
 * user's configuration directory for later commands, which refresh them there.
 */
import { InputError } from '@lifesci/core';
import type { Command } from 'commander';
import { createLifesci } from '../create.js';
import { UsageError } from './args.js';
import { openBrowser } from './browser.js';
import { CliFailure } from './failure.js';
import { startLoopback } from './loopback.js';
import { removePrivateFile } from './private-files.js';
import type { CliIo } from './program.js';
import { loadSettings, settingsOptions } from './settings.js';
import { readSignIn, TokenFile, tokensPath } from './token-file.js';

const DEFAULT_WAIT_S = 300;

interface LoginFlags {
  clientId?: string;
  clientSecret?: string;
  emulator?: boolean;
  timeout?: string;
  browser?: boolean;
  scope?: string;
}

function seconds(value: string | undefined): number {
  if (value === undefined) return DEFAULT_WAIT_S;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError('--timeout must be a whole number of seconds (at least 1)');
  return n;
}

function print(io: CliIo, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, io.stdout.isTTY ? 2 : undefined)}\n`);
}

async function login(io: CliIo, flags: LoginFlags): Promise<void> {
  const settings = await loadSettings(io.env);
  if (flags.emulator ?? settings.values.get('emulator')?.value === true)
    throw new UsageError(
      'protocols login keeps tokens for later commands, which a fresh --emulator would not know: point LIFESCI_PROTOCOLS_URL at a running emulator instead',
    );
  const options = settingsOptions(settings);
  const clientId = flags.clientId ?? options.protocols?.clientId;
  const clientSecret = flags.clientSecret ?? options.protocols?.clientSecret;
  if (!clientId || !clientSecret) {
    const what = clientId ? 'secret' : 'id';
    throw new UsageError(
      `protocols login needs your application's client ${what}: --client-${what}, LIFESCI_PROTOCOLS_CLIENT_${what.toUpperCase()} or lifesci config set protocols.client-${what}`,
    );
  }
  const waitS = seconds(flags.timeout);
  const { dir, path } = tokensPath(io.env);
  const loopback = await startLoopback();
  try {
    const { accessToken: _ignored, ...ownOptions } = options.protocols ?? {};
    const client = createLifesci({
      ...options,
      protocols: {
        ...ownOptions,
        clientId,
        clientSecret,
        redirectUri: loopback.redirectUri,
        tokenStore: new TokenFile(dir, path, clientId),
      },
    }).protocols;
    const { url, state, codeVerifier, redirectUri } = client.oauth.authorizeUrl(
      flags.scope === undefined ? {} : { scope: flags.scope as 'read' | 'readwrite' },
    );
    io.stderr.write(`lifesci: open this address in your browser to sign in to protocols.io:\n  ${url}\n`);
    if (flags.browser !== false) openBrowser(url, io.env);
    const { query, respond } = await loopback.callback(waitS * 1000);
    const refused = query.get('error');
    if (refused !== null) {
      const about = query.get('error_description');
      await respond(400, `protocols.io refused the sign-in (${refused}). You can close this tab.`);
      throw new CliFailure(`protocols.io refused the sign-in: ${refused}${about ? ` (${about})` : ''}`);
    }
    if (!query.get('code')) {
      await respond(400, 'This answer carries no authorization code; nothing was saved.');
      throw new CliFailure('the browser came back without an authorization code; nothing was saved');
    }
    let tokens: Awaited<ReturnType<typeof client.oauth.exchangeCode>>;
    try {
      tokens = await client.oauth.exchangeCode({
        code: query.get('code') ?? '',
        state: query.get('state') ?? '',
        expectedState: state,
        redirectUri,
        codeVerifier,
      });
    } catch (error) {
      if (error instanceof InputError && error.param === 'params.state') {
        await respond(400, 'This answer does not belong to the sign-in lifesci started; nothing was saved.');
        throw new CliFailure(
          'the browser came back with a state that is not the one sent (a forged or stale answer); nothing was saved: run lifesci protocols login again',
        );
      }
      await respond(502, 'The sign-in could not be completed; see the terminal.');
      throw error;
    }
    const who = tokens.user?.username ?? tokens.user?.name;
    await respond(200, `Signed in to protocols.io${who ? ` as ${who}` : ''}. You can close this tab.`);
    io.stderr.write(`lifesci: signed in to protocols.io${who ? ` as ${who}` : ''}; tokens kept in ${path}\n`);
    print(io, {
      signedIn: true,
      user: who ?? null,
      scope: tokens.scope ?? null,
      expiresAt: tokens.expiresAt === undefined ? null : new Date(tokens.expiresAt).toISOString(),
      tokens: path,
    });
  } finally {
    await loopback.close();
  }
}

async function logout(io: CliIo): Promise<void> {
  const { path } = tokensPath(io.env);
  // A file that is not a sign-in is removed too: logout is how one gets rid of it.
  const signedIn = await readSignIn(path).then(
    (found) => found !== undefined,
    () => true,
  );
  const removed = signedIn && (await removePrivateFile(path));
  // protocols.io documents no revocation endpoint: the tokens end at expiry, or when the user
  // removes the application's access on protocols.io.
  io.stderr.write(
    removed
      ? `lifesci: signed out of protocols.io (removed ${path}); the service has no revocation endpoint, so the tokens stay valid until they expire unless you remove the application's access on protocols.io\n`
      : 'lifesci: not signed in to protocols.io\n',
  );
  print(io, { signedOut: removed, tokens: path });
}

/** Adds `login` and `logout` to the `protocols` command (its --client-id/--client-secret flags apply). */
export function addSignInCommands(protocols: Command, io: CliIo): void {
  protocols
    .command('login')
    .description('sign in to protocols.io in your browser; later protocols commands are signed')
    .option('--timeout <seconds>', `wait this long for the browser (default ${DEFAULT_WAIT_S})`)
    .option('--scope <scope>', 'read or readwrite (default: the application default)')
    .option('--no-browser', 'only print the address to open')
    .addHelpText(
      'after',
      [
        '',
        "The application's id and secret: --client-id/--client-secret, else LIFESCI_PROTOCOLS_CLIENT_ID/",
        'LIFESCI_PROTOCOLS_CLIENT_SECRET, else lifesci config set protocols.client-id / protocols.client-secret.',
        'The browser: LIFESCI_BROWSER (else BROWSER) names the command that opens the address; none: print it only.',
        'Example: lifesci protocols login --scope readwrite',
      ].join('\n'),
    )
    .exitOverride()
    .action(async (_opts: unknown, cmd: Command) => login(io, cmd.optsWithGlobals<LoginFlags>()));
  protocols
    .command('logout')
    .description('forget the tokens of protocols login')
    .exitOverride()
    .action(async () => logout(io));
}
