import { type CallOptions, type InputOf, MissingItemError, parseInput, Resource } from '@lifesci/core';
import { EutilsIdError } from '@lifesci/eutils';
import * as v from 'valibot';
import type { ClinicalVariantsClient } from '../client.js';
import { variationIds } from '../ids.js';
import { type ClinVarIds, DB } from './common.js';

export interface ClinVarLinks {
  /** The ClinVar Variation ID the links start from. */
  id: string;
  target: LinkTarget;
  /** 'clinvar_pubmed', 'clinvar_gene', 'clinvar_medgen' or 'clinvar_snp'. */
  linkName: string;
  /** Linked uids in the target database, in NCBI's order. */
  ids: string[];
}

const LinksOptionsSchema = v.strictObject({
  /** The database linked to. */
  target: v.picklist(['pubmed', 'gene', 'medgen', 'snp'], "'pubmed', 'gene', 'medgen' or 'snp'"),
});
export interface LinksOptions extends InputOf<typeof LinksOptionsSchema> {}
export type LinkTarget = LinksOptions['target'];

/** ELink from Variation IDs to PubMed, Gene, MedGen or dbSNP. */
export class Links extends Resource<ClinicalVariantsClient> {
  /**
   * ELink one-to-one from Variation IDs with linkname clinvar_<target>, in input order: eutils'
   * `elinkByIds` (500 ids per request). An id NCBI answered with an error or left out has no
   * links, as before batching; a request that spent its retries fails the call, since a
   * ClinVarLinks entry has no place for a failure.
   */
  async get(input: ClinVarIds, options: LinksOptions, call: CallOptions): Promise<ClinVarLinks[]> {
    const eutils = this.client.eutils;
    const { target } = parseInput(LinksOptionsSchema, options, 'options');
    const uids = variationIds(input);
    const linkName = `${DB}_${target}`;
    const result = await eutils.elinkByIds({ dbfrom: DB, db: target, ids: uids, linkname: linkName }, call);
    const failure = result.failures.find((f) => !noLinks(f.error));
    if (failure) throw failure.error;
    return result.items.map((item) => {
      const found = item.ok
        ? item.value.linkSetDbs.filter((db) => db.linkName === linkName).flatMap((db) => db.links)
        : [];
      return { id: item.id, target, linkName, ids: [...new Set(found)] };
    });
  }
}

/** An answer about the id itself (NCBI's error for it, or no set for it): it has no links. */
function noLinks(error: Error): boolean {
  return error instanceof MissingItemError || error instanceof EutilsIdError;
}
