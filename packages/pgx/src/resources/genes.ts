import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import { type Gene, GeneListSchema, GeneResponseSchema } from '../schemas/gene.js';
import { GeneSymbolSchema, TermSchema } from '../schemas/inputs.js';
import { singlePageList } from './list.js';

/** `genes.*`: pharmacogenes (spec S2, `/v1/gene`). */
export class Genes extends Resource<PgxClient> {
  /** One gene by HGNC symbol (`CYP2C19`, `HLA-B`). A symbol the service does not know is a `NotFoundError`. */
  async get(symbol: string, call?: CallOptions): Promise<Gene> {
    const checked = parseInput(GeneSymbolSchema, symbol, 'symbol');
    return this.client.request({ path: path`/v1/gene/${checked}`, schema: GeneResponseSchema }, call);
  }

  /**
   * Genes whose name or symbol matches `query` (sent as `q`); every gene when `query` is left
   * out. One page: the service does not page.
   */
  search(query?: string, call?: CallOptions): PagePromise<Gene, never, Gene[]> {
    return PagePromise.defer(() => {
      const q = query === undefined ? undefined : parseInput(TermSchema, query, 'query');
      return singlePageList(this.client, path`/v1/gene`, { q }, GeneListSchema, call);
    });
  }
}
