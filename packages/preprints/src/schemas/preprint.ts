import { IntSchema } from '@lifesci/core';
import * as v from 'valibot';

// Counts and cursors the live API sends as a number on some fields and a string on others: core's
// IntSchema reads both.

/** Text fields the live API fills with `"NA"` when it has nothing (`published`, `funder`). */
const NaTextSchema = v.pipe(
  v.string(),
  v.transform((value) => (value === 'NA' ? '' : value)),
);

/**
 * One version of one preprint (spec S5, Paper record). Values arrive as strings; `version`
 * becomes a number, and `published` is `''` while unpublished (the live API also sends `"NA"`).
 */
export const PreprintSchema = v.looseObject({
  doi: v.string(),
  title: v.string(),
  authors: v.string(),
  author_corresponding: v.optional(v.string(), ''),
  author_corresponding_institution: v.optional(v.string(), ''),
  date: v.string(),
  version: IntSchema,
  type: v.optional(v.string(), ''),
  license: v.optional(v.string(), ''),
  category: v.string(),
  jatsxml: v.optional(v.string(), ''),
  abstract: v.optional(v.string(), ''),
  published: v.optional(NaTextSchema, ''),
  /** Present on live answers (`bioRxiv`/`medRxiv`); not in the spec. */
  server: v.optional(v.string()),
});
export type Preprint = v.InferOutput<typeof PreprintSchema>;

/** One entry of the envelope's `messages` (status, count, total, cursor on paged calls). */
export const MessageSchema = v.looseObject({
  status: v.string(),
  count: v.optional(IntSchema),
  total: v.optional(IntSchema),
  cursor: v.optional(IntSchema),
  interval: v.optional(v.string()),
  category: v.optional(v.string()),
});
export type Message = v.InferOutput<typeof MessageSchema>;

/** `{ messages, collection }` around paper records. `collection` may be missing on a miss. */
export const DetailsEnvelopeSchema = v.looseObject({
  messages: v.array(MessageSchema),
  collection: v.optional(v.array(PreprintSchema), []),
});
export type DetailsEnvelope = v.InferOutput<typeof DetailsEnvelopeSchema>;
