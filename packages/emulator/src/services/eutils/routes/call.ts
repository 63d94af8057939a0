import { offsetPage } from '../../../kit/index.js';
import type { EmulatorRequest } from '../../../service.js';
import { isEntrezDb } from '../dbs/registry.js';
import type { EutilsState } from '../state.js';

/** One E-utility call: its merged parameters, whether it asked for JSON, and the instance's state. */
export interface Call {
  params: URLSearchParams;
  json: boolean;
  state: EutilsState;
}

/** A bad request: the utility answers it in its own document's ERROR, with HTTP 200 as NCBI does. */
export class EutilsError extends Error {}

/**
 * The parameters of an E-utilities call: the query string merged with a form-encoded POST body
 * (E-utilities take either, and clients switch to POST for long id lists).
 */
export function readParams(req: EmulatorRequest): URLSearchParams {
  const params = new URLSearchParams(req.query);
  const type = String(req.headers['content-type'] ?? 'application/x-www-form-urlencoded');
  if (req.method === 'POST' && type.includes('application/x-www-form-urlencoded')) {
    for (const [name, value] of new URLSearchParams(req.body.toString('utf8'))) params.append(name, value);
  }
  return params;
}

/** The WebEnv parameter, which clients spell WebEnv or webenv. */
export const webEnvParam = (params: URLSearchParams) =>
  params.get('WebEnv') ?? params.get('webenv') ?? undefined;

/** The ids of each `id` parameter, split on commas and whitespace, in order. */
export const idGroups = (params: URLSearchParams): string[][] =>
  params
    .getAll('id')
    .map((v) => v.split(/[\s,]+/).filter((id) => id !== ''))
    .filter((ids) => ids.length > 0);

/** A non-negative integer parameter, or the default when absent or not a number. */
export function intParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name) ?? '';
  return /^\s*\d+\s*$/.test(raw) ? Number(raw) : fallback;
}

/** A database parameter (E-utilities default to pubmed when it is absent), refused unless Entrez has it. */
export function entrezDb(params: URLSearchParams, name = 'db'): string {
  const db = (params.get(name) ?? 'pubmed').trim().toLowerCase() || 'pubmed';
  if (!isEntrezDb(db)) throw new EutilsError(`Invalid db name specified: ${db}`);
  return db;
}

/** ids stored under WebEnv/query_key (undefined without a query_key), refused as the real service words it. */
export function fromHistory(call: Call, db: string): readonly number[] | undefined {
  const key = call.params.get('query_key');
  if (key === null) return undefined;
  const stored = call.state.history.ids(webEnvParam(call.params), Number(key), db);
  if (!stored) throw new EutilsError(`Unable to obtain query #${key}`);
  return stored;
}

/** The ids a call asks for: its `id` list, or a page (`retstart`, `retmax` up to `max`) of a stored set. */
export function requestedIds(call: Call, db: string, max: number): string[] {
  const stored = fromHistory(call, db);
  if (!stored) return idGroups(call.params).flat();
  const retstart = intParam(call.params, 'retstart', 0);
  const retmax = Math.min(intParam(call.params, 'retmax', max), max);
  return offsetPage(stored, retstart, retmax).items.map(String);
}
