import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import {
  type Guideline,
  type GuidelineListParams,
  GuidelineListParamsSchema,
  GuidelineListSchema,
  GuidelineResponseSchema,
} from '../schemas/guideline.js';
import { AccessionSchema } from '../schemas/inputs.js';
import { singlePageList } from './list.js';

/** `guidelines.*`: CPIC, DPWG and FDA prescribing guidelines (spec S2, `/v1/guideline`). */
export class Guidelines extends Resource<PgxClient> {
  /** One guideline by id, with its recommendations. */
  async get(guidelineId: string, call?: CallOptions): Promise<Guideline> {
    const checked = parseInput(AccessionSchema, guidelineId, 'guidelineId');
    return this.client.request(
      { path: path`/v1/guideline/${checked}`, schema: GuidelineResponseSchema },
      call,
    );
  }

  /** Guidelines filtered by `source` (CPIC, DPWG, FDA), gene symbol and drug name. */
  list(params: GuidelineListParams = {}, call?: CallOptions): PagePromise<Guideline, never, Guideline[]> {
    return PagePromise.defer(() => {
      const { source, gene, drug } = parseInput(GuidelineListParamsSchema, params, 'params');
      return singlePageList(
        this.client,
        path`/v1/guideline`,
        { source, gene, drug },
        GuidelineListSchema,
        call,
      );
    });
  }
}
