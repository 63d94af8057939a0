import { type BatchResult, type CallOptions, MissingItemError } from '@lifesci/core';
import { type EutilsClient, EutilsIdError } from '@lifesci/eutils';
import type { GeneLinksParams, LinkTarget } from '../schemas/options.js';

/** Links of one gene into the target database, grouped by NCBI's link name. */
export interface GeneLinks {
  id: string;
  db: LinkTarget;
  links: { linkName: string; ids: string[] }[];
}

/**
 * One LinkSet per input id (eutils' `elink` with `oneToOne`, 500 ids per request), in input
 * order. An id NCBI answered with an error, or left out, has no links (an empty `links`); the ids
 * of a request that spent its retries are per-id failures; an error about the request rejects.
 */
export async function linksOf(
  eutils: EutilsClient,
  ids: readonly string[],
  params: GeneLinksParams,
  call: CallOptions,
): Promise<BatchResult<string, GeneLinks>> {
  const result = await eutils.elink(
    {
      dbfrom: 'gene',
      db: params.db,
      ids: [...ids],
      oneToOne: true,
      ...(params.linkname === undefined ? {} : { linkname: params.linkname }),
    },
    call,
  );
  const out: BatchResult<string, GeneLinks> = { items: [], values: [], failures: [] };
  for (const item of result.items) {
    const { id, index } = item;
    if (!item.ok && !noLinks(item.error)) {
      out.items.push(item);
      out.failures.push({ id, index, error: item.error });
      continue;
    }
    const value: GeneLinks = {
      id,
      db: params.db,
      links: item.ok
        ? item.value.linkSetDbs
            .filter((db) => db.dbTo === params.db)
            .map((db) => ({ linkName: db.linkName, ids: db.links }))
        : [],
    };
    out.items.push({ id, index, ok: true, value });
    out.values.push(value);
  }
  return out;
}

/** An answer about the id itself (NCBI's error for it, or no set for it): it has no links. */
function noLinks(error: Error): boolean {
  return error instanceof MissingItemError || error instanceof EutilsIdError;
}
