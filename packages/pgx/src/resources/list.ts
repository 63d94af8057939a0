import { type CallOptions, type PagePromise, type Query, singlePage } from '@lifesci/core';
import type * as v from 'valibot';
import type { PgxClient } from '../client.js';
import { isServiceNotFound } from '../errors.js';

/**
 * An S2 list: the service answers with one array and documents no paging, so the PagePromise has
 * exactly one page (`done`). A 404 with the service's own error body means "no record matches the
 * filter" and is an empty list (DESIGN: no results is an empty result, never an error); any other
 * error, including a bare 404 from a wrong base address, is thrown.
 */
export function singlePageList<T>(
  client: PgxClient,
  path: string,
  query: Query,
  schema: v.GenericSchema<unknown, T[]>,
  call: CallOptions | undefined,
): PagePromise<T, never, T[]> {
  const page = singlePage<T>((pageCall) =>
    client.request({ path, query, responseType: 'json', schema }, pageCall).catch((error: unknown) => {
      if (isServiceNotFound(error)) return [] as T[];
      throw error;
    }),
  );
  return client.paginate<T, never, T[]>(page, call);
}
