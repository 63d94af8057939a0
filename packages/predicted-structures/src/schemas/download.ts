import { type InputOf, onProgressSchema } from '@lifesci/core';
import * as v from 'valibot';

/** Options of every download (model files, bulk objects): resumed with Range, progress per chunk. */
export const ModelDownloadOptionsSchema = v.strictObject({
  /** Called per chunk with `{ received, total, resumes }`. */
  onProgress: v.optional(onProgressSchema),
});
export interface ModelDownloadOptions extends InputOf<typeof ModelDownloadOptionsSchema> {}
