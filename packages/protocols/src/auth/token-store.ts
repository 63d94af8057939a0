import type { TokenSet } from '../schemas/token.js';

/**
 * Where the client keeps its tokens. The default keeps them in memory; implement this to keep
 * them in a database, an encrypted file or a session, so a refreshed token survives a restart
 * (the service invalidates the old tokens on every refresh).
 */
export interface TokenStore {
  get(): TokenSet | undefined | Promise<TokenSet | undefined>;
  set(tokens: TokenSet): void | Promise<void>;
  clear(): void | Promise<void>;
}

/** Tokens in memory, for one process. */
export class MemoryTokenStore implements TokenStore {
  #tokens: TokenSet | undefined;

  constructor(initial?: TokenSet) {
    this.#tokens = initial;
  }

  get(): TokenSet | undefined {
    return this.#tokens;
  }

  set(tokens: TokenSet): void {
    this.#tokens = tokens;
  }

  clear(): void {
    this.#tokens = undefined;
  }
}
