import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import { AccessionSchema } from '../schemas/inputs.js';
import {
  type Pathway,
  type PathwayListParams,
  PathwayListParamsSchema,
  PathwayListSchema,
  PathwayResponseSchema,
} from '../schemas/pathway.js';
import { singlePageList } from './list.js';

/** `pathways.*`: pharmacokinetic and pharmacodynamic pathways with their steps (spec S2, `/v1/pathway`). */
export class Pathways extends Resource<PgxClient> {
  /** One pathway by id, with its steps. */
  async get(pathwayId: string, call?: CallOptions): Promise<Pathway> {
    const checked = parseInput(AccessionSchema, pathwayId, 'pathwayId');
    return this.client.request({ path: path`/v1/pathway/${checked}`, schema: PathwayResponseSchema }, call);
  }

  /** Pathways involving a drug (by name) and/or a gene (by symbol). */
  list(params: PathwayListParams = {}, call?: CallOptions): PagePromise<Pathway, never, Pathway[]> {
    return PagePromise.defer(() => {
      const { drug, gene } = parseInput(PathwayListParamsSchema, params, 'params');
      return singlePageList(this.client, path`/v1/pathway`, { drug, gene }, PathwayListSchema, call);
    });
  }
}
