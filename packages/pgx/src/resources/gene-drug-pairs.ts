import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import {
  type GeneDrugPair,
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
}
