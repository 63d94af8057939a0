import {
  type BatchResult,
  type CallOptions,
  type InputOf,
  MissingItemError,
  parseInput,
  Resource,
} from '@lifesci/core';
import { type EutilsClient, EutilsIdError } from '@lifesci/eutils';
import * as v from 'valibot';
import { variationIds } from '../ids.js';
import { type ClinVarIds, DB } from './common.js';

export interface ClinVarLinks {
  /** The ClinVar Variation ID the links start from. */
  id: string;
  /** The database linked to. */
  db: LinkTarget;
  /** 'clinvar_pubmed', 'clinvar_gene', 'clinvar_medgen' or 'clinvar_snp'. */
  linkName: string;
  /** Linked uids in the target database, in NCBI's order. */
  ids: string[];
}

const ClinVarLinksParamsSchema = v.strictObject({
  /** The database linked to. */
  db: v.picklist(['pubmed', 'gene', 'medgen', 'snp'], "'pubmed', 'gene', 'medgen' or 'snp'"),
});
export interface ClinVarLinksParams extends InputOf<typeof ClinVarLinksParamsSchema> {}
export type LinkTarget = ClinVarLinksParams['db'];

/** ELink from Variation IDs to PubMed, Gene, MedGen or dbSNP. */
export class Links extends Resource<EutilsClient> {
  /**
   * ELink one-to-one from Variation IDs with linkname clinvar_<db>, in input order: eutils'
   * `elink` with `oneToOne` (500 ids per request). An id NCBI answered with an error or left
   * out has no links (an empty `ids`); the ids of a request that spent its retries are per-id
   * failures; an error about the request itself rejects.
   */
  async get(
    input: ClinVarIds,
    params: ClinVarLinksParams,
    call: CallOptions,
  ): Promise<BatchResult<string, ClinVarLinks>> {
    const { db } = parseInput(ClinVarLinksParamsSchema, params, 'params');
    const uids = variationIds(input);
    const linkName = `${DB}_${db}`;
    const result = await this.client.elink(
      { dbfrom: DB, db, ids: uids, linkname: linkName, oneToOne: true },
      call,
    );
    const out: BatchResult<string, ClinVarLinks> = { items: [], values: [], failures: [] };
    for (const item of result.items) {
      const { id, index } = item;
      if (!item.ok && !noLinks(item.error)) {
        out.items.push({ id, index, ok: false, error: item.error });
        out.failures.push({ id, index, error: item.error });
        continue;
      }
      const found = item.ok
        ? item.value.linkSetDbs.filter((set) => set.linkName === linkName).flatMap((set) => set.links)
        : [];
      const value: ClinVarLinks = { id, db, linkName, ids: [...new Set(found)] };
      out.items.push({ id, index, ok: true, value });
      out.values.push(value);
    }
    return out;
  }
}

/** An answer about the id itself (NCBI's error for it, or no set for it): it has no links. */
function noLinks(error: Error): boolean {
  return error instanceof MissingItemError || error instanceof EutilsIdError;
}
