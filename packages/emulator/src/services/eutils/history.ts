import { mixSeed } from '../../prng.js';

/** Sessions kept; the oldest is dropped beyond this (the real server expires them after hours). */
const MAX_SESSIONS = 2_000;

/**
 * The Entrez History server: a WebEnv names a session, and each stored result set in it gets
 * the next query_key. WebEnv strings look like NCBI's (MCID_ + 24 hex digits) and are
 * deterministic from the emulator seed and the order sessions were opened in.
 */
export class HistoryServer {
  private readonly sessions = new Map<string, { db: string; ids: readonly number[] }[]>();
  private opened = 0;

  constructor(private readonly seed: number) {}

  /** Stores ids (in a given session or a new one) and returns where they are. */
  store(db: string, ids: readonly number[], webEnv?: string): { webEnv: string; queryKey: number } {
    let env = webEnv && this.sessions.has(webEnv) ? webEnv : undefined;
    if (!env) {
      this.opened++;
      const hex = [1, 2, 3].map((part) =>
        mixSeed(this.seed, this.opened, part).toString(16).padStart(8, '0'),
      );
      env = `MCID_${hex.join('')}`;
      this.sessions.set(env, []);
      if (this.sessions.size > MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    }
    const queries = this.sessions.get(env)!;
    queries.push({ db, ids: [...ids] });
    return { webEnv: env, queryKey: queries.length };
  }

  /** The ids stored under a session's query_key, when they are of `db`. */
  ids(webEnv: string | undefined, queryKey: number, db: string): readonly number[] | undefined {
    const query = webEnv === undefined ? undefined : this.sessions.get(webEnv)?.[queryKey - 1];
    return query?.db === db ? query.ids : undefined;
  }
}
