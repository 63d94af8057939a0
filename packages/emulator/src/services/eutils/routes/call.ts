import { offsetPage } from '../../../kit/index.js';
import { idList, intParam, webEnvParam } from '../params.js';
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
  const webEnv = webEnvParam(call.params);
  const key = call.params.get('query_key');
  if (key === null) return undefined;
  const stored = webEnv ? call.state.history.get(webEnv, Number(key)) : undefined;
  if (!stored || stored.db !== db) return { error: `Unable to obtain query #${key}` };
  return { ids: stored.ids };
}

/** The ids a call asks for: its `id` list, or a page (`retstart`, `retmax` up to `max`) of a stored set. */
export function requestedIds(call: Call, db: string, max: number): string[] | { error: string } {
  const stored = fromHistory(call, db);
  if (stored && 'error' in stored) return stored;
  if (!stored) return idList(call.params);
  const retstart = intParam(call.params, 'retstart', 0);
  const retmax = Math.min(intParam(call.params, 'retmax', max), max);
  return offsetPage(stored.ids, retstart, retmax).items.map(String);
}
