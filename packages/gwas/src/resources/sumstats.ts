import type { HalCursor, HalList } from '@lifesci/core';
import {
  type CallOptions,
  flattenBatches,
  InputError,
  ids,
  PagePromise,
  parseInput,
  path,
  Resource,
  recordsOf,
  refuseMarkupType,
} from '@lifesci/core';
import type * as v from 'valibot';
import { BASES } from '../bases.js';
import type { GwasClient } from '../client.js';
import { ChromosomeSchema } from '../schemas/common.js';
import {
  type SumstatsAssociation,
  type SumstatsAssociationParams,
  SumstatsAssociationParamsSchema,
  SumstatsAssociationSchema,
  type SumstatsPaging,
  SumstatsPagingSchema,
  type SumstatsRegionParams,
  SumstatsRegionParamsSchema,
  type SumstatsStreamParams,
  SumstatsStreamParamsSchema,
  type SumstatsStudy,
  SumstatsStudySchema,
  type SumstatsTrait,
  SumstatsTraitSchema,
  SumstatsVariantIdSchema,
} from '../schemas/sumstats.js';
import { readSumstatsColumns, type SumstatsColumns } from '../sumstats-columns.js';
import { type SumstatsRow, sumstatsBatches } from '../sumstats-rows.js';
import type { ApiVersion } from '../versions.js';
import { halGet, halList } from './hal-list.js';

type Paged<T> = PagePromise<T, HalCursor, HalList>;

/** A file below the files address, not a folder: a path naming something after its last slash. */
function checkedFilePath(filePath: string): string {
  if (
    typeof filePath !== 'string' ||
    !/^\/?[\w.\-/%]+$/.test(filePath) ||
    filePath.includes('..') ||
    filePath.endsWith('/') ||
    filePath.length > 1024
  ) {
    throw new InputError(
      'filePath',
      'must be a path below the files address, e.g. /GCST90000123/harmonised/GCST90000123-harmonised.tsv.gz',
    );
  }
  return filePath;
}

/**
 * `sumstats.*`: the summary-statistics API and the bulk files. The resource holds studies,
 * traits, associations and files, so each verb names its thing (`listStudies`, `getStudy`,
 * `getTrait`, `streamFile`); the associations of a trait, a chromosome region or a variant are
 * relation nouns (`traitAssociations`, ...), and a study's harmonised file is `stream`ed as rows.
 */
export class Sumstats extends Resource<GwasClient<ApiVersion>> {
  /** Studies with full summary statistics (`/studies`), page by page. */
  listStudies(params: SumstatsPaging = {}, call?: CallOptions): Paged<SumstatsStudy> {
    return PagePromise.defer(() => {
      const p = parseInput(SumstatsPagingSchema, params, 'params');
      return this.#list('/studies', SumstatsStudySchema, { page: p.page, size: p.size }, {}, call);
    });
  }

  /** One study (`/studies/{gcstId}`). */
  async getStudy(accession: string, call?: CallOptions): Promise<SumstatsStudy> {
    ids.gcst.assert(accession, 'accession');
    return halGet(
      this.client,
      { base: BASES.sumstats, path: path`/studies/${accession}`, schema: SumstatsStudySchema },
      call,
    );
  }

  /** One trait (`/traits/{efoId}`). */
  async getTrait(efoId: string, call?: CallOptions): Promise<SumstatsTrait> {
    ids.efo.assert(efoId, 'efoId');
    return halGet(
      this.client,
      { base: BASES.sumstats, path: path`/traits/${efoId}`, schema: SumstatsTraitSchema },
      call,
    );
  }

