import type { HistoryRef } from '@lifesci/eutils';
import * as v from 'valibot';

export const DB = 'clinvar';
/** Above this many records the spec asks for the history server (S10 limits). */
export const HISTORY_THRESHOLD = 500;

export type ClinVarIds = readonly (string | number)[];

/** A window of a result set stored on the history server (from a search page's `raw`). */
export interface ClinVarHistory extends HistoryRef {
  retstart?: number;
  /** How many records from `retstart` (default 500 for summaries; required for records). */
  retmax?: number;
}

export const HistorySchema = v.looseObject({
  webEnv: v.pipe(v.string(), v.minLength(1)),
  queryKey: v.pipe(v.number(), v.integer(), v.minValue(1)),
  retstart: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  retmax: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export function isHistory(input: ClinVarIds | ClinVarHistory): input is ClinVarHistory {
  return !Array.isArray(input);
}
