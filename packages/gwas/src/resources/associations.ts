import {
  type CallOptions,
  type HalCursor,
  type HalList,
  halLink,
  InputError,
  ids,
  PagePromise,
  parseInput,
  path,
} from '@lifesci/core';
import { AnswerRecordSchema, AssociationIdSchema } from '../schemas/common.js';
import { AssociationListV1Schema, AssociationListV2Schema } from '../schemas/params.js';
import { StudyV1Schema } from '../schemas/v1.js';
import { StudyV2Schema } from '../schemas/v2.js';
import type { ApiVersion, ListParams, Records } from '../versions.js';
import {
  associationSchema,
  CatalogResource,
  catalogGet,
  catalogLinkTarget,
  catalogList,
  followLink,
  oneOf,
  pagingOf,
  snakeQuery,
  traitSchema,
  variantSchema,
  versioned,
} from './catalog-resource.js';
import { halGet } from './hal-list.js';

type Association<V extends ApiVersion> = Records<V>['association'];
type Study<V extends ApiVersion> = Records<V>['study'];
type Trait<V extends ApiVersion> = Records<V>['trait'];
type Variant<V extends ApiVersion> = Records<V>['variant'];

/** `associations.*`: variant-trait associations with exact p-values (`pValue`). */
export class Associations<V extends ApiVersion> extends CatalogResource<V> {
  /** One association by its id (`15608`). */
  async get(associationId: string | number, call?: CallOptions): Promise<Association<V>> {
    const id = parseInput(AssociationIdSchema, associationId, 'associationId');
    return catalogGet(this.client, path`/associations/${id}`, associationSchema(this.client), call);
  }

  /**
   * Associations, page by page. API 2.0 filters with every parameter. v1 lists all, or reads
   * the associations of one variant (`rsId`), trait (`efoId`) or study (`accessionId`), which
   * v1 returns whole (one request); `projection` (e.g. `associationBySnp`) is passed on.
   */
  list(
    params: ListParams<V>['associations'] = {},
    call?: CallOptions,
  ): PagePromise<Association<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      if (this.isV1) {
        const p = parseInput(AssociationListV1Schema, params, 'params');
        const by = oneOf(p, ['rsId', 'efoId', 'accessionId']);
        const query = { projection: p.projection, sort: p.sort };
        if (by === undefined)
          return catalogList(
            this.client,
            '/associations',
            associationSchema(this.client),
            pagingOf(p),
            query,
            call,
          );
        const sub =
          by === 'rsId'
            ? path`/singleNucleotidePolymorphisms/${p.rsId ?? ''}/associations`
            : by === 'efoId'
              ? path`/efoTraits/${p.efoId ?? ''}/associations`
              : path`/studies/${p.accessionId ?? ''}/associations`;
        return catalogList(this.client, sub, associationSchema(this.client), { paged: false }, query, call);
      }
      const p = parseInput(AssociationListV2Schema, params, 'params');
      return catalogList(
        this.client,
        '/associations',
        associationSchema(this.client),
        pagingOf(p),
        snakeQuery(p),
        call,
      );
    });
  }

  /** The study an association belongs to (v1: its `study` link; API 2.0: its `accession_id`). */
  async study(association: Association<V>, call?: CallOptions): Promise<Study<V>> {
    const record = parseInput(AnswerRecordSchema, association, 'association') as Record<string, unknown> & {
      _links?: HalList['_links'];
    };
    const link = halLink(record._links, 'study');
    if (this.isV1 && link) {
      const target = catalogLinkTarget(this.client, link.href, 'association._links.study');
      return halGet(
        this.client,
        {
          path: target.path,
          query: target.query,
          schema: versioned(this.client, StudyV1Schema, StudyV2Schema),
        },
        call,
      );
    }
    const accession = record.accession_id;
    if (typeof accession !== 'string') {
      throw new InputError('association', 'must carry a study link (v1) or an accession_id (API 2.0)');
    }
    return this.client.studies.get(accession, call);
  }

  /** The traits of an association (v1: its `efoTraits` link; API 2.0: each of its `efo_traits`). */
  traits(association: Association<V>, call?: CallOptions): PagePromise<Trait<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      const record = parseInput(AnswerRecordSchema, association, 'association') as Record<string, unknown> & {
        _links?: HalList['_links'];
      };
      if (this.isV1) {
        const id = idOf(record);
        return followLink(
          this.client,
          record._links,
          'efoTraits',
          path`/associations/${id}/efoTraits`,
          traitSchema(this.client),
          call,
        );
      }
      const efoIds = ((record.efo_traits ?? []) as { efo_id?: string | null }[])
        .map((t) => t.efo_id)
        .filter((x): x is string => typeof x === 'string');
      return this.#each(efoIds, (efoId, c) => this.client.traits.get(efoId, c), call);
    });
  }

  /** The variants of an association (v1: its `snps` link; API 2.0: each rsId of `snp_allele`). */
  variants(association: Association<V>, call?: CallOptions): PagePromise<Variant<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      const record = parseInput(AnswerRecordSchema, association, 'association') as Record<string, unknown> & {
        _links?: HalList['_links'];
      };
      if (this.isV1) {
        const id = idOf(record);
        return followLink(
          this.client,
          record._links,
          'snps',
          path`/associations/${id}/snps`,
          variantSchema(this.client),
          call,
        );
      }
      const rsIds = ((record.snp_allele ?? []) as { rs_id?: string | null }[])
        .map((a) => a.rs_id)
        .filter((x): x is string => typeof x === 'string' && ids.rsid.test(x));
      return this.#each([...new Set(rsIds)], (rsId, c) => this.client.variants.get(rsId, c), call);
    });
  }

  /** Records read one by one (API 2.0 embeds ids, not links), as a single page. */
  #each<T>(
    keys: readonly string[],
    read: (key: string, call: CallOptions) => Promise<T>,
    call?: CallOptions,
  ): PagePromise<T, HalCursor, HalList> {
    return this.client.paginate<T, HalCursor, HalList>(async (_cursor, pageCall) => {
      const items: T[] = [];
      for (const key of keys) items.push(await read(key, pageCall));
      return { items, done: true };
    }, call);
  }
}

function idOf(record: Record<string, unknown>): string {
  const id = record.associationId;
  if (typeof id !== 'string') throw new InputError('association', 'must carry its self link (v1 records do)');
  return id;
}
