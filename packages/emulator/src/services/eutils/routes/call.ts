import type { EutilsState } from '../state.js';

/** One E-utility call: its merged parameters and the emulator instance's state. */
export interface Call {
  params: URLSearchParams;
  state: EutilsState;
}

/** The db parameter: E-utilities default to pubmed when it is absent. */
export function dbParam(params: URLSearchParams, name = 'db'): string {
  return (params.get(name) ?? 'pubmed').trim().toLowerCase() || 'pubmed';
}

/** ids stored under WebEnv/query_key, or a message as the real service words it. */
export function fromHistory(
  call: Call,
  db: string,
): { ids: readonly number[] } | { error: string } | undefined {
  const webEnv = call.params.get('WebEnv') ?? call.params.get('webenv');
  const key = call.params.get('query_key');
  if (key === null) return undefined;
  const stored = webEnv ? call.state.history.get(webEnv, Number(key)) : undefined;
  if (!stored || stored.db !== db) return { error: `Unable to obtain query #${key}` };
  return { ids: stored.ids };
}
