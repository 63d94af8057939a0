import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import { type Drug, DrugListSchema, DrugResponseSchema } from '../schemas/drug.js';
import { AccessionSchema, TermSchema } from '../schemas/inputs.js';
import { singlePageList } from './list.js';

/** `drugs.*`: drugs, which the service calls chemicals (spec S2, `/v1/chemical`). */
export class Drugs extends Resource<PgxClient> {
  /** One drug by the service's id (`PA449053` for clopidogrel); find ids with `search(name)`. */
  async get(drugId: string, call?: CallOptions): Promise<Drug> {
    const checked = parseInput(AccessionSchema, drugId, 'drugId');
    return this.client.request({ path: path`/v1/chemical/${checked}`, schema: DrugResponseSchema }, call);
  }

  /**
   * Drugs whose name or a synonym (generic or trade name) matches `query` (sent as `name`);
   * every drug when `query` is left out. One page: the service does not page.
   */
  search(query?: string, call?: CallOptions): PagePromise<Drug, never, Drug[]> {
    return PagePromise.defer(() => {
      const name = query === undefined ? undefined : parseInput(TermSchema, query, 'query');
      return singlePageList(this.client, path`/v1/chemical`, { name }, DrugListSchema, call);
    });
  }
}
