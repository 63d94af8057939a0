import { type InputOf, IntSchema } from '@lifesci/core';
import * as v from 'valibot';

/** One object of the bucket, as the Cloud Storage JSON API lists it (sizes arrive as strings). */
export const BucketObjectSchema = v.looseObject({
  name: v.string(),
  bucket: v.optional(v.string()),
  size: IntSchema,
  md5Hash: v.optional(v.string()),
  crc32c: v.optional(v.string()),
  contentType: v.optional(v.string()),
  updated: v.optional(v.string()),
  timeCreated: v.optional(v.string()),
  generation: v.optional(v.string()),
  mediaLink: v.optional(v.string()),
});
export type BucketObject = v.InferOutput<typeof BucketObjectSchema>;

export const BucketListingSchema = v.looseObject({
  kind: v.optional(v.string()),
  items: v.optional(v.array(BucketObjectSchema)),
  prefixes: v.optional(v.array(v.string())),
  nextPageToken: v.optional(v.string()),
});
export type BucketListing = v.InferOutput<typeof BucketListingSchema>;

export const ListParamsSchema = v.strictObject({
  /** Only objects whose name starts with this (e.g. `proteomes/proteome-tax_id-9606-`). */
  prefix: v.optional(v.string()),
  /** Objects per page (the API's maximum is 1000). */
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
});
export interface ListParams extends InputOf<typeof ListParamsSchema> {}

// Safe integers: 1e21 or 2**53+2 would be sent as "1e+21" or a neighbouring number.
export const TaxIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
