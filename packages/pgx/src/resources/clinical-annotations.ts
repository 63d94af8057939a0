import { type CallOptions, PagePromise, parseInput, path, Resource } from '@lifesci/core';
import type { PgxClient } from '../client.js';
import {
  type ClinicalAnnotation,
  ClinicalAnnotationListSchema,
  type ClinicalAnnotationParams,
  ClinicalAnnotationParamsSchema,
} from '../schemas/clinical-annotation.js';
import { singlePageList } from './list.js';

/** `clinicalAnnotations.*`: graded gene-drug-phenotype annotations (spec S2, `/v1/clinicalAnnotation`). */
export class ClinicalAnnotations extends Resource<PgxClient> {
  /** Annotations filtered by gene symbol, drug name, evidence level (1A-4) and phenotype. */
  list(
    params: ClinicalAnnotationParams = {},
    call?: CallOptions,
  ): PagePromise<ClinicalAnnotation, never, ClinicalAnnotation[]> {
    return PagePromise.defer(() => {
      const { gene, drug, evidenceLevel, phenotype } = parseInput(
        ClinicalAnnotationParamsSchema,
        params,
        'params',
      );
      return singlePageList(
        this.client,
        path`/v1/clinicalAnnotation`,
        { gene, drug, evidenceLevel, phenotype },
        ClinicalAnnotationListSchema,
        call,
      );
    });
  }
}
