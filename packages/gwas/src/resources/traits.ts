import type { HalCursor, HalList } from '@lifesci/core';
import { type CallOptions, ids, PagePromise, parseInput, path } from '@lifesci/core';
import {
  type PagingParams,
  PagingParamsSchema,
  TraitListV1Schema,
  TraitListV2Schema,
} from '../schemas/params.js';
import type { ApiVersion, ListParams, Records } from '../versions.js';
import {
  CatalogResource,
  catalogGet,
  catalogList,
  pagingOf,
  snakeQuery,
  traitSchema,
  v1SearchList,
} from './catalog-resource.js';

type Trait<V extends ApiVersion> = Records<V>['trait'];
type Association<V extends ApiVersion> = Records<V>['association'];

/** `traits.*`: EFO (and MONDO, HP, Orphanet) trait annotations. */
export class Traits<V extends ApiVersion> extends CatalogResource<V> {
  /** One trait by ontology id (`EFO_0001360`, `MONDO_0004975`). */
  async get(efoId: string, call?: CallOptions): Promise<Trait<V>> {
    ids.efo.assert(efoId, 'efoId');
    return catalogGet(
      this.client,
      this.isV1 ? path`/efoTraits/${efoId}` : path`/efo-traits/${efoId}`,
      traitSchema(this.client),
      call,
    );
  }

  /**
   * Traits, page by page. API 2.0 filters with every parameter. v1 lists all, or searches by
   * `efoTrait` (findByTraitIgnoreCase) or `uri` (findByEfoUri).
   */
  list(params: ListParams<V>['traits'] = {}, call?: CallOptions): PagePromise<Trait<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      if (this.isV1) {
        const p = parseInput(TraitListV1Schema, params, 'params');
        return v1SearchList(
          this.client,
          '/efoTraits',
          traitSchema(this.client),
          p,
          {
            efoTrait: { search: 'findByTraitIgnoreCase', query: { trait: p.efoTrait } },
            uri: { search: 'findByEfoUri', query: { uri: p.uri } },
          },
          call,
        );
      }
      const p = parseInput(TraitListV2Schema, params, 'params');
      return catalogList(
        this.client,
        '/efo-traits',
        traitSchema(this.client),
        pagingOf(p),
        snakeQuery(p),
        call,
      );
    });
  }

  /** Associations of a trait: the spec's /efoTraits/{efoId}/associations (filtered list on API 2.0). */
  associations(
    efoId: string,
    params: PagingParams = {},
    call?: CallOptions,
  ): PagePromise<Association<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      ids.efo.assert(efoId, 'efoId');
      const paging = parseInput(PagingParamsSchema, params, 'params');
      return this.client.associations.list({ efoId, ...paging } as ListParams<V>['associations'], call);
    });
  }
}
