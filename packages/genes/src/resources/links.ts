import { type CallOptions, InputError } from '@lifesci/core';
import type { EutilsClient } from '@lifesci/eutils';

/** Databases the spec names as link targets from Gene. Others: use `client.eutils.elink`. */
export const LINK_TARGETS = ['gene', 'nuccore', 'protein', 'pubmed'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

export interface LinksOptions {
  db: LinkTarget;
  /** One link name, e.g. 'gene_pubmed_rif' or 'gene_nuccore_refseqrna' (default: all of them). */
  linkname?: string;
}

/** Links of one gene into the target database, grouped by NCBI's link name. */
export interface GeneLinks {
  id: string;
  db: LinkTarget;
  links: { linkName: string; ids: string[] }[];
}

export function checkLinksOptions(options: LinksOptions): LinksOptions {
  if (!options || !(LINK_TARGETS as readonly string[]).includes(options.db)) {
    throw new InputError('options.db', `one of ${LINK_TARGETS.join(', ')}`);
  }
  if (options.linkname !== undefined && !/^gene_[a-z0-9_]+$/.test(options.linkname)) {
    throw new InputError('options.linkname', 'a Gene link name such as gene_pubmed');
  }
  return options;
}

/** One LinkSet per input id (ELink's `id=1&id=2` form), returned in input order. */
export async function linksOf(
  eutils: EutilsClient,
  ids: readonly string[],
  options: LinksOptions,
  call: CallOptions,
): Promise<GeneLinks[]> {
  const sets = await eutils.elink(
    {
      dbfrom: 'gene',
      db: options.db,
      ids,
      oneToOne: true,
      ...(options.linkname === undefined ? {} : { linkname: options.linkname }),
    },
    call,
  );
  const byId = new Map<string, GeneLinks['links']>();
  for (const set of sets) {
    const links = set.linkSetDbs
      .filter((db) => db.dbTo === options.db)
      .map((db) => ({ linkName: db.linkName, ids: db.links }));
    for (const id of set.ids) byId.set(id, [...(byId.get(id) ?? []), ...links]);
  }
  return ids.map((id) => ({ id, db: options.db, links: byId.get(id) ?? [] }));
}
