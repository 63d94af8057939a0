import {
  type CallOptions,
  InputError,
  PagePromise,
  parseInput,
  path,
  Resource,
  segments,
} from '@lifesci/core';
import type { PredictedStructuresClient } from '../client.js';
import {
  type BucketListing,
  BucketListingSchema,
  type BucketObject,
  type ListParams,
  ListParamsSchema,
  TaxIdSchema,
} from '../schemas/bulk.js';
import { type DownloadParams, DownloadParamsSchema } from '../schemas/download.js';

/** Objects per listing page when the caller does not say. */
const DEFAULT_LIST_PAGE = 1000;

/** `bulk.*`: the public Cloud Storage bucket (proteome archives, accession index, sequences). */
export class Bulk extends Resource<PredictedStructuresClient> {
  /** The `_v<N>` the bucket's file names carry (from the bucket name, `...-v4` → 4). */
  readonly version: number;

  readonly bucket: string;

  /** `bucket`: the client's `bucket` option, checked by core with the client's options. */
  constructor(client: PredictedStructuresClient, bucket: string) {
    super(client);
    this.bucket = bucket;
    this.version = Number(/-v(\d+)$/.exec(bucket)?.[1] ?? 4);
  }

  /** `accession_ids.csv`: every entry (accession, first/last residue, entry id, version); ~13.5 GB. */
  get accessionIndex(): string {
    return 'accession_ids.csv';
  }

  /** `sequences.fasta`: every modelled sequence; ~16.5 GB. */
  get sequences(): string {
    return 'sequences.fasta';
  }

  /**
   * The name of a species' proteome archive: `proteomes/proteome-tax_id-<taxId>-<part>_v4.tar`.
   * A synchronous builder (nothing is sent): a bad `taxId` or `part` throws an InputError here.
   */
  proteomeArchive(taxId: number, part = 0): string {
    const tax = parseInput(TaxIdSchema, taxId, 'taxId');
    if (!Number.isInteger(part) || part < 0) throw new InputError('part', 'a whole number of 0 or more');
    return `proteomes/proteome-tax_id-${tax}-${part}_v${this.version}.tar`;
  }

  /**
   * The public address of an object (for tools that download by URL, e.g. gsutil or curl). A
   * synchronous builder (nothing is sent): a bad `name` throws an InputError here.
   */
  url(name: string): string {
    checkName(name);
    const base = this.client.baseUrlOf('predictedBucket').replace(/\/+$/, '');
    return base + path`/${this.bucket}/${segments(name, 'name')}`;
  }

  /** Objects of the bucket, paged through the Cloud Storage JSON API (`nextPageToken`). */
  list(params: ListParams = {}, call?: CallOptions): PagePromise<BucketObject, string, BucketListing> {
    return PagePromise.defer(() => {
      const { prefix, pageSize = DEFAULT_LIST_PAGE } = parseInput(ListParamsSchema, params, 'params');
      return this.client.paginate<BucketObject, string, BucketListing>(async (pageToken, pageCall) => {
        const page = await this.client.request(
          {
            base: 'predictedBucket',
            path: path`/storage/v1/b/${this.bucket}/o`,
            query: { prefix, maxResults: pageSize, pageToken },
            schema: BucketListingSchema,
          },
          pageCall,
        );
        return { items: page.items ?? [], next: page.nextPageToken, raw: page };
      }, call);
    });
  }

  /** A species' proteome archives (`proteomes/proteome-tax_id-<taxId>-*`), paged: a relation of a taxon. */
  proteomes(taxId: number, call?: CallOptions): PagePromise<BucketObject, string, BucketListing> {
    return PagePromise.defer(() => {
      const tax = parseInput(TaxIdSchema, taxId, 'taxId');
      return this.list({ prefix: `proteomes/proteome-tax_id-${tax}-` }, call);
    });
  }

  /** An object as a byte stream that resumes with Range after a dropped connection; progress per chunk. */
  async download(
    name: string,
    params: DownloadParams = {},
    call?: CallOptions,
  ): Promise<ReadableStream<Uint8Array>> {
    checkName(name);
    const { onProgress } = parseInput(DownloadParamsSchema, params, 'params');
    return this.client.download(
      { base: 'predictedBucket', path: path`/${this.bucket}/${segments(name, 'name')}` },
      onProgress ? { onProgress } : {},
      call,
    );
  }
}

function checkName(name: string): void {
  if (
    typeof name !== 'string' ||
    name === '' ||
    name.split('/').some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw new InputError('name', 'an object name such as proteomes/proteome-tax_id-9606-0_v4.tar');
  }
}
