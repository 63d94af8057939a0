import { batch, type CallOptions, parseInput } from '@lifesci/core';
import type { EutilsClient } from '@lifesci/eutils';
import * as v from 'valibot';
import { variationIds } from '../ids.js';
import { type ClinVarIds, DB } from './common.js';

export type LinkTarget = 'pubmed' | 'gene' | 'medgen' | 'snp';

export interface ClinVarLinks {
  /** The ClinVar Variation ID the links start from. */
  id: string;
  target: LinkTarget;
  /** 'clinvar_pubmed', 'clinvar_gene', 'clinvar_medgen' or 'clinvar_snp'. */
  linkName: string;
  /** Linked uids in the target database, in NCBI's order. */
  ids: string[];
}

/** Ids per ELink request. */
const LINK_BATCH = 500;

const LinksOptionsSchema = v.strictObject({
  target: v.picklist(['pubmed', 'gene', 'medgen', 'snp'], "'pubmed', 'gene', 'medgen' or 'snp'"),
});

/** ELink one-to-one from Variation IDs with linkname clinvar_<target>, in input order. */
export async function links(
  eutils: EutilsClient,
  input: ClinVarIds,
  options: { target: LinkTarget },
  call: CallOptions,
): Promise<ClinVarLinks[]> {
  const { target } = parseInput(LinksOptionsSchema, options, 'options');
  const uids = variationIds(input);
  const linkName = `${DB}_${target}`;
  // One ELink request per 500 ids, like ESummary/EFetch: a single POST of thousands times out.
  const result = await batch(uids, {
    size: LINK_BATCH,
    signal: call.signal,
    run: async (chunk, { signal }) => {
      const sets = await eutils.elink(
        { dbfrom: DB, db: target, ids: chunk, linkname: linkName, oneToOne: true },
        { ...call, signal },
      );
      const byId = new Map<string, string[]>(chunk.map((id) => [id, []]));
      for (const set of sets) {
        const found = set.linkSetDbs.filter((db) => db.linkName === linkName).flatMap((db) => db.links);
        for (const id of set.ids) byId.get(id)?.push(...found);
      }
      return byId;
    },
  });
  // Links are not per-id answers that can fail one by one: a failed request fails the call.
  const failure = result.failures[0];
  if (failure) throw failure.error;
  return result.values.map((ids, i) => ({ id: uids[i]!, target, linkName, ids: [...new Set(ids)] }));
}
