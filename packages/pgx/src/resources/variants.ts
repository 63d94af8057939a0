import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import { RsidSchema } from '../schemas/inputs.js';
import {
  type Variant,
  type VariantListParams,
  VariantListParamsSchema,
  VariantListSchema,
  VariantResponseSchema,
} from '../schemas/variant.js';
import { singlePageList } from './list.js';

/** `variants.*`: variants by rsid or GRCh38 location (spec S2, `/v1/variant`). */
export class Variants extends Resource<PgxClient> {
  /** One variant by reference SNP id (`rs4244285`). */
  async get(rsid: string, call?: CallOptions): Promise<Variant> {
    const checked = parseInput(RsidSchema, rsid, 'rsid');
    return this.client.request({ path: path`/v1/variant/${checked}`, schema: VariantResponseSchema }, call);
  }

  /** Variants on a chromosome (1-22, X, Y), or at one GRCh38 position on it. */
  list(params: VariantListParams = {}, call?: CallOptions): PagePromise<Variant, never, Variant[]> {
    return PagePromise.defer(() => {
      const { chromosome, position } = parseInput(VariantListParamsSchema, params, 'params');
      return singlePageList(
        this.client,
        path`/v1/variant`,
        { chromosome, position },
        VariantListSchema,
        call,
      );
    });
  }
}
