import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import {
  type Allele,
  type AlleleListParams,
  AlleleListParamsSchema,
  AlleleListSchema,
  AlleleResponseSchema,
} from '../schemas/allele.js';
import { StarAlleleSchema } from '../schemas/inputs.js';
import { singlePageList } from './list.js';

/** `alleles.*`: star alleles with function, activity score and frequencies (spec S2, `/v1/allele`). */
export class Alleles extends Resource<PgxClient> {
  /** One allele by star-allele name (`CYP2C19*2`, `HLA-B*57:01`); HLA colons are percent-encoded. */
  async get(name: string, call?: CallOptions): Promise<Allele> {
    const checked = parseInput(StarAlleleSchema, name, 'name');
    return this.client.request({ path: path`/v1/allele/${checked}`, schema: AlleleResponseSchema }, call);
  }

  /** Every allele of one gene (`gene` is required by the service). */
  list(params: AlleleListParams, call?: CallOptions): PagePromise<Allele, never, Allele[]> {
    return PagePromise.defer(() => {
      const { gene } = parseInput(AlleleListParamsSchema, params, 'params');
      return singlePageList(this.client, path`/v1/allele`, { gene }, AlleleListSchema, call);
    });
  }
}
