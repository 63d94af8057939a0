/**
 * The protocols.io tokens of `lifesci protocols login`, kept in `protocols-tokens.json` in the
 * configuration directory (0600, replaced atomically) so that later commands are signed and the
 * client's refreshes survive the process (the service invalidates the old tokens on each refresh).
 */
import { join } from 'node:path';
import type { TokenSet, TokenStore } from '@lifesci/protocols';
import { UsageError } from './args.js';
import { configDir, readPrivateFile, removePrivateFile, writePrivateFile } from './private-files.js';

type Env = Readonly<Record<string, string | undefined>>;

/** What the file holds: the tokens, and the application they were issued to. */
export interface StoredSignIn {
  clientId: string;
  tokens: TokenSet;
}

export function tokensPath(env: Env): { dir: string; path: string } {
  const dir = configDir(env);
  return { dir, path: join(dir, 'protocols-tokens.json') };
}

export async function readSignIn(path: string): Promise<StoredSignIn | undefined> {
  const text = await readPrivateFile(path);
  if (text === undefined) return undefined;
  let parsed: Partial<StoredSignIn> | undefined;
  try {
    parsed = JSON.parse(text) as Partial<StoredSignIn>;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed?.clientId !== 'string' || typeof parsed.tokens?.accessToken !== 'string')
    throw new UsageError(`${path} is not a lifesci sign-in; remove it with: lifesci protocols logout`);
  return parsed as StoredSignIn;
}

/** A TokenStore on the file: read on every use (another process may have refreshed), written whole. */
export class TokenFile implements TokenStore {
  constructor(
    readonly dir: string,
    readonly path: string,
    readonly clientId: string,
  ) {}

  async get(): Promise<TokenSet | undefined> {
    return (await readSignIn(this.path))?.tokens;
  }

  async set(tokens: TokenSet): Promise<void> {
    const signIn: StoredSignIn = { clientId: this.clientId, tokens };
    await writePrivateFile(this.dir, this.path, `${JSON.stringify(signIn, null, 2)}\n`);
  }

  async clear(): Promise<void> {
    await removePrivateFile(this.path);
  }
}