  /**
   * Associations of a trait (`/traits/{efoId}/associations`), optionally within p-value bounds:
   * `pLower`/`pUpper` take numbers or decimal strings and go out as decimal strings
   * (5e-8 -> "0.00000005").
   */
  traitAssociations(
    efoId: string,
    params: SumstatsAssociationParams = {},
    call?: CallOptions,
  ): Paged<SumstatsAssociation> {
    return PagePromise.defer(() => {
      ids.efo.assert(efoId, 'efoId');
      const p = parseInput(SumstatsAssociationParamsSchema, params, 'params');
      return this.#list(
        path`/traits/${efoId}/associations`,
        SumstatsAssociationSchema,
        { page: p.page, size: p.size },
        { p_lower: p.pLower, p_upper: p.pUpper },
        call,
      );
    });
  }

  /** Associations of one study (`/studies/{gcstId}/associations`), optionally within p-value bounds. */
  studyAssociations(
    accession: string,
    params: SumstatsAssociationParams = {},
    call?: CallOptions,
  ): Paged<SumstatsAssociation> {
    return PagePromise.defer(() => {
      ids.gcst.assert(accession, 'accession');
      const p = parseInput(SumstatsAssociationParamsSchema, params, 'params');
      return this.#list(
        path`/studies/${accession}/associations`,
        SumstatsAssociationSchema,
        { page: p.page, size: p.size },
        { p_lower: p.pLower, p_upper: p.pUpper },
        call,
      );
    });
  }

  /**
   * Associations in a region of a chromosome (`/chromosomes/{chromosome}/associations`): `start`
   * and `end` (base pairs, inclusive) go out as the service's `bp_lower`/`bp_upper`.
   */
  chromosomeAssociations(
    chromosome: string | number,
    params: SumstatsRegionParams = {},
    call?: CallOptions,
  ): Paged<SumstatsAssociation> {
    return PagePromise.defer(() => {
      const chr = parseInput(ChromosomeSchema, chromosome, 'chromosome');
      const p = parseInput(SumstatsRegionParamsSchema, params, 'params');
      return this.#list(
        path`/chromosomes/${chr}/associations`,
        SumstatsAssociationSchema,
        { page: p.page, size: p.size },
        // The service names the region bp_lower/bp_upper: its `start` is the paging offset.
        { bp_lower: p.start, bp_upper: p.end, p_lower: p.pLower, p_upper: p.pUpper },
        call,
      );
    });
  }

  /**
   * Associations of a variant (`/variants/{variantId}/associations`): the variant in each study
   * that has it, optionally within p-value bounds.
   */
  variantAssociations(
    variantId: string,
    params: SumstatsAssociationParams = {},
    call?: CallOptions,
  ): Paged<SumstatsAssociation> {
    return PagePromise.defer(() => {
      const id = parseInput(SumstatsVariantIdSchema, variantId, 'variantId');
      const p = parseInput(SumstatsAssociationParamsSchema, params, 'params');
      return this.#list(
        path`/variants/${id}/associations`,
        SumstatsAssociationSchema,
        { page: p.page, size: p.size },
        { p_lower: p.pLower, p_upper: p.pUpper },
        call,
      );
    });
  }

  /**
   * A study's harmonised summary statistics (`<GCST>/harmonised/<GCST>-harmonised.tsv.gz` below
   * the files address) as typed rows, streamed: the file is gunzipped and split as it arrives,
   * so memory stays bounded whatever its size, and a dropped connection is resumed with an HTTP
   * Range request. Returned at once; the download starts when iteration does.
   */
  stream(
    accession: string,
    params: SumstatsStreamParams = {},
    call?: CallOptions,
  ): AsyncIterable<SumstatsRow> {
    return this.#rows(() => this.#harmonisedPath(accession), params, call);
  }

  /**
   * Any GWAS-SSF file (`.tsv` or `.tsv.gz`) below the files address, as typed rows (streamed and
   * resumable like `stream`). `filePath` is taken as written (already encoded).
   */
  streamFile(
    filePath: string,
    params: SumstatsStreamParams = {},
    call?: CallOptions,
  ): AsyncIterable<SumstatsRow> {
    return this.#rows(() => checkedFilePath(filePath), params, call);
  }

  /**
   * A study's harmonised file (as `stream` reads it) in batches of columns rather than rows: each
   * batch holds the rows of about 1 MiB of the file, numbers in Float64Arrays (NaN where missing),
   * text cells decoded only when asked for (see `SumstatsColumns`). For whole-file work (filters,
   * Manhattan plots, sums) it needs about half the CPU of typed rows, which build an object per row.
   */
  streamColumns(
    accession: string,
    params: SumstatsStreamParams = {},
    call?: CallOptions,
  ): AsyncIterable<SumstatsColumns> {
    return this.#columns(() => this.#harmonisedPath(accession), params, call);
  }

  /** Any GWAS-SSF file below the files address (as `streamFile` names it) in batches of columns. */
  streamFileColumns(
    filePath: string,
    params: SumstatsStreamParams = {},
    call?: CallOptions,
  ): AsyncIterable<SumstatsColumns> {
    return this.#columns(() => checkedFilePath(filePath), params, call);
  }

  #harmonisedPath(accession: string): string {
    ids.gcst.assert(accession, 'accession');
    return path`/${accession}/harmonised/${`${accession}-harmonised.tsv.gz`}`;
  }

  /**
   * The file `where()` names, downloaded. `where` and the params check (the input checks) run when
   * iteration starts, with the download, so bad input rejects the first step of `for await`
   * instead of throwing.
   */
  async #download(
    where: () => string,
    params: SumstatsStreamParams,
    call: CallOptions | undefined,
  ): Promise<ReadableStream<Uint8Array>> {
    const filePath = where();
    const { onProgress, maxResumes } = parseInput(SumstatsStreamParamsSchema, params, 'params');
    const endpoint = `gwas GET ${filePath}`;
    return this.client.download(
      { base: BASES.files, path: filePath },
      {
        ...(onProgress === undefined ? {} : { onProgress }),
        ...(maxResumes === undefined ? {} : { maxResumes }),
        // A portal page with status 200 is an error, not a file of zero rows.
        check: (response) => refuseMarkupType(response.headers.get('content-type'), endpoint),
      },
      call,
    );
  }

  /** The column batches of the file `where()` names. */
  #columns(
    where: () => string,
    params: SumstatsStreamParams,
    call: CallOptions | undefined,
  ): AsyncIterable<SumstatsColumns> {
    const download = () => this.#download(where, params, call);
    return {
      [Symbol.asyncIterator]: () =>
        (async function* () {
          // The same bounds between batches as between rows (core's record gaps).
          yield* recordsOf(await download(), readSumstatsColumns, { isRecord: (batch) => batch.length > 0 });
        })(),
    };
  }

  /** The typed rows of the file `where()` names. */
  #rows(
    where: () => string,
    params: SumstatsStreamParams,
    call: CallOptions | undefined,
  ): AsyncIterable<SumstatsRow> {
    const download = () => this.#download(where, params, call);
    return {
      [Symbol.asyncIterator]: () =>
        flattenBatches(
          (async function* () {
            // A body that trickles, or runs on without a row, ends in a typed error (core's bounds).
            yield* recordsOf(await download(), sumstatsBatches, { isRecord: (rows) => rows.length > 0 });
          })(),
        ),
    };
  }

  /**
   * A summary-statistics list: the first page asked for by offset (`start`, `size`), as the
   * service pages; every later one by the `next` link the service writes.
   */
  #list<T>(
    where: string,
    item: v.GenericSchema<unknown, T>,
    paging: { page: number | undefined; size: number | undefined },
    query: Record<string, string | number | undefined>,
    call?: CallOptions,
  ): Paged<T> {
    return halList(
      this.client,
      { base: BASES.sumstats, path: where, item, query, paging: 'offset', ...paging },
      call,
    );
  }
}
