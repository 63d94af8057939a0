import * as v from 'valibot';
import { MessageSchema } from './preprint.js';

/**
 * One preprint with its journal publication (`/pubs/`). The spec leaves the record's fields
 * unsaid; these are the live API's names.
 */
export const PublicationSchema = v.looseObject({
  preprint_doi: v.string(),
  published_doi: v.string(),
  published_journal: v.optional(v.string(), ''),
  preprint_platform: v.optional(v.string(), ''),
  preprint_title: v.optional(v.string(), ''),
  preprint_authors: v.optional(v.string(), ''),
  preprint_category: v.optional(v.string(), ''),
  preprint_date: v.optional(v.string(), ''),
  published_date: v.optional(v.string(), ''),
  preprint_abstract: v.optional(v.string(), ''),
  preprint_author_corresponding: v.optional(v.string(), ''),
  preprint_author_corresponding_institution: v.optional(v.string(), ''),
});
export type Publication = v.InferOutput<typeof PublicationSchema>;

export const PubsEnvelopeSchema = v.looseObject({
  messages: v.array(MessageSchema),
  collection: v.optional(v.array(PublicationSchema), []),
});
export type PubsEnvelope = v.InferOutput<typeof PubsEnvelopeSchema>;
