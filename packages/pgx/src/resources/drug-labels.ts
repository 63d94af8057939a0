import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import {
  type DrugLabel,
  DrugLabelListSchema,
  type DrugLabelParams,
  DrugLabelParamsSchema,
} from '../schemas/drug-label.js';
import { singlePageList } from './list.js';

/** `drugLabels.*`: pharmacogenomic content of regulatory drug labels (spec S2, `/v1/drugLabel`). */
export class DrugLabels extends Resource<PgxClient> {
  /** Labels of one drug (`drug` is required by the service), optionally from one regulator. */
  list(params: DrugLabelParams, call?: CallOptions): PagePromise<DrugLabel, never, DrugLabel[]> {
    return PagePromise.defer(() => {
      const { drug, source } = parseInput(DrugLabelParamsSchema, params, 'params');
      return singlePageList(this.client, path`/v1/drugLabel`, { drug, source }, DrugLabelListSchema, call);
    });
  }
}
