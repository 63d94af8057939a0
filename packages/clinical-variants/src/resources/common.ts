import type { InputOf } from '@lifesci/core';
import * as v from 'valibot';

export const DB = 'clinvar';
/** Above this many records the spec asks for the history server (S10 limits). */
export const HISTORY_THRESHOLD = 500;

export type ClinVarIds = readonly (string | number)[];

// Not strict, so a search page's `raw` (or any object carrying webEnv and queryKey) can be passed
// as is; its other keys are dropped.
export const HistorySchema = v.object({
  webEnv: v.pipe(v.string(), v.minLength(1)),
  queryKey: v.pipe(v.number(), v.integer(), v.minValue(1)),
  retstart: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** How many records from `retstart` (default 500 for summaries; required for records). */
  retmax: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
/** A window of a result set stored on the history server (from a search page's `raw`). */
export interface ClinVarHistory extends InputOf<typeof HistorySchema> {}

export function isHistory(input: ClinVarIds | ClinVarHistory): input is ClinVarHistory {
  return !Array.isArray(input);
}
