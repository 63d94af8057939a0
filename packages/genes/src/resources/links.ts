import { type CallOptions, MissingItemError } from '@lifesci/core';
import { type EutilsClient, EutilsIdError } from '@lifesci/eutils';
import type { LinksOptions, LinkTarget } from '../schemas/options.js';

/** Links of one gene into the target database, grouped by NCBI's link name. */
export interface GeneLinks {
  id: string;
  db: LinkTarget;
  links: { linkName: string; ids: string[] }[];
}

/**
 * One LinkSet per input id (eutils' `elinkByIds`, 500 ids per request), in input order. An id
 * NCBI answered with an error or left out has no links, as before batching; a request that spent
 * its retries fails the call, since a GeneLinks entry has no place for a failure.
 */
export async function linksOf(
  eutils: EutilsClient,
  ids: readonly string[],
  options: LinksOptions,
  call: CallOptions,
): Promise<GeneLinks[]> {
  const result = await eutils.elinkByIds(
    {
      dbfrom: 'gene',
      db: options.db,
      ids: [...ids],
      ...(options.linkname === undefined ? {} : { linkname: options.linkname }),
    },
    call,
  );
  const failure = result.failures.find((f) => !noLinks(f.error));
  if (failure) throw failure.error;
  return result.items.map((item) => ({
    id: item.id,
    db: options.db,
    links: item.ok
      ? item.value.linkSetDbs
          .filter((db) => db.dbTo === options.db)
          .map((db) => ({ linkName: db.linkName, ids: db.links }))
      : [],
  }));
}

/** An answer about the id itself (NCBI's error for it, or no set for it): it has no links. */
function noLinks(error: Error): boolean {
  return error instanceof MissingItemError || error instanceof EutilsIdError;
}
