import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import { fetchBriefing } from '../briefing.js';
import type { PgxClient } from '../client.js';
import type { Briefing } from '../schemas/briefing.js';
import {
  type GeneDrugPair,
  type GeneDrugPairId,
  GeneDrugPairListSchema,
  type GeneDrugPairParams,
  GeneDrugPairParamsSchema,
} from '../schemas/gene-drug-pair.js';
import { singlePageList } from './list.js';

/** `geneDrugPairs.*`: gene-drug pairs with their level and sources (spec S2, `/v1/geneDrugPair`). */
export class GeneDrugPairs extends Resource<PgxClient> {
  /** Pairs filtered by gene symbol, drug name and `pgxLevel` (A-D); every pair without filters. */
  list(
    params: GeneDrugPairParams = {},
    call?: CallOptions,
  ): PagePromise<GeneDrugPair, never, GeneDrugPair[]> {
    return PagePromise.defer(() => {
      const { gene, drug, pgxLevel } = parseInput(GeneDrugPairParamsSchema, params, 'params');
      return singlePageList(
        this.client,
        path`/v1/geneDrugPair`,
        { gene, drug, pgxLevel },
        GeneDrugPairListSchema,
        call,
      );
    });
  }

  /**
   * What one pair links to, in one call: the pair itself, its guidelines (with
   * recommendations), its clinical annotations by evidence level, the drug's labels and the
   * gene's alleles, fetched together within the 2 rps budget. A part that fails carries
   * `{ error }`; the others are returned.
   */
  async briefing(pair: GeneDrugPairId, call?: CallOptions): Promise<Briefing> {
    return fetchBriefing(this.client, pair, call);
  }
}
