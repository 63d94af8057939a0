import type { HalCursor, HalList } from '@lifesci/core';
import { type CallOptions, PagePromise, parseInput, path } from '@lifesci/core';
import { NonEmptySchema } from '../schemas/common.js';
import { GeneListV1Schema, GeneListV2Schema } from '../schemas/params.js';
import { GeneV1Schema } from '../schemas/v1.js';
import { GeneV2Schema } from '../schemas/v2.js';
import type { ApiVersion, ListParams, Records } from '../versions.js';
import {
  CatalogResource,
  catalogGet,
  catalogList,
  pagingOf,
  v1SearchList,
  versioned,
} from './catalog-resource.js';

type Gene<V extends ApiVersion> = Records<V>['gene'];

/** `genes.*`: genes the catalog maps variants to. */
export class Genes<V extends ApiVersion> extends CatalogResource<V> {
  /** One gene: by name on API 2.0 (`/v2/genes/{gene_name}`), by the catalog's gene id on v1. */
  async get(gene: string | number, call?: CallOptions): Promise<Gene<V>> {
    const key = parseInput(NonEmptySchema, String(gene), this.isV1 ? 'geneId' : 'geneName');
    return catalogGet(
      this.client,
      path`/genes/${key}`,
      versioned(this.client, GeneV1Schema, GeneV2Schema),
      call,
    );
  }

  /**
   * Genes, page by page; `geneName` narrows to one gene (v1: /genes/search/findByGeneName; API
   * 2.0 has no gene filter, so it reads /v2/genes/{gene_name} as a one-item list).
   */
  list(params: ListParams<V>['genes'] = {}, call?: CallOptions): PagePromise<Gene<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      const item = versioned<Gene<V>>(this.client, GeneV1Schema, GeneV2Schema);
      if (this.isV1) {
        const p = parseInput(GeneListV1Schema, params, 'params');
        return v1SearchList(
          this.client,
          '/genes',
          item,
          p,
          { geneName: { search: 'findByGeneName', query: { geneName: p.geneName } } },
          call,
        );
      }
      const p = parseInput(GeneListV2Schema, params, 'params');
      if (p.geneName !== undefined)
        return catalogList(
          this.client,
          path`/genes/${p.geneName}`,
          item,
          { paged: false, notFoundIsEmpty: true },
          {},
          call,
        );
      return catalogList(this.client, '/genes', item, pagingOf(p), { sort: p.sort }, call);
    });
  }
}
