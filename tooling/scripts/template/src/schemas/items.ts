import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';

/** One item as the service returns it: loose, so new fields never break users. */
export const ItemSchema = v.looseObject({
  id: v.string(),
  name: v.optional(v.string()),
});
export type Item = v.InferOutput<typeof ItemSchema>;

export const ItemPageSchema = v.looseObject({
  items: v.array(ItemSchema),
  next: v.optional(v.nullable(v.string())),
  total: v.optional(v.number()),
});
export type ItemPage = v.InferOutput<typeof ItemPageSchema>;

/** What `items.get` accepts: checked before any request. */
export const ItemIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or -'));

/** What `items.list` accepts: strict, so a misspelt option is refused rather than ignored. */
export const ListItemsParamsSchema = v.strictObject({
  /** Free-text search. */
  query: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Items per page, 1..100. */
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
});
// The input type is the schema's (an interface, so the API reference lists its fields), never a
// hand-written twin; InputOf makes lists readonly so `as const` arguments are accepted.
export interface ListItemsParams extends InputOf<typeof ListItemsParamsSchema> {}
