import type { HalCursor, HalList } from '@lifesci/core';
import { type CallOptions, PagePromise, parseInput, path } from '@lifesci/core';
import { PubmedIdSchema } from '../schemas/common.js';
import { PublicationListV1Schema, PublicationListV2Schema } from '../schemas/params.js';
import { PublicationV1Schema } from '../schemas/v1.js';
import { PublicationV2Schema } from '../schemas/v2.js';
import type { ApiVersion, ListParams, Records } from '../versions.js';
import {
  CatalogResource,
  catalogGet,
  catalogList,
  pagingOf,
  snakeQuery,
  v1SearchList,
  versioned,
} from './catalog-resource.js';

type Publication<V extends ApiVersion> = Records<V>['publication'];

/** `publications.*`: the papers behind the studies. */
export class Publications<V extends ApiVersion> extends CatalogResource<V> {
  /**
   * One publication. API 2.0 addresses it by PubMed id; v1 by the catalog's own publication id
   * (use `list({ pubmedId })` for a PubMed id on v1).
   */
  async get(id: string | number, call?: CallOptions): Promise<Publication<V>> {
    const key = parseInput(PubmedIdSchema, id, this.isV1 ? 'publicationId' : 'pubmedId');
    return catalogGet(
      this.client,
      path`/publications/${key}`,
      versioned(this.client, PublicationV1Schema, PublicationV2Schema),
      call,
    );
  }

  /** Publications, page by page (v1: all, or `pubmedId` through search/findByPubmedId). */
  list(
    params: ListParams<V>['publications'] = {},
    call?: CallOptions,
  ): PagePromise<Publication<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      const item = versioned<Publication<V>>(this.client, PublicationV1Schema, PublicationV2Schema);
      if (this.isV1) {
        const p = parseInput(PublicationListV1Schema, params, 'params');
        return v1SearchList(
          this.client,
          '/publications',
          item,
          p,
          { pubmedId: { search: 'findByPubmedId', query: { pubmedId: p.pubmedId } } },
          call,
        );
      }
      const p = parseInput(PublicationListV2Schema, params, 'params');
      return catalogList(this.client, '/publications', item, pagingOf(p), snakeQuery(p), call);
    });
  }
}
