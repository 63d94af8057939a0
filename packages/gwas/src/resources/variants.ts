import type { HalCursor, HalList, InputOf } from '@lifesci/core';
import { type CallOptions, InputError, ids, PagePromise, parseInput, path } from '@lifesci/core';
import * as v from 'valibot';
import { BasePairSchema, ChromosomeSchema, strictParams } from '../schemas/common.js';
import { VariantListV1Schema, VariantListV2Schema } from '../schemas/params.js';
import type { ApiVersion, ListParams, Records } from '../versions.js';
import {
  CatalogResource,
  catalogGet,
  catalogList,
  pagingOf,
  snakeQuery,
  v1SearchList,
  variantSchema,
} from './catalog-resource.js';

type Variant<V extends ApiVersion> = Records<V>['variant'];

/** A chromosome region: both ends inclusive, start ≤ end. */
export const RegionSchema = v.pipe(
  strictParams({ chromosome: ChromosomeSchema, bpStart: BasePairSchema, bpEnd: BasePairSchema }),
  v.check((r) => r.bpStart <= r.bpEnd, 'bpStart must not be after bpEnd'),
);
export interface Region extends InputOf<typeof RegionSchema> {}

/** `variants.*`: SNPs (rsIds) with their locations and genomic contexts. */
export class Variants<V extends ApiVersion> extends CatalogResource<V> {
  /** One variant by rsId (`rs7329174`). */
  async get(rsId: string, call?: CallOptions): Promise<Variant<V>> {
    ids.rsid.assert(rsId, 'rsId');
    const where = this.isV1
      ? path`/singleNucleotidePolymorphisms/${rsId}`
      : path`/single-nucleotide-polymorphisms/${rsId}`;
    return catalogGet(this.client, where, variantSchema(this.client), call);
  }

  /**
   * Variants, page by page. API 2.0 filters with every parameter. v1 lists all, or searches by
   * `rsId` (v1 search/findByRsId), a region `chromosome` + `bpStart` + `bpEnd`
   * (findByChromBpLocationRange) or `mappedGene` (findByGene).
   */
  list(
    params: ListParams<V>['variants'] = {},
    call?: CallOptions,
  ): PagePromise<Variant<V>, HalCursor, HalList> {
    return PagePromise.defer(() => {
      if (this.isV1) {
        const p = parseInput(VariantListV1Schema, params, 'params');
        const region = [p.chromosome, p.bpStart, p.bpEnd].filter((x) => x !== undefined).length;
        if (region !== 0 && region !== 3) {
          throw new InputError('params', 'with apiVersion "v1" a region needs chromosome, bpStart and bpEnd');
        }
        if (region === 3)
          parseInput(
            RegionSchema,
            { chromosome: p.chromosome, bpStart: p.bpStart, bpEnd: p.bpEnd },
            'params',
          );
        return v1SearchList(
          this.client,
          '/singleNucleotidePolymorphisms',
          variantSchema(this.client),
          // The region is one search made of three parameters.
          { ...p, region: region ? true : undefined },
          {
            rsId: { search: 'findByRsId', query: { rsId: p.rsId } },
            region: {
              search: 'findByChromBpLocationRange',
              query: { chrom: p.chromosome, bpStart: p.bpStart, bpEnd: p.bpEnd },
            },
            mappedGene: { search: 'findByGene', query: { geneName: p.mappedGene } },
          },
          call,
        );
      }
      const p = parseInput(VariantListV2Schema, params, 'params');
      if (p.bpStart !== undefined && p.bpEnd !== undefined && p.bpStart > p.bpEnd) {
        throw new InputError('params.bpStart', 'must not be after bpEnd');
      }
      return catalogList(
        this.client,
        '/single-nucleotide-polymorphisms',
        variantSchema(this.client),
        pagingOf(p),
        snakeQuery(p),
        call,
      );
    });
  }
}
