import type { HalCursor, HalList } from '@lifesci/core';
import { type CallOptions, ids, PagePromise, parseInput, path } from '@lifesci/core';
import { AnswerRecordSchema } from '../schemas/common.js';
import {
  type PagingParams,
  PagingParamsSchema,
  StudyListV1Schema,
  StudyListV2Schema,
} from '../schemas/params.js';
import { StudyV1Schema } from '../schemas/v1.js';
import { StudyV2Schema } from '../schemas/v2.js';
import type { ApiVersion, ListParams, Records } from '../versions.js';
import {
  associationSchema,
  CatalogResource,
  catalogGet,
  catalogList,
  followLink,
  pagingOf,
  snakeQuery,
  v1SearchList,
  versioned,
} from './catalog-resource.js';

type Study<V extends ApiVersion> = Records<V>['study'];
type Association<V extends ApiVersion> = Records<V>['association'];

/** API 2.0 documents the sort key with a capital I. */
const V2_SORT: Record<string, string> = { accession_id: 'accession_Id', snp_count: 'snp_count' };

/** `studies.*`: GWAS studies (GCST accessions). */
export class Studies<V extends ApiVersion> extends CatalogResource<V> {
  /** One study by accession (`GCST000854`). */
  async get(accessionId: string, call?: CallOptions): Promise<Study<V>> {
    ids.gcst.assert(accessionId, 'accessionId');
    return catalogGet(
      this.client,
      path`/studies/${accessionId}`,
      versioned(this.client, StudyV1Schema, StudyV2Schema),
      call,
    );
  }

  /**
   * Studies, page by page. API 2.0 filters with every parameter; v1 lists all studies, or
   * searches by `pubmedId` (findByPublicationIdPubmedId) or `diseaseTrait` (findByDiseaseTrait).
   */
  list(params: ListParams<V>['studies'] = {}, call?: CallOptions): PagePromise<Study<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      const item = versioned<Study<V>>(this.client, StudyV1Schema, StudyV2Schema);
      if (this.isV1) {
        const p = parseInput(StudyListV1Schema, params, 'params');
        return v1SearchList(
          this.client,
          '/studies',
          item,
          p,
          {
            pubmedId: { search: 'findByPublicationIdPubmedId', query: { pubmedId: p.pubmedId } },
            diseaseTrait: { search: 'findByDiseaseTrait', query: { diseaseTrait: p.diseaseTrait } },
          },
          call,
        );
      }
      const p = parseInput(StudyListV2Schema, params, 'params');
      const query = snakeQuery(p);
      if (p.sort) query.sort = V2_SORT[p.sort];
      return catalogList(this.client, '/studies', item, pagingOf(p), query, call);
    });
  }

  /**
   * A study's associations, following its `associations` link (v1, one unpaged list) or
   * filtering `/v2/associations` by its accession (API 2.0, paged).
   */
  associations(
    study: string | Study<V>,
    params: PagingParams = {},
    call?: CallOptions,
  ): PagePromise<Association<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      const accessionId =
        typeof study === 'string' ? study : accessionOf(parseInput(AnswerRecordSchema, study, 'study'));
      ids.gcst.assert(accessionId, typeof study === 'string' ? 'study' : 'study.accessionId');
      const paging = parseInput(PagingParamsSchema, params, 'params');
      if (this.isV1) {
        const links = typeof study === 'string' ? undefined : study._links;
        return followLink(
          this.client,
          links,
          'associations',
          path`/studies/${accessionId}/associations`,
          associationSchema(this.client),
          call,
        );
      }
      return this.client.associations.list({ accessionId, ...paging } as ListParams<V>['associations'], call);
    });
  }
}

function accessionOf(study: Record<string, unknown>): unknown {
  return study.accessionId ?? study.accession_id;
}
