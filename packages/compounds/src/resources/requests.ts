import { NotFoundError, parseInput, path, type RequestSpec } from '@lifesci/core';
import { CidListSchema, CidSchema, type CidsInput, type ParsedCompoundInput } from '../schemas/params.js';

/** A request for many CIDs: GET with the ids in the path for one, a form POST of `cid=` for more. */
export function cidRequest(
  cids: readonly number[],
  operation: string,
): Omit<RequestSpec, 'schema' | 'responseType'> {
  if (cids.length === 1) {
    return { path: `${path`/rest/pug/compound/cid/${cids[0] as number}`}${operation}` };
  }
  return {
    method: 'POST',
    path: `/rest/pug/compound/cid${operation}`,
    body: new URLSearchParams({ cid: cids.join(',') }),
    readOnly: true,
  };
}

/** Longer names go in a POST body: a URL of several KB is refused by some proxies. */
const MAX_NAME_IN_PATH = 1_000;

/**
 * A lookup by name, SMILES or InChI. Names go in the path unless they hold a `/` or are very
 * long; SMILES and InChI are always sent as a form POST, since both contain characters (`/`,
 * `#`, `\`) that PubChem cannot read back from a path segment.
 */
export function inputRequest(input: ParsedCompoundInput, operation: string): RequestSpec {
  if ('cid' in input) return cidRequest([input.cid], operation);
  if ('name' in input && !input.name.includes('/') && input.name.length <= MAX_NAME_IN_PATH)
    return { path: `${path`/rest/pug/compound/name/${input.name}`}${operation}` };
  const [kind, value] =
    'name' in input
      ? ['name', input.name]
      : 'smiles' in input
        ? ['smiles', input.smiles]
        : ['inchi', input.inchi];
  return {
    method: 'POST',
    path: `/rest/pug/compound/${kind}${operation}`,
    body: new URLSearchParams({ [kind]: value }),
    readOnly: true,
  };
}

/** "No CID found" for a name or structure is an empty answer, not an error (DESIGN.md). */
export function emptyOnNotFound<T>(error: unknown, empty: T): T {
  if (error instanceof NotFoundError) return empty;
  throw error;
}

/** The PUG REST operation segment of a property table. */
export const propertyOperation = (names: readonly string[]): string => `/property/${names.join(',')}`;

/** One CID or a list, checked so that a refusal names the item (`cids[2]`). */
export function parseCids(cids: CidsInput): number[] {
  return Array.isArray(cids)
    ? parseInput(CidListSchema, cids, 'cids')
    : [parseInput(CidSchema, cids, 'cids')];
}
