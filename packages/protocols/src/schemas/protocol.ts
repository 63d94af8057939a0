import { DecimalSchema } from '@lifesci/core';
import * as v from 'valibot';
import { EnvelopeEntries, FlagSchema, ImageSchema, UnixTimeSchema, UserSchema } from './common.js';

/**
 * One component of a step. `type_id` says what `source` holds (1 description, 3 amount,
 * 4 duration, 6 section title, 7 link, 8 software, 9 dataset, 15 command, 17 expected result,
 * 19 safety, 20 reagent, 22 goto, 24 temperature, 25 concentration, 26 notes ...); `source` stays
 * an open object because its fields differ per type.
 */
export const StepComponentSchema = v.looseObject({
  id: v.nullish(v.number()),
  guid: v.nullish(v.string()),
  order_id: v.nullish(v.number()),
  type_id: v.number(),
  title: v.nullish(v.string()),
  source: v.nullish(v.looseObject({})),
});
export type StepComponent = v.InferOutput<typeof StepComponentSchema>;

/** A protocol step: an ordered list of components, linked to the previous step. */
export const StepSchema = v.looseObject({
  id: v.number(),
  guid: v.nullish(v.string()),
  previous_id: v.nullish(v.number()),
  previous_guid: v.nullish(v.string()),
  modified_on: UnixTimeSchema,
  components: v.optional(v.array(StepComponentSchema), []),
});
export type Step = v.InferOutput<typeof StepSchema>;

/** A reagent or material with its vendor. */
export const MaterialSchema = v.looseObject({
  id: v.number(),
  name: v.nullish(v.string()),
  mol_weight: v.nullish(DecimalSchema),
  url: v.nullish(v.string()),
  sku: v.nullish(v.string()),
  vendor: v.nullish(UserSchema),
});
export type Material = v.InferOutput<typeof MaterialSchema>;

const StatsSchema = v.looseObject({
  number_of_views: v.optional(v.number()),
  number_of_steps: v.optional(v.number()),
  number_of_bookmarks: v.optional(v.number()),
  number_of_comments: v.optional(v.number()),
  number_of_exports: v.optional(v.number()),
  number_of_runs: v.optional(v.number()),
});

/** A version of a protocol, as listed under `versions`. */
export const ProtocolVersionSchema = v.looseObject({
  id: v.number(),
  title: v.nullish(v.string()),
  uri: v.nullish(v.string()),
  doi: v.nullish(v.string()),
  version_id: v.nullish(v.number()),
  published_on: UnixTimeSchema,
  created_on: v.optional(UnixTimeSchema),
});
export type ProtocolVersion = v.InferOutput<typeof ProtocolVersionSchema>;

/**
 * A protocol as the API v3 returns it: in listings without `steps`/`materials`, from
 * `protocols.get` with them. Times (`created_on`, `published_on`) are Unix seconds on the wire
 * and Dates here; `public` is 0/1 on the wire and a boolean here.
 */
export const ProtocolSchema = v.looseObject({
  id: v.number(),
  title: v.string(),
  title_html: v.nullish(v.string()),
  uri: v.string(),
  doi: v.nullish(v.string()),
  image: v.nullish(ImageSchema),
  type_id: v.nullish(v.number()),
  version_id: v.nullish(v.number()),
  public: v.optional(FlagSchema),
  published_on: UnixTimeSchema,
  created_on: UnixTimeSchema,
  creator: v.nullish(UserSchema),
  authors: v.optional(v.array(UserSchema)),
  number_of_steps: v.nullish(v.number()),
  stats: v.optional(StatsSchema),
  link: v.nullish(v.string()),
  description: v.nullish(v.string()),
  versions: v.optional(v.array(ProtocolVersionSchema)),
  steps: v.optional(v.array(StepSchema)),
  materials: v.optional(v.array(MaterialSchema)),
});
export type Protocol = v.InferOutput<typeof ProtocolSchema>;

/** GET /api/v3/protocols/{id}: `{ protocol, status_code }`. */
export const ProtocolResponseSchema = v.looseObject({ ...EnvelopeEntries, protocol: ProtocolSchema });
export type ProtocolResponse = v.InferOutput<typeof ProtocolResponseSchema>;

/** GET /api/v3/protocols/{id}/steps: `{ steps, status_code }`. */
export const StepsResponseSchema = v.looseObject({ ...EnvelopeEntries, steps: v.array(StepSchema) });

/** GET /api/v3/protocols/{id}/materials: `{ materials, status_code }`. */
export const MaterialsResponseSchema = v.looseObject({
  ...EnvelopeEntries,
  materials: v.array(MaterialSchema),
});

/**
 * The paging block of a listing. The live service sends it beside older top-level `total`,
 * `total_results` and `total_pages` fields (both are read).
 */
export const PaginationSchema = v.looseObject({
  current_page: v.optional(DecimalSchema),
  total_pages: v.optional(DecimalSchema),
  total_results: v.optional(DecimalSchema),
  next_page: v.nullish(v.string()),
  prev_page: v.nullish(v.string()),
  page_size: v.optional(DecimalSchema),
});

/** GET /api/v3/protocols: one page of protocols. */
export const ProtocolPageSchema = v.looseObject({
  ...EnvelopeEntries,
  items: v.array(ProtocolSchema),
  total: v.optional(DecimalSchema),
  total_results: v.optional(DecimalSchema),
  total_pages: v.optional(DecimalSchema),
  pagination: v.optional(PaginationSchema),
});
export type ProtocolPage = v.InferOutput<typeof ProtocolPageSchema>;
