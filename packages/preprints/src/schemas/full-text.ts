import { type InputOf, IntSchema } from '@lifesci/core';
import * as v from 'valibot';
import { DoiSchema } from './params.js';

/**
 * What the full-text builders read from a record: its DOI and version (and `jatsxml` for the
 * XML). Any record of `details.*` fits; other fields are ignored, so this one input is not strict.
 */
export const FullTextRecordSchema = v.object({
  doi: DoiSchema,
  version: v.pipe(IntSchema, v.minValue(1, 'a version number of 1 or more')),
  jatsxml: v.optional(v.string()),
});
export interface FullTextRecord extends InputOf<typeof FullTextRecordSchema> {}
